// Hides e-mail addresses and phone numbers in message bodies before a booking (issue #15,
// ADR 0025): the platform's safety rests on talent and clients meeting through it until a
// job is confirmed. The stored body is never changed; redaction happens when a message is
// shown to the other side. The patterns lean towards catching numbers written to slip past
// (spaces, dots, +82, digits one by one) while leaving dates, times and prices alone: every
// case is in contact-redaction.test.ts.

// An address: local part, "@" (also the full-width one and the spelled-out "(at)"/"[at]"),
// a domain with at least one dot (or "(dot)"/"[dot]") and a top-level name of letters.
const AT = String.raw`\s*(?:@|＠|[(\[]\s*at\s*[)\]])\s*`
const DOT = String.raw`(?:\.|\s*[(\[]\s*dot\s*[)\]]\s*)`
const EMAIL = String.raw`[\p{L}\p{N}._%+\-]+${AT}[\p{L}\p{N}\-]+(?:${DOT}[\p{L}\p{N}\-]+)*${DOT}\p{L}{2,}`

// Phone numbers. Digit groups are separated by spaces, dots, hyphens or brackets, up to three
// in a row (" - ", ") "); a comma never separates, so prices such as 500,000 stay whole.
const SEP = String.raw`[\s.\-()]{0,3}`
// Not glued to more digits on either side (through a separator), so a longer run such as two
// dates written side by side is left whole rather than cut into a "number".
const BEFORE = String.raw`(?<![\p{N}][\s.\-]?|[\p{N}][\s.\-]{2})`
const AFTER = String.raw`(?![\s.\-]?[\p{N}])`
const PHONE_PATTERNS = [
  // International: "+82 10 1234 5678", "+1 (415) 555-0100", "+44 20 7946 0958": 8 to 15 digits.
  String.raw`\+\s?\d(?:${SEP}\d){7,14}${AFTER}`,
  // Korean with its leading 0: mobile 010-1234-5678, 01012345678, landline 02-123-4567,
  // 031.123.4567, (02) 1234 5678: 9 to 11 digits in the usual groups.
  String.raw`${BEFORE}\(?0\d{1,2}\)?${SEP}\d{3,4}${SEP}\d{4}${AFTER}`,
  // 82 without the plus, and a mobile number without its leading 0 (after "+82" was dropped).
  String.raw`${BEFORE}82${SEP}1[016789]${SEP}\d{3,4}${SEP}\d{4}${AFTER}`,
  // Any other run of 10 to 15 digits broken up by single spaces, dots or hyphens, one digit at
  // a time included ("0 1 0 1 2 3 4 5 6 7 8"): longer than any date or price written with them.
  String.raw`${BEFORE}\d(?:[\s.\-]?\d){9,14}${AFTER}`,
  // Digits spelled in Sino-Korean words ("공일공 일이삼사 오육칠팔"): ten or more in a row.
  String.raw`(?:[공영일이삼사오육칠팔구][\s.\-]?){9,}[공영일이삼사오육칠팔구]`,
]

const CONTACT = new RegExp(`${EMAIL}|${PHONE_PATTERNS.join('|')}`, 'giu')

/** True when the text holds something that looks like an e-mail address or phone number. */
export function hasContactDetails(text: string): boolean {
  CONTACT.lastIndex = 0
  const found = CONTACT.test(text)
  CONTACT.lastIndex = 0
  return found
}

/** The text with each e-mail address and phone number replaced by `notice`. */
export function redactContactDetails(text: string, notice: string): string {
  return text.replace(CONTACT, notice)
}
