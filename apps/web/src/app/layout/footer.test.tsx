import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { config, readConfig } from '@/config'
import { renderApp } from '@/testing/render-app'

async function renderFooter() {
  const app = renderApp('/about')
  await screen.findByRole('heading', { level: 1, name: 'About Casting N Model' })
  return { ...app, footer: screen.getByRole('contentinfo') }
}

describe('footer', () => {
  it('lists the spec §2 links, each opening in a new tab without leaking the opener', async () => {
    const { footer } = await renderFooter()
    const nav = within(footer).getByRole('navigation', { name: 'Footer' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/about'],
      ['Our Company', config.links.company],
      ['Privacy policy', config.links.privacy],
      ['Terms of use', config.links.terms],
      ['Safety and trust', '/safety-and-trust'],
      ['Check a casting', '/verify'],
      ['How it works', '/how-it-works'],
      ['Contact us', '/contact-us'],
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('shows the company details and the copyright line', async () => {
    const { footer } = await renderFooter()
    const details = within(footer).getByLabelText('Company details')
    expect(details).toHaveTextContent(config.company.address)
    expect(details).toHaveTextContent(config.company.email)
    expect(
      within(footer).getByText('© 2025 Casting N Model. All rights reserved.'),
    ).toBeInTheDocument()
  })

  it('toggles the Casting Request panel', async () => {
    const { footer, user } = await renderFooter()
    const toggle = within(footer).getByRole('button', { name: 'Casting Request' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'Casting Request' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('region', { name: 'Casting Request' })
    expect(toggle).toHaveAttribute('aria-controls', panel.id)

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'Casting Request' })).not.toBeInTheDocument()
  })

  it('opens the casting inquiry dialog from the help button', async () => {
    const { footer, user } = await renderFooter()
    await user.click(within(footer).getByRole('button', { name: 'Casting inquiry' }))
    const dialog = screen.getByRole('dialog', { name: 'Casting inquiry' })
    await user.keyboard('{Escape}')
    expect(dialog).not.toBeInTheDocument()
    expect(within(footer).getByRole('button', { name: 'Casting inquiry' })).toHaveFocus()
  })
})

describe('configuration', () => {
  it('uses defaults for blank values and the environment otherwise', () => {
    const defaults = readConfig({ VITE_COMPANY_CEO: '  ' })
    expect(defaults.apiBaseUrl).toBe('/api')
    expect(defaults.company.ceo).toBe('')
    expect(defaults.company.address).toMatch(/Seoul/)

    const configured = readConfig({
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_PRIVACY_URL: 'https://example.com/privacy',
      VITE_COMPANY_CEO: 'Lee Seo-yeon',
      VITE_COMPANY_BUSINESS_NUMBER: '123-45-67890',
    })
    expect(configured.apiBaseUrl).toBe('https://api.example.com')
    expect(configured.links.privacy).toBe('https://example.com/privacy')
    expect(configured.company.ceo).toBe('Lee Seo-yeon')
    expect(configured.company.businessNumber).toBe('123-45-67890')
  })
})
