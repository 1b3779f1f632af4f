import { ACTION_LABELS, LABELS } from '@cnm/contracts'
import { lazy, Suspense } from 'react'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { Modal } from '@/components/ui/modal'
import { useSession, useSessionActions, type AuthModal } from '@/lib/session'
import { ModalCloseContext, useModalCloseRef } from './modal-close'

// The dialogs open at once; their forms (react-hook-form, zod, the contracts' schemas)
// load on first open, so none of it weighs on the first visit (bundle budget).
const SignInDialog = lazy(() =>
  import('./sign-in/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
)
const SignUpDialog = lazy(() =>
  import('./sign-up/sign-up-dialog').then((m) => ({ default: m.SignUpDialog })),
)
const ResetPasswordForm = lazy(() =>
  import('./reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
)

const TITLES: Record<AuthModal, string> = {
  signIn: LABELS.LOG_IN,
  signUp: LABELS.SIGN_UP,
  findPassword: LABELS.RESET_PASSWORD_TITLE,
}

/** Spec §2: guests get the sign-up, sign-in and find-password modals. */
export function AuthModals() {
  const { authModal, googleSignUp } = useSession()
  const { closeAuthModal } = useSessionActions()
  const closeRef = useModalCloseRef()
  if (!authModal) return null

  return (
    // Keyed, so switching from one modal to another starts a fresh dialog with focus inside it.
    <Modal
      key={authModal}
      open
      onClose={() => (closeRef.current ?? closeAuthModal)()}
      title={TITLES[authModal]}
      size={authModal === 'signUp' ? 'lg' : 'md'}
    >
      <ModalCloseContext.Provider value={closeRef}>
        <Suspense fallback={<DelayedFallback label={ACTION_LABELS.LOADING} />}>
          {authModal === 'signIn' && <SignInDialog />}
          {authModal === 'signUp' && <SignUpDialog googleSignUp={googleSignUp} />}
          {authModal === 'findPassword' && <ResetPasswordForm />}
        </Suspense>
      </ModalCloseContext.Provider>
    </Modal>
  )
}
