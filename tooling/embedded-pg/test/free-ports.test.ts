// freePorts(n): n ports that differ and that nothing listens on once they are handed out (a
// stack once got its API and its web on the same port from two freePort() calls in a row).
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePorts } from '../src/index.js'

const listenOn = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    )
  })

describe('freePorts', () => {
  it('hands out different ports, each free to listen on', async () => {
    const ports = await freePorts(20)
    expect(new Set(ports).size).toBe(20)
    const closers = await Promise.all(ports.map(listenOn))
    await Promise.all(closers.map((close) => close()))
  })
})
