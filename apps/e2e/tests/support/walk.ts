import { API_PATHS, WEB_ROUTES, webPath, type Language } from '@cnm/contracts'
import type { Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import { administratorToken, callApi } from './api.js'
import type { BrowserSession } from './browser.js'
import { applyByApi, proposalByApi } from './castings.js'
import { apiToken } from './models.js'
import type { Person } from './people.js'
import { sql, unique } from './stack.js'
import { completedBooking, liveCasting, logInAsAdministrator } from './trust.js'

// Issue #26: walks of every signed-in page (at phone widths, in Korean). One model, one
// client and the administrator, with enough data that every screen shows its busiest state:
// a booked and completed casting, a live casting with an application waiting for a decision
// (Book / Decline), a direct proposal waiting for the model's answer (Accept / Decline) and
// the message threads of both.

export interface SignedInWalker {
  role: 'model' | 'client' | 'administrator'
  page: Page
  /** The routes this account can open, every one of them a page with its own h1. */
  routes: string[]
  /** Makes the page and the API speak `language` from the next load on. */
  useLanguage: (language: Language) => Promise<void>
}

const CASTING_EDIT = '/mypage/casting/:id/edit'

const ADMIN_ROUTES = [
  WEB_ROUTES.ADMIN,
  WEB_ROUTES.ADMIN_CLIENTS,
  WEB_ROUTES.ADMIN_MODEL_REVIEWS,
  WEB_ROUTES.ADMIN_CASTINGS,
  WEB_ROUTES.ADMIN_REPORTS,
  WEB_ROUTES.ADMIN_ACCOUNTS,
  WEB_ROUTES.ADMIN_AUDIT_LOG,
]

/** The page's language (localStorage, read on load: ADR 0014) and the account's saved one. */
async function switchLanguage(page: Page, token: string, language: Language): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('cnm_lang', chosen), language)
  const saved = await callApi('PATCH', API_PATHS.USER_LANGUAGE, { token, body: { language } })
  if (saved.status !== 200) throw new Error(`save language: HTTP ${saved.status}`)
}

const walker = (
  role: SignedInWalker['role'],
  page: Page,
  person: Pick<Person, 'email' | 'password'> | 'administrator',
  routes: string[],
): SignedInWalker => ({
  role,
  page,
  routes,
  useLanguage: async (language) =>
    switchLanguage(
      page,
      person === 'administrator' ? await administratorToken() : await apiToken(person),
      language,
    ),
})

/** The three signed-in visitors and their data; the pages stay open for the file. */
export async function signedInWalkers(browser: BrowserSession): Promise<SignedInWalker[]> {
  const clientPage = await browser.newVisitor()
  const modelPage = await browser.newVisitor()
  const booking = await completedBooking(clientPage, modelPage)
  const clientToken = await apiToken(booking.client)

  const openCastingId = await liveCasting(clientToken, `Spring campaign ${unique()}`)
  const applicationId = await applyByApi(
    booking.model,
    openCastingId,
    booking.modelId,
    'Free on weekdays.',
  )
  const proposalId = await proposalByApi(
    clientToken,
    booking.modelId,
    `Direct proposal ${unique()}`,
    booking.client.email,
  )
  const [done] = await sql<{ id: number }>('SELECT id FROM castings WHERE title = $1', [
    booking.castingTitle,
  ])
  if (!done) throw new Error('the completed casting is not stored')

  const adminPage = await browser.newVisitor()
  await logInAsAdministrator(adminPage)

  const shared = [
    WEB_ROUTES.MYPAGE,
    WEB_ROUTES.MYPAGE_CASTING,
    WEB_ROUTES.MYPAGE_MESSAGES,
    WEB_ROUTES.MYPAGE_NOTIFICATIONS,
    WEB_ROUTES.MYPAGE_LIKES,
    WEB_ROUTES.MYPAGE_REVIEWS,
    webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId }),
    webPath(WEB_ROUTES.MYPAGE_PROPOSAL, { id: proposalId }),
  ]
  return [
    walker('model', modelPage, booking.model, [
      ...shared,
      WEB_ROUTES.MYPAGE_MODEL,
      WEB_ROUTES.MYPAGE_MODEL_NEW,
      webPath(WEB_ROUTES.MYPAGE_MODEL_EDIT, { id: booking.modelId }),
    ]),
    walker('client', clientPage, booking.client, [
      ...shared,
      '/mypage/casting/new',
      webPath(CASTING_EDIT, { id: openCastingId }),
      webPath(WEB_ROUTES.MYPAGE_CASTING_APPLICANTS, { id: openCastingId }),
      webPath(WEB_ROUTES.MYPAGE_CASTING_APPLICANTS, { id: done.id }),
    ]),
    walker('administrator', adminPage, 'administrator', [WEB_ROUTES.MYPAGE, ...ADMIN_ROUTES]),
  ]
}

const pendingApiCalls = new WeakMap<Page, Set<Request>>()

/** The page's API calls still waiting for an answer (fetch/XHR to /api), tracked from the first call. */
function apiCallsOf(page: Page): Set<Request> {
  let pending = pendingApiCalls.get(page)
  if (pending) return pending
  const calls = new Set<Request>()
  const isApiCall = (request: Request) =>
    ['fetch', 'xhr'].includes(request.resourceType()) &&
    new URL(request.url()).pathname.startsWith('/api/')
  page.on('request', (request) => {
    if (isApiCall(request)) calls.add(request)
  })
  page.on('requestfinished', (request) => calls.delete(request))
  page.on('requestfailed', (request) => calls.delete(request))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) calls.clear()
  })
  pendingApiCalls.set(page, calls)
  pending = calls
  return pending
}

/**
 * Opens `path` and waits until the page is as full as it gets: its main heading shown, every
 * API call answered and nothing marked busy (lists still loading). Not the browser's
 * "network idle": pages that keep a request open never reach it.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  const calls = apiCallsOf(page)
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await expect.poll(() => calls.size, { timeout: 15_000 }).toBe(0)
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
  // A render after the last answer: two frames, then the page is as it will stay.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}
