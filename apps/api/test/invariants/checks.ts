// What must hold after every step of an invariant run, whatever the steps were:
// - counts: every stored count equals its rows, and unread counts equal what was written
//   and not yet read; review averages equal the released, shown reviews;
// - references: nothing a report or a booking points to is gone;
// - privacy: nobody reads a token they may not (contacts before a booking, hidden content,
//   a minor's surname, city and birth date, a double-blind review before its release, other
//   people's e-mail and phone), read through the pages a guest and one member open.
// No 5xx anywhere is asserted by call() on every request.
import { API_PATHS, TRUST_API_PATHS } from '@cnm/contracts'
import { expect } from 'vitest'
import { INFO } from '../../src/modules/models/testing/model-fixtures.js'
import { accountOf, call, live, type Account, type World } from './world.js'

/** INVARIANT_CHECKS=counts,references,privacy runs only those (to see one class at a time). */
const ENABLED = new Set(
  (process.env.INVARIANT_CHECKS ?? 'counts,references,privacy').split(',').map((s) => s.trim()),
)

async function checkCounts(world: World) {
  const prisma = world.app.prisma
  // This run's rows only: an earlier run's failure must not fail the next one (or its shrinking).
  const castings = world.castings.map((row) => row.id)
  const profiles = world.profiles.map((row) => row.id)
  const drift = await prisma.$queryRaw<Array<{ id: number; what: string }>>`
    SELECT c.id, 'applicationCount ' || c.application_count || ' for ' || count(a.id) FILTER (WHERE a.status <> 'withdrawn') AS what
    FROM castings c LEFT JOIN applications a ON a.casting_id = c.id
    WHERE c.id = ANY(${castings})
    GROUP BY c.id HAVING c.application_count <> count(a.id) FILTER (WHERE a.status <> 'withdrawn')
    UNION ALL
    SELECT c.id, 'bookedCount ' || c.booked_count || ' for ' || count(a.id) FILTER (WHERE a.status = 'booked')
    FROM castings c LEFT JOIN applications a ON a.casting_id = c.id
    WHERE c.id = ANY(${castings})
    GROUP BY c.id HAVING c.booked_count <> count(a.id) FILTER (WHERE a.status = 'booked')
    UNION ALL
    SELECT p.id, 'likeCount ' || p.like_count || ' for ' || count(l.user_id)
    FROM model_profiles p LEFT JOIN model_likes l ON l.profile_id = p.id
    WHERE p.id = ANY(${profiles})
    GROUP BY p.id HAVING p.like_count <> count(l.user_id)`
  expect(drift, 'stored counts (casting or profile id) that differ from their rows').toEqual([])

  // Unread: what one side wrote and the other has not opened yet, thread by thread.
  for (const application of world.applications) {
    const thread = await prisma.messageThread.findFirst({
      where: { applicationId: application.id },
      select: { clientUnread: true, modelUnread: true },
    })
    if (!thread) continue
    expect(
      { client: thread.clientUnread, model: thread.modelUnread },
      `unread counts of application ${application.id}'s thread`,
    ).toEqual(application.unread)
  }

  // Review averages on public pages: the released, shown reviews of the profile.
  const reviewed = new Set(
    world.reviews.map(
      (review) => world.applications.find((a) => a.id === review.application)!.profile,
    ),
  )
  for (const profile of world.profiles.filter((row) => reviewed.has(row.id))) {
    const answer = await call(world, null, 'GET', TRUST_API_PATHS.MODEL_REVIEWS(profile.id))
    if (answer.status !== 200) continue
    const rows = await prisma.review.findMany({
      where: { modelProfileId: profile.id, releasedAt: { not: null }, hiddenAt: null },
      select: { rating: true },
    })
    const average =
      rows.length === 0
        ? null
        : Math.round((rows.reduce((sum, row) => sum + row.rating, 0) / rows.length) * 100) / 100
    expect(answer.json().data.summary, `review summary of profile ${profile.id}`).toEqual({
      average,
      count: rows.length,
    })
  }
}

/** The header's unread count: what others wrote in the reader's threads since they last opened them. */
async function checkUnreadTotal(world: World, reader: Account) {
  const threads = await world.app.prisma.messageThread.findMany({
    where: { applicationId: { in: world.applications.map((row) => row.id) } },
    select: { applicationId: true },
  })
  const existing = new Set(threads.map((row) => row.applicationId))
  let expected = 0
  for (const application of world.applications.filter((row) => existing.has(row.id))) {
    const client = world.castings.find((row) => row.id === application.casting)!.client
    if (reader.id === client) expected += application.unread.client
    if (reader.id === application.applicant) expected += application.unread.model
  }
  const answer = await call(world, reader, 'GET', API_PATHS.MY_UNREAD)
  expect(answer.status, answer.body).toBe(200)
  expect(answer.json().data.messages, `unread messages of account ${reader.id}`).toBe(expected)
}

async function checkReferences(world: World) {
  const prisma = world.app.prisma
  for (const report of world.reports) {
    if (report.kind === 'profile') {
      const row = await prisma.modelReport.findUnique({ where: { id: report.id } })
      expect(row?.profileId, `profile report ${report.id} and its profile`).toBe(report.targetId)
      continue
    }
    const row = await prisma.report.findUnique({ where: { id: report.id } })
    expect(row, `${report.kind} report ${report.id}`).not.toBeNull()
    const target = { casting: row?.castingId, message: row?.messageId, review: row?.reviewId }[
      report.kind
    ]
    expect(target, `what ${report.kind} report ${report.id} points to`).toBe(report.targetId)
  }
  for (const application of world.applications.filter((row) => row.booked)) {
    const row = await prisma.application.findUnique({
      where: { id: application.id },
      select: { status: true, castingId: true, modelProfileId: true },
    })
    expect(row, `booking ${application.id}`).toMatchObject({
      status: 'booked',
      castingId: application.casting,
      modelProfileId: application.profile,
    })
    const messages = world.messages.filter((m) => m.application === application.id)
    const stored = await prisma.message.count({ where: { id: { in: messages.map((m) => m.id) } } })
    expect(stored, `messages of booking ${application.id}`).toBe(messages.length)
    const reviews = world.reviews.filter((r) => r.application === application.id)
    const kept = await prisma.review.count({ where: { id: { in: reviews.map((r) => r.id) } } })
    expect(kept, `reviews of booking ${application.id}`).toBe(reviews.length)
  }
}

/** A text that only some may read; `may(null)` is the guest. */
interface Secret {
  text: string
  what: string
  may: (reader: number | null) => boolean
  /** Only these pages must not show it (default: every page). */
  onlyOn?: RegExp
}

const BOARD = /^\/castings\?/

function secretsOf(world: World): Secret[] {
  const secrets: Secret[] = []
  const castingOf = (id: number) => world.castings.find((row) => row.id === id)!
  const bookedClientsOf = (profileId: number) =>
    world.applications
      .filter((row) => row.profile === profileId && row.booked)
      .map((row) => castingOf(row.casting).client)
  // A client who dealt with a profile (an application to its casting, or a proposal it sent
  // to the profile) keeps its name in its own history after the profile leaves (ADR 0032).
  const relatedClientsOf = (profileId: number) => [
    ...world.applications
      .filter((row) => row.profile === profileId)
      .map((row) => castingOf(row.casting).client),
    ...world.proposals.flatMap((row) =>
      row.profile === profileId && row.sender !== null ? [row.sender] : [],
    ),
  ]
  const isAdmin = (reader: number | null) => accountOf(world, reader)?.kind === 'admin'

  for (const account of world.accounts) {
    const self = (reader: number | null) => reader === account.id || isAdmin(reader)
    secrets.push({ text: account.email, what: `e-mail of account ${account.id}`, may: self })
    if (account.phoneDigits) {
      const digits = account.phoneDigits
      secrets.push({ text: digits, what: `phone of account ${account.id}`, may: self })
      secrets.push({
        text: `${digits.slice(0, 4)}-${digits.slice(4)}`,
        what: `phone of account ${account.id}`,
        may: self,
      })
    }
  }
  for (const profile of world.profiles) {
    const owner = accountOf(world, profile.owner)
    const hidden = profile.deleted || profile.adminHidden || !live(owner)
    const manager = (reader: number | null) => reader === profile.owner || isAdmin(reader)
    if (profile.minor) {
      // Finding 10: first name and province only, for everyone but the manager and a client
      // with a confirmed booking.
      const booked = (reader: number | null) =>
        manager(reader) || (reader !== null && bookedClientsOf(profile.id).includes(reader))
      secrets.push({ text: profile.nameToken, what: `surname of minor ${profile.id}`, may: booked })
      secrets.push({
        text: profile.birthDate,
        what: `birth date of minor ${profile.id}`,
        may: booked,
      })
      secrets.push({ text: 'Suwon-si', what: `city of minor ${profile.id}`, may: booked })
    } else if (hidden) {
      secrets.push({
        text: profile.nameToken,
        what: `name of hidden or deleted profile ${profile.id}`,
        may: (reader) =>
          manager(reader) || (reader !== null && relatedClientsOf(profile.id).includes(reader)),
      })
    }
  }
  for (const casting of world.castings) {
    const client = accountOf(world, casting.client)
    if (!casting.held && !casting.adminHidden && client?.deleted) {
      // Finding 2: a departed client's castings close (their page may stay, as closed ones do).
      secrets.push({
        text: casting.titleToken,
        what: `title of casting ${casting.id} of a deleted client`,
        may: (reader) => isAdmin(reader),
        onlyOn: BOARD,
      })
      continue
    }
    if (!casting.held && !casting.adminHidden && live(client)) continue
    const applicants = world.applications
      .filter((row) => row.casting === casting.id)
      .map((row) => row.applicant)
    secrets.push({
      text: casting.titleToken,
      what: `title of hidden or held casting ${casting.id}`,
      may: (reader) =>
        reader === casting.client ||
        isAdmin(reader) ||
        (!casting.held && reader !== null && applicants.includes(reader)),
    })
  }
  for (const application of world.applications) {
    const client = castingOf(application.casting).client
    const opened = (reader: number | null) =>
      reader === application.applicant ||
      isAdmin(reader) ||
      (application.booked && reader === client)
    if (application.noteToken) {
      // Finding 9: the note crosses to the client before a booking like a message does.
      secrets.push({
        text: application.noteToken,
        what: `contact in the note of application ${application.id}`,
        may: opened,
      })
    }
    for (const message of world.messages.filter((row) => row.application === application.id)) {
      if (!message.contactToken) continue
      const other = message.side === 'client' ? application.applicant : client
      secrets.push({
        text: message.contactToken,
        what: `contact in message ${message.id}`,
        may: (reader) =>
          reader === message.sender ||
          isAdmin(reader) ||
          (application.booked && !message.hidden && reader === other),
      })
    }
  }
  for (const review of world.reviews) {
    if (review.released && !review.hidden) continue
    secrets.push({
      text: review.textToken,
      what: `${review.hidden ? 'hidden' : 'unreleased'} review ${review.id}`,
      may: (reader) =>
        reader === review.author ||
        isAdmin(reader) ||
        (review.released && reader === review.subject),
    })
  }
  for (const proposal of world.proposals) {
    // Finding 5: only a signed-in, approved client's proposal reaches the model.
    secrets.push({
      text: proposal.titleToken,
      what: `proposal ${proposal.id} from ${proposal.sender === null ? 'a guest' : 'a client'}`,
      may: (reader) =>
        isAdmin(reader) ||
        (reader !== null && reader === proposal.sender) ||
        (proposal.fromApprovedClient && reader === proposal.recipient),
    })
  }
  return secrets
}

/** The pages `reader` (null: a guest) can open, public ones first. */
function pagesOf(world: World, reader: Account | null): string[] {
  const pages = [
    `${API_PATHS.CASTINGS}?pageSize=50`,
    `${API_PATHS.MODELS}?pageSize=50`,
    `${API_PATHS.MODELS}?cityId=${INFO.SUWON}`,
    ...world.castings.map((row) => API_PATHS.CASTING(row.id)),
    ...world.profiles.flatMap((row) => [
      API_PATHS.MODEL(row.id),
      ...(row.minor ? [`${API_PATHS.MODELS}?q=${row.nameToken}`] : []),
    ]),
    // Reviews are public once released: the pages that can show one.
    ...[...new Set(world.reviews.map((row) => row.subject))].flatMap((subject) => [
      TRUST_API_PATHS.PARTNER_REVIEWS(subject),
      ...world.profiles
        .filter((row) => row.owner === subject)
        .map((row) => TRUST_API_PATHS.MODEL_REVIEWS(row.id)),
    ]),
  ]
  if (!reader) return pages
  return [
    ...pages,
    API_PATHS.MY_CASTINGS,
    API_PATHS.NOTIFICATIONS,
    TRUST_API_PATHS.MY_REVIEWS,
    ...world.castings.map((row) => API_PATHS.CASTING_APPLICATIONS(row.id)),
    ...world.applications.flatMap((row) => [
      API_PATHS.APPLICATION(row.id),
      API_PATHS.APPLICATION_MESSAGES(row.id),
    ]),
    ...world.proposals.map((row) => API_PATHS.PROPOSAL(row.id)),
  ]
}

async function checkReads(world: World, reader: Account | null) {
  const secrets = secretsOf(world).filter((secret) => !secret.may(reader?.id ?? null))
  const leaks: string[] = []
  if (reader && ENABLED.has('counts')) await checkUnreadTotal(world, reader)
  for (const url of pagesOf(world, reader)) {
    const answer = await call(world, reader, 'GET', url)
    // Opening a thread reads it: the reader's side has nothing unread there any more.
    const thread = /^\/applications\/(\d+)\/messages$/.exec(url)
    if (thread && answer.status === 200 && reader) {
      const application = world.applications.find((row) => row.id === Number(thread[1]))!
      const client = world.castings.find((row) => row.id === application.casting)!.client
      if (reader.id === client) application.unread.client = 0
      if (reader.id === application.applicant) application.unread.model = 0
    }
    if (answer.status >= 300) continue
    // Finding 10: a minor is not found by the exact city or the surname, which would tell them.
    if (url.includes(`cityId=${INFO.SUWON}`) || url.includes('?q=')) {
      for (const profile of world.profiles.filter((row) => row.minor)) {
        const found = (answer.json().data.items as Array<{ id: number }>).some(
          (item) => item.id === profile.id,
        )
        const hidden = secrets.some((secret) => secret.text === profile.nameToken)
        if (found && hidden) leaks.push(`${url} finds minor ${profile.id} by city or surname`)
      }
    }
    for (const secret of secrets) {
      if (secret.onlyOn && !secret.onlyOn.test(url)) continue
      if (answer.body.includes(secret.text)) leaks.push(`${url} shows the ${secret.what}`)
    }
  }
  const who = reader ? `${reader.kind} account ${reader.id}` : 'a guest'
  expect(leaks, `what ${who} may not read`).toEqual([])
}

/**
 * Every invariant after a step; the reads of one person, the guest or a member as the step's
 * `observer` picks (every one of them at the end of the run: checkEveryReader).
 */
export async function checkWorld(world: World, observer: number) {
  if (ENABLED.has('counts')) await checkCounts(world)
  if (ENABLED.has('references')) await checkReferences(world)
  if (ENABLED.has('privacy')) {
    const readers = [null, ...world.accounts.filter((row) => row.kind !== 'admin' && live(row))]
    await checkReads(world, readers[observer % readers.length] ?? null)
  }
}

/** At the end of a run: the guest's and every member's reads. */
export async function checkEveryReader(world: World) {
  if (!ENABLED.has('privacy')) return
  for (const reader of [
    null,
    ...world.accounts.filter((row) => row.kind !== 'admin' && live(row)),
  ]) {
    await checkReads(world, reader)
  }
}
