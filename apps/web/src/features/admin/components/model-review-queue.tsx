import { webPath, WEB_ROUTES, type AdminModelItem } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import { AdminThumb } from './admin-thumb'
import { useDecideModel, useModelQueue } from '../api/model-queue'
import { AdminSection, AdminTable } from './admin-table'
import { DecisionDialog } from './reason-dialog'
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
  return (
    <AdminSection
      titleId="admin-models-title"
      title={t('modelReviews.title')}
      lead={t('modelReviews.lead')}
    >
      <AdminTable
        caption={t('modelReviews.caption')}
        list={queue}
        rowKey={(model) => model.id}
        empty={{ title: t('modelReviews.empty.title'), text: t('modelReviews.empty.text') }}
        page={page}
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
      <DecisionDialog
        decision={decision}
        words={({ target, action }) => ({
          title: t(`modelReviews.dialog.${action}.title`, { name: target.stageName }),
          description: t(`modelReviews.dialog.${action}.description`),
          confirmLabel: t(`modelReviews.${action}`),
        })}
        reasonRequired={(action) => action === 'sendBack'}
      />
    </AdminSection>
  )
}
