import { useId, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'

/**
 * A form in a modal whose buttons sit in the modal's footer (Cancel, then the submit button,
 * busy while the request runs); a failed request is said under the fields, in the server's
 * words when it gave some. Once `done` is given, the same dialog shows it with one Close.
 * The feature passes its own words.
 */
export function FormDialog({
  title,
  description,
  words,
  request,
  lockCancel = false,
  done,
  onClose,
  onSubmit,
  children,
}: {
  title: string
  description?: string
  /** Without `failed`, a failed request is the caller's to show. */
  words: { cancel: string; submit: string; failed?: string }
  request: { isPending: boolean; isError?: boolean; error?: unknown }
  /** Keep Cancel off while the request runs. */
  lockCancel?: boolean
  /** The outcome once sent, in place of the form, and the Close button's words. */
  done?: { message: string; close: string } | null
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
}) {
  const message = useMessageText()
  const formId = useId()
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        done ? (
          <Button onClick={onClose}>{done.close}</Button>
        ) : (
          <>
            <Button
              variant="ghost"
              onClick={onClose}
              disabled={lockCancel ? request.isPending : undefined}
            >
              {words.cancel}
            </Button>
            <Button type="submit" form={formId} pending={request.isPending}>
              {words.submit}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert tone="success">{done.message}</Alert>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          {children}
          {request.isError && words.failed !== undefined && (
            <Alert tone="error">
              {isApiError(request.error) ? message(request.error.message) : words.failed}
            </Alert>
          )}
        </form>
      )}
    </Modal>
  )
}
