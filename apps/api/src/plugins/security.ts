import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { SERVER_MESSAGES } from '@cnm/contracts'
import type { AppConfig } from '../config/env.js'
import { HttpError } from '../lib/http-error.js'

/** Fastify's `bodyLimit`: no JSON payload of the spec comes close to it. */
export const BODY_LIMIT_BYTES = 64 * 1024

/**
 * Headers, CORS, signed cookies and rate limiting. The rate limiter is not global:
 * a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 */
export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
      // Country flag images (info items' url) are served here and shown by the web
      // app from its own origin; JSON reads are governed by CORS, not by this header.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    })
    await app.register(cors, {
      origin: [...config.webOrigins],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    })
    await app.register(cookie, { secret: config.cookieSecret })
    await app.register(rateLimit, {
      global: false,
      // Registered even when disabled so routes can keep their rateLimit config.
      allowList: () => !config.rateLimitEnabled,
      errorResponseBuilder: () => new HttpError('RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED),
    })
  },
  { name: 'security', fastify: '5.x' },
)
