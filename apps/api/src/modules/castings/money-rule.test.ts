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

// ADR 0033: real-world phrasings, both ways. Scams reworded to slip past the first rule
// (a negation next to one phrase excusing the next, negation words inside other words,
// "0 won now, 50,000 won later", look-alike letters, payer wording with an amount) are held;
// honest pay wording is published.
const SCAMS: readonly string[] = [
  // A negation next to one phrase no longer excuses the next sentence's or clause's fee.
  '등록비 무료! 프로필 촬영비 5만원',
  '교육비 무료! 등록비 5만원',
  '등록비 없음. 오디션비 3만원',
  '가입비 면제! 보증금 10만원',
  '수강료 무료, 프로필 사진 촬영비 15만원 별도',
  '부담 없는 교육비 5만원',
  '무료 오디션! 참가비 2만원',
  'Free of charge! Registration fee 30,000 won',
  'No deposit! Audition fee 50,000 won.',
  'No registration fee. Training fee 200,000 won per month.',
  'Registration: free. Profile shoot fee 150,000 KRW.',
  'We do not charge for castings; a portfolio fee of 100,000 won applies.',
  // Negation words inside other words.
  'Audition fee: freelancers 30,000 won',
  'Registration fee nonetheless applies: 50,000 won',
  'Registration fee never refunded, 30,000 won',
  'Training fee zeroes in on basics: 80,000 won',
  'Audition fee: freebies included, 40,000 won',
  'Registration fee notwithstanding 20,000 won',
  // Zero now, money later.
  'Registration fee 0 won now, 50,000 won at the studio',
  'Audition fee: 0 KRW online, 30,000 KRW on the day',
  'Registration fee: none (50,000 won for materials on the day)',
  '등록비 0원, 현장에서 5만원',
  '등록비 없음 (단, 촬영 당일 현장에서 5만원)',
  '교육비 무료, 교재비 3만원',
  '오디션 참가비 0원, 합격 후 30만원',
  'Registration fee waived, but 30,000 won for the ID card',
  // Look-alike letters from other scripts, accents, mathematical letters.
  'R\u0435gistration f\u0435\u0435 30,000 won',
  '\u0430udition fee 20,000',
  'tr\u0430ining f\u0435\u0435s apply',
  'Regіstratіon fee',
  'dеposit rеquirеd',
  '𝐫𝐞𝐠𝐢𝐬𝐭𝐫𝐚𝐭𝐢𝐨𝐧 𝐟𝐞𝐞 50,000',
  'régistration fée 30000 won',
  'ΑUDΙΤΙΟΝ FEE',
  'pay tο apply',
  'Рrofile shoot fee',
  // Talent as payer with an amount, whatever fee word is used.
  'Please bring 50,000 won in cash on the day',
  'Studio costs 80,000 won, payable by the model',
  'Materials 30,000 won at your own expense',
  'Each applicant pays 20,000 won on site',
  'You pay 50,000 KRW to the studio before the shoot',
  'Card fee 30,000 won per applicant',
  '현장에서 현금 5만원 지참',
  '촬영 전 5만원 입금해 주세요',
  '의상비 10만원 본인 부담',
  '프로필 촬영 비용 20만원 자비 부담',
  '재료비 3만원 납부 후 촬영',
  '카드 제작 5만원 송금 부탁드립니다',
  '합격자는 30만원 결제 후 계약',
  '스튜디오 대관료 5만원은 참가자 부담',
  '사진 촬영 15만원 현장결제',
  // Listed phrases, reworded.
  'Registration fee 50,000 won, lunch provided',
  'A small membership fee is collected at the door',
  'Non-refundable deposit of 100,000 won',
  'Pay a deposit before the audition',
  'All participants must pay 30,000 won',
  'Send us a deposit to confirm your slot',
  'Audition fee 3만원',
  '모델 등록금 30만원',
  '연기 교육비 월 50만원',
  '포트폴리오 제작비 25만원',
  '오디션 응시료 2만원',
  '레슨비 별도',
  '입회비 5만원',
  '보증금 20만원 (촬영 후 환불)',
  '선결제 후 촬영 진행',
  '심사비 1만원',
  '등 록 비 5 만 원',
  '등.록.비 5만원',
  'r e g i s t r a t i o n fee 30,000',
]

const HONEST: readonly string[] = [
  '모델료 지급',
  '교통비 별도 지급',
  '모델료 50만원 지급 (촬영 후 7일 이내)',
  '출연료 1일 30만원, 교통비 별도 지급',
  '등록비 없음, 출연료 50만원 지급',
  '등록비·교육비·보증금 일절 없습니다.',
  '등록비, 교육비, 보증금 모두 없습니다',
  '오디션 참가비 없음. 출연료 회당 20만원',
  '가입비 없이 지원 가능하며 페이는 20만원입니다',
  '촬영비 30만원 (모델에게 지급)',
  '식사 제공, 교통비 2만원 지원',
  '출연료는 촬영 후 정산해 드립니다. 30만원',
  '페이 1일 25만원, 초상권 사용료 포함',
  '헤어 메이크업 제공, 의상은 협찬',
  '모델 페이 시간당 5만원',
  '촬영 당일 출연료 현금 지급',
  '계약금 30% 선지급',
  '촬영 일정: 12월 3일 10시 ~ 18시, 장소: 성수동 스튜디오',
  '사이즈 55, 키 165 이상',
  '비용 부담 없이 지원하세요. 모델료 40만원',
  'No registration, audition or training fees.',
  'No registration fee, no deposit, 300,000 KRW per day.',
  'Model fee: 500,000 KRW per day, paid by the client.',
  'We pay 300,000 won per look; no fees of any kind.',
  'There are no fees. Day rate 400,000 won.',
  'Registration fee: none. Budget 1,000,000 KRW.',
  'Audition fee and registration fee are waived.',
  'Travel expenses reimbursed up to 50,000 won.',
  'Fee 300,000 won, paid within 14 days after the shoot.',
  'You will receive 200,000 won for a half day.',
  'Lunch provided, transport covered.',
  'Shoot on 2026-12-03, 10:00-18:00, 3 looks, size 55.',
  'Usage fee for 6 months included in the buyout.',
  'Freelancers welcome. Pay 300,000 won per day.',
  'We never charge talent anything.',
  'Zero fees for talent, ever.',
  'Nonetheless, we pay 250,000 KRW per shoot.',
  'Casting fee paid to the model on the day.',
  'Payment to the model: 400,000 won.',
  'We will cover your travel and pay 150,000 won hourly.',
]

describe('real-world phrasings (ADR 0033)', () => {
  it('has at least 100 of them', () => {
    expect(SCAMS.length + HONEST.length).toBeGreaterThanOrEqual(100)
  })

  it.each(SCAMS.map((text) => [text]))('holds %j', (text) => {
    expect(findMoneyAsks([text])).not.toEqual([])
  })

  it.each(HONEST.map((text) => [text]))('publishes %j', (text) => {
    expect(findMoneyAsks([text])).toEqual([])
  })
})

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
