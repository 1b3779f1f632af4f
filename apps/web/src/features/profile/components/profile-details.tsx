import { isClientServiceType, type CurrentUser } from '@cnm/contracts'
import type { ReactNode } from 'react'
import { useCurrentLocation } from '@/lib/current-location'
import { ACCOUNT_TYPE_LABEL } from './labels'

const joinPlace = (city: string | null, country: string | null) =>
  [city, country].filter(Boolean).join(', ')

function LocationValue({ user }: { user: CurrentUser }) {
  const fromProfile = joinPlace(user.city_name, user.country_name) || user.currentLocation || ''
  // Only ask the API for a location when the profile has none.
  const location = useCurrentLocation({ enabled: !fromProfile })
  if (fromProfile) return <>{fromProfile}</>
  if (location.isPending) return <>Looking up your location…</>
  const guessed = location.data
    ? joinPlace(location.data.city_name, location.data.country_name)
    : ''
  if (!guessed) return <>Not set</>
  return (
    <>
      {guessed}
      {location.data?.source === 'ip' && (
        <span className="profile__note"> (estimated from your connection)</span>
      )}
    </>
  )
}

export function ProfileDetails({ user }: { user: CurrentUser }) {
  const phone = user.phoneNumber
    ? `${user.countryNumber ? `+${user.countryNumber.number} ` : ''}${user.phoneNumber}`
    : 'Not set'
  const rows: [string, ReactNode][] = [
    ['Account type', ACCOUNT_TYPE_LABEL[user.serviceType]],
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['E-mail', user.email],
    ['Phone', phone],
    ['Location', <LocationValue key="location" user={user} />],
  ]
  if (user.nationality) rows.push(['Nationality', user.nationality.value])
  if (isClientServiceType(user.serviceType)) {
    rows.push(
      ['Company', user.agency ?? 'Not set'],
      ['Company location', user.companyLocation ?? 'Not set'],
      ['Website', user.homePage ?? 'Not set'],
    )
  }

  return (
    <section className="profile__card" aria-labelledby="profile-account">
      <h2 id="profile-account">Account</h2>
      <dl className="profile__details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
