import fp from 'fastify-plugin'
import type { PrismaClient } from '../generated/prisma/client.js'

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient
  }
}

/**
 * Exposes the injected client as `app.prisma`. Whoever created the client owns
 * its lifetime (server.ts disconnects it on shutdown; tests share one per file),
 * so closing the app does not disconnect it.
 */
export const prismaPlugin = fp<{ prisma: PrismaClient }>(
  async (app, { prisma }) => {
    app.decorate('prisma', prisma)
  },
  { name: 'prisma', fastify: '5.x' },
)
