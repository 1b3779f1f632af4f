import { isClientServiceType, type CurrentUser } from '@cnm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentLocation } from '@/lib/current-location'
import { ACCOUNT_TYPE_LABEL } from './labels'

const joinPlace = (city: string | null, country: string | null) =>
  [city, country].filter(Boolean).join(', ')

function LocationValue({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile')
  const fromProfile = joinPlace(user.city_name, user.country_name) || user.currentLocation || ''
  // Only ask the API for a location when the profile has none.
  const location = useCurrentLocation({ enabled: !fromProfile })
  if (fromProfile) return <>{fromProfile}</>
  if (location.isPending) return <>{t('account.lookingUpLocation')}</>
  const guessed = location.data
    ? joinPlace(location.data.city_name, location.data.country_name)
    : ''
  if (!guessed) return <>{t('account.notSet')}</>
  return (
    <>
      {guessed}
      {location.data?.source === 'ip' && (
        <span className="profile__note"> {t('account.estimated')}</span>
      )}
    </>
  )
}

type Field =
  | 'accountType'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'location'
  | 'nationality'
  | 'company'
  | 'companyLocation'
  | 'website'

export function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile')
  const notSet = t('account.notSet')
  const phone = user.phoneNumber
    ? `${user.countryNumber ? `+${user.countryNumber.number} ` : ''}${user.phoneNumber}`
    : notSet
  const rows: [Field, ReactNode][] = [
    ['accountType', t(ACCOUNT_TYPE_LABEL[user.serviceType])],
    ['firstName', user.firstName],
    ['lastName', user.lastName],
    ['email', user.email],
    ['phone', phone],
    ['location', <LocationValue key="location" user={user} />],
  ]
  if (user.nationality) rows.push(['nationality', user.nationality.value])
  if (isClientServiceType(user.serviceType)) {
    rows.push(
      ['company', user.agency ?? notSet],
      ['companyLocation', user.companyLocation ?? notSet],
      ['website', user.homePage ?? notSet],
    )
  }

  return (
    <section className="profile__card" aria-labelledby="profile-account">
      <h2 id="profile-account">{t('account.title')}</h2>
      <dl className="profile__details">
        {rows.map(([field, value]) => (
          <div key={field}>
            <dt>{t(`account.fields.${field}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
