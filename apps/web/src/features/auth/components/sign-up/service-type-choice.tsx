import { SERVICE_TYPE, type SignUpServiceType } from '@cnm/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

// Texts under `auth:serviceTypes.<key>`.
const CHOICES = [
  { type: SERVICE_TYPE.MODEL_NORMAL, key: 'model' },
  { type: SERVICE_TYPE.CLIENT_NORMAL, key: 'client' },
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
  const { t } = useTranslation('auth')
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
              <span id={`${name}-${choice.type}-title`}>
                {t(`serviceTypes.${choice.key}.title`)}
              </span>
            </span>
            <span id={`${name}-${choice.type}`} className="service-type__text">
              {t(`serviceTypes.${choice.key}.text`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
