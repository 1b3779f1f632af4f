// What the other side of a thread reads before a booking: contact details hidden, everything
// else (dates, times, prices, sizes) as written.
import { describe, expect, it } from 'vitest'
import { hasContactDetails, redactContactDetails } from './contact-redaction.js'

const N = '[hidden]'

const HIDDEN: ReadonlyArray<[string, string]> = [
  ['my mail is min.kim@example.com thanks', `my mail is ${N} thanks`],
  ['MIN_KIM+casting@Mail.Example.co.kr', N],
  ['min.kim (at) gmail (dot) com', N],
  ['min.kim[at]gmail.com', N],
  ['민지＠네이버.com', N],
  ['call 010-1234-5678', `call ${N}`],
  ['01012345678', N],
  ['010 1234 5678 please', `${N} please`],
  ['010.1234.5678', N],
  ['010 - 1234 - 5678', N],
  ['(02) 123-4567', N],
  ['02-1234-5678', N],
  ['031.123.4567', N],
  ['+82 10 1234 5678', N],
  ['+82-10-1234-5678', N],
  ['+821012345678', N],
  ['82 10 1234 5678', N],
  ['10-1234-5678', N],
  ['+1 (415) 555-0100', N],
  ['+44 20 7946 0958', N],
  ['0 1 0 1 2 3 4 5 6 7 8', N],
  ['공일공 일이삼사 오육칠팔', N],
  ['카톡 말고 010-9876-5432로 연락주세요', `카톡 말고 ${N}로 연락주세요`],
  ['two: a@b.io and 010-1111-2222', `two: ${N} and ${N}`],
]

const KEPT: readonly string[] = [
  'The shoot is on 2026-11-24 at 10:30.',
  'Dates: 2026.11.24 - 2026.11.30',
  '2026-11-24 2026-11-30',
  '촬영일은 2026년 11월 24일입니다.',
  'Pay: 500,000원 per day',
  '₩1,500,000 for two days, 15,000,000 KRW in total',
  'Budget 1500000',
  'Height 172 cm, 34-24-35, shoe size 245',
  'Call time 09:00 - 18:00',
  'We need 2 models aged 20-25 for 3 days.',
  'Order no. 2026-1124',
  'Room 302, 12 Teheran-ro',
  'Meet me at the studio @ 3pm',
  'Follow @casting_n_model on Instagram',
  '이 일이 좋아요',
]

describe('contact details in a message body', () => {
  it.each(HIDDEN)('hides %j', (text, shown) => {
    expect(hasContactDetails(text)).toBe(true)
    expect(redactContactDetails(text, N)).toBe(shown)
  })

  it.each(KEPT.map((text) => [text]))('leaves %j as written', (text) => {
    expect(hasContactDetails(text)).toBe(false)
    expect(redactContactDetails(text, N)).toBe(text)
  })
})
