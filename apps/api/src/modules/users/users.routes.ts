import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords.js'
import { accountRoutes } from './account.routes.js'
import { authRoutes } from './auth.routes.js'
import { businessNumberRoutes } from './business-number.routes.js'
import { createGeoIpLocator, type GeoLocator } from './geoip.js'
import { languageRoutes } from './language.routes.js'
import { mySessionsRoutes } from './my-sessions.routes.js'
import { createLoginThrottle, type LoginThrottle } from './login-throttle.js'
import { passwordRoutes } from './password.routes.js'

/** What the users' route files share: one hasher (one dummy hash), one throttle, one GeoIP. */
export interface UsersRouteOptions {
  hasher: PasswordHasher
  throttle: LoginThrottle
  locate: GeoLocator
}

/** Accounts and sessions (spec §7 /users calls, plus log-out and refresh). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const options: UsersRouteOptions = {
    hasher: createPasswordHasher({ cost: app.config.bcryptCost }),
    throttle: createLoginThrottle({ prisma: app.prisma, unknownEmails: app.counterStore }),
    locate: createGeoIpLocator({
      onLoaded: (stats) => app.log.info(stats, 'GeoIP data set loaded'),
      onLoadFailed: (error) => app.log.error({ err: error }, 'GeoIP data set could not be loaded'),
    }),
  }
  await app.register(authRoutes, options)
  await app.register(passwordRoutes, options)
  await app.register(accountRoutes, options)
  await app.register(languageRoutes)
  await app.register(businessNumberRoutes)
  await app.register(mySessionsRoutes, options)
}
