import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { Modal } from '@/components/ui/modal'
import { withNamespaces } from '@/lib/i18n'
import { useSession, useSessionActions, type AuthModal } from '@/lib/session'
import { ModalCloseContext, useModalCloseRef } from './modal-close'

// The dialogs open at once; their forms (react-hook-form, zod, the contracts' schemas)
// and their catalogues load on first open, so none of it weighs on the first visit.
const FORM_NAMESPACES = ['auth', 'messages']
const SignInDialog = lazy(() =>
  withNamespaces(import('./sign-in/sign-in-dialog'), FORM_NAMESPACES).then((m) => ({
    default: m.SignInDialog,
  })),
)
const SignUpDialog = lazy(() =>
  withNamespaces(import('./sign-up/sign-up-dialog'), FORM_NAMESPACES).then((m) => ({
    default: m.SignUpDialog,
  })),
)
const ResetPasswordForm = lazy(() =>
  withNamespaces(import('./reset-password-form'), FORM_NAMESPACES).then((m) => ({
    default: m.ResetPasswordForm,
  })),
)

// Keys under `layout:dialogs` (the titles show before the form's own catalogue arrives).
const TITLES = {
  signIn: 'dialogs.signIn',
  signUp: 'dialogs.signUp',
  findPassword: 'dialogs.findPassword',
} as const satisfies Record<AuthModal, string>

/** Spec §2: guests get the sign-up, sign-in and find-password modals. */
export function AuthModals() {
  const { authModal, googleSignUp } = useSession()
  const { closeAuthModal } = useSessionActions()
  const closeRef = useModalCloseRef()
  const { t } = useTranslation('layout')
  if (!authModal) return null

  return (
    // Keyed, so switching from one modal to another starts a fresh dialog with focus inside it.
    <Modal
      key={authModal}
      open
      onClose={() => (closeRef.current ?? closeAuthModal)()}
      title={t(TITLES[authModal])}
      size={authModal === 'signUp' ? 'lg' : 'md'}
    >
      <ModalCloseContext.Provider value={closeRef}>
        <Suspense fallback={<DelayedFallback />}>
          {authModal === 'signIn' && <SignInDialog />}
          {authModal === 'signUp' && <SignUpDialog googleSignUp={googleSignUp} />}
          {authModal === 'findPassword' && <ResetPasswordForm />}
        </Suspense>
      </ModalCloseContext.Provider>
    </Modal>
  )
}
