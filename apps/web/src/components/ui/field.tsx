import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { useMessageText } from '@/lib/messages'
import './field.css'

interface FieldFrame {
  label: string
  error?: string | undefined
  hint?: string | undefined
  /** A control placed beside the input, e.g. a "Send code" button. */
  addon?: ReactNode
}

/**
 * Ids and ARIA wiring shared by every labelled control: the hint and the first error
 * describe the control, and the error is also its aria-errormessage while it is invalid.
 */
function useFieldIds(id: string | undefined, hint?: string, error?: string) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return {
    inputId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-errormessage': error ? errorId : undefined,
    },
  }
}

/** A control's hint and error lines below it, with the ids its aria-describedby names. */
export function FieldNotes({
  hintId,
  hint,
  errorId,
  errorText,
}: {
  hintId: string
  hint?: string | undefined
  errorId: string
  errorText?: string | undefined
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={errorId} className="field__error">
          {errorText}
        </p>
      )}
    </>
  )
}

function Frame({
  inputId,
  hintId,
  errorId,
  label,
  hint,
  error,
  addon,
  children,
}: FieldFrame & { inputId: string; hintId: string; errorId: string; children: ReactNode }) {
  // zod and the API hand over the contracts' English; shown in the active language.
  const errorText = useMessageText()(error)
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {addon ? (
        <div className="field__row">
          {children}
          {addon}
        </div>
      ) : (
        children
      )}
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} errorText={errorText} />
    </div>
  )
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldFrame {
  ref?: Ref<HTMLInputElement>
}

/** Labelled input with hint and first error, wired for screen readers. */
export function Field({ label, error, hint, addon, id, ref, ...input }: FieldProps) {
  const ids = useFieldIds(id, hint, error)
  return (
    <Frame {...ids} label={label} hint={hint} error={error} addon={addon}>
      <input ref={ref} id={ids.inputId} className="field__input" {...ids.aria} {...input} />
    </Frame>
  )
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldFrame {
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({
  label,
  error,
  hint,
  addon,
  id,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error)
  return (
    <Frame {...ids} label={label} hint={hint} error={error} addon={addon}>
      <select ref={ref} id={ids.inputId} className="field__input" {...ids.aria} {...select}>
        {children}
      </select>
    </Frame>
  )
}

export interface TextareaFieldProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, Omit<FieldFrame, 'addon'> {
  ref?: Ref<HTMLTextAreaElement>
}

export function TextareaField({ label, error, hint, id, ref, ...textarea }: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error)
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={ids.inputId}
        className="field__input field__input--area"
        rows={4}
        {...ids.aria}
        {...textarea}
      />
    </Frame>
  )
}

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, Omit<FieldFrame, 'addon' | 'hint'> {
  ref?: Ref<HTMLInputElement>
}

/** A checkbox with its label beside it and its first error under it. */
export function CheckboxField({ label, error, id, ref, ...input }: CheckboxFieldProps) {
  const { inputId, errorId, aria } = useFieldIds(id, undefined, error)
  const errorText = useMessageText()(error)
  return (
    <div className="field field--checkbox">
      <div className="field__check">
        <input ref={ref} id={inputId} type="checkbox" {...aria} {...input} />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {errorText && (
        <p id={errorId} className="field__error">
          {errorText}
        </p>
      )}
    </div>
  )
}
