// The app both route fuzzes call (ADR 0020): every module behind the route recorder, on a
// throw-away database, with rate limits off so that requests reach validation and the handlers
// behind them, and the Google stand-in for the sign-in routes.
import { afterAll, beforeAll } from 'vitest'
import type { App } from '../../src/app.js'
import { appModules } from '../../src/modules/index.js'
import { createFakeGoogle, type FakeGoogle } from '../fakes/google.js'
import { buildTestApp } from '../helpers/app.js'
import { createTestDatabase, type TestDatabase } from '../helpers/db.js'
import { routeRecorder, type RecordedRoute } from './request-arbitrary.js'

export interface FuzzApp {
  readonly app: App
  readonly db: TestDatabase
  /** Every route the modules registered, in order. */
  readonly recorded: readonly RecordedRoute[]
}

/** Builds the app before the suite (after `seed` fills the database) and tears it down after. */
export function useFuzzApp(seed: (db: TestDatabase) => Promise<void>): FuzzApp {
  const { module, recorded } = routeRecorder()
  let google: FakeGoogle | undefined
  let db: TestDatabase | undefined
  let app: App | undefined

  beforeAll(async () => {
    google = createFakeGoogle()
    await google.start()
    db = await createTestDatabase()
    await seed(db)
    app = await buildTestApp({
      db,
      modules: [module, ...appModules],
      env: { ...google.env, RATE_LIMIT_ENABLED: 'false', TRUST_PROXY: '1' },
    })
  })
  afterAll(async () => {
    await app?.close()
    await db?.drop()
    await google?.stop()
  })

  const built = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`the fuzz ${what} is built in beforeAll: use it in a test`)
    return value
  }
  return {
    recorded,
    get app() {
      return built(app, 'app')
    },
    get db() {
      return built(db, 'database')
    },
  }
}
