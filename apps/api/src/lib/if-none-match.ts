// RFC 9110 §13.1.2: If-None-Match compares weakly, so "W/" prefixes are ignored.

/** True when the If-None-Match header names `etag` (or is "*"). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const wanted = etag.replace(/^W\//, '')
  return header.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === wanted
  })
}
