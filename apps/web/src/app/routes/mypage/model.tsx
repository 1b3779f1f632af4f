import { isModelServiceType } from '@cnm/contracts'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { EmptyState } from '@/components/ui/empty-state'
import { useCurrentUser } from '@/lib/current-user'
import { MyPageList } from './list-page'

export function ModelManagementRoute() {
  const { data: user, isPending } = useCurrentUser()
  if (isPending) return <DelayedFallback />
  if (!user || !isModelServiceType(user.serviceType)) {
    return (
      <EmptyState title="My Model Management is for model accounts">
        <p>Client accounts send castings instead; see My Casting.</p>
      </EmptyState>
    )
  }
  return (
    <MyPageList title="My Model Management" emptyTitle="No models registered yet">
      <p>Models you register will be listed here, each with its own profile and review status.</p>
    </MyPageList>
  )
}
