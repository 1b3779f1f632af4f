import { useState } from 'react'
import { LoginForm, type TemporarySession } from './login-form'
import { SetNewPasswordForm } from './set-new-password-form'

/**
 * Log In modal body. A log-in with a temporary password (passwordChangeRequired) moves on
 * to setting a new one; afterwards the user logs in again with it, as after any password change.
 */
export function SignInDialog() {
  const [temporary, setTemporary] = useState<TemporarySession | null>(null)
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<string | null>(null)

  if (temporary) {
    return (
      <SetNewPasswordForm
        session={temporary}
        onDone={(message) => {
          setNotice(message)
          setTemporary(null)
        }}
      />
    )
  }
  return (
    <LoginForm
      defaultEmail={email}
      notice={notice}
      onPasswordChangeRequired={(session) => {
        setEmail(session.email)
        setNotice(null)
        setTemporary(session)
      }}
    />
  )
}
