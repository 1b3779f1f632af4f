import { CERTIFICATION_TYPE, type CertificationType } from '@cnm/contracts'
import { useEffect, useReducer, useState } from 'react'
import { useCheckVerificationCode, useSendVerificationCode } from '../../api/sign-up'

export interface Destination {
  /** The e-mail address, or the phone number as typed. */
  destination: string
  /** Dialling code without "+", phones only. */
  countryCode?: string | undefined
}

export type VerificationStatus = 'idle' | 'sent' | 'changed' | 'certified'

const keyOf = ({ destination, countryCode }: Destination) =>
  `${countryCode ?? ''}|${destination.trim()}`

/** Whole seconds until `until`, re-rendering every second while there are any left. */
function useSecondsLeft(until: number | null): number {
  const [ticks, tick] = useReducer((count: number) => count + 1, 0)
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(tick, 1000)
    return () => clearTimeout(timer)
  }, [left, until, ticks])
  return left
}

/**
 * Spec §4 code verification for one destination: sending marks the code sent, editing the
 * destination afterwards asks for a new confirmation, and a successful check certifies it
 * (the caller then locks the field). The server's messages are returned for an alert.
 */
export function useCodeVerification(
  type: CertificationType,
  current: Destination,
  onCertified: () => void,
) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const [certified, setCertified] = useState(false)
  // Each answer belongs to the destination it was about; an edit hides it with the old value.
  const [notice, setNotice] = useState<{
    tone: 'error' | 'success'
    message: string
    key: string
  } | null>(null)
  const secondsLeftForSent = useSecondsLeft(resendAt)

  // The request names the destination as sent; keyOf reads the same fields from it.
  const requestFor = (to: Destination) => ({
    type,
    destination: to.destination.trim(),
    ...(type === CERTIFICATION_TYPE.PHONE ? { countryCode: to.countryCode } : {}),
  })

  const send = useSendVerificationCode({
    onMutate: () => setNotice(null),
    onSuccess: ({ data, message }, to) => {
      setSentTo(keyOf(to))
      setResendAt(Date.now() + data.resendAfter * 1000)
      setNotice({ tone: 'success', message, key: keyOf(to) })
    },
    onError: (error, to) => setNotice({ tone: 'error', message: error.message, key: keyOf(to) }),
  })

  const check = useCheckVerificationCode({
    onMutate: () => setNotice(null),
    onSuccess: ({ data, message }, to) => {
      const key = keyOf(to)
      if (data.certification) {
        setCertified(true)
        onCertified()
      }
      setNotice({ tone: data.certification ? 'success' : 'error', message, key })
    },
    onError: (error, to) => setNotice({ tone: 'error', message: error.message, key: keyOf(to) }),
  })

  const key = keyOf(current)
  const status: VerificationStatus = certified
    ? 'certified'
    : sentTo === null
      ? 'idle'
      : sentTo === key
        ? 'sent'
        : 'changed'

  return {
    status,
    /** The API's resend pause applies to the destination the code went to. */
    secondsLeft: status === 'sent' ? secondsLeftForSent : 0,
    notice: notice?.key === key ? notice : null,
    sending: send.isPending,
    checking: check.isPending,
    send: () => send.mutate(requestFor(current)),
    check: (code: string) => check.mutate({ ...requestFor(current), code: code.trim() }),
  }
}

export type CodeVerification = ReturnType<typeof useCodeVerification>
