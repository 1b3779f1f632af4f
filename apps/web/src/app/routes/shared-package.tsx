import { useParams } from 'react-router-dom'
import { SharedPackageView } from '@/features/packages/components/shared-package-view'

/** /p/:token: a package shared by link (issue #29); no account needed. */
export function SharedPackageRoute() {
  const { token = '' } = useParams()
  return <SharedPackageView token={token} />
}
