// Serving a ready video's MP4 and poster (ADR 0052) with HTTP range requests, so a player
// seeks without loading the whole file. Who may fetch follows the photos' rule: anybody while
// the profile is public; otherwise only with a signed URL the API gave one of its managers.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../lib/clock.js'

/** A signed URL stays the same for this long (browsers cache it) and is valid up to twice as long. */
const SIGNED_URL_WINDOW_SECONDS = 60 * 60

export interface VideoFileSigner {
  /** The query that lets the holder fetch the file for the next hour or two. */
  query(videoId: string, file: string): string
  verify(videoId: string, file: string, expires?: string, signature?: string): boolean
}

export function createVideoFileSigner(secret: string, clock: Clock): VideoFileSigner {
  const key = createHmac('sha256', secret).update('cnm:video-files:v1').digest()
  const sign = (videoId: string, file: string, expires: number) =>
    createHmac('sha256', key).update(`${videoId}/${file}\n${expires}`).digest('base64url')
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)
  return {
    query(videoId, file) {
      const expires =
        (Math.floor(nowSeconds() / SIGNED_URL_WINDOW_SECONDS) + 2) * SIGNED_URL_WINDOW_SECONDS
      return `expires=${expires}&signature=${sign(videoId, file, expires)}`
    },
    verify(videoId, file, expires, signature) {
      if (!expires || !signature || !/^[0-9]{1,12}$/.test(expires)) return false
      if (Number(expires) <= nowSeconds()) return false
      const expected = Buffer.from(sign(videoId, file, Number(expires)))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

export type ParsedRange = { start: number; end?: number } | 'unsatisfiable' | null

/**
 * One `bytes=` range of a file of `size` (RFC 9110 14.1.2): `a-b`, `a-`, or the last `-n`.
 * null: no range (or several, which we answer with the whole file, as the RFC allows).
 */
export function parseRange(header: string | undefined, size: number): ParsedRange {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, first, last] = match as unknown as [string, string, string]
  if (first === '' && last === '') return null
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  if (last === '') return { start }
  const end = Number(last)
  if (end < start) return null
  return { start, end: Math.min(end, size - 1) }
}
