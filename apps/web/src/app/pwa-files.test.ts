// The installable app's files (issue #29, ADR 0055): public/ is served at the site's root as it
// is, so these are the bytes a browser gets for /manifest.webmanifest, its icons and /sw.js.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')
const publicFile = (path: string) => readFileSync(join(webRoot, 'public', path))

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

describe('the web app manifest', () => {
  const manifest = JSON.parse(publicFile('/manifest.webmanifest').toString('utf8')) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; type: string }[]
  }

  it('names the app in Korean and English and opens standalone at the home page', () => {
    expect(manifest.name).toContain('캐스팅엔모델')
    expect(manifest.name).toContain('Casting N Model')
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' })
  })

  it('lists PNG icons of 192 and 512 px that exist with those sizes', () => {
    expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512'])
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png')
      expect(pngSize(publicFile(icon.src))).toBe(icon.sizes)
    }
  })

  it('is linked from index.html, and so from every prerendered page', () => {
    const html = readFileSync(join(webRoot, 'index.html'), 'utf8')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  })
})

describe('the service worker', () => {
  const source = publicFile('/sw.js').toString('utf8')

  it('shows pushes and opens their page', () => {
    expect(source).toMatch(/addEventListener\('push'/)
    expect(source).toMatch(/addEventListener\('notificationclick'/)
  })

  it('never answers requests itself, so no API answer is ever cached', () => {
    expect(source).not.toMatch(/addEventListener\(['"]fetch['"]/)
    expect(source).not.toMatch(/\bcaches\./)
    expect(source).not.toMatch(/\bonfetch\b/)
  })
})
