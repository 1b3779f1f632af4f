import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyChildLoggerFactory } from './lazy-logger.js'

interface LogLine {
  level: number
  msg: string
  reqId?: string
  route?: string
}

async function appWithLogs() {
  const lines: LogLine[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine)
      }
      done()
    },
  })
  const app = Fastify({ logger: { level: 'info', stream } })
  const quiet = { logLevel: 'warn' as const, childLoggerFactory: lazyChildLoggerFactory }
  app.get('/quiet', quiet, async () => ({ ok: true }))
  app.get('/quiet/fails', quiet, async () => {
    throw new Error('boom')
  })
  app.get('/quiet/logs', quiet, async (request) => {
    request.log.info('below the route level')
    request.log.warn({ route: 'logs' }, 'at the route level')
    request.log.child({ route: 'nested' }).error('from a child')
    return { ok: true }
  })
  app.get('/quiet/level', quiet, async (request) => {
    request.log.level = 'info'
    request.log.info('after lowering the level')
    return { level: request.log.level }
  })
  app.get('/loud', { childLoggerFactory: lazyChildLoggerFactory }, async () => ({ ok: true }))
  await app.ready()
  return { app, lines }
}

describe('lazy request logger', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
  })

  const setup = async () => {
    const built = await appWithLogs()
    close = () => built.app.close()
    return built
  }

  it('writes nothing for a request that logs nothing at its route level', async () => {
    const { app, lines } = await setup()
    const response = await app.inject({ url: '/quiet' })
    expect(response.statusCode).toBe(200)
    expect(lines).toEqual([])
  })

  it('logs a failure with the request id, like any request logger', async () => {
    const { app, lines } = await setup()
    const response = await app.inject({ url: '/quiet/fails' })
    expect(response.statusCode).toBe(500)
    const failure = lines.find((line) => line.level === 50)
    expect(failure?.msg).toBe('boom')
    expect(failure?.reqId).toMatch(/^req-/)
  })

  it('keeps the route level, the request id and nested children', async () => {
    const { app, lines } = await setup()
    await app.inject({ url: '/quiet/logs' })
    expect(lines.map((line) => line.msg)).toEqual(['at the route level', 'from a child'])
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1)
    expect(lines[0]?.reqId).toBeDefined()
    expect(lines.map((line) => line.route)).toEqual(['logs', 'nested'])
  })

  it('follows a level changed during the request', async () => {
    const { app, lines } = await setup()
    const response = await app.inject({ url: '/quiet/level' })
    expect(response.json()).toEqual({ level: 'info' })
    expect(lines.map((line) => line.msg)).toContain('after lowering the level')
  })

  it("inherits the app's level when the route sets none", async () => {
    const { app, lines } = await setup()
    await app.inject({ url: '/loud' })
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    expect(lines[0]?.reqId).toBe(lines[1]?.reqId)
  })
})
