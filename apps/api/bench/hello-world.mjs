// The yardstick for `pnpm bench`: the smallest Fastify server, no plugins, no logging.
// Usage: node bench/hello-world.mjs <port>
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
