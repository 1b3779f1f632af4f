import { dualMeasurements, type MeasurementFacts } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/**
 * A profile's sizes as the profile page prints them (issue #29): centimetres with inches,
 * millimetres with EU and US shoe sizes, the Korean clothing size with the international one.
 * The figures come from the contracts' one conversion module; null where the profile is silent.
 */
export function useDualMeasurements(facts: MeasurementFacts) {
  const { t } = useTranslation('common')
  const format = useFormat()
  const sizes = dualMeasurements(facts)
  const n = (value: number) => format.number(value)
  const length = (value: { cm: number; inches: number } | null) =>
    value === null ? null : t('measure.length', { cm: n(value.cm), inches: n(value.inches) })
  const shoe = sizes.shoe
  return {
    height:
      sizes.height === null
        ? null
        : t('measure.height', {
            cm: n(sizes.height.cm),
            feet: sizes.height.feet,
            inches: sizes.height.inches,
          }),
    bust: length(sizes.bust),
    waist: length(sizes.waist),
    hips: length(sizes.hips),
    shoe:
      shoe === null
        ? null
        : [
            t('measure.shoe', { mm: n(shoe.mm), eu: n(shoe.eu) }),
            shoe.usWomen === null ? null : t('measure.usWomen', { size: n(shoe.usWomen) }),
            shoe.usMen === null ? null : t('measure.usMen', { size: n(shoe.usMen) }),
          ]
            .filter(Boolean)
            .join(' · '),
    clothing:
      sizes.clothing === null
        ? null
        : t('measure.clothing', {
            kr: sizes.clothing.kr,
            international: sizes.clothing.international,
          }),
  }
}
