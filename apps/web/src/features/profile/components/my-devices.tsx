import type { MySession } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useNotify } from '@/lib/notifications'
import { useEndOtherSessions, useEndSession, useMySessions } from '../api/my-sessions'

function placeOf(session: MySession, language: string): string | null {
  if (!session.place) return null
  const country =
    new Intl.DisplayNames([language], { type: 'region' }).of(session.place.countryCode) ??
    session.place.countryCode
  return session.place.city ? `${session.place.city}, ${country}` : country
}

/** Where the account is signed in, with a way out for each device (issue #17 finding 9). */
export function MyDevices() {
  const sessions = useMySessions()
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const notify = useNotify()
  const { t, i18n } = useTranslation('profile')
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const onEnded = ({ message }: { message: string }) => notify(message, 'success')
  const failure = endOne.error ?? endOthers.error

  const list = sessions.data ?? []
  const hasOthers = list.some((session) => !session.current)

  return (
    <section className="profile__card" aria-labelledby="profile-devices">
      <h2 id="profile-devices">{t('devices.title')}</h2>
      <p>{t('devices.lead')}</p>
      {sessions.isPending && <p>{t('devices.loading')}</p>}
      {sessions.isError && (
        <p role="alert" className="profile__error">
          {t('devices.loadFailed')}
        </p>
      )}
      <ul className="profile__devices">
        {list.map((session) => {
          const device = t('devices.device', {
            browser: session.browser ?? t('devices.unknownBrowser'),
            system: session.os ?? t(`devices.types.${session.deviceType}`),
          })
          return (
            <li key={session.id} className="profile__device" aria-label={device}>
              <strong>{device}</strong>
              {session.current && (
                <span className="profile__device-current">{t('devices.thisDevice')}</span>
              )}
              <span>{placeOf(session, i18n.language) ?? t('devices.unknownPlace')}</span>
              <span>
                {t('devices.lastUsed', { when: when.format(new Date(session.lastUsedAt)) })}
              </span>
              {!session.current && (
                <Button
                  variant="outline"
                  pending={endOne.isPending && endOne.variables === session.id}
                  onClick={() => endOne.mutate(session.id, { onSuccess: onEnded })}
                >
                  {t('devices.logOut')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {hasOthers && (
        <Button
          variant="outline"
          pending={endOthers.isPending}
          onClick={() => endOthers.mutate(undefined, { onSuccess: onEnded })}
        >
          {t('devices.logOutOthers')}
        </Button>
      )}
      {failure && (
        <p role="alert" className="profile__error">
          {failure.message}
        </p>
      )}
    </section>
  )
}
