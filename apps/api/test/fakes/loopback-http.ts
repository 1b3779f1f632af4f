import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LoopbackHttpServer {
  /** `http://127.0.0.1:<port>` once started, '' before. */
  readonly url: string
  start(): Promise<void>
  /** Closes open keep-alive connections too, so a test run never waits on them. */
  stop(): Promise<void>
}

/** An HTTP server on a free loopback port, for the stand-ins of outside services. */
export function createLoopbackHttpServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): LoopbackHttpServer {
  let server: Server | null = null
  let url = ''
  return {
    get url() {
      return url
    },
    async start() {
      if (server) return
      const next = createServer(handler)
      await new Promise<void>((resolve) => next.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(next.address() as AddressInfo).port}`
      server = next
    },
    async stop() {
      const current = server
      server = null
      if (!current) return
      current.closeAllConnections()
      await new Promise<void>((resolve) => current.close(() => resolve()))
    },
  }
}
