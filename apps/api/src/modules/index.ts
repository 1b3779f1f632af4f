import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthRoutes } from './health/health.routes.js'

export interface AppModule {
  /** Shown in logs; also the plugin name. */
  name: string
  /** Path prefix for every route of the module, e.g. '/users'. */
  prefix?: string
  routes: FastifyPluginAsyncZod
}

/** Every feature module of the API. Adding one is one line here. */
export const appModules: readonly AppModule[] = [{ name: 'health', routes: healthRoutes }]
