import { ACTION_LABELS } from '@cnm/contracts'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import './combobox.css'
import './field.css'

export interface ComboboxOption {
  id: number
  label: string
  /** Shown after the label and searchable too, e.g. "+82". */
  detail?: string | undefined
  /** Small image before the label, e.g. a flag. */
  imageUrl?: string | undefined
}

export interface ComboboxFieldProps {
  label: string
  options: readonly ComboboxOption[]
  value: number | null
  onChange: (option: ComboboxOption | null) => void
  onBlur?: () => void
  error?: string | undefined
  hint?: string | undefined
  placeholder?: string
  disabled?: boolean
  name?: string
}

const display = (option: ComboboxOption | undefined) =>
  option ? [option.label, option.detail].filter(Boolean).join(' ') : ''

const matches = (option: ComboboxOption, query: string) => {
  const needle = query.trim().toLowerCase().replace(/^\+/, '')
  if (!needle) return true
  return (
    option.label.toLowerCase().includes(needle) ||
    (option.detail ?? '').replace(/^\+/, '').startsWith(needle)
  )
}

/**
 * Searchable single choice following the WAI-ARIA combobox pattern (input + listbox,
 * aria-activedescendant), used where a native select cannot show images: the country
 * picker with flag, name and dialling code.
 */
export function ComboboxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder = ACTION_LABELS.SEARCH_COUNTRY,
  disabled,
  name,
}: ComboboxFieldProps) {
  const inputId = useId()
  const listId = `${inputId}-list`
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const inputRef = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const selected = options.find((option) => option.id === value)
  const visible = useMemo(() => options.filter((o) => matches(o, query)), [options, query])
  const activeOption = open ? visible[Math.min(active, visible.length - 1)] : undefined

  // Escape must close the list without also closing the dialog around it. The dialog
  // listens on its own element, which a React handler here would only reach afterwards.
  useEffect(() => {
    const input = inputRef.current
    if (!input || !open) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      setOpen(false)
      setQuery('')
    }
    input.addEventListener('keydown', onKeyDown)
    return () => input.removeEventListener('keydown', onKeyDown)
  }, [open])

  const choose = (option: ComboboxOption | undefined) => {
    if (!option) return
    onChange(option)
    setOpen(false)
    setQuery('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + visible.length) % Math.max(visible.length, 1))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      choose(activeOption)
    }
  }

  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="combobox">
        {selected?.imageUrl && !open && (
          <img className="combobox__flag" src={selected.imageUrl} alt="" />
        )}
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className="field__input combobox__input"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-errormessage={error ? errorId : undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={open ? query : display(selected)}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false)
            setQuery('')
            onBlur?.()
          }}
        />
        <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!open}>
          {open &&
            visible.map((option) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={option.id === value}
                data-active={option === activeOption || undefined}
                className="combobox__option"
                // Keeps focus in the input, so its blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.imageUrl && <img className="combobox__flag" src={option.imageUrl} alt="" />}
                <span>{option.label}</span>
                {option.detail && <span className="combobox__detail">{option.detail}</span>}
              </li>
            ))}
        </ul>
        {open && visible.length === 0 && (
          <p className="combobox__list combobox__empty" role="status">
            {ACTION_LABELS.NO_MATCHES}
          </p>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
