import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type ViewportSize,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { CHROMIUM_FLAGS, chromiumPath } from '@cnm/devkit/browser'

export const DESKTOP: ViewportSize = { width: 1440, height: 900 }
export const MOBILE: ViewportSize = { width: 375, height: 812 }

/** Debian's Chromium; each launch gets a fresh temporary profile (user-data-dir) from Playwright. */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
  })
}

export interface BrowserSession {
  /**
   * A new visitor: its own cookies, on the web app's origin. `locale` is the browser's
   * language (navigator.languages and Accept-Language), 'en-US' unless given.
   */
  newVisitor: (options?: {
    viewport?: ViewportSize
    locale?: string
    /** false: a browser that runs no script, to see the page as prerendered (ADR 0012). */
    javaScriptEnabled?: boolean
    /** Another stack's web address (the README's `pnpm start`), instead of the run's. */
    baseURL?: string
  }) => Promise<Page>
  /** Which page's screen to save after the test, when a test has more than one visitor. */
  showLastScreen: (page: Page) => void
  readonly webUrl: string
}

const screenshotName = (testName: string) =>
  testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)

/** Resolves when the element's own and its children's CSS transitions and animations have ended. */
export const settled = (scope: Locator): Promise<unknown> =>
  scope.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )

/**
 * One Chromium per test file. After each test the last page a visitor saw is saved to
 * artifacts/e2e/<file>--<test>.png, and an uncaught error in the page fails the test.
 */
export function useBrowser(
  file: string,
  defaults: { viewport?: ViewportSize } = {},
): BrowserSession {
  const stack = inject('stack')
  let browser: Browser | undefined
  // Visitors made inside a test end with it; those made in beforeAll last for the file.
  let testContexts: BrowserContext[] = []
  const fileContexts: BrowserContext[] = []
  let inTest = false
  let lastPage: Page | undefined
  let pageErrors: string[] = []

  beforeAll(async () => {
    browser = await launchChromium()
  })
  beforeEach(() => {
    inTest = true
  })
  afterEach(async (context) => {
    inTest = false
    const page = lastPage
    lastPage = undefined
    if (page && !page.isClosed()) {
      const name = `${path.basename(new URL(file).pathname).replace(/\.test\.ts$/, '')}--${screenshotName(context.task.name)}.png`
      await mkdir(stack.artifactsDir, { recursive: true })
      await page
        .screenshot({ path: path.join(stack.artifactsDir, name), fullPage: false })
        .catch(() => undefined)
    }
    await Promise.all(
      testContexts.map((browserContext) => browserContext.close().catch(() => undefined)),
    )
    testContexts = []
    const errors = pageErrors
    pageErrors = []
    expect(errors, 'uncaught errors in the page').toEqual([])
  })
  afterAll(async () => {
    await Promise.all(
      fileContexts.map((browserContext) => browserContext.close().catch(() => undefined)),
    )
    await browser?.close()
  })

  return {
    webUrl: stack.webUrl,
    showLastScreen: (page) => {
      lastPage = page
    },
    newVisitor: async (options = {}) => {
      if (!browser) throw new Error('the browser is not running (beforeAll failed?)')
      const browserContext = await browser.newContext({
        baseURL: options.baseURL ?? stack.webUrl,
        viewport: options.viewport ?? defaults.viewport ?? DESKTOP,
        locale: options.locale ?? 'en-US',
        timezoneId: 'UTC',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      })
      browserContext.setDefaultTimeout(15_000)
      if (inTest) testContexts.push(browserContext)
      else fileContexts.push(browserContext)
      const page = await browserContext.newPage()
      if (options.javaScriptEnabled !== false) waitForTheAppOnLoad(page)
      page.on('pageerror', (error) => pageErrors.push(error.message))
      // The web app runs under a strict CSP (ADR 0019): anything it blocks fails the test.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          pageErrors.push(message.text())
        }
      })
      lastPage = page
      return page
    },
  }
}

/**
 * A public page is painted from prerendered HTML before the app takes it over (ADR 0012); a
 * click in between would reach plain markup. Every full load (goto, reload) therefore waits
 * until the app marks itself ready (`data-app-ready` on <html>, app/index.tsx).
 */
function waitForTheAppOnLoad(page: Page): void {
  const ready = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' })
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await ready()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await ready()
    return response
  }
}
