// Full-text search input shared by the model and casting lists (issue #27: moved down from
// models/models-list.ts so castings do not import the models module for it). Korean words
// are matched by their pieces (issue #29, ADR 0050), with the rule of the database function
// cnm_search_grams() (migration 20261129003000_korean_search); English names forgive one typo
// (migration 20261129012000_english_name_typos).

/** Hangul syllables and the initial consonants (compatibility jamo) typed for 초성 search. */
const HANGUL = /[가-힣ㄱ-ㅎ]/
/** Where a word ends: spaces and ASCII punctuation, as the database splits them. */
const WORD_BREAK = /[\s!-/:-@[-`{-~]+/
const MAX_WORDS = 8
const MAX_WORD_LENGTH = 32

const quoted = (lexeme: string) => `'${lexeme}'`

/** A Latin word long enough to forgive a typo in (shorter ones would find too many others). */
const TYPO_WORD = /^[a-z]{5,20}$/

/**
 * A Latin word with one typo forgiven (migration 20261129012000_english_name_typos): the word
 * and its forms with one letter left out, against the '~' forms the database keeps of every
 * name word. Equal forms on both sides mean one letter left out, added, changed or swapped.
 */
function typoForms(word: string): string[] {
  const forms = new Set([`~${word}`])
  for (let i = 0; i < word.length; i += 1) forms.add(`~${word.slice(0, i)}${word.slice(i + 1)}`)
  return [...forms]
}

/**
 * One query word as a tsquery. A Latin word matches any word it begins ('ki':*). A Korean
 * word also matches inside a longer one: every two-character piece of it must be among the
 * pieces the database keeps of a name ('태희' finds 오태희; 'ㅇㅌㅎ' finds it by initials).
 */
function wordQuery(word: string, typos: boolean): string {
  const prefix = `${quoted(word)}:*`
  if (typos && TYPO_WORD.test(word))
    return `(${[prefix, ...typoForms(word).map(quoted)].join(' | ')})`
  if (!HANGUL.test(word) || word.length < 2) return prefix
  const pieces = new Set<string>()
  for (let i = 0; i < word.length - 1; i += 1) pieces.add(word.slice(i, i + 2))
  return `(${prefix} | ${[...pieces].map(quoted).join(' & ')})`
}

/**
 * Free text -> a tsquery that every word must match ("mina ki" -> 'mina':* & 'ki':*;
 * "태희" -> ('태희':* | '태희')). Characters with a meaning in tsquery syntax split words, so
 * no input can make the query fail; null when nothing searchable is left. `typos`: a Latin
 * word of five letters or more also matches a name word one typo away (the directory's names;
 * the board keeps exact words, which its saved searches' signs rely on).
 */
export function toSearchQuery(text: string, options: { typos?: boolean } = {}): string | null {
  const words = searchWords(text)
  return words.length === 0
    ? null
    : words.map((word) => wordQuery(word, options.typos ?? false)).join(' & ')
}

/** The words of a search as toSearchQuery reads them: lower-cased, split, capped. */
function searchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(WORD_BREAK)
        .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''))
        .filter((word) => word.length > 0),
    ),
  ].slice(0, MAX_WORDS)
}

/** Longest start of a word a saved search keeps as its sign (cnm_search_prefixes' cap). */
export const SEARCH_SIGN_LENGTH = 8

/**
 * What any text toSearchQuery(text) matches must hold: per word, a start of a word of it (the
 * word's first SEARCH_SIGN_LENGTH characters; a Korean word's first two, which is also the
 * first of its pieces). The saved-search matching (ADR 0051) uses these signs to pick the
 * searches a new casting may match through an index (cnm_search_prefixes of the casting
 * holds every start of its words), then checks each with the full query. Null without words.
 */
export function toSearchSigns(text: string): string[] | null {
  const words = searchWords(text)
  if (words.length === 0) return null
  return [
    ...new Set(words.map((word) => word.slice(0, HANGUL.test(word) ? 2 : SEARCH_SIGN_LENGTH))),
  ]
}
