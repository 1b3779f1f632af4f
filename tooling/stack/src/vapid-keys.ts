// Web Push keys for `pnpm start` (ADR 0055): a P-256 pair made once and kept in .data/, so
// phone alerts work in the demo and a browser's subscription survives a restart. Only when
// the environment names none; production sets its own.
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

interface VapidKeys {
  publicKey: string
  privateKey: string
}

function makeKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const pub = publicKey.export({ format: 'jwk' })
  const raw = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x ?? '', 'base64url'),
    Buffer.from(pub.y ?? '', 'base64url'),
  ])
  return {
    publicKey: raw.toString('base64url'),
    privateKey: privateKey.export({ format: 'jwk' }).d ?? '',
  }
}

/** The demo's keys from `<dataDir>/vapid-keys.json`, written on first use. */
export function developmentVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
  const keys = makeKeys()
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 })
  return keys
}
