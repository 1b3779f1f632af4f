// Just enough MIME to read what nodemailer sends: headers, multipart bodies,
// quoted-printable and base64 parts, encoded-word subjects.

export interface ParsedMail {
  headers: Map<string, string>
  subject: string
  text: string
  html: string
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  if (at < 0) return { head: raw, body: '' }
  const separator = raw.slice(at).match(/^\r?\n\r?\n/)?.[0] ?? '\n\n'
  return { head: raw.slice(0, at), body: raw.slice(at + separator.length) }
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  // Folded lines continue the previous header.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function param(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)
  return match?.[1]
}

function decodeQuotedPrintable(text: string, charset: BufferEncoding): string {
  const bytes: number[] = []
  const joined = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString(charset)
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const charset: BufferEncoding = /latin1|iso-8859-1/i.test(headers.get('content-type') ?? '') ? 'latin1' : 'utf8'
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString(charset)
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body, charset)
  return body
}

export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' '), 'utf8'),
    )
}

function collectParts(raw: string, into: { text: string[]; html: string[] }): Map<string, string> {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = param(type, 'boundary')
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`)
    // The first section is the preamble, and what follows `--boundary--` is the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break
      collectParts(section.replace(/^\r?\n/, ''), into)
    }
  } else if (/^text\/html/i.test(type)) {
    into.html.push(decodeBody(body, headers))
  } else if (/^text\//i.test(type)) {
    into.text.push(decodeBody(body, headers))
  }
  return headers
}

export function parseMail(raw: string): ParsedMail {
  const parts = { text: [] as string[], html: [] as string[] }
  const headers = collectParts(raw, parts)
  return {
    headers,
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: parts.text.join('\n'),
    html: parts.html.join('\n'),
  }
}
