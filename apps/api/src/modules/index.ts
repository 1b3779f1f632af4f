import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { castingsRoutes } from './castings/index.js'
import { certificationRoutes } from './certifications/index.js'
import { adminRoutes, adminConsoleRoutes } from './admin/index.js'
import { applicationsRoutes } from './applications/index.js'
import { googleRoutes } from './google/index.js'
import { healthRoutes } from './health/index.js'
import { infosRoutes } from './infos/index.js'
import { mailFormsRoutes } from './mail-forms/index.js'
import { photoRoutes } from './photos/index.js'
import { videoRoutes } from './videos/index.js'
import { proposalsRoutes } from './proposals/index.js'
import { modelsAdminRoutes, modelsRoutes } from './models/index.js'
import { notificationsRoutes } from './notifications/index.js'
import { threadsRoutes } from './threads/index.js'
import { rankingsRoutes } from './rankings/index.js'
import { usersRoutes } from './users/index.js'
import { reviewsRoutes } from './reviews/index.js'
import { partnersRoutes } from './partners/index.js'
import { liveRoutes } from './live/index.js'
import { verifyRoutes } from './verify/index.js'
import { savedSearchesRoutes } from './saved-searches/index.js'
import { pushRoutes } from './push/index.js'
import { compCardsRoutes } from './comp-cards/index.js'
import { packagesRoutes } from './packages/index.js'
import { optionsRoutes } from './options/index.js'
import { bookingsRoutes, payCasesRoutes } from './bookings/index.js'

export interface AppModule {
  /** Shown in logs; also the plugin name. */
  name: string
  /** Path prefix for every route of the module, e.g. '/users'. */
  prefix?: string
  routes: FastifyPluginAsyncZod
}

/** Every feature module of the API. Adding one is one line here. */
export const appModules: readonly AppModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'certifications', routes: certificationRoutes },
  { name: 'google', routes: googleRoutes },
  { name: 'users', routes: usersRoutes },
  { name: 'admin', routes: adminRoutes },
  { name: 'infos', routes: infosRoutes },
  { name: 'mail-forms', routes: mailFormsRoutes },
  { name: 'photos', routes: photoRoutes },
  { name: 'videos', routes: videoRoutes },
  { name: 'models', routes: modelsRoutes },
  { name: 'models-admin', routes: modelsAdminRoutes },
  { name: 'reviews', routes: reviewsRoutes },
  { name: 'partners', routes: partnersRoutes },
  { name: 'admin-console', routes: adminConsoleRoutes },
  { name: 'castings', routes: castingsRoutes },
  { name: 'threads', routes: threadsRoutes },
  { name: 'notifications', routes: notificationsRoutes },
  { name: 'applications', routes: applicationsRoutes },
  { name: 'proposals', routes: proposalsRoutes },
  { name: 'rankings', routes: rankingsRoutes },
  { name: 'live', routes: liveRoutes },
  { name: 'verify', routes: verifyRoutes },
  { name: 'saved-searches', routes: savedSearchesRoutes },
  { name: 'push', routes: pushRoutes },
  { name: 'comp-cards', routes: compCardsRoutes },
  { name: 'packages', routes: packagesRoutes },
  { name: 'bookings', routes: bookingsRoutes },
  { name: 'options', routes: optionsRoutes },
  { name: 'pay-cases', routes: payCasesRoutes },
]
