import { EXAMINATION_STATUS, isModelServiceType, type CurrentUser } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useNotify } from '@/lib/notifications'
import { useRequestModelReview } from '../api/request-model-review'
import { EXAMINATION_LABEL } from './labels'

export function ExaminationStatusCard({ user }: { user: CurrentUser }) {
  const request = useRequestModelReview()
  const notify = useNotify()
  const { t } = useTranslation('profile')
  // Models ask for a review themselves; a client's account is approved by an administrator.
  const canRequest =
    isModelServiceType(user.serviceType) && user.examinationStatus === EXAMINATION_STATUS.NONE

  return (
    <section className="profile__card" aria-labelledby="profile-review">
      <h2 id="profile-review">{t('review.title')}</h2>
      <p className="profile__status" data-status={user.examinationStatus}>
        {t(EXAMINATION_LABEL[user.examinationStatus])}
      </p>
      {canRequest && (
        <>
          <p>{t('review.invite')}</p>
          <Button
            pending={request.isPending}
            onClick={() =>
              request.mutate(undefined, {
                onSuccess: ({ message }) => notify(message, 'success'),
              })
            }
          >
            {t('review.request')}
          </Button>
        </>
      )}
      {request.isError && (
        <p role="alert" className="profile__error">
          {request.error.message}
        </p>
      )}
    </section>
  )
}
