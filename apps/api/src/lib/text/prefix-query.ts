// Full-text search input shared by the model and casting lists (issue #27: moved down from
// models/models-list.ts so castings do not import the models module for it).

/**
 * Free text -> a tsquery of word prefixes that must all match ("mina ki" -> 'mina':* &
 * 'ki':*). Characters with a meaning in tsquery syntax are dropped, so no input can make
 * the query fail; null when nothing searchable is left.
 */
export function toPrefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[&|!():*<>'\\"]/g, ''))
    .filter((word) => word.length > 0)
    .slice(0, 8)
  return words.length === 0 ? null : words.map((word) => `'${word}':*`).join(' & ')
}
