import { EXAMINATION_STATUS, isClientServiceType } from '@cnm/contracts'
import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { useModel } from '@/features/models/api/get-model'
import { ModelProfile } from '@/features/models/components/model-profile'
import { CastingInquiryModal } from '@/features/inquiries/components/casting-inquiry-modal'
import { useProposal } from '@/features/my-casting/api/proposals'
import { PlaceOption } from '@/features/options/components/place-option'
import { ReviewList } from '@/features/trust/components/review-list'
import { isApiError } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/current-user'
import { PROPOSE_AGAIN_PARAM, proposeAgainSource } from '@/lib/propose-again'
import { NotFoundRoute } from './not-found'

/**
 * /models/:id. The page joins two features: the profile, and the existing casting-proposal
 * form opened for this profile (targetModelProfileId: modelNumber preset and locked, the proposal
 * linked to the profile), and the profile's released reviews (issue #16). With ?from=<proposal>
 * (My Casting's "Send a new proposal") the form opens at once, pre-filled from that proposal.
 */
export function ModelRoute() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  if (!valid) return <NotFoundRoute kind="model" />
  return <ModelPage id={id} />
}

function ModelPage({ id }: { id: number }) {
  const { data: model, isPending, isError, error } = useModel(id)
  const [proposing, setProposing] = useState(false)
  const [params, setParams] = useSearchParams()
  const fromId = proposeAgainSource(params)
  const user = useCurrentUser().data
  // Options on dates (ADR 0049): clients an administrator approved hold a model's dates.
  const mayHold =
    user !== undefined &&
    isClientServiceType(user.serviceType) &&
    user.examinationStatus === EXAMINATION_STATUS.APPROVAL
  if (isPending) return <DelayedFallback />
  if (isError) {
    if (isApiError(error) && error.status === 404) return <NotFoundRoute kind="model" />
    throw error
  }
  const close = () => {
    setProposing(false)
    // Closed once, the form opens blank again from the profile's button.
    if (fromId !== null) {
      setParams(
        (current) => {
          current.delete(PROPOSE_AGAIN_PARAM)
          return current
        },
        { replace: true },
      )
    }
  }
  return (
    <div className="page container">
      <ModelProfile model={model} onProposeCasting={() => setProposing(true)} />
      {mayHold && <PlaceOption profileId={model.id} modelName={model.stageName} />}
      <ReviewList subject="model" id={model.id} />
      {fromId === null ? (
        <CastingInquiryModal open={proposing} onClose={close} targetModelProfileId={model.id} />
      ) : (
        <ProposeAgainModal fromId={fromId} profileId={model.id} onClose={close} />
      )}
    </div>
  )
}

/**
 * The form pre-filled from proposal `fromId`, once it is read; only from a proposal the reader
 * sent to this profile, else the form opens blank (ADR 0024 addendum).
 */
function ProposeAgainModal({
  fromId,
  profileId,
  onClose,
}: {
  fromId: number
  profileId: number
  onClose: () => void
}) {
  const { data, isPending } = useProposal(fromId)
  if (isPending) return <DelayedFallback />
  const source = data?.viewer === 'sender' && data.profile?.id === profileId ? data : undefined
  return (
    <CastingInquiryModal open onClose={onClose} targetModelProfileId={profileId} source={source} />
  )
}
