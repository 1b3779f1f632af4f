import { ACTION_LABELS, LABELS, SERVICE_TYPE, type SignUpServiceType } from '@cnm/contracts'
import { useId } from 'react'

const CHOICES = [
  {
    type: SERVICE_TYPE.MODEL_NORMAL,
    title: LABELS.I_AM_MODEL,
    text: ACTION_LABELS.MODEL_DESCRIPTION,
  },
  {
    type: SERVICE_TYPE.CLIENT_NORMAL,
    title: LABELS.I_AM_CLIENT,
    text: ACTION_LABELS.CLIENT_DESCRIPTION,
  },
] as const

/** "I'm Model" / "I'm Client", each with its short description (spec §2 step 0). */
export function ServiceTypeChoice({
  legend,
  value,
  onChange,
}: {
  legend: string
  value: number
  onChange: (type: SignUpServiceType) => void
}) {
  const name = useId()
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="service-types">
        {CHOICES.map((choice) => (
          <label key={choice.type} className="service-type">
            <span className="service-type__title">
              <input
                type="radio"
                name={name}
                value={choice.type}
                checked={value === choice.type}
                aria-labelledby={`${name}-${choice.type}-title`}
                aria-describedby={`${name}-${choice.type}`}
                onChange={() => onChange(choice.type)}
              />{' '}
              <span id={`${name}-${choice.type}-title`}>{choice.title}</span>
            </span>
            <span id={`${name}-${choice.type}`} className="service-type__text">
              {choice.text}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
