import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import type { CodeVerification } from './use-code-verification'

/** "Send code" beside the destination; after a send it counts down the resend pause. */
export function SendCodeButton({
  verification,
  onSend,
}: {
  verification: CodeVerification
  onSend: () => void
}) {
  const { status, secondsLeft, sending } = verification
  const { t } = useTranslation(['auth', 'common'])
  const format = useFormat()
  const resendLabel =
    secondsLeft > 0 ? t('code.resendIn', { seconds: format.number(secondsLeft) }) : t('code.resend')
  return (
    <Button
      variant="outline"
      size="sm"
      pending={sending}
      busyLabel={t('common:sending')}
      disabled={secondsLeft > 0}
      onClick={onSend}
    >
      {status === 'sent' ? resendLabel : t('code.send')}
    </Button>
  )
}

/** "Verify" beside the code input; usable once a code went to the current destination. */
export function VerifyCodeButton({
  verification,
  onVerify,
}: {
  verification: CodeVerification
  onVerify: () => void
}) {
  const { t } = useTranslation('auth')
  return (
    <Button
      variant="outline"
      size="sm"
      pending={verification.checking}
      busyLabel={t('code.verifying')}
      disabled={verification.status !== 'sent'}
      onClick={onVerify}
    >
      {t('code.verify')}
    </Button>
  )
}

/** The server's answer to the last send or check (spec §8: shown in an alert). */
export function VerificationNotice({ verification }: { verification: CodeVerification }) {
  const { notice } = verification
  const message = useMessageText()
  return notice ? <Alert tone={notice.tone}>{message(notice.message)}</Alert> : null
}
