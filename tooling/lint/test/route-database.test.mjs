// The route-database rule run through ESLint's API: a route file that queries the database
// itself is refused; handing the client to a service is not, and the time rule still holds.
import { describe, expect, it } from 'vitest'
import { ROUTE_DATABASE_MESSAGE } from '../src/route-database.js'
import { TIME_MESSAGE } from '../src/time-constants.js'
import { lintMessages } from './lint-text.mjs'

/** The messages of the two syntax rules for `code` saved at `file` (relative to the repo). */
async function messages(file, code) {
  return (await lintMessages(file, code)).filter(
    (text) => text === ROUTE_DATABASE_MESSAGE || text === TIME_MESSAGE,
  )
}

const route = (body) => `export const routes = async (app: any) => {\n  ${body}\n}\n`
const ROUTE_FILE = 'apps/api/src/modules/castings/fixture.routes.ts'

describe('routes do no database work of their own (issue #27)', () => {
  it.each([
    ['a Prisma model', 'await app.prisma.user.findMany()'],
    ['a Prisma transaction', 'await app.prisma.$transaction([])'],
    ['the pg pool', "await app.sqlPool.query('SELECT 1')"],
  ])('refuses %s in a route file', async (_what, body) => {
    expect(await messages(ROUTE_FILE, route(body))).toEqual([ROUTE_DATABASE_MESSAGE])
  })

  it('allows handing the client to a service', async () => {
    const code = route('return createService({ prisma: app.prisma, pool: app.sqlPool })')
    expect(await messages(ROUTE_FILE, code)).toEqual([])
  })

  it('allows a query in a service file', async () => {
    const file = 'apps/api/src/modules/castings/fixture.service.ts'
    expect(await messages(file, route('await app.prisma.user.findMany()'))).toEqual([])
  })

  it('keeps the time rule in route files', async () => {
    expect(await messages(ROUTE_FILE, 'export const week = 7 * 24 * 60 * 60 * 1000\n')).toContain(
      TIME_MESSAGE,
    )
  })
})
