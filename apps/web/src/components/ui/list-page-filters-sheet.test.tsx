import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildCastingCard, buildCastingList, serveCastingList } from '@/testing/castings'
import { buildCard, buildList, serveModelList } from '@/testing/models'
import { renderApp } from '@/testing/render-app'

// Issue #26, ADR 0041: the filters of a list page live in one <dialog>. Below 960 px it is a
// sheet behind a "Filters" button that counts the filters the URL sets; CSS shows it in place
// from 960 px (a browser matter, apps/e2e phone-filters.test.ts).
// Closed, the dialog is hidden: found by its role alone (the page has no other dialog).
const sheet = () => screen.getByRole('dialog', { hidden: true })

describe('the Filters sheet of a list page', () => {
  it('/models: the button counts the filters of the URL; the sheet opens on it, takes focus, and Escape gives it back', async () => {
    serveModelList(buildList([buildCard(1, { stageName: 'Mina Park' })], { total: 1 }))
    const { user } = renderApp('/models?reviewedOnly=true&heightMin=150&sort=liked&page=1')
    await screen.findByText('Mina Park')
    // Sort and page are not filters.
    const opener = await screen.findByRole('button', { name: 'Filters, 2 active' })
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
    expect(sheet()).not.toHaveAttribute('open')

    await user.click(opener)
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveAttribute('open')
    expect(sheet()).toContainElement(document.activeElement as HTMLElement)
    expect(within(sheet()).getByRole('search', { name: 'Find models' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(sheet()).not.toHaveAttribute('open')
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('/castings: a search sent from the sheet applies, closes it and counts one more filter', async () => {
    serveCastingList(buildCastingList([buildCastingCard(1, { title: 'Spring look' })]))
    const { user, router } = renderApp('/castings?budgetMin=100000')
    await screen.findByText('Spring look')
    await user.click(await screen.findByRole('button', { name: 'Filters, 1 active' }))

    await user.type(within(sheet()).getByRole('searchbox'), 'look{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?budgetMin=100000&q=look'))
    expect(sheet()).not.toHaveAttribute('open')
    const opener = await screen.findByRole('button', { name: 'Filters, 2 active' })
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('"Show results" and the close button close the sheet; without filters the button says only "Filters"', async () => {
    serveModelList(buildList([buildCard(1, { stageName: 'Mina Park' })], { total: 1 }))
    const { user } = renderApp('/models')
    await screen.findByText('Mina Park')
    const opener = screen.getByRole('button', { name: 'Filters' })

    await user.click(opener)
    await user.click(within(sheet()).getByRole('button', { name: 'Show results' }))
    expect(sheet()).not.toHaveAttribute('open')

    await user.click(opener)
    await user.click(within(sheet()).getByRole('button', { name: 'Close' }))
    expect(sheet()).not.toHaveAttribute('open')
    await waitFor(() => expect(opener).toHaveFocus())
  })
})
