// Phone numbers against casting talk (ADR 0025, addendum "phone numbers and casting talk"):
// a number is hidden however its digits are spelled or spaced, and the dates, times, sizes,
// amounts and counts a casting message is made of stay as written, however they are strung
// together. Tested through what the other side reads (redactContactDetails).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasContactDetails, redactContactDetails } from './contact-redaction.js'

const N = '[hidden]'

const HIDDEN: ReadonlyArray<[string, string]> = [
  // Digits spaced out, with dashes between the groups.
  ['0 1 0 - 1 2 3 4 - 5 6 7 8', N],
  ['연락처 0 1 0 . 9 8 7 6 . 5 4 3 2 입니다', `연락처 ${N} 입니다`],
  // Korean number words, Sino-Korean and native, alone or mixed with digits.
  ['010 일이삼사 오육칠팔', N],
  ['공일공 1234 5678', N],
  ['공1공-1234-5678', N],
  ['빵일빵-일이삼사-오육칠팔', N],
  ['공이 일이삼 사오육칠', N], // 02-123-4567
  ['공일공 하나둘셋넷 다섯여섯일곱여덟', N],
  ['영일영 하나 둘 셋 넷 다섯 여섯 일곱 여덟', N],
  ['제 번호는 공일공에 일이삼사에 오육칠팔이에요', `제 번호는 ${N}이에요`],
  // A number next to a date or a count is still a number, and they stay.
  ['2026-11-24 010-1234-5678', `2026-11-24 ${N}`],
  ['+82 10 1234 5678 2명', `${N} 2명`],
  // English number words, alone or mixed with digits, and a letter o for a zero.
  ['zero one zero one two three four five six seven eight', N],
  ['My number: Zero One Zero - 1234 - five six seven eight', `My number: ${N}`],
  ['text me at 010 one two three four 5678 ok', `text me at ${N} ok`],
  ['o1o-1234-5678', N],
  ['call O1O 1234 5678', `call ${N}`],
  // A company's nationwide number.
  ['대표번호 1588-1234 로 연락주세요', `대표번호 ${N} 로 연락주세요`],
  ['Call 1644.5678', `Call ${N}`],
]

const KEPT: readonly string[] = [
  // Dates, times and ranges next to each other or to a measurement.
  'Shoot on 2026-11-24 170cm size 55 10:00-18:00 fee 300,000 KRW 3 looks',
  '2026-11-24 10:00-18:00',
  '2026.11.24 10:00 집합',
  '10:00-18:00 2026-11-24',
  '11/24-11/26 1000-1800',
  '2026-11-24 14:00 강남역 2번 출구',
  '2026.11.24 15시 170 55 250',
  // Measurements and sizes in a row.
  '사이즈 230 235 240 245',
  '옷 사이즈 55 66 77 88 99',
  'Heights 165 170 175 180',
  '34-24-35 170-55-250',
  // Amounts.
  'Fee 300000 500000 KRW',
  'Budget 300 500 1000',
  // Counts, lists, order numbers, resolutions.
  '시안 1 2 3 4 5 6 7 8 9 10 중에 골라주세요',
  '10 11 12 13 14일 중 가능한 날',
  'Order 20261124-0001, invoice 2026 1124 0001',
  '영상 1920 1080 30fps 4K',
  // Other scripts in ordinary words.
  'Café Noir 스튜디오 2026-11-24 14:00 (Москва 팀 3명)',
  // Number words in ordinary sentences, and words that only contain one.
  'I need two or three looks, four to five hours, one model and one assistant.',
  'Someone phoned; tone it down, the fiveteen stone ones, oftentimes.',
  'Looks one two three four, then five six seven: eight in all.',
  'Room 1o1, Go 2o, top 10, no 1',
  // Four digits and four digits that are not a company number.
  'Between 1500 and 1600, 1800 1900 cm, 1588 1234',
  '15881234',
]

// What the old rules caught and the quantity and shape rules must not lose: foreign numbers
// dialled at home, endings glued to a number that start like a unit ("인" people, "부" part,
// "주" weeks), and a number in pairs after its code. These pass on the code before the shape
// rules too.
const STILL_HIDDEN: ReadonlyArray<[string, string]> = [
  ['Call 090 1234 5678 today', `Call ${N} today`],
  ['Call 07700 900123 today', `Call ${N} today`],
  ['Call 415-555-0100 today', `Call ${N} today`],
  ['제 번호 010-1234-5678인데요', `제 번호 ${N}인데요`],
  ['010-1234-5678부터 연락 주세요', `${N}부터 연락 주세요`],
  ['010-1234-5678주세요', `${N}주세요`],
  ['010 12 34 56 78', N],
  ['010-12-34-5678', N],
]

describe('phone numbers and casting talk', () => {
  it.each(HIDDEN)('hides %j', (text, shown) => {
    expect(hasContactDetails(text)).toBe(true)
    expect(redactContactDetails(text, N)).toBe(shown)
  })

  it.each(KEPT.map((text) => [text]))('leaves %j as written', (text) => {
    expect(hasContactDetails(text)).toBe(false)
    expect(redactContactDetails(text, N)).toBe(text)
  })

  it.each(STILL_HIDDEN)('still hides %j', (text, shown) => {
    expect(redactContactDetails(text, N)).toBe(shown)
  })
})

describe('phone numbers however they are written', () => {
  const digits = (length: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
  // A Korean number as groups of digits: mobile, Seoul, other areas, internet phones.
  const koreanNumber: fc.Arbitrary<[string, number[], number[]]> = fc.oneof(
    fc.tuple(fc.constantFrom('010', '011', '016', '017', '018', '019'), digits(4), digits(4)),
    fc.tuple(fc.constant('02'), fc.oneof(digits(3), digits(4)), digits(4)),
    fc.tuple(fc.constantFrom('031', '032', '051', '053', '064', '070'), digits(4), digits(4)),
  )
  const SINO = ['공', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구']
  const NATIVE = ['영', '하나', '둘', '셋', '넷', '다섯', '여섯', '일곱', '여덟', '아홉']
  // Each digit as a digit, a Sino-Korean word or a native word.
  const spelling = fc.constantFrom<(digit: number) => string>(
    (digit) => String(digit),
    (digit) => SINO[digit]!,
    (digit) => NATIVE[digit]!,
    (digit) => (digit === 0 ? '빵' : SINO[digit]!),
  )
  const written = fc
    .record({
      number: koreanNumber,
      spell: fc.array(spelling, { minLength: 3, maxLength: 3 }),
      between: fc.constantFrom('-', ' ', '.', ' - ', '·', '', '–'),
      spaced: fc.boolean(),
      pairs: fc.boolean(),
      form: fc.constantFrom('0', '+82', '82', '(0)'),
    })
    .map(({ number: [area, exchange, line], spell, between, spaced, pairs, form }) => {
      // Glued groups ("01012345678") need digits, unspaced, the same writing on both sides.
      const glued = !spaced && spell.every((each) => each === spell[0])
      const glue = between === '' && !glued ? ' ' : between
      const groups = [area.split('').map(Number), exchange, line].map((group, i) => {
        const words = group.map(spell[i]!)
        // Four digits as two pairs: "010 12 34 56 78".
        if (pairs && !spaced && glue !== '' && i > 0 && group.length === 4) {
          return `${words.slice(0, 2).join('')}${glue}${words.slice(2).join('')}`
        }
        return words.join(spaced ? ' ' : '')
      })
      const [first, ...rest] = groups
      const areaText =
        form === '0'
          ? first!
          : form === '(0)'
            ? `(${first!})`
            : `${form === '+82' ? '+82 ' : '82 '}${area.slice(1)}`
      return `${areaText}${form === '(0)' ? ' ' : glue}${rest.join(glue)}`
    })

  it('hides a Korean number in any grouping, spelling or spacing', () => {
    fc.assert(
      fc.property(
        written,
        fc.constantFrom('', '연락처 ', 'Call me on ', '제 번호 '),
        fc.constantFrom('', '이에요', '인데요', '입니다', '으로', '로', '부터', '까지', '에'),
        (number, lead, ending) => {
          const text = `${lead}${number}${ending} 감사합니다`
          expect(redactContactDetails(text, N)).toBe(`${lead}${N}${ending} 감사합니다`)
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('phone numbers in English words', () => {
  const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
  const word = fc
    .tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('lower', 'Title', 'UPPER', 'digit'))
    .map(([digit, style]) => {
      const text = WORDS[digit]!
      if (style === 'digit') return String(digit)
      if (style === 'UPPER') return text.toUpperCase()
      return style === 'Title' ? text[0]!.toUpperCase() + text.slice(1) : text
    })
  const mobile = fc
    .tuple(
      fc.constantFrom('010', '011', '016', '017', '019'),
      fc.array(word, { minLength: 8, maxLength: 8 }),
      fc.constantFrom(' ', ' - ', ' . '),
    )
    .map(([code, rest, between]) => {
      const area = code
        .split('')
        .map((digit) => WORDS[Number(digit)]!)
        .join(' ')
      return [area, rest.slice(0, 4).join(' '), rest.slice(4).join(' ')].join(between)
    })

  it('hides a mobile number spelled in words, digits among them, however they are cased', () => {
    fc.assert(
      fc.property(mobile, fc.constantFrom('', 'Call me on ', 'text '), (number, lead) => {
        expect(redactContactDetails(`${lead}${number}, thanks`, N)).toBe(`${lead}${N}, thanks`)
      }),
      { numRuns: 300 },
    )
  })
})

describe('casting talk however it is strung together', () => {
  const year = fc.integer({ min: 2024, max: 2030 })
  const month = fc.integer({ min: 1, max: 12 })
  const day = fc.integer({ min: 1, max: 31 })
  const pad = (n: number) => String(n).padStart(2, '0')
  const date = fc
    .tuple(year, month, day, fc.integer({ min: 0, max: 5 }))
    .map(
      ([y, m, d, style]) =>
        [
          `${y}-${pad(m)}-${pad(d)}`,
          `${y}.${m}.${d}`,
          `${y}. ${m}. ${d}`,
          `${y}/${pad(m)}/${pad(d)}`,
          `${y}년 ${m}월 ${d}일`,
          `${m}/${d}`,
        ][style]!,
    )
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${pad(h)}:${pad(m)}`)
  const times = fc.oneof(
    time,
    fc.tuple(time, time, fc.constantFrom('-', '~', ' - ')).map(([a, b, dash]) => `${a}${dash}${b}`),
    fc.integer({ min: 1, max: 12 }).map((h) => `${['오전', '오후'][h % 2]!} ${h}시`),
  )
  const measurement = fc.oneof(
    fc.integer({ min: 140, max: 199 }).map((cm) => [`${cm}cm`, `${cm} cm`, `키 ${cm}`][cm % 3]!),
    fc.integer({ min: 35, max: 99 }).map((kg) => [`${kg}kg`, `${kg} kg`, `몸무게 ${kg}`][kg % 3]!),
    fc.integer({ min: 200, max: 300 }).map((mm) => [`${mm}mm`, `신발 ${mm}`][mm % 2]!),
    fc.integer({ min: 44, max: 110 }).map((size) => [`size ${size}`, `사이즈 ${size}`][size % 2]!),
  )
  const money = fc
    .integer({ min: 1, max: 99_999_999 })
    .chain((won) =>
      fc.constantFrom(
        `${won.toLocaleString('en-US')}원`,
        `${won}원`,
        `₩${won}`,
        `${won} KRW`,
        `${Math.ceil(won / 10_000)}만원`,
        `$${Math.ceil(won / 1_000)}`,
      ),
    )
  const count = fc
    .tuple(
      fc.integer({ min: 1, max: 99 }),
      fc.constantFrom('looks', 'models', 'hours', '명', '벌', '컷', '시간', '일'),
    )
    .map(([n, unit]) => (/^[a-z]/.test(unit) ? `${n} ${unit}` : `${n}${unit}`))
  const quantity = fc.oneof(date, times, measurement, money, count)

  it('never hides dates, times, measurements, amounts or counts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(quantity, fc.constantFrom(' ', '  ', ' - ', ' ~ ', ', ', ' / ', ' (')), {
          minLength: 1,
          maxLength: 8,
        }),
        (parts) => {
          const text = parts.map(([part, between]) => `${part}${between}`).join('')
          expect(redactContactDetails(text, N)).toBe(text)
        },
      ),
      { numRuns: 1_000 },
    )
  })
})
