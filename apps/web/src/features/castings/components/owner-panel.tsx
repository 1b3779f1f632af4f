import { webPath, type CastingDetail, WEB_ROUTES } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useCloseCasting } from '../api/save-casting'

/** What the casting's owner sees instead of Apply: its state, Edit, Close, the applicants. */
export function OwnerPanel({ casting }: { casting: CastingDetail }) {
  const { t } = useTranslation('castings')
  const format = useFormat()
  const message = useMessageText()
  const close = useCloseCasting(casting.id)
  const [confirming, setConfirming] = useState(false)
  // A held casting may be closed too: its client withdraws it from review (ADR 0023).
  const open = casting.status === 'live' || casting.status === 'held'
  return (
    <section className="casting-detail__panel" aria-labelledby="owner-title">
      <h2 id="owner-title">{t('owner.title')}</h2>
      {casting.status === 'held' && (
        <Alert tone="info">
          <p>{t('owner.held')}</p>
          {casting.holdReason && (
            <p>{t('owner.holdReason', { reason: message(casting.holdReason) })}</p>
          )}
          <p>{t('owner.heldReview')}</p>
        </Alert>
      )}
      {casting.status === 'draft' && <Alert tone="info">{t('owner.draft')}</Alert>}
      {casting.status === 'live' && <p>{t('owner.live')}</p>}
      {casting.status === 'closed' && (
        <p>
          {t('owner.closed', {
            date: casting.closedAt ? format.date(casting.closedAt) : '',
          })}{' '}
          {casting.closedReason && t(`owner.closedReason.${casting.closedReason}`)}
        </p>
      )}
      <div className="casting-detail__actions">
        {casting.status !== 'closed' && (
          <Link
            className="btn btn--outline btn--md"
            to={webPath(WEB_ROUTES.MYPAGE_CASTING_EDIT, { id: casting.id })}
          >
            {t('owner.edit')}
          </Link>
        )}
        {open && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('owner.close')}
          </Button>
        )}
        {casting.status !== 'draft' && (
          <Link
            className="btn btn--primary btn--md"
            to={webPath(WEB_ROUTES.MYPAGE_CASTING_APPLICANTS, { id: casting.id })}
          >
            {t('owner.applicants', { count: casting.applicationCount ?? 0 })}
          </Link>
        )}
      </div>
      {close.isError && (
        <Alert>
          {isApiError(close.error) ? message(close.error.message) : t('owner.closeFailed')}
        </Alert>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={t('owner.closeTitle')}
        description={casting.status === 'held' ? t('owner.closeHeldText') : t('owner.closeText')}
        footer={
          <>
            <Button variant="ghost" autoFocus onClick={() => setConfirming(false)}>
              {t('owner.keepOpen')}
            </Button>
            <Button
              variant="danger"
              pending={close.isPending}
              onClick={() => close.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {t('owner.closeConfirm')}
            </Button>
          </>
        }
      >
        {null}
      </Modal>
    </section>
  )
}
