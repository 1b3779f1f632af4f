import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'
import { useNotifications } from '@/lib/notifications'

export interface Decision<Target, Action extends string> {
  /** The row and action the dialog is for, or null while no decision is started. */
  open: { target: Target; action: Action } | null
  pending: boolean
  error: string | null
  start: (target: Target, action: Action) => void
  cancel: () => void
  confirm: (reason: string) => Promise<void>
}

/**
 * The state of one pending moderation decision: which row and action the dialog is for,
 * the request's error, and a notice when it is done.
 */
export function useDecision<Target, Action extends string>(
  run: (target: Target, action: Action, reason: string) => Promise<unknown>,
  doneMessage: (action: Action) => string,
): Decision<Target, Action> {
  const { notify } = useNotifications()
  const { t } = useTranslation('admin')
  const message = useMessageText()
  const [open, setOpen] = useState<{ target: Target; action: Action } | null>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  return {
    open,
    pending,
    error,
    start: (target: Target, action: Action) => {
      setError(null)
      setOpen({ target, action })
    },
    cancel: () => {
      if (!pending) setOpen(null)
    },
    confirm: async (reason: string) => {
      if (!open) return
      setPending(true)
      setError(null)
      try {
        await run(open.target, open.action, reason)
        notify(doneMessage(open.action), 'success')
        setOpen(null)
      } catch (failure) {
        setError(isApiError(failure) ? message(failure.message) : t('errors.generic'))
      } finally {
        setPending(false)
      }
    },
  }
}
