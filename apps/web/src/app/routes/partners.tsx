import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { PageHeader } from '@/components/ui/page-header'
import { usePartner } from '@/features/trust/api/partners'
import { PartnerPage } from '@/features/trust/components/partner-page'
import { PartnersDirectory } from '@/features/trust/components/partners-directory'
import { isApiError } from '@/lib/api-client'
import { NotFoundRoute } from './not-found'

/** /partners: approved client companies (issue #16). */
export function PartnersRoute() {
  const { t } = useTranslation('marketplace')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('eyebrow')} title={t('partners.title')}>
        {t('partners.lead')}
      </PageHeader>
      <PartnersDirectory />
    </div>
  )
}

/** /partners/:id: one approved company; anything else is not found. */
export function PartnerRoute() {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute kind="partner" />
  return <PartnerDetailPage id={id} />
}

function PartnerDetailPage({ id }: { id: number }) {
  const partner = usePartner(id)
  if (partner.isPending) return <DelayedFallback />
  if (partner.isError) {
    if (isApiError(partner.error) && partner.error.status === 404)
      return <NotFoundRoute kind="partner" />
    throw partner.error
  }
  return <PartnerPage partner={partner.data} />
}
