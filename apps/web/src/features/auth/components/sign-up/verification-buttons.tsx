import { ACTION_LABELS, resendCodeLabel } from '@cnm/contracts'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
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
  return (
    <Button
      variant="outline"
      size="sm"
      pending={sending}
      busyLabel={ACTION_LABELS.SENDING}
      disabled={secondsLeft > 0}
      onClick={onSend}
    >
      {status === 'sent' ? resendCodeLabel(secondsLeft) : ACTION_LABELS.SEND_CODE}
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
  return (
    <Button
      variant="outline"
      size="sm"
      pending={verification.checking}
      busyLabel={ACTION_LABELS.VERIFYING}
      disabled={verification.status !== 'sent'}
      onClick={onVerify}
    >
      {ACTION_LABELS.VERIFY_CODE}
    </Button>
  )
}

/** The server's answer to the last send or check (spec §8: shown in an alert). */
export function VerificationNotice({ verification }: { verification: CodeVerification }) {
  const { notice } = verification
  return notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null
}
