import { AxeBuilder } from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { settled } from './browser.js'

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

const BLOCKING = new Set(['serious', 'critical'])
const MARK = 'data-e2e-axe-scope'

/** One line per rule and offending element, readable in a test failure. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map(
          (node) =>
            `      ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
        )
        .join('\n')
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`
    })
    .join('\n')
}

/**
 * Runs axe-core on the page, or only inside `within` (an open dialog, a panel), and
 * returns its serious and critical violations.
 */
export async function blockingViolations(page: Page, within?: Locator): Promise<Violation[]> {
  // Measured at rest: colours caught mid-transition would be reported as contrast failures.
  await settled(within ?? page.locator('body'))
  const builder = new AxeBuilder({ page })
  if (within) {
    await within.evaluate((element, mark) => element.setAttribute(mark, ''), MARK)
    builder.include(`[${MARK}]`)
  }
  const { violations } = await builder.analyze()
  if (within) await within.evaluate((element, mark) => element.removeAttribute(mark), MARK)
  return violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))
}
