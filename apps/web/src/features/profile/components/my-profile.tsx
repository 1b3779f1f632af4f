import { LOGIN_TYPE } from '@cnm/contracts'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { PageTitle } from '@/components/ui/page-header'
import { useCurrentUser } from '@/lib/current-user'
import { ChangePasswordForm } from './change-password-form'
import { ExaminationStatusCard } from './examination-status'
import { ProfileDetails } from './profile-details'
import { WithdrawAccount } from './withdraw-account'
import './profile.css'

export function MyProfile() {
  const { data: user, isError } = useCurrentUser()
  // A failed load signs the visitor out (CurrentUserWatcher); nothing to show meanwhile.
  if (isError) return null
  if (!user) return <DelayedFallback label="Loading your profile…" />

  return (
    <div className="profile">
      <PageTitle title="My Profile" />
      <h1>My Profile</h1>
      <ProfileDetails user={user} />
      <ExaminationStatusCard user={user} />
      {user.loginType === LOGIN_TYPE.EMAIL ? (
        <ChangePasswordForm />
      ) : (
        <section className="profile__card" aria-labelledby="profile-password">
          <h2 id="profile-password">Password</h2>
          <p>You sign in with Google, so there is no Casting N Model password to change.</p>
        </section>
      )}
      <WithdrawAccount userId={user.id} hasPassword={user.loginType === LOGIN_TYPE.EMAIL} />
    </div>
  )
}
