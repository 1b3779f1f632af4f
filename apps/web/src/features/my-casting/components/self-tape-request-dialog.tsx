import { SELF_TAPE_LIMITS } from '@cnm/contracts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, TextareaField } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { useCreateSelfTapeRequest } from '../api/self-tapes'

/**
 * The casting owner asks its shortlisted applicants for a self-tape (ADR 0053): what to record,
 * an optional script PDF and a deadline. The API judges the PDF by its bytes and the deadline
 * by its clock; the checks here only spare a round trip.
 */
export function SelfTapeRequestDialog({
  castingId,
  onClose,
}: {
  castingId: number
  onClose: () => void
}) {
  const { t } = useTranslation('myCasting')
  const create = useCreateSelfTapeRequest(castingId)
  const [instructions, setInstructions] = useState('')
  const [deadline, setDeadline] = useState('')
  const [script, setScript] = useState<File | null>(null)
  // Set once the request exists: a retry after a refused script sends only the script.
  const createdId = useRef<number | null>(null)
  const [errors, setErrors] = useState<{
    instructions?: string
    deadline?: string
    script?: string
  }>({})

  const submit = () => {
    const found: typeof errors = {}
    if (!instructions.trim()) found.instructions = t('selfTapes.instructionsNeeded')
    const when = deadline ? new Date(deadline) : null
    if (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
      found.deadline = t('selfTapes.deadlineFuture')
    }
    if (script && script.size > SELF_TAPE_LIMITS.SCRIPT_MAX_BYTES) {
      found.script = t('selfTapes.scriptTooLarge')
    }
    setErrors(found)
    if (Object.keys(found).length > 0 || !when) return
    create.mutate({
      input: { instructions: instructions.trim(), deadline: when.toISOString() },
      script,
      createdId: createdId.current,
      onCreated: (id) => {
        createdId.current = id
      },
    })
  }

  return (
    <FormDialog
      title={t('selfTapes.askTitle')}
      description={t('selfTapes.askDescription')}
      words={{
        cancel: t('selfTapes.cancel'),
        submit: t('selfTapes.send'),
        failed: t('actionFailed'),
      }}
      request={create}
      lockCancel
      done={create.isSuccess ? { message: t('selfTapes.sent'), close: t('selfTapes.close') } : null}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextareaField
        label={t('selfTapes.instructions')}
        value={instructions}
        maxLength={SELF_TAPE_LIMITS.INSTRUCTIONS_MAX}
        rows={5}
        error={errors.instructions}
        onChange={(event) => setInstructions(event.target.value)}
      />
      <Field
        label={t('selfTapes.deadline')}
        type="datetime-local"
        value={deadline}
        error={errors.deadline}
        onChange={(event) => setDeadline(event.target.value)}
      />
      <Field
        label={t('selfTapes.script')}
        hint={t('selfTapes.scriptHint')}
        type="file"
        accept="application/pdf,.pdf"
        error={errors.script}
        onChange={(event) => setScript(event.target.files?.[0] ?? null)}
      />
    </FormDialog>
  )
}
