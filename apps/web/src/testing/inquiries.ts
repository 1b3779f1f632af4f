import { FIELD_LABELS } from '@cnm/contracts'
import { within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

export const proposalLabels = FIELD_LABELS.proposal

/** What a visitor types into the proposal form, by label; numbers as typed. */
export const PROPOSAL_INPUT = {
  title: 'Spring lookbook',
  companyName: 'Studio Hana',
  productCategories: 'Outerwear',
  contractPeriod: '6',
  budgetType: 'KRW',
  budget: '3000000',
  modelCategory: 'Fashion',
  modelDetailedCategory: 'Runway',
  gender: 'Female',
  age: '24',
  modelNumber: '2',
  filmingDate: 'Early April',
  locationOfFilming: 'Seongsu-dong, Seoul',
  postingMedia: 'Instagram, web shop',
  otherContent: 'Two looks per model.',
  contactInformation: '02-123-4567',
  email: 'casting@studiohana.example.com',
} as const

export async function fillProposal(
  user: UserEvent,
  container: HTMLElement,
  { skip = [] as readonly (keyof typeof PROPOSAL_INPUT)[] } = {},
) {
  for (const [name, value] of Object.entries(PROPOSAL_INPUT)) {
    const key = name as keyof typeof PROPOSAL_INPUT
    if (skip.includes(key)) continue
    const control = within(container).getByLabelText(proposalLabels[key])
    // Issue #26: currency and gender are chosen from lists.
    if (control instanceof HTMLSelectElement) {
      await user.selectOptions(control, value)
      continue
    }
    // Pasting keeps the 17 fields quick; validation still runs on each change.
    await user.click(control)
    await user.paste(value)
  }
}
