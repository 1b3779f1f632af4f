import { useParams } from 'react-router-dom'
import { ApplicantsView } from '@/features/my-casting/components/applicants-view'
import { NotFoundRoute } from '../not-found'

/** /mypage/casting/:id/applicants: the casting owner's applicants (issue #15). */
export function ApplicantsRoute() {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />
  return <ApplicantsView key={id} castingId={id} />
}
