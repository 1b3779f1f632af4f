import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { useModel } from '@/features/models/api/get-model'
import { ModelProfile } from '@/features/models/components/model-profile'
import { CastingInquiryModal } from '@/features/inquiries/components/casting-inquiry-modal'
import { ReviewList } from '@/features/trust/components/review-list'
import { isApiError } from '@/lib/api-client'
import { NotFoundRoute } from './not-found'

/**
 * /models/:id. The page joins two features: the profile, and the existing casting-proposal
 * form opened for this profile (targetModelProfileId: modelNumber preset and locked, the proposal
 * linked to the profile), and the profile's released reviews (issue #16).
 */
export function ModelRoute() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  if (!valid) return <NotFoundRoute />
  return <ModelPage id={id} />
}

function ModelPage({ id }: { id: number }) {
  const { data: model, isPending, isError, error } = useModel(id)
  const [proposing, setProposing] = useState(false)
  if (isPending) return <DelayedFallback />
  if (isError) {
    if (isApiError(error) && error.status === 404) return <NotFoundRoute />
    throw error
  }
  return (
    <div className="page container">
      <ModelProfile model={model} onProposeCasting={() => setProposing(true)} />
      <ReviewList subject="model" id={model.id} />
      <CastingInquiryModal
        open={proposing}
        onClose={() => setProposing(false)}
        targetModelProfileId={model.id}
      />
    </div>
  )
}
