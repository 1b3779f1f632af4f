import { webPath, WEB_ROUTES, type AdminModelItem } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import { AdminThumb } from './admin-thumb'
import { useDecideModel, useModelQueue } from '../api/model-queue'
import { AdminTable, pageCountOf } from './admin-table'
import { ReasonDialog } from './reason-dialog'
import { useDecision } from './use-decision'
import { usePageParam } from './use-page-param'

type ReviewAction = 'approve' | 'sendBack'

/** Model profiles whose owners asked for a review: approve (Reviewed badge) or send back. */
export function ModelReviewQueue() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const [page, setPage] = usePageParam()
  const queue = useModelQueue(page)
  const decide = useDecideModel()
  const decision = useDecision<AdminModelItem, ReviewAction>(
    (model, action, reason) =>
      decide.mutateAsync({
        id: model.id,
        decision:
          action === 'approve' ? { status: 'approved', reason } : { status: 'sent_back', reason },
      }),
    (action) => t(`modelReviews.done.${action}`),
  )
  const target = decision.open
  return (
    <section aria-labelledby="admin-models-title">
      <h2 id="admin-models-title" className="admin__section-title">
        {t('modelReviews.title')}
      </h2>
      <p className="admin__lead">{t('modelReviews.lead')}</p>
      <AdminTable
        caption={t('modelReviews.caption')}
        rows={queue.data?.items}
        rowKey={(model) => model.id}
        loading={queue.isFetching}
        failed={queue.isError}
        onRetry={() => void queue.refetch()}
        empty={{ title: t('modelReviews.empty.title'), text: t('modelReviews.empty.text') }}
        page={page}
        pageCount={pageCountOf(queue.data)}
        onPage={setPage}
        columns={[
          {
            key: 'cover',
            header: t('modelReviews.columns.cover'),
            cell: (model) => {
              const cover = model.photos.find((photo) => photo.isCover) ?? model.photos[0]
              return cover ? <AdminThumb image={cover} /> : '—'
            },
          },
          {
            key: 'name',
            header: t('modelReviews.columns.name'),
            cell: (model) => (
              <Link to={webPath(WEB_ROUTES.MODEL, { id: model.id })}>{model.stageName}</Link>
            ),
          },
          {
            key: 'owner',
            header: t('modelReviews.columns.owner'),
            cell: (model) =>
              model.owner.agency ??
              [model.owner.firstName, model.owner.lastName].filter(Boolean).join(' '),
          },
          {
            key: 'photos',
            header: t('modelReviews.columns.photos'),
            cell: (model) => format.number(model.photos.length),
          },
          {
            key: 'requested',
            header: t('modelReviews.columns.requested'),
            cell: (model) => (model.reviewRequestedAt ? format.date(model.reviewRequestedAt) : '—'),
          },
        ]}
        actions={(model) => (
          <>
            <Button size="sm" onClick={() => decision.start(model, 'approve')}>
              {t('modelReviews.approve')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => decision.start(model, 'sendBack')}>
              {t('modelReviews.sendBack')}
            </Button>
          </>
        )}
      />
      <ReasonDialog
        open={target !== null}
        title={
          target
            ? t(`modelReviews.dialog.${target.action}.title`, { name: target.target.stageName })
            : ''
        }
        description={target ? t(`modelReviews.dialog.${target.action}.description`) : ''}
        confirmLabel={target ? t(`modelReviews.${target.action}`) : ''}
        reasonRequired={target?.action === 'sendBack'}
        pending={decision.pending}
        error={decision.error}
        onConfirm={(reason) => void decision.confirm(reason)}
        onCancel={decision.cancel}
      />
    </section>
  )
}
