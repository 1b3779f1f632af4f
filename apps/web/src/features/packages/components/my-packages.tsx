import { PACKAGE_LIMITS, WEB_ROUTES, webPath, type PackageOwnerView } from '@cnm/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Field, SelectField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import {
  useDeletePackage,
  usePackages,
  useRevokeLink,
  useSharePackage,
  type CandidateSource,
} from '../api/packages'
import { PackageBuilder } from './package-builder'
import './packages.css'

const EXPIRY_CHOICES = [3, 7, PACKAGE_LIMITS.EXPIRY_DAYS_DEFAULT, 30, 90] as const

/** Makes a new link; shows it once, to copy. */
function SharePanel({ pkg }: { pkg: PackageOwnerView }) {
  const { t } = useTranslation('packages')
  const message = useMessageText()
  const share = useSharePackage()
  const [days, setDays] = useState<number>(PACKAGE_LIMITS.EXPIRY_DAYS_DEFAULT)
  const [password, setPassword] = useState('')
  const link = share.data
    ? new URL(
        webPath(WEB_ROUTES.SHARED_PACKAGE, { token: share.data.token }),
        window.location.origin,
      ).toString()
    : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    share.mutate({ id: pkg.id, input: { expiresInDays: days, ...(password ? { password } : {}) } })
  }
  return (
    <form
      className="package-share"
      onSubmit={submit}
      aria-label={t('share.title', { name: pkg.name })}
    >
      <SelectField
        label={t('share.expiry')}
        value={String(days)}
        onChange={(event) => setDays(Number(event.target.value))}
      >
        {EXPIRY_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t('share.days', { count: choice })}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('share.password')}
        hint={t('share.passwordHint')}
        type="text"
        autoComplete="off"
        value={password}
        maxLength={PACKAGE_LIMITS.PASSWORD_MAX}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={share.isPending}>
        {pkg.link && !pkg.link.revokedAt ? t('share.renew') : t('share.create')}
      </Button>
      {share.error && (
        <Alert>{isApiError(share.error) ? message(share.error.message) : t('failed')}</Alert>
      )}
      {link && (
        <div className="package-share__link">
          <Field
            label={t('share.link')}
            value={link}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <p className="field__hint">{t('share.once')}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => void navigator.clipboard?.writeText(link)}
          >
            {t('share.copy')}
          </Button>
        </div>
      )}
    </form>
  )
}

function PackageCard({ pkg, onEdit }: { pkg: PackageOwnerView; onEdit: () => void }) {
  const { t } = useTranslation('packages')
  const format = useFormat()
  const remove = useDeletePackage()
  const revoke = useRevokeLink()
  const [sharing, setSharing] = useState(false)
  const open = pkg.link && !pkg.link.revokedAt
  const picks = pkg.items.filter((item) => item.pick.favourite || item.pick.comment)
  return (
    <article className="package-card" aria-labelledby={`package-${pkg.id}`}>
      <h3 id={`package-${pkg.id}`}>{pkg.name}</h3>
      <p>
        {t('card.models', { count: pkg.items.length })} ·{' '}
        {t('card.views', { count: pkg.viewCount })}
        {pkg.lastViewedAt &&
          ` · ${t('card.lastViewed', { when: format.dateTime(pkg.lastViewedAt) })}`}
      </p>
      <p>
        {!pkg.link
          ? t('card.notShared')
          : pkg.link.revokedAt
            ? t('card.revoked')
            : t('card.openUntil', { when: format.dateTime(pkg.link.expiresAt) })}
        {open && pkg.link?.hasPassword && ` · ${t('card.withPassword')}`}
      </p>
      <section aria-label={t('card.picks')}>
        {picks.length === 0 ? (
          <p className="field__hint">{t('card.noPicks')}</p>
        ) : (
          <ul className="package-card__picks">
            {picks.map((item) => (
              <li key={item.profileId}>
                <strong>{item.pick.favourite ? `★ ${item.name}` : item.name}</strong>
                {item.pick.comment && <span>: {item.pick.comment}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="package-card__actions">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('card.edit')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={sharing}
          onClick={() => setSharing(!sharing)}
        >
          {t('card.share')}
        </Button>
        {open && (
          <Button
            size="sm"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(pkg.id)}
          >
            {t('card.revoke')}
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(pkg.id)}
        >
          {t('card.delete')}
        </Button>
      </div>
      {sharing && <SharePanel pkg={pkg} />}
    </article>
  )
}

/** My page's packages (issue #29): the list with views and picks, and the builder. */
export function MyPackages({ source }: { source: CandidateSource }) {
  const { t } = useTranslation('packages')
  const packages = usePackages()
  const [building, setBuilding] = useState<PackageOwnerView | 'new' | null>(null)
  if (building) {
    return (
      <PackageBuilder
        source={source}
        editing={building === 'new' ? undefined : building}
        onDone={() => setBuilding(null)}
      />
    )
  }
  return (
    <div className="my-packages">
      <Button onClick={() => setBuilding('new')}>{t('new')}</Button>
      {packages.data?.length === 0 && (
        <EmptyState title={t('empty.title')}>{t('empty.text')}</EmptyState>
      )}
      {packages.data?.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} onEdit={() => setBuilding(pkg)} />
      ))}
    </div>
  )
}
