import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ComboboxField, type ComboboxOption } from './combobox'

// By name, with the home country moved to the top, as the sign-up form gives them.
const COUNTRIES: ComboboxOption[] = [
  ['South Korea', '82'],
  ['Japan', '81'],
  ['Kenya', '254'],
  ['North Korea', '850'],
  ['Norway', '47'],
  ['South Africa', '27'],
  ['United States', '1'],
].map(([label, code], index) => ({ id: index + 1, label: label!, detail: `+${code}` }))

function Picker({ options = COUNTRIES }: { options?: readonly ComboboxOption[] }) {
  const [value, setValue] = useState<number | null>(null)
  return (
    <ComboboxField
      label="Country"
      options={options}
      value={value}
      onChange={(option) => setValue(option?.id ?? null)}
    />
  )
}

function setup(options?: readonly ComboboxOption[]) {
  const user = userEvent.setup()
  render(<Picker options={options} />)
  const input = screen.getByRole('combobox', { name: 'Country' })
  const active = () => {
    const id = input.getAttribute('aria-activedescendant')
    return id ? document.getElementById(id)?.textContent : null
  }
  const shown = () =>
    within(screen.getByRole('listbox', { name: 'Country' }))
      .getAllByRole('option')
      .map((option) => option.textContent)
  return { user, input, active, shown }
}

describe('ComboboxField (country picker)', () => {
  it('offers South Korea first for "Korea", and Enter picks it', async () => {
    const { user, input, active, shown } = setup()
    await user.type(input, 'Korea')
    expect(shown()).toEqual(['South Korea+82', 'North Korea+850'])
    expect(active()).toBe('South Korea+82')
    await user.keyboard('{Enter}')
    expect(input).toHaveValue('South Korea +82')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('ranks names starting with the text before names with a word starting with it', async () => {
    const { user, input, shown } = setup()
    await user.type(input, 'k')
    expect(shown()).toEqual(['Kenya+254', 'South Korea+82', 'North Korea+850'])
    await user.clear(input)
    await user.type(input, 'south')
    // Same rank: the given order, home country first.
    expect(shown()).toEqual(['South Korea+82', 'South Africa+27'])
    await user.clear(input)
    await user.type(input, '+8')
    expect(shown()).toEqual(['South Korea+82', 'Japan+81', 'North Korea+850'])
  })

  it('moves with the arrows (wrapping), Home and End, and keeps the active option in view', async () => {
    const scrolled: [string | null, unknown][] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options,
    ) {
      scrolled.push([this.textContent, options])
    })
    const { user, input, active } = setup()
    await user.click(input)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(active()).toBe('South Korea+82')

    await user.keyboard('{End}')
    expect(active()).toBe('United States+1')
    expect(scrolled.at(-1)).toEqual(['United States+1', { block: 'nearest' }])
    await user.keyboard('{ArrowDown}')
    expect(active()).toBe('South Korea+82')
    await user.keyboard('{ArrowUp}')
    expect(active()).toBe('United States+1')
    await user.keyboard('{Home}')
    expect(active()).toBe('South Korea+82')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(active()).toBe('Kenya+254')
    expect(scrolled.at(-1)).toEqual(['Kenya+254', { block: 'nearest' }])

    await user.keyboard('{Enter}')
    expect(input).toHaveValue('Kenya +254')
    // Reopened, the list starts on the current choice.
    await user.keyboard('{ArrowDown}')
    expect(active()).toBe('Kenya+254')
  })

  it('leaves Home and End to the text while the list is closed', async () => {
    const { user, input } = setup()
    await user.click(input)
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Home}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
  })

  it('says so when nothing matches, and Enter then picks nothing', async () => {
    const { user, input } = setup()
    await user.type(input, 'Atlantis')
    expect(screen.getByRole('status')).toHaveTextContent('No matches')
    await user.keyboard('{Enter}')
    expect(input).toHaveValue('Atlantis')
  })
})
