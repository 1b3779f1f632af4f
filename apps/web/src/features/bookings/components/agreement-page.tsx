import {
  BOOKING_WEB_ROUTES,
  type Agreement,
  type AgreementContent,
  type AgreementDraft,
  type AgreementTerms,
} from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageTitle } from '@/components/ui/page-header'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useAgreement, useProposeVersion, useSaveDraft } from '../api/agreements'
import { AgreementStatusChip } from './agreement-status'
import { AnswerVersion } from './answer-version'
import { PaySection } from './pay-section'
import { TermsEditor } from './terms-editor'
import { BookingUsageNotice } from './usage-notice'
import { TermsView, YouthRuleNote } from './terms-view'
import { VersionList } from './version-list'
import './bookings.css'

/** /mypage/bookings/:id: the agreement, for the client and the model side. */
export function AgreementPage({ agreementId }: { agreementId: number }) {
  const { t } = useTranslation('bookings')
  const query = useAgreement(agreementId)
  if (query.isPending) return <p role="status">{t('loading')}</p>
  if (query.isError) return <ErrorLine error={query.error} fallback={t('loadFailed')} />
  return <AgreementBody agreement={query.data} />
}

function ErrorLine({ error, fallback }: { error: unknown; fallback: string }) {
  const message = useMessageText()
  return (
    <Alert>{isApiError(error) && error.status !== 0 ? message(error.message) : fallback}</Alert>
  )
}

function AgreementBody({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const { parties } = agreement
  const agreed = agreement.versions.find((one) => one.number === agreement.agreedVersion)
  return (
    <article className="bk-page" aria-labelledby="bk-title">
      <PageTitle title={agreement.booking.title} />
      <p>
        <Link to={BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS}>{t('back')}</Link>
      </p>
      <div className="bk-page__head">
        <h1 id="bk-title">{agreement.booking.title}</h1>
        <AgreementStatusChip status={agreement.status} standing={agreement.booking.standing} />
      </div>

      <section className="bk-section" aria-labelledby="bk-parties">
        <h2 id="bk-parties">{t('parties.title')}</h2>
        <dl className="bk-terms">
          <dt>{t('parties.client')}</dt>
          <dd>{[parties.client.companyName, parties.client.name].filter(Boolean).join(' · ')}</dd>
          <dt>{t('parties.model')}</dt>
          <dd>{parties.model.stageName}</dd>
          {parties.model.agencyName && (
            <>
              <dt>{t('parties.agency')}</dt>
              <dd>{parties.model.agencyName}</dd>
            </>
          )}
          {parties.model.minor && (
            <>
              <dt>{t('parties.guardian')}</dt>
              <dd>{parties.model.guardianName ?? '—'}</dd>
            </>
          )}
        </dl>
      </section>

      {agreement.killFeeOwed !== null && (
        <Alert tone="info">{t('killFee', { amount: format.money(agreement.killFeeOwed) })}</Alert>
      )}
      {agreement.can.answer !== null && (
        <AnswerVersion agreement={agreement} number={agreement.can.answer} />
      )}

      <section className="bk-section" aria-labelledby="bk-terms">
        <h2 id="bk-terms">{t('terms.title')}</h2>
        {agreement.draft && agreement.can.editDraft ? (
          <DraftEditor agreement={agreement} draft={agreement.draft} />
        ) : agreement.draft ? (
          <TermsView terms={agreement.draft} minor={parties.model.minor} />
        ) : agreed ? (
          <AgreedTerms agreement={agreement} content={agreed.content} />
        ) : null}
      </section>

      {agreement.pay && <PaySection agreement={agreement} pay={agreement.pay} />}
      {agreement.agreedVersion !== null && <BookingUsageNotice agreementId={agreement.id} />}
      <YouthRuleNote youth={agreement.youth} />
      <VersionList agreement={agreement} />
    </article>
  )
}

/** The client's draft: save it, or send it to the model side (saved first). */
function DraftEditor({ agreement, draft }: { agreement: Agreement; draft: AgreementDraft }) {
  const { t } = useTranslation('bookings')
  const save = useSaveDraft()
  const propose = useProposeVersion()
  const [saved, setSaved] = useState(false)
  const failed = save.error ?? propose.error
  const busy = save.isPending || propose.isPending
  return (
    <>
      <h3>{t('editor.title')}</h3>
      <TermsEditor
        initial={draft}
        minor={agreement.parties.model.minor}
        allowDefaultDueDate
        idPrefix="bk-draft"
        onSubmit={(terms, intent) => {
          setSaved(false)
          save.reset()
          propose.reset()
          save.mutate(
            { id: agreement.id, terms },
            {
              onSuccess: () =>
                intent === 'send' ? propose.mutate({ id: agreement.id }) : setSaved(true),
            },
          )
        }}
      >
        <Button
          type="submit"
          value="save"
          variant="outline"
          pending={save.isPending && !propose.isPending}
          disabled={busy}
          busyLabel={t('editor.saving')}
        >
          {t('editor.save')}
        </Button>
        <Button
          type="submit"
          value="send"
          pending={propose.isPending}
          disabled={busy}
          busyLabel={t('editor.sending')}
        >
          {t('editor.send')}
        </Button>
      </TermsEditor>
      {saved && <Alert tone="success">{t('editor.saved')}</Alert>}
      {failed && <ErrorLine error={failed} fallback={t('actionFailed')} />}
    </>
  )
}

/** The terms in force; either side may propose a change (a new version to accept). */
function AgreedTerms({ agreement, content }: { agreement: Agreement; content: AgreementContent }) {
  const { t } = useTranslation('bookings')
  const [editing, setEditing] = useState(false)
  const propose = useProposeVersion()
  return (
    <>
      <TermsView terms={content.terms} minor={agreement.parties.model.minor} />
      {agreement.can.proposeChange && !editing && (
        <Button variant="outline" onClick={() => setEditing(true)}>
          {t('editor.changeTitle')}
        </Button>
      )}
      {editing && (
        <>
          <h3>{t('editor.changeTitle')}</h3>
          <p>{t('editor.changeHint')}</p>
          <TermsEditor
            initial={content.terms}
            minor={agreement.parties.model.minor}
            allowDefaultDueDate={false}
            idPrefix="bk-change"
            onSubmit={(terms) =>
              propose.mutate(
                { id: agreement.id, terms: terms as AgreementTerms },
                { onSuccess: () => setEditing(false) },
              )
            }
          >
            <Button variant="outline" onClick={() => setEditing(false)}>
              {t('editor.cancel')}
            </Button>
            <Button
              type="submit"
              value="change"
              pending={propose.isPending}
              busyLabel={t('editor.sending')}
            >
              {t('editor.sendChange')}
            </Button>
          </TermsEditor>
          {propose.isError && <ErrorLine error={propose.error} fallback={t('actionFailed')} />}
        </>
      )}
    </>
  )
}
