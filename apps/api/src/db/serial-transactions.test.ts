// A transaction's statements share one pg connection; none may be sent while another is
// still running there (pg's DeprecationWarning, an error from pg 9). See serial-transactions.ts.
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db.js'
import { createSession, createUser } from '../../test/helpers/factories.js'
import { PrismaClient } from '../generated/prisma/client.js'

/** One read with three relations, which Prisma loads side by side. */
const withRelations = (db: Pick<PrismaClient, 'user'>, userId: number) =>
  db.user.findMany({
    where: { id: userId },
    include: { sessions: true, keywords: true, auditAsActor: true },
  })

type Users = Awaited<ReturnType<typeof withRelations>>
type Read = (prisma: PrismaClient, userId: number) => Promise<Users>

const SHAPES: Array<{ shape: string; read: Read }> = [
  {
    shape: 'interactive transaction',
    read: (prisma, userId) => prisma.$transaction(async (tx) => withRelations(tx, userId)),
  },
  {
    shape: 'batch transaction',
    read: (prisma, userId) =>
      prisma
        .$transaction([withRelations(prisma, userId), prisma.user.count()])
        .then(([users]) => users),
  },
]

/** The most statements ever running at once on one pg connection while `run` ran. */
async function mostAtOnceOnOneConnection(run: () => Promise<unknown>): Promise<number> {
  const original = pg.Client.prototype.query
  const running = new WeakMap<object, number>()
  let most = 0
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const now = (running.get(this) ?? 0) + 1
    running.set(this, now)
    most = Math.max(most, now)
    const result = (original as (...a: unknown[]) => unknown).apply(this, args)
    const done = () => running.set(this, (running.get(this) ?? 1) - 1)
    if (result instanceof Promise) result.then(done, done)
    else done()
    return result as never
  })
  try {
    await run()
  } finally {
    vi.mocked(pg.Client.prototype.query).mockRestore()
  }
  return most
}

describe('statements inside a transaction', () => {
  let db: TestDatabase
  let userId: number
  const warnings: Error[] = []
  const onWarning = (warning: Error) => warnings.push(warning)

  beforeAll(async () => {
    db = await createTestDatabase()
    const user = await createUser(db.prisma)
    await createSession(db.prisma, { userId: user.id })
    userId = user.id
    process.on('warning', onWarning)
  })
  afterAll(async () => {
    process.off('warning', onWarning)
    await db?.drop()
  })

  it.each(SHAPES)('go one at a time in a $shape, without a warning', async ({ read }) => {
    let users: Users = []
    const most = await mostAtOnceOnOneConnection(async () => {
      users = await read(db.prisma, userId)
    })
    expect(most).toBe(1)
    expect(users.map((user) => user.sessions.length)).toEqual([1])
    // Node reports a deprecation once per process: checked before the control below runs.
    await new Promise((resolve) => setImmediate(resolve))
    expect(warnings.map((warning) => warning.message)).toEqual([])
  })

  // The control: adapter-pg alone still overlaps them (prisma/orm#29646). When this fails,
  // adapter-pg serialises by itself and SerialTransactionsPg can go.
  it('overlapped with the plain adapter-pg (so the measure above can fail)', async () => {
    const plain = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url, max: 2 }) })
    // Silenced here only: this overlap is the point, and --throw-deprecation would throw.
    process.noDeprecation = true
    try {
      const most = await mostAtOnceOnOneConnection(() => SHAPES[0]!.read(plain, userId))
      expect(most).toBeGreaterThan(1)
    } finally {
      process.noDeprecation = false
      await plain.$disconnect()
    }
  })
})
