import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { SERVER_MESSAGES } from '@cnm/contracts'
import type { AppConfig } from '../config/env.js'
import { HttpError } from '../lib/http-error.js'
import { corsPlugin } from './cors.js'
import { securityHeadersPlugin } from './security-headers.js'

/** Fastify's `bodyLimit`: no JSON payload of the spec comes close to it. */
export const BODY_LIMIT_BYTES = 64 * 1024

/**
 * Security headers, CORS and rate limiting. The rate limiter is not global: a route opts
 * in with `config: { rateLimit: { max, timeWindow } }`. Its counters are in Redis when
 * REDIS_URL is set (shared by every instance, ADR 0020), else in this process. Cookies are not parsed here: only
 * the Google sign-in routes use one, and they register @fastify/cookie for themselves.
 */
export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(securityHeadersPlugin)
    await app.register(corsPlugin, {
      origins: config.webOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAgeSeconds: 600,
    })
    await app.register(rateLimit, {
      global: false,
      // Registered even when disabled so routes can keep their rateLimit config.
      allowList: () => !config.rateLimitEnabled,
      // Keys `<REDIS_KEY_PREFIX>rate-limit:<method><route>-<client>`; null: in memory.
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
      errorResponseBuilder: () => new HttpError('RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED),
    })
  },
  { name: 'security', fastify: '5.x', dependencies: ['redis'] },
)
