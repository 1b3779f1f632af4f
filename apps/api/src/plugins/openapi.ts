import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

export const DOCS_PREFIX = '/docs'

/**
 * OpenAPI document built from the routes' zod schemas, browsable at /docs.
 * Registered only outside production (see app.ts): the document lists every
 * route and is for the people building the web app.
 */
export const openapiPlugin = fp<{ apiPublicUrl: string }>(
  async (app, { apiPublicUrl }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Casting N Model API',
          description: 'Answers are `{ data, message }`; errors are `{ message, code, fields? }`.',
          version: '0.0.0',
        },
        servers: [{ url: apiPublicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({
        skipList: [DOCS_PREFIX, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/static/*`],
      }),
      transformObject: jsonSchemaTransformObject,
    })
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Helmet's default policy blocks the page's inline scripts; this adds their hashes.
      staticCSP: true,
    })
  },
  { name: 'openapi', fastify: '5.x' },
)
