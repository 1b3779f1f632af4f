import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { castingsRoutes } from './castings/castings.routes.js'
import { certificationRoutes } from './certifications/certification.routes.js'
import { adminRoutes } from './admin/admin.routes.js'
import { applicationsRoutes } from './applications/applications.routes.js'
import { googleRoutes } from './google/google.routes.js'
import { healthRoutes } from './health/health.routes.js'
import { infosRoutes } from './infos/infos.routes.js'
import { mailFormsRoutes } from './mail-forms/mail-forms.routes.js'
import { photoRoutes } from './photos/photos.routes.js'
import { proposalsRoutes } from './proposals/proposals.routes.js'
import { modelsAdminRoutes } from './models/models-admin.routes.js'
import { modelsRoutes } from './models/models.routes.js'
import { notificationsRoutes } from './notifications/notifications.routes.js'
import { threadsRoutes } from './threads/threads.routes.js'
import { rankingsRoutes } from './rankings/rankings.routes.js'
import { usersRoutes } from './users/users.routes.js'
import { reviewsRoutes } from './reviews/reviews.routes.js'
import { partnersRoutes } from './partners/partners.routes.js'
import { adminConsoleRoutes } from './admin/admin-console.routes.js'
import { liveRoutes } from './live/live.routes.js'
import { verifyRoutes } from './verify/verify.routes.js'

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
]
