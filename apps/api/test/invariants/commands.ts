// The steps of an invariant run (fast-check commands): each one is a person doing one thing
// through the real routes, often someone who may not. A step the API refuses is a valid step;
// a step that must be refused (a guest writing, a stranger booking, a booking on a hidden
// casting) is asserted to be refused, and the run's state follows only what was accepted.
// After every step, checks.ts looks at the whole world again.
import fc from 'fast-check'
import { ADMIN_CONSOLE_API_PATHS, API_PATHS, TRUST_API_PATHS } from '@cnm/contracts'
import { expect } from 'vitest'
import { castingInput, INFO } from '../../src/modules/castings/testing/casting-fixtures.js'
import { PASSWORD } from '../../src/modules/users/testing/accounts.js'
import { checkWorld } from './checks.js'
import { addProfile, signUpAccount } from './people.js'
import {
  accountOf,
  admin,
  call,
  live,
  type Account,
  type Application,
  type Casting,
  type ReportKind,
  type World,
} from './world.js'

/** One command: a label for the counterexample, what it does, and whose reads are checked after. */
class Step implements fc.AsyncCommand<World, World> {
  constructor(
    private readonly label: string,
    private readonly act: (world: World) => Promise<void>,
    private readonly observer: number,
  ) {}
  check = () => true
  async run(_model: World, world: World) {
    world.log.push(`-- ${this.label}`)
    await this.act(world)
    await checkWorld(world, this.observer)
  }
  toString() {
    return this.label
  }
}

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length]

const liveOf = (world: World, kind: Account['kind']) =>
  world.accounts.filter((account) => account.kind === kind && live(account))

/** Someone other than `not` of this kind (a stranger to the thing), if there is one. */
const stranger = (world: World, kind: Account['kind'], not: number[], n: number) =>
  pick(
    liveOf(world, kind).filter((account) => !not.includes(account.id)),
    n,
  )

const castingVisible = (world: World, casting: Casting) =>
  !casting.held && !casting.adminHidden && !accountOf(world, casting.client)?.suspended

const expectRefused = (status: number, what: string) =>
  expect(status, `${what} must be refused`).toBeGreaterThanOrEqual(400)

/** INVARIANT_STEPS_OFF: steps (names in `weighted` below), `noteContact`, `minor` or
 * `guestProposal` left out. */
const STEPS_OFF = new Set((process.env.INVARIANT_STEPS_OFF ?? '').split(','))

const index = fc.nat({ max: 50 })
const observer = fc.nat({ max: 50 })

function signUp() {
  return fc.record({ kind: fc.constantFrom('model', 'minor', 'client'), observer }).map(
    ({ kind, observer }) =>
      new Step(
        `sign up a ${kind}`,
        async (world) => {
          if (world.accounts.length >= 9) return
          const account = await signUpAccount(world, kind === 'client' ? 'client' : 'model')
          const minor = kind === 'minor' && !STEPS_OFF.has('minor')
          if (kind !== 'client') await addProfile(world, account, minor)
        },
        observer,
      ),
  )
}

function postCasting() {
  return fc
    .record({
      who: fc.constantFrom('client', 'client', 'model', 'guest'),
      n: index,
      money: fc.boolean(),
      observer,
    })
    .map(
      ({ who, n, money, observer }) =>
        new Step(
          `${who} posts a casting${money ? ' asking for money' : ''}`,
          async (world) => {
            if (world.castings.length >= 4) return
            const poster =
              who === 'guest' ? null : pick(liveOf(world, who === 'model' ? 'model' : 'client'), n)
            if (who !== 'guest' && !poster) return
            const titleToken = world.nextToken()
            const input = castingInput(world.app.clock.now(), {
              title: `Lookbook ${titleToken}`,
              modelDetailedCategoryId: null,
              modelNumber: 2,
              publish: true,
              ...(money
                ? { otherContent: 'Registration fee of 50,000 won is required before the shoot.' }
                : {}),
            })
            const answer = await call(world, poster ?? null, 'POST', API_PATHS.CASTINGS, input)
            if (who !== 'client') return expectRefused(answer.status, `a ${who}'s casting`)
            expect(answer.status, answer.body).toBe(201)
            const casting = answer.json().data.casting as { id: number; status: string }
            world.castings.push({
              id: casting.id,
              client: poster!.id,
              titleToken,
              held: casting.status !== 'live',
              adminHidden: false,
              completed: false,
            })
          },
          observer,
        ),
    )
}

function apply() {
  return fc
    .record({
      who: fc.constantFrom('owner', 'owner', 'owner', 'client', 'guest', 'otherModel'),
      casting: index,
      profile: index,
      contact: fc.boolean(),
      observer,
    })
    .map(
      ({ who, casting: c, profile: p, contact, observer }) =>
        new Step(
          `${who} applies with profile ${p} to casting ${c}${contact ? ' (contact in the note)' : ''}`,
          async (world) => {
            const casting = pick(world.castings, c)
            const profile = pick(
              world.profiles.filter((row) => !row.deleted),
              p,
            )
            if (!casting || !profile) return
            const owner = accountOf(world, profile.owner)
            const caller =
              who === 'owner'
                ? owner
                : who === 'client'
                  ? pick(liveOf(world, 'client'), c)
                  : who === 'otherModel'
                    ? stranger(world, 'model', [profile.owner], p)
                    : null
            if (who !== 'guest' && !live(caller ?? undefined)) return
            const token = contact && !STEPS_OFF.has('noteContact') ? world.nextToken() : null
            const visibleBefore = castingVisible(world, casting)
            const answer = await call(
              world,
              caller ?? null,
              'POST',
              API_PATHS.CASTING_APPLICATIONS(casting.id),
              { modelId: profile.id, note: token ? `Reach me at ${token}@example.com` : 'Hello' },
            )
            if (who !== 'owner') return expectRefused(answer.status, `an application by a ${who}`)
            // Finding 8: hidden, held castings accept no new applications.
            if (!visibleBefore) expectRefused(answer.status, 'an application to a hidden casting')
            if (answer.status !== 201) return
            world.applications.push({
              id: answer.json().data.application.id,
              casting: casting.id,
              profile: profile.id,
              applicant: profile.owner,
              noteToken: token,
              booked: false,
              unread: { client: 0, model: 0 },
            })
          },
          observer,
        ),
    )
}

function propose() {
  return fc
    .record({ who: fc.constantFrom('client', 'guest'), profile: index, n: index, observer })
    .map(
      ({ who, profile: p, n, observer }) =>
        new Step(
          `${who} sends a proposal to profile ${p}`,
          async (world) => {
            const profile = pick(
              world.profiles.filter((row) => !row.deleted),
              p,
            )
            const sender =
              who === 'client' || STEPS_OFF.has('guestProposal')
                ? pick(liveOf(world, 'client'), n)
                : null
            if (!profile || (who === 'client' && !sender)) return
            const titleToken = world.nextToken()
            const answer = await call(
              world,
              sender ?? null,
              'POST',
              API_PATHS.CASTING_SUGGESTIONS,
              {
                title: `Proposal ${titleToken}`,
                companyName: 'Hanbit Apparel',
                productCategories: 'Womenswear',
                budgetType: 'per day',
                modelCategory: 'Fashion',
                modelDetailedCategory: 'Editorial',
                gender: 'Female',
                filmingDate: 'Next month',
                locationOfFilming: 'Seoul',
                postingMedia: 'Instagram',
                otherContent: 'Two outfits.',
                contactInformation: 'Through the platform',
                email: 'casting@hanbit.example.com',
                contractPeriod: 3,
                budget: 500_000,
                age: 25,
                modelNumber: 1,
                targetModelProfileId: profile.id,
              },
            )
            if (answer.status !== 201) return
            const row = await world.app.prisma.castingProposal.findFirst({
              where: { title: `Proposal ${titleToken}` },
              select: { id: true },
            })
            world.proposals.push({
              id: row!.id,
              sender: sender?.id ?? null,
              recipient: profile.owner,
              profile: profile.id,
              titleToken,
              fromApprovedClient: Boolean(sender),
            })
          },
          observer,
        ),
    )
}

/** The two sides of an application, as accounts. */
function sidesOf(world: World, application: Application) {
  const casting = world.castings.find((row) => row.id === application.casting)!
  return {
    casting,
    client: accountOf(world, casting.client),
    model: accountOf(world, application.applicant),
  }
}

function message() {
  return fc
    .record({
      who: fc.constantFrom('client', 'model', 'client', 'model', 'otherClient', 'otherModel'),
      application: index,
      contact: fc.boolean(),
      observer,
    })
    .map(
      ({ who, application: a, contact, observer }) =>
        new Step(
          `${who} writes in the thread of application ${a}${contact ? ' with a contact detail' : ''}`,
          async (world) => {
            const application = pick(world.applications, a)
            if (!application) return
            const sides = sidesOf(world, application)
            const caller =
              who === 'client'
                ? sides.client
                : who === 'model'
                  ? sides.model
                  : stranger(
                      world,
                      who === 'otherClient' ? 'client' : 'model',
                      [sides.casting.client, application.applicant],
                      a,
                    )
            if (!live(caller)) return
            const token = contact ? world.nextToken() : null
            const answer = await call(
              world,
              caller,
              'POST',
              API_PATHS.APPLICATION_MESSAGES(application.id),
              { body: token ? `Write to ${token}@example.com please` : 'See you at the studio' },
            )
            if (who !== 'client' && who !== 'model') {
              return expectRefused(answer.status, `a message by a ${who}`)
            }
            if (answer.status !== 201) return
            const side = who
            world.messages.push({
              id: answer.json().data.message.id,
              application: application.id,
              sender: caller.id,
              side,
              contactToken: token,
              hidden: false,
            })
            if (side === 'client') application.unread.model += 1
            else application.unread.client += 1
          },
          observer,
        ),
    )
}

function book() {
  return fc
    .record({
      who: fc.constantFrom('client', 'client', 'otherClient', 'model'),
      application: index,
      observer,
    })
    .map(
      ({ who, application: a, observer }) =>
        new Step(
          `${who} books application ${a}`,
          async (world) => {
            const application = pick(world.applications, a)
            if (!application) return
            const sides = sidesOf(world, application)
            const caller =
              who === 'client'
                ? sides.client
                : who === 'model'
                  ? sides.model
                  : stranger(world, 'client', [sides.casting.client], a)
            if (!live(caller)) return
            const visibleBefore = castingVisible(world, sides.casting)
            const answer = await call(
              world,
              caller,
              'PATCH',
              API_PATHS.APPLICATION(application.id),
              {
                status: 'booked',
              },
            )
            if (who !== 'client') return expectRefused(answer.status, `a booking by a ${who}`)
            // Finding 8: a hidden or held casting takes no new booking (which opens contacts).
            if (!visibleBefore && !application.booked) {
              expectRefused(answer.status, 'a booking on a hidden casting')
            }
            if (answer.status === 200) application.booked = true
          },
          observer,
        ),
    )
}

function review() {
  return fc
    .record({
      who: fc.constantFrom('client', 'model', 'otherClient'),
      application: index,
      rating: fc.integer({ min: 1, max: 5 }),
      observer,
    })
    .map(
      ({ who, application: a, rating, observer }) =>
        new Step(
          `${who} reviews application ${a} (${rating} stars)`,
          async (world) => {
            const application = pick(
              world.applications.filter((row) => row.booked),
              a,
            )
            if (!application) return
            const sides = sidesOf(world, application)
            const caller =
              who === 'client'
                ? sides.client
                : who === 'model'
                  ? sides.model
                  : stranger(world, 'client', [sides.casting.client], a)
            if (!live(caller)) return
            if (!sides.casting.completed && live(sides.client)) {
              const done = await call(
                world,
                sides.client,
                'POST',
                TRUST_API_PATHS.CASTING_COMPLETE(sides.casting.id),
              )
              if (done.status === 200) sides.casting.completed = true
            }
            const textToken = world.nextToken()
            const answer = await call(
              world,
              caller,
              'POST',
              TRUST_API_PATHS.APPLICATION_REVIEWS(application.id),
              { rating, text: `Worked well together ${textToken}` },
            )
            if (who === 'otherClient') return expectRefused(answer.status, 'a stranger’s review')
            if (answer.status !== 201) return
            const subject = who === 'client' ? application.applicant : sides.casting.client
            world.reviews.push({
              id: answer.json().data.review.id,
              application: application.id,
              author: caller.id,
              subject,
              textToken,
              released: false,
              hidden: false,
            })
            // Double-blind: both released once both sides have written.
            const both = world.reviews.filter((row) => row.application === application.id)
            if (both.length === 2) for (const row of both) row.released = true
          },
          observer,
        ),
    )
}

const REPORT_KINDS: ReportKind[] = ['casting', 'profile', 'message', 'review']

function report() {
  return fc
    .record({
      kind: fc.constantFrom(...REPORT_KINDS),
      target: index,
      reporter: index,
      observer,
    })
    .map(
      ({ kind, target, reporter: r, observer }) =>
        new Step(
          `someone reports ${kind} ${target}`,
          async (world) => {
            const reporter = pick(
              world.accounts.filter((row) => row.kind !== 'admin' && live(row)),
              r,
            )
            if (!reporter) return
            const body = { reasonId: INFO.REASON_SPAM, details: 'Looks fake' }
            const targets = {
              casting: () => pick(world.castings, target)?.id,
              profile: () =>
                pick(
                  world.profiles.filter((row) => !row.deleted),
                  target,
                )?.id,
              message: () => pick(world.messages, target)?.id,
              review: () => pick(world.reviews, target)?.id,
            }
            const id = targets[kind]()
            if (id === undefined) return
            const path = {
              casting: API_PATHS.CASTING_REPORTS,
              profile: API_PATHS.MODEL_REPORTS,
              message: API_PATHS.MESSAGE_REPORTS,
              review: TRUST_API_PATHS.REVIEW_REPORTS,
            }[kind](id)
            const answer = await call(world, reporter, 'POST', path, body)
            if (answer.status !== 201) return
            const prisma = world.app.prisma
            const row =
              kind === 'profile'
                ? await prisma.modelReport.findFirst({
                    where: { reporterId: reporter.id, profileId: id },
                    orderBy: { id: 'desc' },
                  })
                : await prisma.report.findFirst({
                    where: { reporterId: reporter.id, target: kind, [`${kind}Id`]: id },
                    orderBy: { id: 'desc' },
                  })
            if (row && !world.reports.some((known) => known.kind === kind && known.id === row.id)) {
              world.reports.push({ kind, id: row.id, targetId: id })
            }
          },
          observer,
        ),
    )
}

function hide() {
  return fc.record({ report: index, byAdmin: fc.boolean(), n: index, observer }).map(
    ({ report: r, byAdmin, n, observer }) =>
      new Step(
        `${byAdmin ? 'admin' : 'a client'} hides the content of report ${r}`,
        async (world) => {
          const found = pick(world.reports, r)
          if (!found) return
          const caller = byAdmin ? admin(world) : pick(liveOf(world, 'client'), n)
          if (!caller) return
          const answer = await call(
            world,
            caller,
            'POST',
            ADMIN_CONSOLE_API_PATHS.REPORT_HIDE(found.kind, found.id),
            { reason: 'Against the rules' },
          )
          if (!byAdmin) return expectRefused(answer.status, 'a hide by a non-administrator')
          if (answer.status !== 200) return
          const of = <T extends { id: number }>(list: T[]) =>
            list.find((row) => row.id === found.targetId)
          const target = {
            casting: () => of(world.castings),
            profile: () => of(world.profiles),
            message: () => of(world.messages),
            review: () => of(world.reviews),
          }[found.kind]()
          if (!target) return
          if ('adminHidden' in target) target.adminHidden = true
          else target.hidden = true
        },
        observer,
      ),
  )
}

function hideCasting() {
  return fc.record({ casting: index, observer }).map(
    ({ casting: c, observer }) =>
      new Step(
        `admin hides casting ${c}`,
        async (world) => {
          const casting = pick(world.castings, c)
          if (!casting) return
          const answer = await call(
            world,
            admin(world),
            'POST',
            API_PATHS.ADMIN_CASTING_HIDE(casting.id),
            { reason: 'Against the rules' },
          )
          if (answer.status === 200) casting.adminHidden = true
        },
        observer,
      ),
  )
}

function suspension() {
  return fc
    .record({ reinstate: fc.boolean(), account: index, byAdmin: fc.boolean(), observer })
    .map(
      ({ reinstate, account: n, byAdmin, observer }) =>
        new Step(
          `${byAdmin ? 'admin' : 'a client'} ${reinstate ? 'reinstates' : 'suspends'} account ${n}`,
          async (world) => {
            const target = pick(
              world.accounts.filter((row) => row.kind !== 'admin' && !row.deleted),
              n,
            )
            const caller = byAdmin ? admin(world) : pick(liveOf(world, 'client'), n)
            if (!target || !caller) return
            const path = reinstate
              ? ADMIN_CONSOLE_API_PATHS.USER_REINSTATE(target.id)
              : ADMIN_CONSOLE_API_PATHS.USER_SUSPEND(target.id)
            const answer = await call(world, caller, 'POST', path, { reason: 'Reports checked' })
            if (!byAdmin) return expectRefused(answer.status, 'a suspension by a non-administrator')
            if (answer.status !== 200) return
            target.suspended = !reinstate
            // Suspension ends every session; the next request logs in again.
            target.headers = undefined
          },
          observer,
        ),
    )
}

function deletion() {
  return fc
    .record({
      what: fc.constantFrom('own account', 'account by admin', 'profile'),
      n: index,
      observer,
    })
    .map(
      ({ what, n, observer }) =>
        new Step(
          `delete ${what} ${n}`,
          async (world) => {
            if (what === 'profile') {
              const profile = pick(
                world.profiles.filter((row) => !row.deleted),
                n,
              )
              const owner = profile && accountOf(world, profile.owner)
              if (!profile || !live(owner)) return
              const answer = await call(world, owner, 'DELETE', API_PATHS.MODEL(profile.id))
              if (answer.status === 200 || answer.status === 204) profile.deleted = true
              return
            }
            const target = pick(
              world.accounts.filter((row) => row.kind !== 'admin' && !row.deleted),
              n,
            )
            if (!target) return
            const self = what === 'own account'
            if (self && !live(target)) return
            const answer = await call(
              world,
              self ? target : admin(world),
              'DELETE',
              API_PATHS.USER(target.id),
              self ? { currentPassword: PASSWORD } : {},
            )
            if (answer.status !== 200) return
            target.deleted = true
            for (const profile of world.profiles) {
              if (profile.owner === target.id) profile.deleted = true
            }
          },
          observer,
        ),
    )
}

/**
 * Every step, weighted towards the ones that build what the others act on.
 * INVARIANT_STEPS_OFF=deletion,suspension (names below) leaves some out, to see whether what
 * fails needs them; a normal run has them all.
 */
const weighted = {
  signUp: [signUp()],
  post: [postCasting(), postCasting()],
  apply: [apply(), apply(), apply()],
  propose: [propose()],
  message: [message(), message()],
  book: [book(), book()],
  review: [review(), review()],
  report: [report(), report()],
  hide: [hide(), hideCasting()],
  suspension: [suspension()],
  deletion: [deletion()],
}
export const allCommands = Object.entries(weighted)
  .filter(([name]) => !STEPS_OFF.has(name))
  .flatMap(([, commands]) => commands)
