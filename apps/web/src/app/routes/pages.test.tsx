import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app'

describe('pages', () => {
  it('/castings shows the board with an honest empty state', async () => {
    renderApp('/castings')
    expect(await screen.findByRole('heading', { level: 1, name: 'Castings' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'No open castings yet' })).toBeInTheDocument()
    await expect.poll(() => document.title).toBe('Castings | Casting N Model')
  })

  it.each([
    ['/about', 'About Casting N Model'],
    ['/safety-and-trust', 'Safety and trust'],
    ['/how-it-works', 'How Casting N Model works'],
    ['/contact-us', 'Contact us'],
  ])('%s has its content page', async (path, title) => {
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1)
  })

  it('keeps a place for the "Leave us a message" panel on Contact us', async () => {
    renderApp('/contact-us')
    expect(await screen.findByRole('region', { name: 'Leave us a message' })).toBeInTheDocument()
  })

  it('offers guests a sign-up on the home page', async () => {
    const { user } = renderApp('/')
    const hero = await screen.findByRole('region', { name: /models and clients in Seoul/ })
    await user.click(within(hero).getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument()
  })

  it('answers an unknown path with a real not-found page', async () => {
    renderApp('/no-such-page')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
})
