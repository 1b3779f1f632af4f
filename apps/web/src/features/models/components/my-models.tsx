import {
  MODEL_REVIEW_STATUS,
  MODEL_STATUS,
  WEB_ROUTES,
  webPath,
  type ModelOwnerSummary,
} from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClassName } from '@/components/ui/button'
import { CompCardButton } from './comp-card-button'
import { EmptyState } from '@/components/ui/empty-state'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'
import { useMyModels } from '../api/get-my-models'
import {
  useDeleteModel,
  useHideModel,
  usePublishModel,
  useRequestModelReview,
  useUnhideModel,
} from '../api/model-states'
import { NativeConfirmDialog } from '@/components/ui/native-confirm-dialog'
import { HiddenByAdminAppeal } from './hidden-by-admin-alert'
import { CARD_IMAGE, ModelImage } from './model-image'
import './models.css'

/** My Model Management: every profile the account manages, its states and actions. */
export function MyModels() {
  const { t } = useTranslation('models')
  const { data, isPending, isError } = useMyModels()
  const register = (
    <Link to={WEB_ROUTES.MYPAGE_MODEL_NEW} className={buttonClassName('primary')}>
      {t('mine.register')}
    </Link>
  )
  if (isPending) return <p role="status">{t('list.loading')}</p>
  if (isError) return <Alert>{t('list.error')}</Alert>
  if (data.items.length === 0) {
    return (
      <EmptyState title={t('mine.emptyTitle')} action={register}>
        <p>{t('mine.emptyText')}</p>
      </EmptyState>
    )
  }
  return (
    <>
      <div className="my-models__bar">{register}</div>
      <ul className="my-models">
        {data.items.map((model) => (
          <li key={model.id}>
            <MyModelRow model={model} />
          </li>
        ))}
      </ul>
    </>
  )
}

function MyModelRow({ model }: { model: ModelOwnerSummary }) {
  const { t } = useTranslation('models')
  const message = useMessageText()
  const publish = usePublishModel()
  const hide = useHideModel()
  const unhide = useUnhideModel()
  const review = useRequestModelReview()
  const remove = useDeleteModel()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const failed = [publish, hide, unhide, review, remove].find((m) => m.isError)?.error
  const busy = [publish, hide, unhide, review, remove].some((m) => m.isPending)
  // While the administrators hide the profile, its own Publish/Hide would change nothing
  // anyone sees (the API accepts them, the administrators' hide still wins): not offered.
  // Nor is a review, which the API refuses for it (ADR 0031 addendum): Contact us instead.
  const ownStates = !model.hiddenByAdmin
  const canRequestReview =
    ownStates &&
    model.status === MODEL_STATUS.PUBLISHED &&
    (model.reviewStatus === MODEL_REVIEW_STATUS.NONE ||
      model.reviewStatus === MODEL_REVIEW_STATUS.SENT_BACK)

  return (
    <article className="my-model" aria-labelledby={`my-model-${model.id}`}>
      <span className="my-model__cover">
        {model.cover ? (
          <ModelImage
            image={model.cover}
            alt=""
            sizes="96px"
            box={{ width: CARD_IMAGE.width * 32, height: CARD_IMAGE.height * 32 }}
          />
        ) : (
          <span className="model-image model-image--empty" />
        )}
      </span>
      <div className="my-model__body">
        <h2 id={`my-model-${model.id}`} className="my-model__name">
          {model.stageName}
        </h2>
        <p className="my-model__states">
          {model.hiddenByAdmin ? (
            <span className="status status--hidden-by-admin">{t('mine.status.hiddenByAdmin')}</span>
          ) : (
            <span className={`status status--${model.status}`}>
              {t(`mine.status.${model.status}`)}
            </span>
          )}{' '}
          <span className="status">{t(`mine.review.${model.reviewStatus}`)}</span>{' '}
          <span>{t('mine.photos', { count: model.photoCount })}</span>
        </p>
        {model.reviewStatus === MODEL_REVIEW_STATUS.SENT_BACK && model.reviewNote && (
          <p className="my-model__note">{t('mine.reviewNote', { note: model.reviewNote })}</p>
        )}
        {model.hiddenByAdmin?.reason && (
          <p className="my-model__note">
            {t('mine.hiddenByAdminReason', { reason: model.hiddenByAdmin.reason })}
          </p>
        )}
        {model.hiddenByAdmin && (
          <p className="my-model__note">
            {t('mine.hiddenByAdminActions')} <HiddenByAdminAppeal />
          </p>
        )}
        {model.status === MODEL_STATUS.DRAFT && model.missingForPublish.length > 0 && (
          <p className="field__hint">
            {t('mine.missing', {
              fields: model.missingForPublish
                .map((field) =>
                  t(`mine.fields.${field}` as 'mine.fields.photos', { defaultValue: field }),
                )
                .join(', '),
            })}
          </p>
        )}
        {failed && (
          <Alert>{isApiError(failed) ? message(failed.message) : t('mine.actionFailed')}</Alert>
        )}
        <div className="my-model__actions">
          <Link
            to={webPath(WEB_ROUTES.MYPAGE_MODEL_EDIT, { id: model.id })}
            className={buttonClassName('outline', 'sm')}
          >
            {t('mine.edit')}
          </Link>
          {model.status !== MODEL_STATUS.DRAFT && (
            <Link
              to={webPath(WEB_ROUTES.MODEL, { id: model.id })}
              className={buttonClassName('ghost', 'sm')}
            >
              {t('mine.view')}
            </Link>
          )}
          {ownStates && model.status === MODEL_STATUS.DRAFT && (
            <Button
              size="sm"
              disabled={busy || model.missingForPublish.length > 0}
              onClick={() => publish.mutate(model.id)}
            >
              {t('mine.publish')}
            </Button>
          )}
          {ownStates && model.status === MODEL_STATUS.PUBLISHED && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => hide.mutate(model.id)}
            >
              {t('mine.hide')}
            </Button>
          )}
          {ownStates && model.status === MODEL_STATUS.HIDDEN && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => unhide.mutate(model.id)}
            >
              {t('mine.unhide')}
            </Button>
          )}
          {canRequestReview && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => review.mutate(model.id)}
            >
              {t('mine.requestReview')}
            </Button>
          )}
          <CompCardButton modelId={model.id} name={model.stageName} size="sm" />
          <Button size="sm" variant="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
            {t('mine.delete')}
          </Button>
        </div>
      </div>
      <NativeConfirmDialog
        open={confirmDelete}
        title={t('mine.deleteTitle', { name: model.stageName })}
        text={t('mine.deleteText')}
        confirmLabel={t('mine.delete')}
        cancelLabel={t('form.cancel')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false)
          remove.mutate(model.id)
        }}
      />
    </article>
  )
}
