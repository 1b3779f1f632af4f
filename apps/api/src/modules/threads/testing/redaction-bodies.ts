// Ten-thousand-character bodies, five times the longest message, built to make a pattern
// retry: long runs of what a contact detail is made of (letters, digits, separators, "@",
// number words, messenger names, look-alike letters). The redaction test times each one, and
// `pnpm bench:redaction` prints the figures kept in ADR 0025's addenda.
const CYRILLIC_KAKAO = 'k\u0430k\u0430\u043E' // "kakao" with Cyrillic а and о

export const ADVERSARIAL_BODIES: ReadonlyArray<[string, string]> = [
  ['letters', 'a'.repeat(10_000)],
  ['digits', '1'.repeat(10_000)],
  ['spaces', `${' '.repeat(9_999)}a`],
  ['at signs', '@'.repeat(10_000)],
  [
    'runs of each',
    `${'1'.repeat(2_500)}${' '.repeat(2_500)}${'@'.repeat(2_500)}${'a'.repeat(2_500)}`,
  ],
  ['letter and @', 'a@'.repeat(5_000)],
  ['letter and dot', 'a.'.repeat(5_000)],
  ['digit and space', '1 '.repeat(5_000)],
  ['digit and dash', '1-'.repeat(5_000)],
  ['Korean digits', '일'.repeat(10_000)],
  ['messenger names', '카톡 '.repeat(3_333)],
  ['messenger and id', 'kakao id '.repeat(1_111)],
  ['links without end', `https://${'a.'.repeat(4_995)}`],
  ['invisible between digits', `0${'\u200B1'.repeat(4_999)}`],
  ['full-width', '０１'.repeat(5_000)],
  ['at, dot, spaces', `${'a @ b . '.repeat(1_250)}`],
  ['zero digit words', '공일'.repeat(5_000)],
  ['spaced digit words', '공 '.repeat(5_000)],
  ['digit words and particle', '일이에'.repeat(3_334)],
  ['digit, space, dash', '0 - '.repeat(2_500)],
  ['leading-zero groups', '010 '.repeat(2_500)],
  ['plus and digits', '+1 '.repeat(3_334)],
  ['dates side by side', '2026-11-24 '.repeat(910)],
  ['numbers and units', '1cm '.repeat(2_500)],
  ['thousands', '1,'.repeat(5_000)],
  ['times', '1:'.repeat(5_000)],
  ['look-alike letters', `${CYRILLIC_KAKAO} `.repeat(1_667)],
  ['English number words', 'one '.repeat(2_500)],
  ['o glued to digits', 'o1'.repeat(5_000)],
  ['company number groups', '1588-'.repeat(2_000)],
]
