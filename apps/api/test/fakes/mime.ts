// Just enough MIME to read what nodemailer writes: unfolded headers, encoded-word
// subjects, multipart/alternative bodies, quoted-printable and base64 parts.

export interface ParsedMail {
  headers: Map<string, string>
  subject: string
  text: string
  html: string | null
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { head: raw, body: '' }
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

const parameter = (header: string, name: string) =>
  new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1]

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words, as nodemailer writes non-ASCII subjects. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function collectParts(raw: string, found: { text: string; html: string | null }): void {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase()
  if (type.startsWith('multipart/')) {
    const boundary = parameter(headers.get('content-type') ?? '', 'boundary')
    if (!boundary) return
    const sections = body.split(`--${boundary}`).slice(1)
    for (const section of sections) {
      if (section.startsWith('--')) break
      collectParts(section.replace(/^\r?\n/, ''), found)
    }
    return
  }
  const decoded = decodeBody(body, headers).replace(/\r\n/g, '\n').replace(/\n$/, '')
  if (type.startsWith('text/html')) found.html = decoded
  else if (type.startsWith('text/plain') && found.text === '') found.text = decoded
}

export function parseMail(raw: string): ParsedMail {
  const { head } = splitHead(raw)
  const headers = parseHeaders(head)
  const found = { text: '', html: null as string | null }
  collectParts(raw, found)
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), ...found }
}
