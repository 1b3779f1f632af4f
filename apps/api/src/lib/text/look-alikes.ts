// Letters that only look Latin (Cyrillic "е", Greek "ο", mathematical bold "𝐞", Cherokee
// "Ꭱ" ...) read as the Latin letter they pass for, from Unicode's TR39 confusables table
// (the `unhomoglyph` package ships it as data). Only characters outside ASCII and Hangul are
// folded, and only to ASCII letters: the full skeleton would also turn the digit 0 into the
// letter O and "rn" into "m", which breaks amounts and ordinary words. ADR 0033.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const SKELETONS = require('unhomoglyph/data.json') as Record<string, string>

const LATIN_OF = new Map<string, string>()
for (const [from, to] of Object.entries(SKELETONS)) {
  if ([...from].length !== 1) continue
  const code = from.codePointAt(0) ?? 0
  if (code < 0x80 || (code >= 0xac00 && code <= 0xd7a3) || /\p{N}/u.test(from)) continue
  if (!/^[A-Za-z]{1,2}$/.test(to)) continue
  // TR39 folds the capital I into "l" (they look alike); a capital that looks like I is an i.
  const capital = from !== from.toLowerCase()
  LATIN_OF.set(from, capital && to === 'l' ? 'i' : to.toLowerCase())
}

const NON_ASCII = /[\u0080-\u{10ffff}]/u
const CANDIDATE = /[\u0080-\uabff\ud7a4-\u{10ffff}]/gu

/** `text` with every Latin look-alike replaced by its Latin letter (lower case); linear. */
export function foldLookAlikes(text: string): string {
  if (!NON_ASCII.test(text)) return text
  return text.replace(CANDIDATE, (char) => LATIN_OF.get(char) ?? char)
}
