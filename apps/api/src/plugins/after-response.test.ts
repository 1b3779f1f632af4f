import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { afterResponsePlugin } from './after-response.js'

const later = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

async function appWithLog() {
  const lines: Array<{ level: number; msg: string }> = []
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  })
  await app.register(afterResponsePlugin)
  await app.ready()
  return { app, lines }
}

describe('app.afterResponse', () => {
  it('settles only when the tracked work, and work tracked meanwhile, has finished', async () => {
    const { app } = await appWithLog()
    const done: string[] = []
    app.afterResponse.track(
      'first',
      later(30, 'first').then((name) => {
        done.push(name)
        app.afterResponse.track(
          'second',
          later(30, 'second').then((next) => done.push(next)),
        )
      }),
    )

    await app.afterResponse.settled()

    expect(done).toEqual(['first', 'second'])
    await app.close()
  })

  it('logs a failure with what was being done, and settles anyway', async () => {
    const { app, lines } = await appWithLog()
    app.afterResponse.track('storing a thing', Promise.reject(new Error('disk full')))

    await expect(app.afterResponse.settled()).resolves.toBeUndefined()

    expect(lines).toEqual([
      expect.objectContaining({ msg: 'storing a thing failed after the answer' }),
    ])
    await app.close()
  })

  it('makes closing the app wait for tracked work', async () => {
    const { app } = await appWithLog()
    let finished = false
    app.afterResponse.track(
      'slow',
      later(50, null).then(() => (finished = true)),
    )

    await app.close()

    expect(finished).toBe(true)
  })
})
