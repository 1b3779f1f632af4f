import {
  ACTION_LABELS,
  API_PATHS,
  EXAMINATION_STATUS,
  INFO_TYPE,
  LABELS,
  LIMITS,
  SERVICE_TYPE,
  TRUST_API_PATHS,
  WEB_ROUTES,
  type AdminUserList,
  type InfoItem,
  DAY_MS,
} from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { vi } from 'vitest'
import { administratorToken, callApi } from './api.js'
import { apiToken, publishedReviewedModel } from './models.js'
import { newPerson, type Person } from './people.js'
import { signUpByEmail } from './sign-up.js'
import { sql, stack, unique } from './stack.js'
import { button, dialog, expectSignedIn, logIn, visit } from './ui.js'

/** Fails with the API's message when an answer is not the one expected. */
function expectStatus(
  what: string,
  answer: { status: number; body: { message: string } },
  status: number,
): void {
  if (answer.status !== status)
    throw new Error(`${what}: HTTP ${answer.status} ${answer.body.message}`)
}

/** The run's administrator, logged in through the header's "Log in" (which lands on the home page), then on `path`. */
export async function logInAsAdministrator(page: Page, path?: string): Promise<void> {
  await visit(page, WEB_ROUTES.HOME)
  const { admin } = stack()
  await logIn(page, admin.email, admin.password)
  await expectSignedIn(page)
  if (path !== undefined) await visit(page, path)
}

/**
 * A new account signed up through the header, its closing dialog dismissed (a client's
 * "OK"; a model's "Register now?" answered Cancel, staying on the page).
 */
export async function signedUp(page: Page, kind: Person['kind']): Promise<Person> {
  const person = newPerson(kind)
  await visit(page, WEB_ROUTES.HOME)
  await signUpByEmail(page, person)
  await button(
    dialog(page, LABELS.SIGN_UP),
    kind === 'client' ? ACTION_LABELS.OK : LABELS.CANCEL,
  ).click()
  await expectSignedIn(page)
  return person
}

/** The account's id as the administrator's user list shows it. */
export async function accountId(email: string): Promise<number> {
  const found = await callApi<AdminUserList>(
    'GET',
    `${API_PATHS.ADMIN_USERS}?q=${encodeURIComponent(email)}&pageSize=${LIMITS.PAGE_SIZE_MAX}`,
    { token: await administratorToken() },
  )
  expectStatus('admin user list', found, 200)
  const user = found.body.data.items.find((item) => item.email === email)
  if (!user) throw new Error(`${email} is not in GET ${API_PATHS.ADMIN_USERS}`)
  return user.id
}

/** What "Client approval" does, through the API: answers the client's (partner) id. */
export async function approveClientByApi(email: string): Promise<number> {
  const token = await administratorToken()
  const pending = await callApi<AdminUserList>(
    'GET',
    `${API_PATHS.ADMIN_USERS}?serviceType=${SERVICE_TYPE.CLIENT_NORMAL}&pageSize=${LIMITS.PAGE_SIZE_MAX}`,
    { token },
  )
  const id = pending.body.data.items.find((user) => user.email === email)?.id
  if (id === undefined) throw new Error(`${email} is not among the clients awaiting approval`)
  const decision = await callApi('PATCH', API_PATHS.ADMIN_EXAMINATION(id), {
    token,
    body: { status: EXAMINATION_STATUS.APPROVAL },
  })
  expectStatus('approve client', decision, 200)
  return id
}

/** POST /castings with publish: a live casting of the (approved) client; answers its id. */
export const liveCasting = (clientToken: string, title: string): Promise<number> =>
  publishedCasting(clientToken, title, 'live')

/**
 * POST /castings with publish, expecting `status`: 'held' when `otherContent` asks talent
 * for money (the money-asking rule). Answers its id.
 */
export async function publishedCasting(
  clientToken: string,
  title: string,
  status: 'live' | 'held',
  otherContent = 'Lunch provided. Fee paid to the model within 7 days.',
): Promise<number> {
  const now = Date.now()
  const created = await callApi<{ casting: { id: number; status: string } }>(
    'POST',
    API_PATHS.CASTINGS,
    {
      token: clientToken,
      body: {
        title,
        companyName: 'Hanbit Apparel',
        productCategories: 'Outerwear',
        contractPeriod: 6,
        budgetType: 'per_day',
        budget: 600_000,
        modelCategoryId: null,
        modelDetailedCategoryId: null,
        genderId: null,
        ageMin: null,
        ageMax: null,
        modelNumber: 1,
        filmingDate: new Date(now + 14 * DAY_MS).toISOString().slice(0, 10),
        filmingDateNote: '',
        locationOfFilming: 'Studio in Seongsu-dong, Seoul',
        postingMedia: 'Online store, Instagram',
        otherContent,
        cityId: null,
        shootTypeId: null,
        usageScope: 'Online store and social media, Korea',
        usageMonths: 6,
        applicationDeadline: new Date(now + 7 * DAY_MS).toISOString(),
        publish: true,
      },
    },
  )
  expectStatus('create casting', created, 201)
  if (created.body.data.casting.status !== status) {
    throw new Error(`the casting is ${created.body.data.casting.status}, not ${status}`)
  }
  return created.body.data.casting.id
}

export interface Booking {
  client: Person
  clientId: number
  model: Person
  modelId: number
  stageName: string
  castingTitle: string
}

/**
 * The quickest honest way to a reviewable booking: both sign up in the browser (codes from
 * the caught mail and SMS), then through the API with their own tokens the client is
 * approved, posts and publishes a casting, the model applies with a reviewed profile, the
 * client books and marks the casting done. Leaves `clientPage` and `modelPage` signed in.
 */
export async function completedBooking(clientPage: Page, modelPage: Page): Promise<Booking> {
  const client = await signedUp(clientPage, 'client')
  const model = await signedUp(modelPage, 'model')
  const clientId = await approveClientByApi(client.email)
  const stageName = `Hana ${unique()}`
  const modelId = await publishedReviewedModel(modelPage, model, stageName)

  const clientToken = await apiToken(client)
  const castingTitle = `Winter lookbook ${unique()}`
  const castingId = await liveCasting(clientToken, castingTitle)
  const applied = await callApi<{ application: { id: number } }>(
    'POST',
    API_PATHS.CASTING_APPLICATIONS(castingId),
    { token: await apiToken(model), body: { modelId, note: 'Available all week.' } },
  )
  expectStatus('apply', applied, 201)
  const booked = await callApi('PATCH', API_PATHS.APPLICATION(applied.body.data.application.id), {
    token: clientToken,
    body: { status: 'booked' },
  })
  expectStatus('book', booked, 200)
  const completed = await callApi('POST', TRUST_API_PATHS.CASTING_COMPLETE(castingId), {
    token: clientToken,
  })
  expectStatus('complete casting', completed, 200)
  return { client, clientId, model, modelId, stageName, castingTitle }
}

/** POST /castings/{id}/reports as another member, with the first report reason (info type 13). */
export async function reportCasting(reporterToken: string, castingId: number): Promise<void> {
  const reasons = await callApi<{ infos: InfoItem[] }>(
    'GET',
    `${API_PATHS.INFOS}?type=${INFO_TYPE.REPORT_REASON}`,
  )
  const reasonId = reasons.body.data.infos[0]?.id
  if (reasonId === undefined) throw new Error('no report reasons (is the reference data seeded?)')
  const reported = await callApi('POST', API_PATHS.CASTING_REPORTS(castingId), {
    token: reporterToken,
    body: { reasonId, details: 'Asks for a registration fee in the messages.' },
  })
  expectStatus('report casting', reported, 201)
}

/**
 * The hourly ranking job (pg-boss `rankings.recompute`), queued now the way its schedule
 * would, straight into pg-boss's table; resolves once GET /models/rankings lists a model.
 */
export async function recomputeRankingsNow(): Promise<void> {
  await sql(`INSERT INTO pgboss.job (name, data) VALUES ('rankings.recompute', '{}'::jsonb)`)
  await vi.waitFor(
    async () => {
      const ranking = await callApi<{ items: unknown[] }>('GET', API_PATHS.MODEL_RANKINGS)
      if (ranking.body.data.items.length === 0) throw new Error('the ranking is still empty')
    },
    { timeout: 30_000, interval: 500 },
  )
}

/**
 * The row of an admin table that mentions `text` (an e-mail, a title), paging on with
 * "Next" while it is not on the page shown: queues are oldest first, 20 a page, and other
 * journeys of the same run add to them.
 */
export async function adminRow(page: Page, table: string, text: string): Promise<Locator> {
  const rows = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text })
  for (let shown = 1; ; shown++) {
    await page.getByRole('table', { name: table }).waitFor()
    if ((await rows.count()) > 0) return rows
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', {
      name: 'Next',
      exact: true,
    })
    if ((await next.count()) === 0 || !(await next.isEnabled())) {
      throw new Error(`no row with "${text}" in the table "${table}" on any of its ${shown} pages`)
    }
    await next.click()
    await page.getByText(`Page ${shown + 1} of`).waitFor()
    await page.getByRole('table', { name: table }).getByRole('row').nth(1).waitFor()
  }
}

/** My page > Reviews: "Write review" on the one booking waiting, the write dialog open. */
export async function openWriteDialog(page: Page): Promise<Locator> {
  await visit(page, WEB_ROUTES.MYPAGE_REVIEWS)
  const waiting = page.getByRole('region', { name: 'Waiting for your review' })
  await button(waiting, 'Write review').click()
  const write = page.getByRole('dialog', { name: /^Review / })
  await write.getByRole('group', { name: 'Rating' }).waitFor()
  return write
}

/** Rates and writes in the open dialog, sends, and waits for it to close. */
export async function writeReview(write: Locator, stars: number, text: string): Promise<void> {
  await write.getByRole('radio', { name: `${stars} of 5 stars` }).check()
  await write.getByLabel('Your review (optional)').fill(text)
  await button(write, 'Send review').click()
  await write.waitFor({ state: 'detached' })
}
