import { FIELD_LABELS } from '@cnm/contracts'
import type { Locator } from 'playwright-core'
import { field } from './ui.js'

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

/** Labels of the fields chosen from a list (issue #26: currency and gender). */
const CHOSEN: readonly string[] = [labels.budgetType, labels.gender]

/** Types (or, for the lists, chooses) every [label, value] pair into the proposal form. */
export async function fillProposal(scope: Locator, values: [string, string][]): Promise<void> {
  for (const [label, value] of values) {
    if (CHOSEN.includes(label)) await field(scope, label).selectOption(value)
    else await field(scope, label).fill(value)
  }
}
