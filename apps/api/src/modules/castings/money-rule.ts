// The money-asking rule (issue #15, ADR 0023): a casting whose text asks talent to pay
// (registration, training, profile-shoot or audition fees, deposits, "pay to apply"), in
// English or Korean, is held for an administrator instead of going live. Pay offered TO
// talent ("fee paid to the model", "출연료 입금") is what every casting shows and is fine;
// only phrases that make the applicant the payer are listed.
//
// Text is normalised first (NFKC, lower case, invisible characters removed, punctuation and
// runs of spaces made one space), so full-width letters, zero-width joiners or
// "registration-fee" do not slip through. Korean phrases are matched on the text with every
// space and punctuation mark removed as well ("등 록 비", "등.록.비"), because Korean
// spacing is loose and a space inside a word changes nothing for the reader.
//
// A phrase right after a negation ("no registration fee", "without any deposit") or right
// before one ("등록비 없음", "audition fee: none", "보증금 일절 받지 않습니다") does not
// count: honest castings say that to reassure talent.

export interface MoneyRulePhrase {
  /** What the hold reason names. */
  label: string
  pattern: RegExp
}

const ENGLISH_SUBJECTS =
  '(?:registration|register|sign ?up|joining|membership|enrol?ment|enrollment|training|lesson|tuition|class|course|workshop|academy|profile (?:photo |picture |shoot |photo ?shoot |shooting )?|profile|portfolio|headshot|comp ?card|audition|application|screening|admission|processing|administration|admin)'

/** English phrases, matched on the normalised text with word boundaries. */
export const ENGLISH_PHRASES: readonly MoneyRulePhrase[] = [
  {
    label: 'fee asked of talent',
    pattern: new RegExp(
      `\\b${ENGLISH_SUBJECTS} ?(?:fee|fees|cost|costs|charge|charges|payment)\\b`,
      'g',
    ),
  },
  {
    label: 'deposit asked of talent',
    pattern:
      /\b(?:security|refundable|non ?refundable|booking|registration|audition|upfront|up front) deposits?\b|\bdeposits? (?:is |are )?(?:required|needed|of|first|before)\b|\b(?:pay|send|transfer|wire|make) (?:us |me )?(?:a |an |the |your )?(?:small )?deposits?\b/g,
  },
  {
    label: 'pay to apply',
    pattern:
      /\bpay (?:\w+ ){0,2}to (?:apply|audition|join|register|participate|enter|be considered|get (?:cast|booked|selected))\b/g,
  },
  {
    label: 'payment asked of talent',
    pattern:
      /\b(?:you|applicants?|talents?|models?|candidates?|participants?) (?:must|will need to|need to|have to|are required to|is required to|should) (?:first )?pay\b|\b(?:must|required to|need to) pay (?:a |an |the |us )?(?:fee|fees|deposit|cost|charge)\b|\bpay (?:us )?(?:upfront|up front|in advance|before the (?:shoot|audition|casting))\b|\bupfront (?:fee|payment|cost)s?\b/g,
  },
]

/** Korean phrases, matched on the text without spaces or punctuation. */
export const KOREAN_PHRASES: readonly MoneyRulePhrase[] = [
  { label: '등록비', pattern: /(?:회원|모델)?등록(?:비용|비|금|료)/g },
  { label: '교육비', pattern: /(?:교육|연기교육|워킹교육)(?:비용|비|료)/g },
  {
    label: '프로필 촬영비',
    pattern: /(?:프로필|포트폴리오|프필)(?:사진)?(?:촬영|제작)(?:비용|비|료)/g,
  },
  { label: '오디션비', pattern: /오디션(?:참가|응시|접수)?(?:비용|비|료)/g },
  {
    label: '수강료',
    pattern: /수강(?:료|비)|레슨(?:비|료)|트레이닝(?:비|료)|아카데미(?:비용|비|등록)/g,
  },
  { label: '가입비', pattern: /가입(?:비|금)|입회(?:비|금)/g },
  { label: '보증금', pattern: /보증금/g },
  { label: '선입금', pattern: /선입금|선결제|선납/g },
  { label: '참가비', pattern: /(?:참가|참여|심사|접수|응시)(?:비|료)/g },
]

/** Negations right before a phrase ("no registration fee", "without a deposit"). */
const ENGLISH_NEGATION_BEFORE =
  /\b(?:no|zero|without|never|not|nor|free of|don t|do not|doesn t|does not|won t|will not|never ask(?: for)?)(?: (?:any|a|an|the|such|hidden|extra|additional|other|charge|charges|charging|ask|asks|for|require|requires|take|takes|need|needs|upfront))* ?$/
/** Negations right after a phrase ("audition fee: none", "fees waived"). */
const ENGLISH_NEGATION_AFTER =
  /^ ?(?:is |are |will be )?(?:free|waived|none|not required|not needed|not charged|never|0\b|zero)/
/** Korean negations follow the noun ("등록비 없음", "보증금 일절 받지 않습니다", "교육비 무료"). */
const KOREAN_NEGATION_AFTER =
  /^(?:는|은|이|가|도|를)?(?:일절|전혀|절대|일체)?(?:없|무료|면제|0원|받지않|요구하지않|안받|청구하지않|요구없|x)/
/** ...or come first ("무료 교육비"? rare; "no" written in Korean: "등록비 無"). */
const KOREAN_NEGATION_BEFORE = /(?:무료|면제|없는|없이)$/

/** Code points that show nothing (soft hyphen, zero-width and direction marks, Hangul fillers). */
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
]

const isInvisible = (codePoint: number) =>
  INVISIBLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to)

const stripInvisible = (text: string) =>
  Array.from(text)
    .filter((char) => !isInvisible(char.codePointAt(0) ?? 0))
    .join('')

/** NFKC, lower case, invisible characters dropped, punctuation -> space, one space at a time. */
export function normaliseText(text: string): string {
  return stripInvisible(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}₩$€%]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Words spelled out letter by letter ("f e e", from "f.e.e") joined again: "fee". */
const joinSpelledOut = (normalised: string) =>
  normalised.replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}])/gu, (letters) =>
    letters.replace(/ /g, ''),
  )

/** The normalised text without any space, for Korean phrases. */
const compact = (normalised: string) => normalised.replace(/ /g, '')

function matches(
  text: string,
  phrases: readonly MoneyRulePhrase[],
  negatedBefore: RegExp,
  negatedAfter: RegExp,
  window: number,
): string[] {
  const found: string[] = []
  for (const phrase of phrases) {
    for (const match of text.matchAll(phrase.pattern)) {
      const start = match.index
      const end = start + match[0].length
      const before = text.slice(Math.max(0, start - window), start)
      const after = text.slice(end, end + window)
      if (negatedBefore.test(before) || negatedAfter.test(after)) continue
      found.push(match[0].trim())
    }
  }
  return found
}

/**
 * The phrases of `texts` that ask talent for money, as they read after normalising,
 * without repeats; empty when the casting may go live.
 */
export function findMoneyAsks(texts: readonly string[]): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    const normalised = joinSpelledOut(normaliseText(text))
    if (normalised === '') continue
    for (const phrase of matches(
      normalised,
      ENGLISH_PHRASES,
      ENGLISH_NEGATION_BEFORE,
      ENGLISH_NEGATION_AFTER,
      30,
    )) {
      found.add(phrase)
    }
    for (const phrase of matches(
      compact(normalised),
      KOREAN_PHRASES,
      KOREAN_NEGATION_BEFORE,
      KOREAN_NEGATION_AFTER,
      12,
    )) {
      found.add(phrase)
    }
  }
  return [...found]
}

/** The hold reason stored on a held casting (shown to its owner and the administrators). */
export const holdReasonOf = (phrases: readonly string[]): string =>
  `Asks talent for money: ${phrases.join(', ')}`

/** The casting fields the rule reads: every free text a client writes. */
export interface MoneyRuleFields {
  title: string
  companyName: string
  productCategories: string
  locationOfFilming: string
  postingMedia: string
  otherContent: string
  usageScope: string
  filmingDateNote: string
}

export const moneyAsksOfCasting = (casting: MoneyRuleFields): string[] =>
  findMoneyAsks([
    casting.title,
    casting.companyName,
    casting.productCategories,
    casting.locationOfFilming,
    casting.postingMedia,
    casting.otherContent,
    casting.usageScope,
    casting.filmingDateNote,
  ])
