// The money-asking rule as a table (ADR 0023): what must be held, in English and Korean,
// simple evasions included, and what must not (pay offered to talent, "no fees").
import { describe, expect, it } from 'vitest'
import { DEMO_CASTINGS } from '../../db/demo/demo-castings.js'
import { findMoneyAsks, moneyAsksOfCasting, normaliseText } from './money-rule.js'

const HELD: ReadonlyArray<[string, string]> = [
  ['Registration fee of 50,000 KRW before the shoot', 'registration fee'],
  ['A small training fee applies to all new faces.', 'training fee'],
  ['Profile shoot fee: ₩150,000 (paid by the model)', 'profile shoot fee'],
  ['Audition fees are collected on site.', 'audition fees'],
  ['Selected talent pays a portfolio fee.', 'portfolio fee'],
  ['Send a refundable deposit to book your slot', 'refundable deposit'],
  ['Please pay a deposit of 100,000 won', 'pay a deposit'],
  ['Deposit required before the audition', 'deposit required'],
  ['Pay to apply: 20,000 won', 'pay to apply'],
  ['Models must pay for their own lessons first', 'models must pay'],
  ['You need to pay upfront.', 'you need to pay'],
  // Evasions: full-width letters, a zero-width space, hyphens, capitals, spacing.
  ['ＲＥＧＩＳＴＲＡＴＩＯＮ ＦＥＥ required', 'registration fee'],
  ['registra\u200btion fee', 'registration fee'],
  ['Registration-Fee: 30,000', 'registration fee'],
  ['AUDITION    FEE', 'audition fee'],
  ['Registration f.e.e 30,000 won', 'registration fee'],
  ['a-u-d-i-t-i-o-n fee on the day', 'audition fee'],
  ['모델 등록비 5만원이 있습니다.', '모델등록비'],
  ['합격자는 교육비를 납부해야 합니다.', '교육비'],
  ['프로필 촬영비 20만원 별도', '프로필촬영비'],
  ['프로필 사진 촬영 비용은 본인 부담', '프로필사진촬영비용'],
  ['오디션비 3만원', '오디션비'],
  ['오디션 참가비 있음', '오디션참가비'],
  ['아카데미 수강료 납부 후 촬영', '수강료'],
  ['가입비 10만원', '가입비'],
  ['보증금 30만원을 입금해 주세요', '보증금'],
  ['촬영 전 선입금 필수', '선입금'],
  ['등 록 비 있음', '등록비'],
  ['등.록.비 5만원', '등록비'],
  ['등록비', '등록비'],
]

const NOT_HELD: readonly string[] = [
  'No fees.',
  'Fee paid to model within 7 days of the shoot.',
  'Model fee: 500,000 KRW per day, paid by the client.',
  'There is no registration fee and no audition fee.',
  'We never ask for any deposit.',
  'We do not charge a registration fee.',
  'Audition fee: none',
  'Registration fees waived; we pay travel.',
  'We will deposit your fee within a week.',
  'Lunch and transport provided.',
  'Pay a visit to our studio: the A B C of modelling.',
  '출연료는 촬영 후 7일 안에 입금해 드립니다.',
  '등록비 없음',
  '보증금 일절 받지 않습니다.',
  '교육비는 무료입니다.',
  '오디션 참가비 0원',
  '모델 출연료 50만원 (1일 기준)',
  '가입비 없이 지원하세요',
  '',
]

describe('the money-asking rule', () => {
  it.each(HELD)('holds %j (matches %j)', (text, phrase) => {
    expect(findMoneyAsks([text])).toContain(phrase)
  })

  it.each(NOT_HELD.map((text) => [text]))('lets %j through', (text) => {
    expect(findMoneyAsks([text])).toEqual([])
  })

  it('reads every text it is given and names each phrase once', () => {
    expect(
      findMoneyAsks(['Summer lookbook', 'registration fee', '보증금 있음', 'Registration fee']),
    ).toEqual(['registration fee', '보증금'])
  })

  it('normalises width, case, invisible characters and spacing', () => {
    expect(normaliseText('  Ｆｅｅ\u200b—Paid   TO\tModel ')).toBe('fee paid to model')
  })
})

describe('the demo castings', () => {
  it('pass the money rule (they go straight to live in the demo seed)', () => {
    for (const casting of DEMO_CASTINGS) {
      expect(moneyAsksOfCasting({ ...casting, companyName: 'Demo' }), casting.title).toEqual([])
    }
  })
})
