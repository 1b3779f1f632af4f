import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

/**
 * The end of an inquiry form: what became of the last send (thanks, or that it failed), then
 * "Send", busy while sending and off once the inquiry went out.
 */
export function SendOutcome({
  mutation,
  success,
  failure,
}: {
  mutation: { isPending: boolean; isSuccess: boolean; isError: boolean }
  success: string
  failure: string
}) {
  const { t } = useTranslation('common')
  return (
    <>
      {mutation.isSuccess && <Alert tone="success">{success}</Alert>}
      {mutation.isError && <Alert>{failure}</Alert>}
      <div className="inquiry-form__actions">
        <Button
          type="submit"
          pending={mutation.isPending}
          busyLabel={t('sending')}
          disabled={mutation.isSuccess}
        >
          {t('send')}
        </Button>
      </div>
    </>
  )
}
