import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMessageText } from '@/lib/messages'
import { FieldNotes } from './field'
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

const normalise = (text: string) => text.trim().toLowerCase().replace(/^\+/, '')

/**
 * How well an option answers the query, best first, or -1 for no match: the name starts
 * with it, then a word of the name does ("Korea" in "South Korea"), then the code after
 * the label does ("82" for "+82"), then it appears anywhere in the name. Options of the
 * same rank keep their given order, so a list that puts its likeliest choice first
 * (the home country) keeps it first.
 */
export function matchRank(option: ComboboxOption, query: string): number {
  const needle = normalise(query)
  if (!needle) return 0
  const label = option.label.toLowerCase()
  if (label.startsWith(needle)) return 0
  if (label.split(/[\s,()-]+/).some((word) => word.startsWith(needle))) return 1
  if (normalise(option.detail ?? '').startsWith(needle)) return 2
  return label.includes(needle) ? 3 : -1
}

export function filterOptions(options: readonly ComboboxOption[], query: string) {
  return options
    .map((option) => ({ option, rank: matchRank(option, query) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map(({ option }) => option)
}

/**
 * Searchable single choice following the WAI-ARIA combobox pattern (input + listbox,
 * aria-activedescendant), used where a native select cannot show images: the country
 * picker with flag, name and dialling code. Arrow keys, Home and End move through the
 * open list (keeping the active option scrolled into view), Enter picks, Escape closes
 * the list without closing a dialog around it.
 */
export function ComboboxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  disabled,
  name,
}: ComboboxFieldProps) {
  const { t } = useTranslation()
  const errorText = useMessageText()(error)
  const inputId = useId()
  const listId = `${inputId}-list`
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const selected = options.find((option) => option.id === value)
  const visible = useMemo(() => filterOptions(options, query), [options, query])
  const activeIndex = Math.min(active, visible.length - 1)
  const activeOption = open ? visible[activeIndex] : undefined
  const optionId = (option: ComboboxOption) => `${listId}-${option.id}`
  const activeId = activeOption ? optionId(activeOption) : undefined

  // Arrow keys, Home and End can move far past what the list shows (250 countries).
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  /** Opens the list on the current choice, so the arrows continue from there. */
  const openList = () => {
    if (open) return
    const current = options.findIndex((option) => option.id === value)
    setActive(current < 0 ? 0 : current)
    setOpen(true)
  }

  const closeList = () => {
    setOpen(false)
    setQuery('')
  }

  const choose = (option: ComboboxOption | undefined) => {
    if (!option) return
    onChange(option)
    closeList()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = visible.length - 1
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (!open) return openList()
        if (last < 0) return
        // Wraps around at both ends.
        return setActive(
          (activeIndex + (event.key === 'ArrowDown' ? 1 : -1) + last + 1) % (last + 1),
        )
      case 'Home':
      case 'End':
        // With the list closed they move the caret in the text, as in any input.
        if (!open || last < 0) return
        event.preventDefault()
        return setActive(event.key === 'Home' ? 0 : last)
      case 'Enter':
        if (!open) return
        event.preventDefault()
        return choose(activeOption)
      case 'Escape':
        if (!open) return
        // Prevented, so a dialog around the field leaves it to the list (useModalDialog).
        event.preventDefault()
        return closeList()
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
          id={inputId}
          name={name}
          className="field__input combobox__input"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-errormessage={error ? errorId : undefined}
          placeholder={placeholder ?? t('combobox.placeholder')}
          disabled={disabled}
          value={open ? query : display(selected)}
          onClick={openList}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            closeList()
            onBlur?.()
          }}
        />
        <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!open}>
          {open &&
            visible.map((option) => (
              <li
                key={option.id}
                id={optionId(option)}
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
            {t('combobox.noMatches')}
          </p>
        )}
      </div>
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} errorText={errorText} />
    </div>
  )
}
