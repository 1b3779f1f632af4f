import {
  ACTION_LABELS,
  API_PATHS,
  EXAMINATION_STATUS,
  LABELS,
  PROPOSAL_TARGET_MODEL_NUMBER,
  WEB_ROUTES,
  type CastingInput,
  DAY_MS,
  HOUR_MS,
} from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { administratorToken, callApi } from './api.js'
import type { BrowserSession } from './browser.js'
import { en } from './catalogue.js'
import { apiToken, publishedReviewedModel } from './models.js'
import { newPerson, type Person } from './people.js'
import { signUpByEmail } from './sign-up.js'
import { sql } from './stack.js'
import { button, dialog, field, header, visit } from './ui.js'

/** The castings pages' words (apps/web/src/locales/en), by namespace. */
export const castingsText = (key: string, values?: Record<string, string | number>) =>
  en('castings', key, values)
export const myCastingText = (key: string, values?: Record<string, string | number>) =>
  en('myCasting', key, values)
export const threadsText = (key: string, values?: Record<string, string | number>) =>
  en('threads', key, values)

/** A row of My Casting (a posted casting, an application or a proposal), named by its title. */
export const myCastingRow = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true })

/** A direct proposal in My Casting: among the client's sent or the model's received ones. */
export const proposalRow = (page: Page, side: 'sent' | 'received', title: string): Locator =>
  page
    .getByRole('region', {
      name: myCastingText(side === 'sent' ? 'client.proposalsTitle' : 'model.proposalsTitle'),
    })
    .getByRole('article', { name: title, exact: true })

/** The status pill of an application or a proposal (My Casting, the applicants, a proposal). */
export const chip = (
  scope: Locator,
  kind: 'applicationStatus' | 'proposalStatus',
  status: string,
): Locator => scope.getByText(myCastingText(`${kind}.${status}`), { exact: true })

/** The administrator approves a client account, as the admin console does (spec §4). */
export async function approveClient(email: string): Promise<void> {
  const [user] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    email.toLowerCase(),
  ])
  if (!user) throw new Error(`no account for ${email}; did the sign-up finish?`)
  const decision = await callApi('PATCH', API_PATHS.ADMIN_EXAMINATION(user.id), {
    token: await administratorToken(),
    body: { status: EXAMINATION_STATUS.APPROVAL },
  })
  if (decision.status !== 200) {
    throw new Error(`approve ${email}: HTTP ${decision.status} ${decision.body.message}`)
  }
}

export interface SignedIn {
  page: Page
  person: Person
}

/**
 * A client who signed up in the browser and whom the administrator approved; the page is
 * reloaded so the app reads the approved account (it caches the current user).
 */
export async function approvedClient(browser: BrowserSession): Promise<SignedIn> {
  const page = await browser.newVisitor()
  const person = newPerson('client')
  await visit(page, WEB_ROUTES.HOME)
  await signUpByEmail(page, person)
  await button(dialog(page, LABELS.SIGN_UP), ACTION_LABELS.OK).click()
  await page.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)
  await approveClient(person.email)
  await page.reload()
  return { page, person }
}

/**
 * A model who signed up in the browser and has one published, reviewed profile made
 * through the API (support/models.ts). Answers the profile's id.
 */
export async function modelWithProfile(
  browser: BrowserSession,
  stageName: string,
): Promise<SignedIn & { modelId: number }> {
  const page = await browser.newVisitor()
  const person = newPerson('model')
  await visit(page, WEB_ROUTES.HOME)
  await signUpByEmail(page, person)
  // "Register now?": not now, the profile is made through the API.
  await button(dialog(page, LABELS.SIGN_UP), LABELS.CANCEL).click()
  const modelId = await publishedReviewedModel(page, person, stageName)
  return { page, person, modelId }
}

/** A Seoul calendar day `days` from now, as the form's date input takes it. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS + 9 * HOUR_MS).toISOString().slice(0, 10)
}

/** Fills the required fields of the casting form (/mypage/casting/new) and Models wanted. */
export async function fillCastingForm(
  page: Page,
  values: { title: string; modelNumber?: number },
): Promise<void> {
  const form = page.getByRole('form', { name: castingsText('form.label') })
  const fill = (name: string, value: string) =>
    field(form, castingsText(`form.fields.${name}`)).fill(value)
  await fill('title', values.title)
  await fill('companyName', 'Hanbit Apparel')
  await fill('productCategories', 'Autumn outerwear')
  await fill('postingMedia', 'Online store and Instagram')
  await fill('otherContent', 'Two looks per model, styling provided.')
  await fill('budget', '800000')
  await fill('contractPeriod', '6')
  await fill('modelNumber', String(values.modelNumber ?? 1))
  await fill('locationOfFilming', 'Seongsu-dong studio, Seoul')
  await fill('usageScope', 'Online and in-store, Korea only')
  await fill('applicationDeadline', dayFromNow(14))
}

/** The same casting straight through the API, published (for pages that only need one to exist). */
export async function publishedCastingByApi(token: string, title: string): Promise<number> {
  const body: CastingInput = {
    title,
    companyName: 'Hanbit Apparel',
    productCategories: 'Autumn outerwear',
    contractPeriod: 6,
    budgetType: 'total',
    budget: 800_000,
    modelCategoryId: null,
    modelDetailedCategoryId: null,
    genderId: null,
    ageMin: null,
    ageMax: null,
    modelNumber: 2,
    filmingDate: null,
    filmingDateNote: 'Early December',
    locationOfFilming: 'Seongsu-dong studio, Seoul',
    postingMedia: 'Online store and Instagram',
    otherContent: '',
    cityId: null,
    shootTypeId: null,
    usageScope: 'Online and in-store, Korea only',
    usageMonths: null,
    applicationDeadline: new Date(Date.now() + 14 * DAY_MS).toISOString(),
    publish: true,
  }
  const created = await callApi<{ casting: { id: number; status: string } }>(
    'POST',
    API_PATHS.CASTINGS,
    { token, body },
  )
  if (created.status !== 201) {
    throw new Error(`post casting: HTTP ${created.status} ${created.body.message}`)
  }
  const { casting } = created.body.data
  if (casting.status !== 'live') throw new Error(`the casting is ${casting.status}, not live`)
  return casting.id
}

/** POST /castings/{id}/applications as the apply dialog sends it; answers the application's id. */
export async function applyByApi(
  person: Pick<Person, 'email' | 'password'>,
  castingId: number,
  modelId: number,
  note: string,
): Promise<number> {
  const answer = await callApi<{ application: { id: number } }>(
    'POST',
    API_PATHS.CASTING_APPLICATIONS(castingId),
    { token: await apiToken(person), body: { modelId, note } },
  )
  if (answer.status !== 201) throw new Error(`apply: HTTP ${answer.status} ${answer.body.message}`)
  return answer.body.data.application.id
}

/**
 * Searches the public board (/castings) for `q` with its filter form; answers the results
 * list. Wait on what is expected in it: the list may still show the previous results.
 */
export async function searchCastings(page: Page, q: string): Promise<Locator> {
  await visit(page, WEB_ROUTES.CASTINGS)
  const filters = page.getByRole('search', { name: castingsText('filters.label') })
  await field(filters, castingsText('filters.q')).fill(q)
  await button(filters, castingsText('filters.apply')).click()
  await page.waitForURL((url) => url.searchParams.get('q') === q)
  return page.getByRole('list', { name: castingsText('list.label') })
}

/**
 * The header's messages or notifications link; its accessible name carries the exact unread
 * count ("Notifications, 2 unread").
 */
export const inboxLink = (page: Page, kind: 'messages' | 'notifications', count: number): Locator =>
  header(page).getByRole('link', {
    name: en('layout', `inbox.${kind}_${count === 1 ? 'one' : 'other'}`, { count }),
    exact: true,
  })

/**
 * What the header's counts should say, straight from GET /users/0/unread: a count read
 * from the page could be the placeholder 0 shown before the first answer arrives.
 */
export async function unreadCounts(
  person: Pick<Person, 'email' | 'password'>,
): Promise<{ notifications: number; messages: number }> {
  const answer = await callApi<{ notifications: number; messages: number }>(
    'GET',
    API_PATHS.MY_UNREAD,
    { token: await apiToken(person) },
  )
  if (answer.status !== 200) throw new Error(`unread: HTTP ${answer.status} ${answer.body.message}`)
  return answer.body.data
}

/**
 * A casting proposed from a model profile ("Propose casting"), sent through the API as the
 * dialog sends it; answers the proposal's id.
 */
export async function proposalByApi(
  token: string,
  modelId: number,
  title: string,
  email: string,
): Promise<number> {
  const sent = await callApi('POST', API_PATHS.CASTING_SUGGESTIONS, {
    token,
    body: {
      title,
      companyName: 'Hanbit Apparel',
      productCategories: 'Outerwear',
      budgetType: 'KRW',
      modelCategory: 'Fashion',
      modelDetailedCategory: 'Lookbook',
      gender: 'Any',
      filmingDate: 'Early April',
      locationOfFilming: 'Seongsu-dong, Seoul',
      postingMedia: 'Online store, Instagram',
      otherContent: 'Two looks per model.',
      contactInformation: '010-2345-6789',
      email,
      contractPeriod: 6,
      budget: 5_000_000,
      age: 25,
      modelNumber: PROPOSAL_TARGET_MODEL_NUMBER,
      targetModelProfileId: modelId,
    },
  })
  if (sent.status !== 201) throw new Error(`proposal: HTTP ${sent.status} ${sent.body.message}`)
  const [row] = await sql<{ id: number }>('SELECT id FROM casting_proposals WHERE title = $1', [
    title,
  ])
  if (!row) throw new Error(`the proposal "${title}" was not stored`)
  return row.id
}
