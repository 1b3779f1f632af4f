// Issue #30: a graceful shutdown does not wait for keep-alive. Once the app is closing, every
// answer still being written says `Connection: close`, so the proxy (or browser) drops the
// connection after it instead of keeping it idle; Node closes only the connections idle at the
// moment of close, and one that turned idle later would hold the shutdown for the keep-alive
// timeout (72 s in Fastify) and end in a forced exit.
import fp from 'fastify-plugin'

export const closingPlugin = fp(
  async (app) => {
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close')
      return payload
    })
  },
  { name: 'closing', fastify: '5.x' },
)
