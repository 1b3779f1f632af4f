import { VerifyPage } from '@/features/verify/components/verify-page'

/** /verify: public, the same for everybody (prerendered with the other public pages). */
export function VerifyRoute() {
  return <VerifyPage />
}
