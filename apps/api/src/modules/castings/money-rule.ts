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

import { foldLookAlikes } from '../../lib/text/look-alikes.js'

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

// ---- Negations (ADR 0023, scoped per sentence by ADR 0033) ----
// A negation excuses only the phrase it sits next to in the same sentence, possibly across a
// list of other phrases ("no registration, audition or training fees", "등록비·교육비 없음").
// Every phrase of a sentence is masked as § before the negations are read, so a list reads
// as "§ , §". Negation words are whole words: "free" does not match "freelancers", "none"
// does not match "nonetheless".

const ENGLISH_FILLERS =
  '(?:any|a|an|the|such|hidden|extra|additional|other|charge|charges|charging|ask|asks|for|require|requires|take|takes|need|needs|upfront|or|and|nor|,|§|registration|audition|training|application|admission|membership|joining|profile|portfolio|lesson|class|course|deposit|deposits|fee|fees|payment|payments|of|kind)'
/** Negations right before a phrase ("no registration fee", "without a deposit"). */
const ENGLISH_NEGATION_BEFORE = new RegExp(
  `(?:^| )(?:no|zero|without|never|not|nor|free of|don t|do not|doesn t|does not|won t|will not|never ask(?: for)?|we never|there are no|there is no)(?: ${ENGLISH_FILLERS})* ?$`,
)
/** Negations right after a phrase ("audition fee: none", "fees waived"). */
const ENGLISH_NEGATION_AFTER =
  /^(?: ?(?:,|and|or|nor|&) ?§)* ?(?:(?:is|are|will be|is completely|are completely|are all|all) )?(?:free|waived|none|not required|not needed|not charged|never charged|0|zero|n a)(?= |,|$)/
/** Korean negations follow the noun ("등록비 없음", "보증금 일절 받지 않습니다", "교육비 무료"). */
const KOREAN_NEGATION_AFTER =
  /^(?:(?:,|및|와|과|랑|이나|나|등)?§)*(?:는|은|이|가|도|를|등|모두|전부)?(?:일절|전혀|절대|일체|모두|전부)?(?:없|무료|면제|0원|받지않|요구하지않|안받|청구하지않|요구없|x(?![a-z])|전액무료|부담없)/

// ---- Amounts (ADR 0033) ----
// A negation is void when its sentence also names a non-zero amount in a clause that is not
// about pay to talent: "registration fee 0 won now, 50,000 won at the studio", "등록비 없음
// (단, 현장에서 5만원)". And a clause that makes talent the payer ("payable by the model",
// "본인 부담", "지참", "입금해 주세요") with a non-zero amount is held, whatever fee word it uses.

const AMOUNT =
  /(?:₩|\$|krw ?|usd ?|won ?)(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) ?(?:만|천|원|won(?![a-z])|krw(?![a-z])|usd(?![a-z])|dollars?(?![a-z])|bucks?(?![a-z])|k won)|([일이삼사오육칠팔구십백천]+) ?만 ?원/g

/** Whether `clause` names an amount above zero. */
function hasAmountAboveZero(clause: string): boolean {
  for (const match of clause.matchAll(AMOUNT)) {
    if (match[3] !== undefined) return true
    const value = Number(match[1] ?? match[2])
    if (value > 0) return true
  }
  return false
}

/** Words that make a clause about pay TO talent (the client pays). */
const TALENT_PAY_ENGLISH =
  /\b(?:(?:model|modeling|modelling|talent|performance|appearance|day|shoot|shooting|casting|usage|buyout|model s) (?:fee|fees|pay|rate|rates)|paid to|pay(?:ment)? (?:to|for) (?:the |each )?(?:model|talent|you)|we (?:will )?(?:pay|cover|provide|reimburse)|you (?:will )?(?:get|receive|earn|be paid)|per (?:day|hour|shoot|look|session|project|model)|day rate|daily|hourly|budget|compensation|remuneration|wage|salary|honorarium|reimburs\w*|paid within|guarantee\w*)\b/
const TALENT_PAY_KOREAN =
  /출연료|모델료|모델비|모델페이|페이|지급|일당|시급|회당|건당|사례비|사례금|보수|급여|예산|(?<!부탁)드(?:립니다|려요|림|릴|리며|리고)|정산|1일|하루|제공|지원/

/** Phrases that make talent the payer; held together with an amount in the same clause. */
const PAYER_ENGLISH =
  /\b(?:(?:payable|paid|charged|covered|borne) by (?:the )?(?:model|talent|applicant|participant|candidate|you)s?|at (?:your|their|the model s|the talent s) own (?:cost|expense)|out of (?:your )?(?:own )?pocket|bring (?:\w+ ){0,3}(?:cash|won|krw|\d)|(?:you|applicants|models|talent|participants|candidates|each applicant|each model) (?:will |must |should |need to |have to )?pays?|pay (?:us|the studio|the agency|on site|at the (?:studio|door|venue|office))|(?:cash|transfer|wire) (?:on|before|at) (?:the day|arrival|the door|the studio)|(?:per|for each) (?:applicant|participant|person|head|entry))\b/
const PAYER_KOREAN =
  /본인부담|자비부담|개인부담|자부담|지참|납부|송금|입금(?:해주|하셔|바랍|요망|필수|후|하면|하시|부탁)|결제(?:해주|하셔|필수|바랍|후|하시|부탁)|내셔야|내야|내시면|내주셔|참가자부담|현장결제|현장납부|부담하셔|부담해야|부담하셔야/

/** Code points that show nothing (soft hyphen, zero-width and direction marks, Hangul fillers). */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0]/gu
const COMBINING = /\p{M}/gu

/**
 * NFKC, invisible characters dropped, look-alike letters of other scripts and accented
 * letters read as plain Latin, lower case. Line breaks and punctuation are kept: the rule
 * reads sentences and clauses.
 */
function foldText(text: string): string {
  return foldLookAlikes(text.normalize('NFKC').replace(INVISIBLE, ''))
    .normalize('NFKD')
    .replace(COMBINING, '')
    .normalize('NFC')
    .toLowerCase()
}

/** NFKC, lower case, invisible characters dropped, punctuation -> space, one space at a time. */
export function normaliseText(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}₩$€%]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Letters spelled out one at a time ("f.e.e", "a-u-d-i-t-i-o-n", "등 록 비") joined again. */
const SPELLED_OUT = /(?<![\p{L}\p{N}])\p{L}(?:[ .\-_·*~/'] ?\p{L}(?![\p{L}\p{N}])){2,}/gu
const joinSpelledOut = (text: string) =>
  text.replace(SPELLED_OUT, (letters) => letters.replace(/[^\p{L}]/gu, ''))

/** Thousands separators dropped ("50,000" -> "50000") so commas only separate clauses. */
const THOUSANDS = /(\d)[,.](?=\d{3}(?!\d))/g

/** Sentence ends: . ! ? ; line breaks (a dot between two digits is a decimal point). */
const SENTENCE_END = /(?<!\d)\.|\.(?!\d)|[!?;。！？…\n\r]/u
/** Clause marks inside a sentence, read as a comma. */
const CLAUSE_MARK = /[,、，()[\]{}·・/|+]/gu

/** One sentence's text: clause marks as " , ", other punctuation as space. */
const sentenceText = (sentence: string) =>
  sentence
    .replace(CLAUSE_MARK, ' , ')
    .replace(/[^\p{L}\p{N}₩$€%,]+/gu, ' ')
    .replace(/ +/g, ' ')
    .trim()

interface Found {
  start: number
  end: number
  phrase: string
}

function findAll(text: string, phrases: readonly MoneyRulePhrase[]): Found[] {
  const found: Found[] = []
  for (const { pattern } of phrases) {
    for (const match of text.matchAll(pattern)) {
      found.push({ start: match.index, end: match.index + match[0].length, phrase: match[0] })
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  // Overlaps keep the first (longest at a start).
  const kept: Found[] = []
  for (const item of found) {
    const last = kept.at(-1)
    if (last && item.start < last.end) continue
    kept.push(item)
  }
  return kept
}

const WINDOW = 60

/** The phrases of `text` not excused by a negation next to them. */
function unexcused(
  text: string,
  phrases: readonly MoneyRulePhrase[],
  negatedBefore: RegExp | null,
  negatedAfter: RegExp,
  negationsVoid: boolean,
): { asked: string[]; excused: string[] } {
  const found = findAll(text, phrases)
  const asked: string[] = []
  const excused: string[] = []
  if (found.length === 0) return { asked, excused }
  // The text with every phrase masked as §, and where each phrase's § sits.
  let masked = ''
  let from = 0
  const at: number[] = []
  for (const item of found) {
    masked += text.slice(from, item.start)
    at.push(masked.length)
    masked += '§'
    from = item.end
  }
  masked += text.slice(from)
  found.forEach((item, index) => {
    const position = at[index] ?? 0
    const windowStart = Math.max(0, position - WINDOW)
    let before = masked.slice(windowStart, position)
    // A window that starts inside a word drops that word ("cannot" is not "not").
    if (windowStart > 0) before = before.replace(/^\S*\s?/, '')
    const after = masked.slice(position + 1, position + 1 + WINDOW)
    const negated =
      (negatedBefore !== null && negatedBefore.test(before)) || negatedAfter.test(after)
    if (negated && !negationsVoid) excused.push(item.phrase.trim())
    else asked.push(item.phrase.trim())
  })
  return { asked, excused }
}

/** Whether some clause of the sentence names money that is not pay to talent. */
function namesOtherMoney(clauses: readonly string[]): boolean {
  return clauses.some(
    (clause) =>
      hasAmountAboveZero(clause) &&
      !TALENT_PAY_ENGLISH.test(clause) &&
      !TALENT_PAY_KOREAN.test(clause.replace(/ /g, '')),
  )
}

/**
 * Phrases that make talent the payer, when the sentence also names money that is not pay to
 * talent ("Studio costs 80,000 won, payable by the model").
 */
function payerAsks(clauses: readonly string[], otherMoney: boolean): string[] {
  if (!otherMoney) return []
  const asked: string[] = []
  for (const clause of clauses) {
    const english = PAYER_ENGLISH.exec(clause)
    if (english && !TALENT_PAY_ENGLISH.test(clause)) asked.push(english[0])
    const compactClause = clause.replace(/ /g, '')
    const korean = PAYER_KOREAN.exec(compactClause)
    if (korean && !TALENT_PAY_KOREAN.test(compactClause)) asked.push(korean[0])
  }
  return asked
}

/** The asks of one sentence. */
function sentenceAsks(sentence: string): string[] {
  const text = sentenceText(sentence)
  if (text === '' || text === ',') return []
  const clauses = text.split(',').map((clause) => clause.trim())
  const voided = namesOtherMoney(clauses)
  const english = unexcused(
    text.replace(/ ?, ?/g, ' , '),
    ENGLISH_PHRASES,
    ENGLISH_NEGATION_BEFORE,
    ENGLISH_NEGATION_AFTER,
    voided,
  )
  const korean = unexcused(
    text.replace(/ /g, ''),
    KOREAN_PHRASES,
    null,
    KOREAN_NEGATION_AFTER,
    voided,
  )
  return [...english.asked, ...korean.asked, ...payerAsks(clauses, voided)]
}

/**
 * The phrases of `texts` that ask talent for money, as they read after normalising,
 * without repeats; empty when the casting may go live. For administrators only: the client
 * is shown a general reason (ADR 0033), so a scammer cannot reword until it passes.
 */
export function findMoneyAsks(texts: readonly string[]): string[] {
  const found = new Set<string>()
  for (const text of texts) {
    const folded = joinSpelledOut(foldText(text).replace(THOUSANDS, '$1'))
    for (const sentence of folded.split(SENTENCE_END)) {
      for (const phrase of sentenceAsks(sentence)) found.add(phrase)
    }
  }
  return [...found]
}

/** What administrators read beside a held casting: the phrases the rule matched. */
export const holdMatchesOf = (phrases: readonly string[]): string =>
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
