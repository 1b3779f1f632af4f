import { ACTION_LABELS, LABELS } from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { field, labels, openEmailSignUp, serveSignUpApi, signUpDialog } from '@/testing/sign-up'

const dialog = () => within(signUpDialog())
const optionTexts = (label: string) =>
  within(field(label))
    .getAllByRole('option')
    .map((option) => option.textContent)
const selectedText = (label: string) => {
  const select = field(label) as HTMLSelectElement
  return select.selectedOptions[0]?.textContent
}

describe('switching the service type (spec §4)', () => {
  it('resets the categories, fixes a client to professional and empties client fields for a model', async () => {
    serveSignUpApi()
    const { user } = renderApp('/about')
    await screen.findByRole('heading', { level: 1 })
    await openEmailSignUp(user, 'model')

    expect(dialog().queryByLabelText(labels.agency)).not.toBeInTheDocument()
    expect(optionTexts(labels.categoryOneDepth)).toEqual([
      ACTION_LABELS.SELECT,
      'Fashion',
      'Fitness',
      'Professional',
    ])
    await user.selectOptions(field(labels.categoryOneDepth), 'Fashion')
    expect(optionTexts(labels.categoryTwoDepth)).toEqual([
      ACTION_LABELS.SELECT,
      'Runway',
      'Commercial',
    ])
    await user.selectOptions(field(labels.categoryTwoDepth), 'Runway')

    await user.click(dialog().getByRole('radio', { name: LABELS.I_AM_CLIENT }))
    expect(field(labels.categoryOneDepth)).toBeDisabled()
    expect(selectedText(labels.categoryOneDepth)).toBe('Professional')
    expect(optionTexts(labels.categoryTwoDepth)).toEqual([
      ACTION_LABELS.SELECT,
      'Entertainment',
      'Model agency',
      // Issue #26: brands are clients too.
      'Brand',
    ])
    expect(selectedText(labels.categoryTwoDepth)).toBe(ACTION_LABELS.SELECT)
    await user.selectOptions(field(labels.categoryTwoDepth), 'Entertainment')
    await user.type(field(labels.agency), 'Studio Hana')
    await user.type(field(labels.companyLocation), 'Seoul')
    await user.type(field(labels.homePage), 'studiohana.example.com')

    await user.click(dialog().getByRole('radio', { name: LABELS.I_AM_MODEL }))
    expect(dialog().queryByLabelText(labels.agency)).not.toBeInTheDocument()
    expect(field(labels.categoryOneDepth)).toBeEnabled()
    expect(selectedText(labels.categoryOneDepth)).toBe(ACTION_LABELS.SELECT)
    expect(dialog().queryByLabelText(labels.categoryTwoDepth)).not.toBeInTheDocument()

    await user.click(dialog().getByRole('radio', { name: LABELS.I_AM_CLIENT }))
    expect(field(labels.agency)).toHaveValue('')
    expect(field(labels.companyLocation)).toHaveValue('')
    expect(field(labels.homePage)).toHaveValue('')
    expect(selectedText(labels.categoryTwoDepth)).toBe(ACTION_LABELS.SELECT)
  })
})
