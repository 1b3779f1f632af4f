import { webPath, WEB_ROUTES, type AdminReportedContent } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { AdminThumb } from './admin-thumb'

/** The reported thing as an administrator needs to judge it, per kind. */
export function ReportedContent({ content }: { content: AdminReportedContent }) {
  const { t } = useTranslation('admin')
  const hidden = content.hidden ? (
    <span className="admin__badge">{t('reports.hiddenBadge')}</span>
  ) : null
  switch (content.kind) {
    case 'profile':
      return (
        <div className="admin__context">
          {content.cover && <AdminThumb image={content.cover} />}{' '}
          <Link to={webPath(WEB_ROUTES.MODEL, { id: content.profileId })}>{content.stageName}</Link>{' '}
          {hidden}
        </div>
      )
    case 'casting':
      return (
        <div className="admin__context">
          <strong>{content.title}</strong> · {content.companyName} {hidden}
          <p>{content.text}</p>
          {/* Issue #25: the owner edited it after the report; the evidence is what was reported. */}
          {content.asReported && (
            <div className="admin__as-reported">
              <p className="admin__badge">{t('reports.editedSince')}</p>
              <strong>{content.asReported.title}</strong> · {content.asReported.companyName}
              <p>{content.asReported.text}</p>
            </div>
          )}
        </div>
      )
    case 'message':
      return (
        <div className="admin__context">
          {hidden}
          <ol className="admin__thread" aria-label={t('reports.threadLabel')}>
            {content.thread.map((message) => (
              <li
                key={message.id}
                className={message.id === content.messageId ? 'admin__thread-reported' : undefined}
              >
                <span className="admin__thread-side">{t(`reports.side.${message.side}`)}</span>{' '}
                {message.body}
                {message.id === content.messageId && (
                  <span className="admin__badge">{t('reports.reportedBadge')}</span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )
    case 'impersonation':
      return (
        <div className="admin__context">
          <strong>{t('reports.impersonation.claimed', { name: content.claimedName })}</strong>
          {content.castingId !== null && (
            <p>
              <Link to={webPath(WEB_ROUTES.CASTING, { id: content.castingId })}>
                {t('reports.impersonation.casting')}
              </Link>
            </p>
          )}
          {content.contactEmail && (
            <p>{t('reports.impersonation.contact', { email: content.contactEmail })}</p>
          )}
        </div>
      )
    case 'review':
      return (
        <div className="admin__context">
          <span aria-label={t('reports.rating', { rating: content.rating })}>
            {'★'.repeat(content.rating)}
          </span>{' '}
          · {content.castingTitle} {hidden}
          <p>{content.text}</p>
        </div>
      )
  }
}
