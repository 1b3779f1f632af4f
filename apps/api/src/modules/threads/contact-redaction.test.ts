// What the other side of a thread reads before a booking: contact details (e-mail, phone,
// messenger IDs, outside links) hidden, however they are disguised; everything else (dates,
// times, prices, sizes, addresses, ordinary words) as written.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { THREAD_LIMITS } from '@cnm/contracts'
import { hasContactDetails, redactContactDetails } from './contact-redaction.js'
import { ADVERSARIAL_BODIES } from './testing/redaction-bodies.js'

const N = '[hidden]'
const OWN = { ownHosts: ['castingnmodel.com'] }
const ZW = '\u200B' // zero-width space
const ZWJ = '\u200D'
const KAKAO_CYRILLIC = 'k\u0430k\u0430\u043E' // Cyrillic а and о

const HIDDEN: ReadonlyArray<[string, string]> = [
  // E-mail addresses.
  ['my mail is min.kim@example.com thanks', `my mail is ${N} thanks`],
  ['MIN_KIM+casting@Mail.Example.co.kr', N],
  ['min.kim (at) gmail (dot) com', N],
  ['min.kim[at]gmail.com', N],
  ['민지＠네이버.com', N],
  ['minji 골뱅이 naver 닷 com', N],
  ['minji골뱅이naver.com', N],
  ['minji@naver 점 com 으로', `${N} 으로`],
  ['minji @ 네이버 닷컴', N],
  ['min at gmail dot com', N],
  ['abc123@naver로 보내주세요', `${N}로 보내주세요`],
  ['mail: mina@example.com으로 주세요', `mail: ${N}으로 주세요`],
  // At the end of a sentence (issue #25: the full stop used to shield the address).
  ['Send your portfolio to mina.scout@gmail.com.', `Send your portfolio to ${N}.`],
  ['write to mina@example.co.kr. Thanks!', `write to ${N}. Thanks!`],
  // Phone numbers.
  ['call 010-1234-5678', `call ${N}`],
  ['01012345678', N],
  ['010 1234 5678 please', `${N} please`],
  ['010.1234.5678', N],
  ['010 - 1234 - 5678', N],
  ['010–1234–5678', N], // en dashes
  ['010·1234·5678', N],
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
  // KakaoTalk.
  ['카톡 아이디 abc123', `카톡 아이디 ${N}`],
  ['카톡 아이디는 minji_k 입니다', `카톡 아이디는 ${N} 입니다`],
  ['카카오톡 ID: abc_12', `카카오톡 ID: ${N}`],
  ['kakao: abc123', `kakao: ${N}`],
  ['KakaoTalk id minji', `KakaoTalk id ${N}`],
  ['my kakao id is abc123.', `my kakao id is ${N}.`],
  ['카톡으로 abc123 추가해주세요', `카톡으로 ${N} 추가해주세요`],
  ['카톡 친추 부탁드려요 @minji_k', `카톡 친추 부탁드려요 ${N}`],
  ['카카오 아이디 minji', `카카오 아이디 ${N}`],
  ['오픈채팅 open.kakao.com/o/sAbC123 들어오세요', `오픈채팅 ${N} 들어오세요`],
  ['https://open.kakao.com/o/gXyZ', N],
  // LINE, Telegram, WhatsApp, WeChat.
  ['line id abc', `line id ${N}`],
  ['LINE ID: mina.k', `LINE ID: ${N}`],
  ['라인 아이디 minji', `라인 아이디 ${N}`],
  ['add me line.me/ti/p/abcDEF', `add me ${N}`],
  ['텔레그램 @handle', `텔레그램 ${N}`],
  ['telegram: mina_k', `telegram: ${N}`],
  ['t.me/minji_k', N],
  ['wa.me/821012345678', N],
  ['WhatsApp me on +44 7700 900123', `WhatsApp me on ${N}`],
  ['wechat id abc', `wechat id ${N}`],
  ['위챗 아이디: wxid_abc', `위챗 아이디: ${N}`],
  ['위챗 wxid_9988', `위챗 ${N}`],
  // Instagram and other DMs.
  ['인스타 @abc', `인스타 ${N}`],
  ['insta: abc', `insta: ${N}`],
  ['DM me on instagram @abc', `DM me on instagram ${N}`],
  ['my instagram is @mina.kim_', `my instagram is ${N}`],
  ['인스타 DM 주세요 @mina', `인스타 DM 주세요 ${N}`],
  ['DM me @mina_k', `DM me ${N}`],
  ['instagram.com/abc', N],
  ['https://www.instagram.com/mina.kim/', N],
  ['틱톡 아이디 mina', `틱톡 아이디 ${N}`],
  // Links.
  ['portfolio: https://mina-portfolio.com/work?id=3.', `portfolio: ${N}.`],
  ['see http://abc.co.kr', `see ${N}`],
  ['www.minji.kr/profile 참고', `${N} 참고`],
  ['abc.com/xyz?', `${N}?`],
  ['naver.com에서 검색', `${N}에서 검색`],
  ['linktr.ee/minji', N],
  ['bit.ly/3abcD', N],
  ['hxxps://evil.example/x', N],
  ['minji 닷 com', N],
  ['https://castingnmodel.com@evil.io', N],
  ['castingnmodel.com.evil.io/x', N],
  // Written to slip past: full-width forms, invisible characters.
  ['ａｂｃ＠ｇｍａｉｌ．ｃｏｍ', N],
  ['０１０－１２３４－５６７８', N],
  [`0${ZW}1${ZW}0-1234-5678`, N],
  [`call 010${ZWJ}1234${ZW}5678 now`, `call ${N} now`],
  [`mi${ZW}na@exa${ZW}mple.com`, N],
  [`카${ZW}톡 아이디 abc${ZW}123`, `카${ZW}톡 아이디 ${N}`],
  ['ｋａｋａｏ：ａｂｃ１２３', `ｋａｋａｏ：${N}`],
  ['인스타 ＠ｍｉｎａ', `인스타 ${N}`],
  [`t${ZW}.me/mina`, N],
  ['①⓪-1234-5678', N], // circled digits read as 1 and 0
  ['ｗｗｗ．ｍｉｎａ．ｃｏｍ', N],
  ['0\u03321\u03320\u0332-1234-5678', N], // underlined digits
  ['0\uFE0F\u20E31\uFE0F\u20E30\uFE0F\u20E3 1234 5678', N], // keycap digits
  // "카톡" in conjoining jamo, as some keyboards and pasted text have it.
  ['\u110F\u1161\u1110\u1169\u11A8 아이디 abc123', `\u110F\u1161\u1110\u1169\u11A8 아이디 ${N}`],
  // Look-alike letters from other scripts, and accents: read as the Latin letter.
  [`${KAKAO_CYRILLIC}: abc123`, `${KAKAO_CYRILLIC}: ${N}`],
  [`${KAKAO_CYRILLIC} id minji`, `${KAKAO_CYRILLIC} id ${N}`],
  ['t\u0435l\u0435gr\u0430m @mina', `t\u0435l\u0435gr\u0430m ${N}`], // Cyrillic е, а
  ['\u0456nst\u0430gr\u0430m @mina', `\u0456nst\u0430gr\u0430m ${N}`], // Cyrillic і, а
  ['\u03BA\u03B1\u03BA\u03B1\u03BF id minji', `\u03BA\u03B1\u03BA\u03B1\u03BF id ${N}`], // Greek
  ['\u039A\u0391\u039A\u0391\u039F: abc123', `\u039A\u0391\u039A\u0391\u039F: ${N}`], // Greek capitals
  ['kàkáo: abc123', `kàkáo: ${N}`],
  ['minji 골뱅이 n\u0430v\u0435r 닷 c\u043Em', N],
  ['n\u0430v\u0435r.c\u043Em/minji', N],
  ['mina@gm\u0430il 로 주세요', `${N} 로 주세요`],
]

const KEPT: readonly string[] = [
  'The shoot is on 2026-11-24 at 10:30.',
  'Dates: 2026.11.24 - 2026.11.30',
  '2026-11-24 2026-11-30',
  '촬영일은 2026년 11월 24일입니다.',
  'Pay: 500,000원 per day',
  '₩1,500,000 for two days, 15,000,000 KRW in total',
  '₩1,200,000 (VAT 별도)',
  'Budget 1500000',
  'Height 172 cm, 34-24-35, shoe size 245',
  '키 170cm, 몸무게 55kg, 신발 245mm',
  'Call time 09:00 - 18:00',
  '오전 9시~오후 6시, 점심 제공',
  'We need 2 models aged 20-25 for 3 days.',
  'Order no. 2026-1124',
  'Room 302, 12 Teheran-ro',
  '서울 강남구 테헤란로 123, 5층',
  '장소: 서울 성동구 성수이로 7길 27 (2층 스튜디오)',
  'Meet me at the studio @ 3pm',
  'Lunch @studio 점심시간 1시',
  'Follow @casting_n_model on Instagram',
  'Follow @mina.kim for behind-the-scenes',
  'Thanks @ team.See you',
  '이 일이 좋아요',
  '#패션 #화보 #모델구인 #카톡 #인스타',
  'the line for hair and makeup starts at 8',
  'Your line: hello everyone, welcome back',
  'Please learn the lines before the audition.',
  'online id check at the door',
  '카카오 프렌즈 촬영입니다',
  '카카오 광고 촬영, 카카오페이 모델',
  '바디라인이 잘 보이는 의상',
  '헤어라인 정리 부탁드려요',
  '인스타 광고용 사진입니다',
  '인스타그램 릴스 촬영, 1080p 세로 영상',
  '틱톡 영상 1080p로 부탁드려요',
  '텔레비전 광고 cf2026 촬영',
  'Great.Me too, see you there',
  'Thanks.See you at 10',
  'e.g. a white shirt, i.e. nothing branded',
  'Mr.Kim will meet you',
  'Use photo_01.jpg as the cover',
  'The app needs iOS 17.2 or version 3.10.1',
  'Look at this dress',
  'Our profile page: castingnmodel.com/models/12',
  'https://castingnmodel.com/castings/34 보세요',
  'www.castingnmodel.com/models/12',
  'DM is fine here on the platform',
  'instagram is where we will post the campaign',
  'kakao: 프렌즈 팝업 촬영',
]

describe('contact details in a message body', () => {
  it.each(HIDDEN)('hides %j', (text, shown) => {
    expect(hasContactDetails(text, OWN)).toBe(true)
    expect(redactContactDetails(text, N, OWN)).toBe(shown)
  })

  it.each(KEPT.map((text) => [text]))('leaves %j as written', (text) => {
    expect(hasContactDetails(text, OWN)).toBe(false)
    expect(redactContactDetails(text, N, OWN)).toBe(text)
  })

  it('hides links to the platform itself when no own host is given', () => {
    expect(redactContactDetails('castingnmodel.com/models/12', N)).toBe(N)
  })
})

describe('contact details written to slip past', () => {
  // A contact, and the part of it that must not be readable after redaction.
  const CONTACTS: ReadonlyArray<[string, string]> = [
    ['mina.kim@example.com', 'mina.kim'],
    ['010-9876-5432', '9876'],
    ['+82 10 9876 5432', '9876'],
    ['카톡 아이디 minji2026', 'minji2026'],
    ['instagram @mina_k', 'mina_k'],
    ['https://open.kakao.com/o/sAbC123', 'sAbC123'],
    ['t.me/minji_k', 'minji_k'],
  ]
  const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164']
  const fullWidth = (char: string) =>
    char >= '!' && char <= '~' ? String.fromCharCode(char.charCodeAt(0) + 0xfee0) : char
  // Each character as written, full-width, or followed by an invisible character.
  const disguise = fc.constantFrom(...CONTACTS).chain(([contact, secret]) =>
    fc
      .array(fc.tuple(fc.boolean(), fc.option(fc.constantFrom(...INVISIBLES))), {
        minLength: contact.length,
        maxLength: contact.length,
      })
      .map((choices) => ({
        secret,
        text: [...contact]
          .map((char, i) => {
            const [wide, after] = choices[i]!
            return (wide ? fullWidth(char) : char) + (i < contact.length - 1 ? (after ?? '') : '')
          })
          .join(''),
      })),
  )
  const readable = (text: string) =>
    text.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '')

  it('hides the contact however its characters are widened or split', () => {
    fc.assert(
      fc.property(
        disguise,
        fc.constantFrom('', 'Hi! ', '안녕하세요 '),
        ({ secret, text }, lead) => {
          const shown = redactContactDetails(`${lead}${text} 감사합니다`, N)
          expect(readable(shown)).not.toContain(secret)
          expect(shown.startsWith(lead)).toBe(true)
          expect(shown.endsWith(' 감사합니다')).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  // Casting talk: dates, times, prices, sizes, places, joined by commas.
  const casting = fc.oneof(
    fc
      .tuple(fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 1, max: 12 }))
      .chain(([y, m]) =>
        fc
          .integer({ min: 1, max: 28 })
          .map(
            (d) => [`${y}-${m}-${d}`, `${y}.${m}.${d}`, `${y}년 ${m}월 ${d}일`][(y + m + d) % 3]!,
          ),
      ),
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
    fc.integer({ min: 1, max: 99_999_999 }).map((won) => `${won.toLocaleString('en-US')}원`),
    fc.integer({ min: 1, max: 99_999_999 }).map((won) => `₩${won.toLocaleString('en-US')}`),
    fc.integer({ min: 140, max: 199 }).map((cm) => `${cm}cm`),
    fc.integer({ min: 35, max: 99 }).map((kg) => `${kg}kg`),
    fc.integer({ min: 1, max: 999 }).map((n) => `서울 강남구 테헤란로 ${n}`),
    fc.constantFrom(
      '#화보',
      '#모델',
      'the line for hair and makeup',
      '카카오 프렌즈 촬영',
      '라인 확인',
      'DM 확인 부탁',
      '인스타 광고',
      'Call time',
    ),
  )

  it('leaves casting talk alone', () => {
    fc.assert(
      fc.property(fc.array(casting, { minLength: 1, maxLength: 8 }), (parts) => {
        const text = parts.join(', ')
        expect(redactContactDetails(text, N, OWN)).toBe(text)
      }),
      { numRuns: 300 },
    )
  })
})

describe('redaction time', () => {
  // Each pattern may only start where a match can, so none of these takes time growing with
  // the square of the length (figures: `pnpm bench:redaction`, ADR 0025's addenda). The best
  // of three runs counts: one run on a loaded machine can be held up by other processes,
  // while quadratic time would be far over the bound on every run.
  it.each(ADVERSARIAL_BODIES)(
    'redacts 10,000 characters of %s in well under 200 ms',
    (_name, body) => {
      expect(body.length).toBeGreaterThanOrEqual(9_990)
      const times = [1, 2, 3].map(() => {
        const started = performance.now()
        redactContactDetails(body, N, OWN)
        hasContactDetails(body, OWN)
        return performance.now() - started
      })
      expect(Math.min(...times)).toBeLessThan(200)
    },
  )
})

describe('redaction time at the longest message', () => {
  // Issue #25, finding 12: at the longest body a person can send (THREAD_LIMITS.BODY_MAX), each
  // adversarial body is redacted in under 5 ms, the budget of one message of a page. The
  // patterns run once, when the message is written (messages.contact_spans); the best of five
  // runs after a warm-up counts, as above.
  it.each(ADVERSARIAL_BODIES)('redacts %s at the longest message in under 5 ms', (_name, long) => {
    const body = long.slice(0, THREAD_LIMITS.BODY_MAX)
    expect(body.length).toBe(THREAD_LIMITS.BODY_MAX)
    redactContactDetails(body, N, OWN)
    const times = [1, 2, 3, 4, 5].map(() => {
      const started = performance.now()
      redactContactDetails(body, N, OWN)
      return performance.now() - started
    })
    expect(Math.min(...times)).toBeLessThan(5)
  })
})
