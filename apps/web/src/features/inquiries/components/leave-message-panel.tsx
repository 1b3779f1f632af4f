import { UI, userMessageSchema } from '@cnm/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field, TextareaField } from '@/components/ui/field'
import { useZodForm } from '@/lib/form'
import { useTimeout } from '@/lib/use-timeout'
import { useSendUserMessage } from '../api/send-inquiries'
import { SendOutcome } from './send-outcome'
import './inquiry-forms.css'
import './inquiry-panel.css'

const EMPTY = { name: '', email: '', title: '', content: '' }

/**
 * "Leave us a message" on /contact-us. Spec §8: success shows its alert and the form
 * closes after 3 s (it can be opened again); failure shows its alert and clears the fields.
 */
export function LeaveMessagePanel() {
  const [open, setOpen] = useState(true)
  const titleId = useId()
  const formId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const form = useZodForm(userMessageSchema, { defaultValues: EMPTY })
  const { errors } = form.formState
  const { t } = useTranslation(['inquiries', 'common', 'messages'])
  const later = useTimeout()
  const mutation = useSendUserMessage({
    onSuccess: () =>
      later(() => {
        setOpen(false)
        form.reset(EMPTY)
        mutation.reset()
      }, UI.MESSAGE_CLOSE_DELAY_MS),
    onError: () => form.reset(EMPTY),
  })

  // The form that had focus is gone once it closes; the button that reopens it takes over.
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) toggle.current?.focus()
    wasOpen.current = open
  }, [open])

  return (
    <section className="inquiry-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="inquiry-panel__title">
        {t('leaveUsAMessage')}
      </h2>
      {!open && (
        <Button
          ref={toggle}
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
        >
          {t('leaveUsAMessage')}
        </Button>
      )}
      {open && (
        <form
          id={formId}
          className="inquiry-form"
          noValidate
          onSubmit={form.handleSubmit((message) => mutation.mutate(message))}
        >
          <Field
            label={t('fields.message.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Field
            label={t('fields.message.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Field
            label={t('fields.message.title')}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextareaField
            label={t('fields.message.content')}
            error={errors.content?.message}
            {...form.register('content')}
          />
          <SendOutcome
            mutation={mutation}
            success={t('messages:MESSAGE_SUCCESS')}
            failure={t('messages:MESSAGE_FAILURE')}
          />
        </form>
      )}
    </section>
  )
}
