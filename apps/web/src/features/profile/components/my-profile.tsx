import { LOGIN_TYPE, SERVICE_TYPE } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { PageTitle } from '@/components/ui/page-header'
import { useCurrentUser } from '@/lib/current-user'
import { BusinessNumberCard } from './business-number'
import { ChangePasswordForm } from './change-password-form'
import { ExaminationStatusCard } from './examination-status'
import { MyDevices } from './my-devices'
import { PhoneAlerts } from './phone-alerts'
import { ProfileDetails } from './profile-details'
import { WithdrawAccount } from './withdraw-account'
import './profile.css'

export function MyProfile() {
  const { data: user, isError } = useCurrentUser()
  const { t } = useTranslation('profile')
  // A failed load signs the visitor out (CurrentUserWatcher); nothing to show meanwhile.
  if (isError) return null
  if (!user) return <DelayedFallback label={t('loading')} />

  return (
    <div className="profile">
      <PageTitle title={t('title')} />
      <h1>{t('title')}</h1>
      <ProfileDetails user={user} />
      <ExaminationStatusCard user={user} />
      {user.serviceType === SERVICE_TYPE.CLIENT_NORMAL && <BusinessNumberCard user={user} />}
      {user.loginType === LOGIN_TYPE.EMAIL ? (
        <ChangePasswordForm />
      ) : (
        <section className="profile__card" aria-labelledby="profile-password">
          <h2 id="profile-password">{t('password.title')}</h2>
          <p>{t('password.google')}</p>
        </section>
      )}
      <PhoneAlerts />
      <MyDevices />
      <WithdrawAccount userId={user.id} hasPassword={user.loginType === LOGIN_TYPE.EMAIL} />
    </div>
  )
}
