import { useParams } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { useCasting } from '@/features/castings/api/get-casting'
import { CastingDetail } from '@/features/castings/components/casting-detail'
import { isApiError } from '@/lib/api-client'
import { NotFoundRoute } from './not-found'

/** /castings/:id. Drafts, held and closed castings of others answer 404 (no enumeration). */
export function CastingRoute() {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute kind="casting" />
  return <CastingPage id={id} />
}

function CastingPage({ id }: { id: number }) {
  const { data: casting, isPending, isError, error } = useCasting(id)
  if (isPending) return <DelayedFallback />
  if (isError) {
    if (isApiError(error) && error.status === 404) return <NotFoundRoute kind="casting" />
    throw error
  }
  return (
    <div className="page container">
      <CastingDetail casting={casting} />
    </div>
  )
}
