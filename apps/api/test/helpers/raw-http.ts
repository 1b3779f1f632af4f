import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** An answer as it came off the socket: no decompression, no parsing. */
export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** Sends one request to a listening server and reads the answer byte for byte. */
export function rawRequest(
  server: http.Server,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** Headers without those that differ on every answer (Date, the request id). */
export function stableHeaders({
  date: _date,
  'x-request-id': _requestId,
  ...rest
}: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  return rest
}
