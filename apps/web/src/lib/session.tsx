import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { SignUpServiceType } from '@cnm/contracts'
import { clearTokens, getAccessToken, saveTokens } from './cookies'
import { startTokenRefresh } from './token-refresh'

export type AuthModal = 'signIn' | 'signUp' | 'findPassword'

/** What /register/google learned about a new Google account; the sign-up form starts from it. */
export interface GoogleSignUpPrefill {
  signupTicket: string
  email: string
  firstName: string | null
  lastName: string | null
  serviceType: SignUpServiceType
}

export interface SessionState {
  signedIn: boolean
  authModal: AuthModal | null
  /** Set while the sign-up modal continues a Google sign-up. */
  googleSignUp: GoogleSignUpPrefill | null
  /** Bumped whenever new tokens are stored, so the refresh timer re-arms. */
  tokenVersion: number
}

function createSessionStore(initial: SessionState) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(patch: Partial<SessionState>) {
      state = { ...state, ...patch }
      listeners.forEach((listener) => listener())
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
type SessionStore = ReturnType<typeof createSessionStore>

export interface SessionActions {
  /**
   * Stores the tokens of a log-in or sign-up and marks the visitor signed in. Closes the
   * auth modal unless `keepAuthModal` (the sign-up modal still has its outcome to show).
   */
  signIn: (tokens: { token: string }, options?: { keepAuthModal?: boolean }) => void
  /** Clears cookies and cached data and marks the visitor a guest (spec §4). No navigation. */
  signOut: () => void
  openAuthModal: (modal: AuthModal, options?: { googleSignUp?: GoogleSignUpPrefill }) => void
  closeAuthModal: () => void
}

const SessionContext = createContext<{ store: SessionStore; actions: SessionActions } | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  // Spec §4: signed-in starts true when an access cookie exists.
  const [store] = useState(() =>
    createSessionStore({
      signedIn: getAccessToken() !== null,
      authModal: null,
      googleSignUp: null,
      tokenVersion: 0,
    }),
  )

  const signOut = useCallback(() => {
    // A shared phone must not keep alerting the account that left (ADR 0055); the code loads
    // only where a service worker can exist.
    if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
      void import('./service-worker')
        .then((worker) => worker.dropPushSubscription())
        .catch(() => {})
    }
    clearTokens()
    queryClient.clear()
    store.set({ signedIn: false })
  }, [queryClient, store])

  const actions = useMemo<SessionActions>(
    () => ({
      signIn: (tokens, options) => {
        saveTokens(tokens)
        store.set({
          signedIn: true,
          tokenVersion: store.get().tokenVersion + 1,
          ...(options?.keepAuthModal ? {} : { authModal: null, googleSignUp: null }),
        })
      },
      signOut,
      openAuthModal: (modal, options) =>
        store.set({ authModal: modal, googleSignUp: options?.googleSignUp ?? null }),
      closeAuthModal: () => store.set({ authModal: null, googleSignUp: null }),
    }),
    [signOut, store],
  )

  const { signedIn, tokenVersion } = useSyncExternalStore(store.subscribe, store.get, store.get)
  useEffect(() => {
    if (!signedIn) return
    return startTokenRefresh({ onSessionLost: signOut })
  }, [signedIn, tokenVersion, signOut])

  const value = useMemo(() => ({ store, actions }), [store, actions])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

function useSessionContext() {
  const value = useContext(SessionContext)
  if (!value) throw new Error('Session hooks must be used inside SessionProvider')
  return value
}

export function useSession(): SessionState {
  const { store } = useSessionContext()
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

export const useSessionActions = (): SessionActions => useSessionContext().actions
