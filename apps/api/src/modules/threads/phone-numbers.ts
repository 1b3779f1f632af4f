// Phone numbers in a message body (ADR 0025, addendum "phone numbers and casting talk"), read
// on the folded copy (contact-folding.ts). Casting talk is full of numbers written side by
// side: "2026-11-24 170cm, 10:00-18:00, 300,000 KRW, size 55 66 77". So a number is not
// "any ten digits in a row": it is a run of digit groups that has a phone's shape.
//
// 1. Quantities are set aside first: dates, times, amounts with thousands separators or a
//    currency, numbers with a unit or a count word (cm, kg, 원, 만원, 명, looks …) and sizes
//    after their label. None of them is ever part of a number.
// 2. The rest is read as digit groups: runs of digits, and runs of Korean number words
//    ("공일공", "일이삼사", "하나 둘 셋"; a particle may follow: "오육칠팔이에요"), English
//    number words ("zero one zero") and a letter o glued to digits ("o1o"). A group
//    joins the one before when only up to three separators (spaces, dots, dashes, brackets)
//    stand between them; commas, colons, slashes and words end a run. Single digits in a row
//    ("0 1 0 - 1 2 3 4") count as one group.
// 3. In each run, a stretch of groups is a phone number when it has a phone's shape: a Korean
//    number (0 and an area or mobile code, 9 to 11 digits, at most three groups ending in one
//    of four digits or more, or in pairs after the whole code; any 10 or 11 digits after a 0
//    in three such groups, as numbers abroad are dialled at home), the same after "82" or
//    without its 0 ("10-1234-5678"), 8 to 15 digits after "+", one unbroken run of 10 to 15
//    digits, a foreign 3-3-4 / 3-4-4 number written with dashes, dots or brackets, or a
//    Korean company number (15xx, 16xx, 18xx and four digits: "1588-1234") with a dash or a
//    dot between. "230 235 240 245" has no such shape.
//
// Every step reads each character a bounded number of times: the patterns start only after a
// non-digit, and a stretch is at most 15 digits long, so the time stays linear.

const DASH = String.raw`\-\u2010-\u2015\u2212\u00B7\u30FB`

// Korean number words by value: Sino-Korean (공, 영 and 빵 all say 0; 륙 is 육 after some
// letters) and native counting words.
const SINO_WORDS = ['공영빵', '일', '이', '삼', '사', '오', '육륙', '칠', '팔', '구']
const NATIVE_WORDS = ['', '하나', '둘', '셋', '넷', '다섯', '여섯', '일곱', '여덟', '아홉']
// Looked up by character code (and a pair of codes for two-letter words), so reading a
// Hangul run makes no new strings.
const DIGIT_OF_CODE = new Map<number, string>([
  ...SINO_WORDS.flatMap((words, digit) =>
    [...words].map((word) => [word.charCodeAt(0), `${digit}`] as const),
  ),
  ...NATIVE_WORDS.filter((word) => word.length === 1).map(
    (word) => [word.charCodeAt(0), `${NATIVE_WORDS.indexOf(word)}`] as const,
  ),
])
const pairCode = (first: number, second: number) => first * 0x10000 + second
const DIGIT_OF_PAIR = new Map<number, string>(
  NATIVE_WORDS.filter((word) => word.length === 2).map(
    (word) =>
      [pairCode(word.charCodeAt(0), word.charCodeAt(1)), `${NATIVE_WORDS.indexOf(word)}`] as const,
  ),
)
// Endings that may follow the last number word: "오육칠팔이에요", "공일공에", "일이삼사로"
// (not a lone "이" or "가", which are also digits or words).
const PARTICLES = new Set([
  ...'에 에서 요 이요 이에요 예요 입니다 인데요 인데 이고 고 로 으로 로요 으로요'.split(' '),
  ...'이랑 랑 은 는 을 를 도 까지 부터 이야 야 임'.split(' '),
])

// English number words, read only as whole words ("someone" is not "one"). "oh" is left out:
// it is an ordinary word far more often than a zero.
const ENGLISH_DIGITS = new Map(
  ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map(
    (word, digit) => [word, `${digit}`] as const,
  ),
)

/** The digit an ASCII letter run text[start, end) stands for, or null. */
function englishDigit(text: string, start: number, end: number): string | null {
  if (end - start === 1) {
    // A lone "o" stands for 0 only glued to a digit: "o1o-1234-5678", not "o 1".
    const glued = isDigit(text.charCodeAt(start - 1)) || isDigit(text.charCodeAt(end))
    return glued && (text[start] === 'o' || text[start] === 'O') ? '0' : null
  }
  if (end - start > 5) return null
  return ENGLISH_DIGITS.get(text.slice(start, end).toLowerCase()) ?? null
}

const NUMBER = String.raw`\d+(?:[.,]\d+)*`
// Units that also start an ending said after a number ("…5678인데요", "…부터", "…주세요",
// "…세요") count only when that ending does not follow.
const KOREAN_UNITS = String.raw`(?:만원|천원|원|억|만|천|년|개월|월|일(?!곱)|시간|시|분|초|주(?!세|시)|세(?!요)|살|명|개|벌|컷|착장|장|회차|회|박|호|층|대|인(?![데가지])|팀|번째|위|등|곳|편|부(?!터)|차|켤레|족|점)(?![${SINO_WORDS.join('')}])`
// Korean units are glued to their number ("24일", "3명"): after a space, "0 1 0 일 이 삼 사" is
// a number spelled out. English units may stand after a space ("170 cm", "3 looks"); the
// short ones only glued ("1080p", "4k", "3pm"), where a separate word would too often be an
// ordinary one ("in").
const SPACED_UNITS = String.raw`(?:cm|mm|kg|lbs?|inch(?:es)?|krw|won|usd|eur|jpy|dollars?|looks?|outfits?|models?|people|persons?|cuts?|shots?|photos?|days?|nights?|hours?|hrs?|minutes?|mins?|weeks?|months?|years?|sets?|pcs|pieces?|episodes?|times)(?![a-z])`
const GLUED_UNITS = String.raw`(?:m|km|g|in|ft|%|k|p|fps|x|h|d|am|pm|st|nd|rd|th|s)(?![a-z])`
const LABELS = String.raw`(?:(?<![a-z])(?:sizes?|height|weight|waist|bust|chest|hips?|shoes?|inseam|age)|(?<!\p{sc=Hangul})(?:사이즈|신장|키|몸무게|체중|신발|허리|가슴|엉덩이|힙|나이))`
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`
const YEAR = String.raw`(?:19|20)\d{2}`
const QUANTITIES = [
  // 2026-11-24, 2026.11.24, 2026. 11. 24, 2026/11/24; 24.11.2026; 11/24, 11/24/26.
  String.raw`(?<![\d.])${YEAR}\s?[\-./]\s?${MONTH}\s?[\-./]\s?${DAY}(?!\d)`,
  String.raw`(?<![\d.])${DAY}[\-./]${MONTH}[\-./]${YEAR}(?!\d)`,
  String.raw`(?<![\d/])\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\d/])`,
  // 10:00, 9:30:15.
  String.raw`(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?!\d)`,
  // 300,000 and ₩300000, $1.5, KRW 300000.
  String.raw`(?<![\d,])\d{1,3}(?:,\d{3})+(?!\d)`,
  String.raw`(?:[₩$€£¥]|(?<![a-z])(?:krw|usd|eur|jpy|won))\s?${NUMBER}`,
  // 170cm, 170 cm, 55kg, 3 looks, 3명, 30만원, 24일, 1080p; size 55, 키 170.
  String.raw`(?<![\d.,])${NUMBER}(?![.,]?\d)(?:${KOREAN_UNITS}|\s?${SPACED_UNITS}|${GLUED_UNITS})`,
  String.raw`${LABELS}\s?[:=]?\s?${NUMBER}`,
].map((source) => new RegExp(source, 'giu'))

/** The digits the Hangul in text[start, end) spells and where they end, or null. */
function numberWords(text: string, start: number, end: number) {
  let digits = ''
  let at = start
  while (at < end) {
    if (at > start && end - at <= 3 && PARTICLES.has(text.slice(at, end))) break
    const code = text.charCodeAt(at)
    // Two-letter words first: "일곱" is 7, not 1 and a stray letter.
    const pair =
      at + 1 < end ? DIGIT_OF_PAIR.get(pairCode(code, text.charCodeAt(at + 1))) : undefined
    const digit = pair ?? DIGIT_OF_CODE.get(code)
    if (!digit) return null
    digits += digit
    at += pair ? 2 : 1
  }
  return { digits, end: at }
}

interface Group {
  digits: string
  start: number
  end: number
  /** Where the group's token ends, a trailing particle included. */
  after: number
  /** Where a "+" right before it starts, or -1. */
  plus: number
  /** Whether a dash, dot or bracket (not only spaces) stands before it, inside its run. */
  marked: boolean
}

const KOREAN = /^0(?:1[016789]|2|[3-6][1-5]|70|50[2-8]|80)\d{7,8}$/
// After a whole area or mobile code, the rest may come in pairs: "010 12 34 56 78".
const AREA_CODE = /^0(?:1[016789]|2|[3-6][1-5]|70|50[2-8]|80)$/
const inPairsOrMore = (groups: readonly Group[], first: number, last: number) =>
  groups.slice(first, last + 1).every((group) => group.digits.length >= 2)
// Numbers dialled at home abroad start with a 0 too: Japan 090 1234 5678, UK 07700 900123.
const TRUNK = /^0\d{9,10}$/
const KOREAN_MOBILE_WITHOUT_0 = /^1[016789]\d{7,8}$/
const FOREIGN_MIDDLE = new Set([3, 4])
// A company's nationwide number: 15xx, 16xx or 18xx and four digits ("1588-1234").
const COMPANY = /^1[568]\d{6}$/

/** Whether groups[first..last], spelling `digits`, are a phone number. */
function hasPhoneShape(groups: readonly Group[], first: number, last: number, digits: string) {
  const count = last - first + 1
  const lastLength = groups[last]!.digits.length
  if (groups[first]!.plus >= 0) return digits.length >= 8 && digits.length <= 15
  const grouped = count <= 3 && lastLength >= 4
  if (KOREAN.test(digits) || TRUNK.test(digits) || KOREAN_MOBILE_WITHOUT_0.test(digits)) {
    return grouped || (AREA_CODE.test(groups[first]!.digits) && inPairsOrMore(groups, first, last))
  }
  if (digits.startsWith('82') && KOREAN.test(`0${digits.slice(2)}`)) {
    const [country, code] = [groups[first]!.digits, groups[first + 1]?.digits]
    const inPairs = country === '82' && AREA_CODE.test(`0${code}`)
    return (count <= 4 && lastLength >= 4) || (inPairs && inPairsOrMore(groups, first + 2, last))
  }
  if (COMPANY.test(digits)) {
    return count === 2 && groups[first]!.digits.length === 4 && groups[last]!.marked
  }
  if (count === 1) return digits.length >= 10 && digits.length <= 15
  // A foreign 3-3-4 or 3-4-4 number, with a dash, dot or bracket somewhere between the groups.
  return (
    count === 3 &&
    groups[first]!.digits.length === 3 &&
    FOREIGN_MIDDLE.has(groups[first + 1]!.digits.length) &&
    lastLength === 4 &&
    (groups[first + 1]!.marked || groups[last]!.marked)
  )
}

/** The phone numbers in one run of groups: the longest from each group on, left to right. */
function phonesInRun(text: string, groups: readonly Group[], spans: Array<[number, number]>) {
  for (let first = 0; first < groups.length;) {
    let last = -1
    let digits = ''
    for (let end = first; end < groups.length; end += 1) {
      digits += groups[end]!.digits
      if (digits.length > 15) break
      // Eight digits at least: the shortest shape, after a "+".
      if (digits.length >= 8 && hasPhoneShape(groups, first, end, digits)) last = end
    }
    if (last < 0) {
      first += 1
      continue
    }
    const { plus } = groups[first]!
    let start = plus >= 0 ? plus : groups[first]!.start
    const end = groups[last]!.end
    // "(02) 123-4567": the bracket goes with the number.
    if (text[start - 1] === '(' && text.slice(start, end).includes(')')) start -= 1
    spans.push([start, end])
    first = last + 1
  }
}

const isQuantity = (quantity: Uint8Array, start: number, end: number) => {
  for (let at = start; at < end; at += 1) if (quantity[at]) return true
  return false
}

const SEPARATOR_CHAR = new RegExp(String.raw`[\s.${DASH}()]`, 'u')
/** Whether text[from, to) is one to three separators. */
function separators(text: string, from: number, to: number): boolean {
  if (to <= from || to - from > 3) return false
  for (let at = from; at < to; at += 1) if (!SEPARATOR_CHAR.test(text[at]!)) return false
  return true
}
/** Whether text[from, to) holds something other than spaces. */
function marked(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) if (!/\s/u.test(text[at]!)) return true
  return false
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39
const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a
// Hangul syllables, jamo (conjoining and compatibility), extended jamo and half-width jamo.
const isHangul = (code: number) =>
  (code >= 0xac00 && code <= 0xd7a3) ||
  (code >= 0x1100 && code <= 0x11ff) ||
  (code >= 0x3130 && code <= 0x318f) ||
  (code >= 0xa960 && code <= 0xa97f) ||
  (code >= 0xd7b0 && code <= 0xd7ff) ||
  (code >= 0xffa0 && code <= 0xffdc)

/** The digits a run of one kind spells, and where they end (before a particle), or null. */
function spell(text: string, kind: (code: number) => boolean, start: number, end: number) {
  if (kind === isDigit) return { digits: text.slice(start, end), end }
  if (kind === isHangul) return numberWords(text, start, end)
  const digit = englishDigit(text, start, end)
  return digit ? { digits: digit, end } : null
}

/** Where the phone numbers in `text` (the folded copy) start and end. */
export function phoneSpans(text: string): Array<[number, number]> {
  const quantity = new Uint8Array(text.length)
  for (const regex of QUANTITIES) {
    for (const match of text.matchAll(regex)) {
      quantity.fill(1, match.index, match.index + match[0].length)
    }
  }
  const spans: Array<[number, number]> = []
  let run: Group[] = []
  let afterSingle = false
  let plusAt = -1
  // One pass over the text: runs of digits, runs of Hangul and of Latin letters (number words
  // or not) and "+".
  for (let start = 0; start < text.length;) {
    const code = text.charCodeAt(start)
    const kind = isDigit(code)
      ? isDigit
      : isHangul(code)
        ? isHangul
        : isAsciiLetter(code)
          ? isAsciiLetter
          : null
    if (!kind) {
      if (code === 0x2b) plusAt = start
      else if (code !== 0x20) plusAt = -1
      start += 1
      continue
    }
    let after = start + 1
    while (after < text.length && kind(text.charCodeAt(after))) after += 1
    const plusBefore = plusAt
    plusAt = -1
    const token = start
    start = after
    if (isQuantity(quantity, token, after)) continue
    const spelled = spell(text, kind, token, after)
    if (!spelled?.digits) continue
    const { digits, end } = spelled
    const single = digits.length === 1
    // "+82 10 …", "+ 1 (415) …": the "+" starts a run of its own.
    const plus = plusBefore >= 0 && token - plusBefore <= 2 ? plusBefore : -1
    const last = run[run.length - 1]
    if (last && plus < 0 && token - last.after <= 3) {
      // Digits glued to number words ("공1공", "010일이삼사"), and single digits in a row
      // ("0 1 0 - 1 2 3 4"), make one group.
      const glued = token === last.after && last.after === last.end
      if (glued || (single && afterSingle && separators(text, last.after, token))) {
        last.digits += digits
        last.end = end
        last.after = after
        afterSingle = single
        continue
      }
      // After a particle ("공일공에 일이삼사"), or after separators.
      if ((token === last.after && last.end < last.after) || separators(text, last.after, token)) {
        run.push({ digits, start: token, end, after, plus, marked: marked(text, last.end, token) })
        afterSingle = single
        continue
      }
    }
    phonesInRun(text, run, spans)
    run = [{ digits, start: token, end, after, plus, marked: false }]
    afterSingle = single
  }
  phonesInRun(text, run, spans)
  return spans
}
