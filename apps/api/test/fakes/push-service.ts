// A push service on this machine (issue #29, ADR 0055): it records what the API posts, answers
// with the status a test asks for, and holds a browser's keys (a real P-256 pair and auth
// secret made with node:crypto) so it can decrypt the payload as the browser would (RFC 8291).
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto'
import { createLoopbackHttpServer } from './loopback-http.js'

export interface ReceivedPush {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export interface FakeBrowser {
  /** What PushSubscription.toJSON() gives, pointing at the fake service. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  /** The payload as the service worker's `push` event would read it. */
  decrypt(body: Buffer): string
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

export function createFakePushService() {
  const received: ReceivedPush[] = []
  let status = 201
  const server = createLoopbackHttpServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      })
      response.writeHead(status).end()
    })
  })
  return {
    received,
    start: () => server.start(),
    stop: () => server.stop(),
    /** The status every push gets from now on (201 as a push service accepts it). */
    answer(next: number) {
      status = next
    },
    browser(name: string): FakeBrowser {
      const ecdh = createECDH('prime256v1')
      const userPublic = ecdh.generateKeys()
      const auth = randomBytes(16)
      return {
        subscription: {
          endpoint: `${server.url}/push/${name}`,
          keys: { p256dh: userPublic.toString('base64url'), auth: auth.toString('base64url') },
        },
        decrypt(body) {
          // aes128gcm (RFC 8188): salt(16) rs(4) idlen(1) keyid(the server's key) records.
          const salt = body.subarray(0, 16)
          const idLength = body[20]!
          const serverPublic = body.subarray(21, 21 + idLength)
          const ciphertext = body.subarray(21 + idLength)
          const shared = ecdh.computeSecret(serverPublic)
          const keyInfo = Buffer.concat([
            Buffer.from('WebPush: info\0'),
            userPublic,
            serverPublic,
            Buffer.from([1]),
          ])
          const ikm = hmac(hmac(auth, shared), keyInfo)
          const prk = hmac(salt, ikm)
          const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
          const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
          const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
          decipher.setAuthTag(ciphertext.subarray(-16))
          const padded = Buffer.concat([
            decipher.update(ciphertext.subarray(0, -16)),
            decipher.final(),
          ])
          // The last record ends with the delimiter 2, then zero padding.
          return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8')
        },
      }
    },
  }
}
