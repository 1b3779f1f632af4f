// Issue #26 / ADR 0036: every name of reference data an answer carries (a casting's city,
// shoot type and categories, a partner's kind, a report's reason, a ranking card's city) in
// the reader's language. Answers name an info item as `{ id, value }` (modelInfoRefSchema)
// with its English `value`; rather than each module joining `value_ko` and taking a
// language, the i18n plugin rewrites those pairs once, just before serialization.
import type { PrismaClient } from '../../generated/prisma/client.js'

interface InfoRef {
  id: number
  value: string
}

/** Deeper than any answer nests its refs; a bound so a cyclic object cannot loop. */
const MAX_DEPTH = 10

const isPlainObject = (node: unknown): node is Record<string, unknown> => {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return false
  const prototype = Object.getPrototypeOf(node) as unknown
  return prototype === Object.prototype || prototype === null
}

/** Exactly `{ id, value }`: the shape of an info item named in an answer, nothing else. */
const isInfoRef = (node: Record<string, unknown>): node is Record<string, unknown> & InfoRef => {
  const keys = Object.keys(node)
  return (
    keys.length === 2 &&
    Number.isInteger(node.id) &&
    (node.id as number) > 0 &&
    typeof node.value === 'string'
  )
}

function collectIds(node: unknown, ids: Set<number>, depth: number): void {
  if (depth > MAX_DEPTH) return
  if (Array.isArray(node)) {
    for (const item of node) collectIds(item, ids, depth + 1)
  } else if (isPlainObject(node)) {
    if (isInfoRef(node)) ids.add(node.id)
    else for (const value of Object.values(node)) collectIds(value, ids, depth + 1)
  }
}

/**
 * A copy of `node` with each ref's English name replaced by `names` (English -> Korean, per
 * id); the answer itself is left alone (it may be a cached object shared by requests). A ref
 * whose value is not the item's English name (already Korean, or not an info item at all)
 * stays as it is.
 */
function rename(
  node: unknown,
  names: ReadonlyMap<number, { value: string; valueKo: string }>,
  depth: number,
): unknown {
  if (depth > MAX_DEPTH) return node
  if (Array.isArray(node)) return node.map((item) => rename(item, names, depth + 1))
  if (!isPlainObject(node)) return node
  if (isInfoRef(node)) {
    const name = names.get(node.id)
    return name && name.value === node.value ? { id: node.id, value: name.valueKo } : node
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, rename(value, names, depth + 1)]),
  )
}

/** `payload` with its info refs named in Korean (one query for the ids it holds). */
export async function koreanInfoRefs(
  db: Pick<PrismaClient, 'infoItem'>,
  payload: unknown,
): Promise<unknown> {
  const ids = new Set<number>()
  collectIds(payload, ids, 0)
  if (ids.size === 0) return payload
  const rows = await db.infoItem.findMany({
    where: { id: { in: [...ids] }, valueKo: { not: null } },
    select: { id: true, value: true, valueKo: true },
  })
  if (rows.length === 0) return payload
  const names = new Map(
    rows.map((row) => [row.id, { value: row.value, valueKo: row.valueKo ?? row.value }]),
  )
  return rename(payload, names, 0)
}
