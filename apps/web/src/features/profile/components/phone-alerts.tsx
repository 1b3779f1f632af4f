import { PUSH_KIND_VALUES, type PushKind, type PushSettings } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { pushIsSupported } from '@/lib/service-worker'
import {
  useBrowserSubscribed,
  useDisablePush,
  useEnablePush,
  usePushKey,
  usePushSettings,
  useSavePushSettings,
} from '../api/push'

/**
 * My Profile's phone alerts (issue #29, ADR 0055): Web Push for this browser, on or off, and
 * which kinds of notification reach the phone. Says plainly when the browser cannot take push
 * or notifications are blocked.
 */
export function PhoneAlerts() {
  const { t } = useTranslation('profile')
  const supported = pushIsSupported()
  return (
    <section className="profile__card" aria-labelledby="profile-phone-alerts">
      <h2 id="profile-phone-alerts">{t('phoneAlerts.title')}</h2>
      <p>{t('phoneAlerts.lead')}</p>
      {supported ? <PhoneAlertsControls /> : <p>{t('phoneAlerts.unsupported')}</p>}
    </section>
  )
}

function PhoneAlertsControls() {
  const { t } = useTranslation('profile')
  const key = usePushKey()
  const settings = usePushSettings()
  const subscribed = useBrowserSubscribed()
  const enable = useEnablePush()
  const disable = useDisablePush()
  const save = useSavePushSettings()

  if (key.isPending || subscribed.isPending) return <p>{t('phoneAlerts.loading')}</p>
  if (key.isError) {
    return (
      <p role="alert" className="profile__error">
        {t('phoneAlerts.loadFailed')}
      </p>
    )
  }
  if (!key.data.enabled || !key.data.publicKey) return <p>{t('phoneAlerts.off')}</p>
  const publicKey = key.data.publicKey

  const denied = enable.data === 'denied' || Notification.permission === 'denied'
  const on = subscribed.data === true
  const failure = enable.error ?? disable.error ?? save.error
  const toggle = (kind: PushKind, value: boolean) => {
    const current = settings.data
    if (!current) return
    const next = Object.fromEntries(PUSH_KIND_VALUES.map((each) => [each, current[each]]))
    save.mutate({ ...(next as PushSettings), [kind]: value })
  }

  return (
    <>
      <p>{on ? t('phoneAlerts.onHere') : t('phoneAlerts.offHere')}</p>
      {denied && !on && (
        <p role="alert" className="profile__error">
          {t('phoneAlerts.denied')}
        </p>
      )}
      {on ? (
        <Button variant="outline" pending={disable.isPending} onClick={() => disable.mutate()}>
          {t('phoneAlerts.disable')}
        </Button>
      ) : (
        <Button pending={enable.isPending} onClick={() => enable.mutate(publicKey)}>
          {t('phoneAlerts.enable')}
        </Button>
      )}
      {settings.data && (
        <fieldset className="profile__push-kinds" disabled={save.isPending}>
          <legend>{t('phoneAlerts.kindsLegend')}</legend>
          {PUSH_KIND_VALUES.map((kind) => (
            <label key={kind}>
              <input
                type="checkbox"
                checked={settings.data[kind]}
                onChange={(event) => toggle(kind, event.target.checked)}
              />{' '}
              {t(`phoneAlerts.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
      )}
      {failure && (
        <p role="alert" className="profile__error">
          {failure.message}
        </p>
      )}
    </>
  )
}
