import { FIELD_LABELS } from '@cnm/contracts'

const labels = FIELD_LABELS.proposal

/**
 * A complete casting proposal as [label, value] pairs, in the form's order, for `field(...)
 * .fill`. Without `modelNumber` the field is left as the form has it (locked for a profile).
 */
export function proposalFields(values: {
  title: string
  email: string
  modelNumber?: string
}): [string, string][] {
  return [
    [labels.title, values.title],
    [labels.companyName, 'Hanbit Apparel'],
    [labels.productCategories, 'Outerwear'],
    [labels.contractPeriod, '6'],
    [labels.budgetType, 'KRW'],
    [labels.budget, '5000000'],
    [labels.modelCategory, 'Fashion'],
    [labels.modelDetailedCategory, 'Lookbook'],
    [labels.gender, 'Any'],
    [labels.age, '25'],
    ...(values.modelNumber === undefined
      ? []
      : ([[labels.modelNumber, values.modelNumber]] as [string, string][])),
    [labels.filmingDate, 'Early April'],
    [labels.locationOfFilming, 'Seongsu-dong, Seoul'],
    [labels.postingMedia, 'Online store, Instagram'],
    [labels.otherContent, 'Two looks per model.'],
    [labels.contactInformation, '010-2345-6789'],
    [labels.email, values.email],
  ]
}
