import type { Agreement, AgreementVersion } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import { useDownloadAgreementPdf } from '../api/agreements'

/** Every version, newest first: who proposed it, its answer, the acceptances and the hash. */
export function VersionList({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('bookings')
  const download = useDownloadAgreementPdf()
  return (
    <section className="bk-section" aria-labelledby="bk-versions">
      <h2 id="bk-versions">{t('versions.title')}</h2>
      {agreement.versions.length === 0 ? (
        <p>{t('versions.none')}</p>
      ) : (
        <ol className="bk-versions" reversed>
          {[...agreement.versions].reverse().map((version) => (
            <VersionItem
              key={version.number}
              version={version}
              inForce={version.number === agreement.agreedVersion}
              onDownload={(language) =>
                download.mutate({ id: agreement.id, number: version.number, language })
              }
              downloading={download.isPending}
            />
          ))}
        </ol>
      )}
      {download.isError && <Alert>{t('actionFailed')}</Alert>}
    </section>
  )
}

function VersionItem({
  version,
  inForce,
  onDownload,
  downloading,
}: {
  version: AgreementVersion
  inForce: boolean
  onDownload: (language: 'en' | 'ko') => void
  downloading: boolean
}) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const accepted = (side: 'client' | 'model', record: AgreementVersion['clientAcceptance']) =>
    record && (
      <li>
        {t('versions.acceptedBy', {
          side: t(`parties.${side}`),
          at: format.dateTime(record.at),
          ip: record.ip,
        })}
      </li>
    )
  const clientLine = accepted('client', version.clientAcceptance)
  const modelLine = accepted('model', version.modelAcceptance)
  return (
    <li className="bk-versions__item">
      <h3>
        {t('versions.heading', { number: version.number })} ·{' '}
        {t(`versions.status.${version.status}`)}
        {inForce && <span className="bk-chip bk-chip--confirmed">{t('versions.agreed')}</span>}
      </h3>
      <p>{t(`versions.proposedBy.${version.proposedBy}`)}</p>
      <ul className="bk-versions__records">
        {clientLine}
        {modelLine}
        {version.guardianConsentAt && (
          <li>
            {t('versions.guardianConsent', { at: format.dateTime(version.guardianConsentAt) })}
          </li>
        )}
        {version.declineReason && (
          <li>{t('versions.declineReason', { reason: version.declineReason })}</li>
        )}
      </ul>
      <p className="bk-versions__sha">
        {t('versions.sha')}: <code>{version.sha256}</code>
      </p>
      {version.status === 'accepted' && (
        <div className="bk-actions">
          <Button
            variant="outline"
            size="sm"
            disabled={downloading}
            onClick={() => onDownload('en')}
          >
            {t('versions.pdfEn')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={downloading}
            onClick={() => onDownload('ko')}
          >
            {t('versions.pdfKo')}
          </Button>
        </div>
      )}
    </li>
  )
}
