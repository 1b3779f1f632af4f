// The yardsticks for `pnpm bench`: the smallest Fastify server, no plugins, no logging.
// GET / answers {"hello":"world"}. With a capture file (JSON: { headers, body } with the
// body in base64), GET /same-bytes answers exactly those headers and bytes: what a bare
// Fastify route costs for an answer as large as the API's.
// Usage: node bench/hello-world.mjs <port> [capture.json]
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
const captureFile = process.argv[3]
if (captureFile) {
  const capture = JSON.parse(readFileSync(captureFile, 'utf8'))
  const body = Buffer.from(capture.body, 'base64')
  app.get('/same-bytes', (_request, reply) => {
    reply.headers(capture.headers).send(body)
  })
}
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
