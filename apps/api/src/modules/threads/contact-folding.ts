// The copy of a message body that contact redaction matches on (ADR 0025 and its addenda):
// the letters and digits a reader sees, whatever code points were used to write them.
// Full-width and other compatibility forms read as plain letters and digits (NFKC);
// invisible characters such as zero-width spaces are dropped; letters of other scripts that
// look like Latin ones (Cyrillic "а", Greek "ο") and accented Latin letters read as the plain
// Latin letter, so "kаkао" with Cyrillic vowels is "kakao". NFKC leaves those alone: they are
// different letters, only alike to the eye. Each character of the copy remembers where it
// came from, so what is replaced is the matching stretch of the original text.

// Characters that show nothing or only decorate the one before (zero-width space and joiners,
// soft hyphen, word joiner, bidi marks, variation selectors, Hangul fillers, combining marks
// left after NFKC such as an underline or a keycap frame): dropped from the matching copy.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}]/gu

// Latin look-alikes from Cyrillic, Greek and Armenian, the ones a reader takes for the Latin
// letter in a handle or an address (a small explicit list in the spirit of Unicode's
// confusables.txt, whose full table would also fold digits and punctuation we match on).
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: '\u0430\u0410\u03B1\u0391',
  b: '\u0432\u0412\u0392',
  c: '\u0441\u0421\u03F2',
  d: '\u0501',
  e: '\u0435\u0415\u0395',
  h: '\u04BB\u041D\u0397\u0570',
  i: '\u0456\u0406\u03B9\u0399\u04CF',
  j: '\u0458\u0408',
  k: '\u043A\u041A\u03BA\u039A',
  m: '\u041C\u039C',
  n: '\u039D\u03B7',
  o: '\u043E\u041E\u03BF\u039F\u0585',
  p: '\u0440\u0420\u03C1\u03A1',
  q: '\u051B',
  s: '\u0455\u0405',
  t: '\u0442\u0422\u03C4\u03A4',
  u: '\u03C5\u057D',
  v: '\u03BD',
  w: '\u051D',
  x: '\u0445\u0425\u03C7\u03A7',
  y: '\u0443\u0423\u03A5',
  z: '\u0396',
}
const LATIN_OF = new Map(
  Object.entries(LOOK_ALIKES).flatMap(([latin, others]) =>
    [...others].map((other) => [other, latin] as const),
  ),
)
// Accented Latin letters (Latin-1 Supplement, Extended-A/B, Extended Additional).
const ACCENTED = String.raw`\u00C0-\u00FF\u0100-\u024F\u1E00-\u1EFF`
const LOOK_ALIKE = new RegExp(`[${[...LATIN_OF.keys()].join('')}${ACCENTED}]`, 'gu')
const HAS_FOLDING = new RegExp(
  `[\\p{Default_Ignorable_Code_Point}\\p{Mn}\\p{Me}${[...LATIN_OF.keys()].join('')}${ACCENTED}]`,
  'u',
)
const plainLatin = (char: string) =>
  LATIN_OF.get(char) ?? char.normalize('NFD').replace(/\p{M}/gu, '')

// What NFKC treats as one unit: a letter with its combining marks, or a Hangul syllable written
// in conjoining jamo (leading consonants, vowels, final consonants). Intl.Segmenter would do it
// too, at ten times the cost.
const CLUSTER =
  /[\u1100-\u115F\uA960-\uA97F]+[\u1160-\u11A7\uD7B0-\uD7C6]*[\u11A8-\u11FF\uD7CB-\uD7FB]*\p{M}*|[\uAC00-\uD7A3][\u11A8-\u11FF\uD7CB-\uD7FB]*\p{M}*|[^]\p{M}*/gu
const STABLE_HANGUL = /^[\uAC00-\uD7A3]$/

function foldCluster(cluster: string): string {
  const normal = cluster.normalize('NFKC')
  // Full-width letters and digits, circled digits: plain ASCII after NFKC, nothing more to do.
  if (normal.length === 1 && normal < '\u0080') return normal
  return normal.replace(LOOK_ALIKE, plainLatin).replace(INVISIBLE, '')
}

export interface Folded {
  text: string
  /** Per character of `text`: where its source starts and ends in the original (null: same). */
  from: number[] | null
  to: number[] | null
}

/** The matching copy: NFKC per cluster, invisible characters and leftover marks dropped. */
export function fold(original: string): Folded {
  if (original.normalize('NFKC') === original && !HAS_FOLDING.test(original)) {
    return { text: original, from: null, to: null }
  }
  const from: number[] = []
  const to: number[] = []
  let text = ''
  for (const match of original.matchAll(CLUSTER)) {
    const cluster = match[0]
    // ASCII and precomposed Hangul syllables are already folded: most of a body, no work.
    const plain = cluster.length === 1 && (cluster < '\u0080' || STABLE_HANGUL.test(cluster))
    const folded = plain ? cluster : (LATIN_OF.get(cluster) ?? foldCluster(cluster))
    for (let i = 0; i < folded.length; i += 1) {
      from.push(match.index)
      to.push(match.index + cluster.length)
    }
    text += folded
  }
  return { text, from, to }
}

/** Where the stretch [start, end) of the folded copy lies in the original. */
export const originalSpan = (folded: Folded, start: number, end: number): [number, number] =>
  folded.from && folded.to ? [folded.from[start]!, folded.to[end - 1]!] : [start, end]
