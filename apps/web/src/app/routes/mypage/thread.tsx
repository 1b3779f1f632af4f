import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { PageTitle } from '@/components/ui/page-header'
import { Thread } from '@/features/messages/components/thread'
import { ApplicationSummary } from '@/features/my-casting/components/application-summary'
import { ProposalDetail } from '@/features/my-casting/components/proposal-detail'
import { NotFoundRoute } from '../not-found'

function useIdParam() {
  const id = Number(useParams().id)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** /mypage/messages/application/:id: the application (marked viewed when its owner opens it) and its thread. */
export function ApplicationThreadRoute() {
  const { t } = useTranslation('threads')
  const id = useIdParam()
  if (id === null) return <NotFoundRoute />
  return (
    <section aria-labelledby="application-thread-title">
      <PageTitle title={t('pageTitle.application')} />
      <h1 id="application-thread-title">{t('pageTitle.application')}</h1>
      <ApplicationSummary key={`summary-${id}`} applicationId={id} />
      <Thread key={`thread-${id}`} kind="application" id={id} />
    </section>
  )
}

/** /mypage/proposals/:id and /mypage/messages/proposal/:id: the proposal, Accept / Decline, its thread. */
export function ProposalRoute() {
  const id = useIdParam()
  if (id === null) return <NotFoundRoute />
  return (
    <>
      <ProposalDetail key={`proposal-${id}`} proposalId={id} />
      <Thread key={`thread-${id}`} kind="proposal" id={id} />
    </>
  )
}
