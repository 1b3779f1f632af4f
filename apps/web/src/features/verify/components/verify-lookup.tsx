import { webPath, WEB_ROUTES, type VerifyCodeResult, type VerifyCompanyList } from '@cnm/contracts'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useVerifyCode, useVerifyCompany } from '../api/verify'

const MODES = ['code', 'company'] as const
type Mode = (typeof MODES)[number]

/** The reader's failure in words: too many lookups, or anything else. */
function FailureText({ error }: { error: unknown }) {
  const { t } = useTranslation('verify')
  const limited = isApiError(error) && error.status === 429
  return <p className="verify__failure">{limited ? t('result.rateLimited') : t('result.error')}</p>
}

function CodeResult({ result }: { result: VerifyCodeResult }) {
  const { t } = useTranslation('verify')
  if (!result.found) {
    return (
      <div className="verify__result verify__result--unknown">
        <h3>{t('result.notFoundTitle')}</h3>
        <p>{t('result.notFoundText')}</p>
      </div>
    )
  }
  return (
    <div className="verify__result verify__result--found">
      <h3>{t('result.foundTitle')}</h3>
      <dl className="verify__facts">
        <dt>{t('result.code')}</dt>
        <dd translate="no">{result.code}</dd>
        <dt>{t('result.casting')}</dt>
        <dd>
          <Link to={webPath(WEB_ROUTES.CASTING, { id: result.castingId })}>{result.title}</Link>
        </dd>
        <dt>{t('result.postedBy')}</dt>
        <dd>
          {result.forBrand
            ? t('result.postedForBrand', { account: result.postedBy, brand: result.forBrand })
            : t('result.postedByVerified', { account: result.postedBy })}
        </dd>
      </dl>
      <p className="verify__no-money">{t('noMoney')}</p>
      <p>{t('result.foundAdvice')}</p>
    </div>
  )
}

function CompanyResult({ result }: { result: VerifyCompanyList }) {
  const { t } = useTranslation('verify')
  if (result.items.length === 0) {
    return (
      <div className="verify__result verify__result--unknown">
        <h3>{t('result.noCompanyTitle')}</h3>
        <p>{t('result.noCompanyText')}</p>
      </div>
    )
  }
  return (
    <div className="verify__result verify__result--found">
      <h3>{t('result.companyTitle')}</h3>
      <ul>
        {result.items.map((company) => (
          <li key={company.name}>
            {t('result.companyLine', { name: company.name, count: company.liveCastings })}
          </li>
        ))}
      </ul>
      <p className="verify__no-money">{t('noMoney')}</p>
      <p>{t('result.companyAdvice')}</p>
    </div>
  )
}

/** What the lookup answered, announced politely (role=status). */
function Outcome({ mode, asked }: { mode: Mode; asked: string }) {
  const { t } = useTranslation('verify')
  const code = useVerifyCode(mode === 'code' ? asked : '')
  const company = useVerifyCompany(mode === 'company' ? asked : '')
  const query = mode === 'code' ? code : company
  let body: ReactNode
  if (asked === '') {
    body = (
      <div className="verify__empty">
        <h3>{t('empty.title')}</h3>
        <p>{t('empty.text')}</p>
      </div>
    )
  } else if (query.isPending) {
    body = <p>{t('result.checking')}</p>
  } else if (query.isError) {
    body = <FailureText error={query.error} />
  } else if (mode === 'code' && code.data) {
    body = <CodeResult result={code.data} />
  } else if (company.data) {
    body = <CompanyResult result={company.data} />
  }
  return (
    <div className="verify__outcome" role="status" aria-live="polite">
      {body}
    </div>
  )
}

/** Check a casting code or a company name (one field, two ways to ask). */
export function VerifyLookup() {
  const { t } = useTranslation('verify')
  const [mode, setMode] = useState<Mode>('code')
  const [typed, setTyped] = useState('')
  const [asked, setAsked] = useState('')
  const legendId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAsked(typed.trim())
  }
  const choose = (next: Mode) => {
    setMode(next)
    setAsked('')
  }

  return (
    <section className="page__section verify__lookup" aria-labelledby={legendId}>
      <h2 id={legendId}>{t('lookup.title')}</h2>
      <form className="verify__form" noValidate onSubmit={submit}>
        <fieldset className="verify__modes">
          <legend>{t('lookup.modeLegend')}</legend>
          {MODES.map((option) => (
            <label key={option} className="verify__mode">
              <input
                type="radio"
                name="verify-mode"
                value={option}
                checked={mode === option}
                onChange={() => choose(option)}
              />{' '}
              {t(`lookup.mode.${option}`)}
            </label>
          ))}
        </fieldset>
        <Field
          label={mode === 'code' ? t('lookup.codeLabel') : t('lookup.companyLabel')}
          hint={mode === 'code' ? t('lookup.codeHint') : t('lookup.companyHint')}
          value={typed}
          autoComplete="off"
          autoCapitalize={mode === 'code' ? 'characters' : 'off'}
          spellCheck={false}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={typed.trim() === ''}>
          {t('lookup.submit')}
        </Button>
      </form>
      <Outcome mode={mode} asked={asked} />
    </section>
  )
}
