// Hides contact details in message bodies before a booking (issue #15, ADR 0025 and its
// addenda): e-mail addresses, phone numbers, messenger IDs after a messenger's name, and web
// links other than the platform's own pages. The platform's safety rests on talent and clients
// meeting through it until a job is confirmed. The stored body is never changed; redaction
// happens when a message is shown to the other side.
//
// Matching runs on a folded copy of the text (contact-folding.ts: NFKC, invisible characters
// dropped, Latin look-alikes from other scripts read as Latin); what is replaced is the
// matching stretch of the original text. Phone numbers are read as digit groups with a
// phone's shape, after dates, times, amounts and measurements are set aside
// (phone-numbers.ts). The patterns lean towards catching details written to slip past while
// leaving dates, times, prices, sizes, addresses, hashtags and ordinary words alone: every
// case is in contact-redaction.test.ts and phone-numbers.test.ts.
//
// Each pattern starts only where a match can start (after a non-word character or at a
// keyword), and no two quantifiers compete for the same run, so the time stays linear in the
// length of the body (the test times 10,000-character adversarial bodies).

import { fold, originalSpan } from './contact-folding.js'
import { phoneSpans } from './phone-numbers.js'

export interface RedactionOptions {
  /**
   * Host names of the platform itself (from WEB_ORIGIN): links to them, such as a profile page,
   * are not contact details. A sub-domain counts as the host; a leading "www." is ignored.
   */
  ownHosts?: readonly string[]
}

// Letters and digits of a name or address part.
const W = String.raw`\p{L}\p{N}`
// Top-level names a bare domain ("abc.com/xyz", no scheme, no www.) must end with. Common
// endings only, and no English or Korean-romanised words ("me", "so", "to", "in", "do"), so a
// missing space after a full stop ("Great.Me too") is not a link. Short-link and messenger hosts
// on other endings are listed whole in LINK_HOSTS.
const TLD = String.raw`(?:com|net|org|kr|io|co|ly|gg|ee|app|dev|xyz|info|biz|jp|cn|tv|ai|link|page|site|shop|blog|cc|fm|ws|uk)`
const LINK_HOSTS = String.raw`(?:t|wa|line|m|ig|fb|naver|telegram|about|tiktok)\.me|lin\.ee|me2\.do|vo\.la|han\.gl|kko\.to|instagr\.am|url\.kr`
// A dot written out: "(dot)", "[dot]", " dot ", "닷", "점".
const DOT_SPELLED = String.raw`\s*(?:[(\[{<]\s*(?:dot|닷|점)\s*[)\]}>]|(?<=\s)dot(?=\s)|닷|점)\s*`
// Top-level names after a written-out dot, also in Korean ("닷컴").
const TLD_SPELLED = String.raw`(?:com|net|org|kr|io|co\.kr|컴|넷|케이알)`

// E-mail: local part, "@", a domain and a top-level name of letters. With spaces around the
// "@", or "(at)", "[at]", "골뱅이" in its place, or a written-out dot, the ending must be a known
// one, so "Follow @mina.kim" (an Instagram handle without a messenger's name) is not an
// address. "abc@naver" without an ending counts too when the domain is a big mail provider.
// A full stop right after an address ends the sentence, not the address ("mail mina@gmail.com.").
const AT = String.raw`\s*(?:@|[(\[{<]\s*(?:at|골뱅이|앳)\s*[)\]}>]|골뱅이)\s*`
const PROVIDER = String.raw`(?:naver|gmail|daum|hanmail|nate|kakao|hotmail|outlook|yahoo|icloud|네이버|지메일|한메일|네이트)`
const LABEL = `[${W}\\-]+`
const LOCAL = String.raw`(?<![${W}._%+\-])[${W}._%+\-]+`
const DOMAIN = String.raw`${LABEL}(?:(?:\.|${DOT_SPELLED})${LABEL})*?`
const EMAIL = String.raw`${LOCAL}(?:@${DOMAIN}\.(?:[a-z]{2,}|\p{L}{2,})|${AT}(?:${DOMAIN}(?:\.${TLD}|${DOT_SPELLED}${TLD_SPELLED})|${PROVIDER}))(?![a-z0-9]|\.[a-z0-9])`
// "min at gmail dot com": a bare "at" only with a written-out dot and a known ending.
const EMAIL_WORDS = String.raw`(?<![${W}._%+\-])[a-z0-9._%+\-]+\s+(?:at|앳)\s+[a-z0-9\-]+(?:${DOT_SPELLED}[a-z0-9\-]+)*?${DOT_SPELLED}${TLD_SPELLED}(?![a-z0-9])`

// Links: with a scheme or "www." any host; a bare domain only with a common ending or a known
// short-link / messenger host (t.me, wa.me, line.me; open.kakao.com ends in .com). The host is
// captured so links to the platform's own pages can be kept. Host and path end before a space
// or Korean letters (a particle glued to a link, "…/abc에서", stays) and not on a full stop.
const STOP = String.raw`\s<>"'\[\](){}\p{sc=Hangul}`
const PATH = String.raw`(?:[/?#](?:[^${STOP}]*[^${STOP}.,;:!?])?)?`
const HOST = String.raw`[^${STOP}/?#]*[^${STOP}/?#.,;:!?]`
const LINKS = [
  String.raw`(?<![${W}])(?:https?|hxxps?|ftp)\s*:\s*/\s*/\s*(?<host>${HOST})${PATH}`,
  String.raw`(?<![${W}./@])(?<host>www\d?\.${LABEL}(?:\.${LABEL})+)${PATH}`,
  String.raw`(?<![${W}./@\-])(?<host>(?:${LABEL}\.)+${TLD}|${LINK_HOSTS})(?![a-z0-9\-]|\.[a-z0-9])(?::\d{1,5})?${PATH}`,
  String.raw`(?<![${W}./@\-])(?<host>[a-z0-9\-]+(?:${DOT_SPELLED}[a-z0-9\-]+)*?${DOT_SPELLED}${TLD_SPELLED})(?![a-z0-9])${PATH}`,
]

// Messenger IDs: the handle after a messenger's name. Names with no everyday meaning (strong)
// take a handle after a colon or any ID-looking word; names that are also ordinary words
// ("line", "라인", "카카오" the company, "DM") only take an "@handle" or a handle after an
// explicit "ID" / "아이디".
const STRONG = String.raw`(?:(?<![a-z0-9])(?:kakao\s?talk|katalk|kakao|telegram|whats\s?app|wechat|weixin|instagram|insta|snapchat|discord|skype|tiktok|facebook|messenger)(?![a-z])|(?<!\p{sc=Hangul})(?:카카오톡|카톡|텔레그램|텔레|왓츠앱|와츠앱|위챗|인스타그램|인스타|스냅챗|디스코드|스카이프|틱톡|페이스북|페북|페메)|微信)`
const WEAK = String.raw`(?:(?<![a-z0-9])(?:line|ig|tg|wa|fb|dm)(?![a-z])|(?<!\p{sc=Hangul})(?:라인|카카오|디엠))`
// Words between the name and the handle: spaces, punctuation, "is", "me", Korean particles and
// other short Korean words ("카톡 친추 부탁드려요 @abc"), six at most. Each alternative takes a
// whole run, so a stretch of spaces or letters is read one way only.
const SPACES = String.raw`\s+(?!\s)`
const FILLER_WORDS = String.raw`(?:is|are|me|my|on|at|to|add|via)`
const FILLER = String.raw`(?<![a-z])${FILLER_WORDS}(?![a-z])`
const GAP = String.raw`(?:${SPACES}|[,>~\-=]|${FILLER}|\p{sc=Hangul}{1,8}(?!\p{sc=Hangul}))`
// Without an "ID" word or a colon, only particles and requests ("카톡으로 abc123 추가해주세요"),
// so "틱톡 영상 1080p" keeps its resolution.
const PARTICLES = String.raw`(?:으로|로|은|는|이|가|에서|에|추가|친추|검색|해주세요|주세요|부탁|부탁드려요)(?!\p{sc=Hangul})`
const NEAR = String.raw`(?:${SPACES}|[,>~\-=]|${FILLER}|${PARTICLES})`
const ID_WORD = String.raw`(?:(?<![a-z])(?:id|user\s?name|user\s?id|handle|account)(?![a-z])|아이디|아뒤|아디|계정|닉네임)`
const COLON = String.raw`\s*[:：]\s*`
// A handle: letters, digits, ".", "_", "-", not ending on "." or "-" (a full stop stays), and
// not one of the filler words ("my kakao id is abc123").
const HANDLE = String.raw`(?!${FILLER_WORDS}(?![a-z0-9._\-]))[a-z0-9](?:[a-z0-9._\-]*[a-z0-9_])?`
// One that looks like an ID on its own: a letter and a digit or "_", four characters or more.
const ID_LIKE = String.raw`(?=[a-z0-9._\-]{4})(?=[0-9._\-]*[a-z])(?=[a-z.\-]*[0-9_])${HANDLE}`
const AT_HANDLE = String.raw`@[a-z0-9_](?:[a-z0-9._\-]*[a-z0-9_])?`
const MESSENGERS = [
  String.raw`(?:${STRONG}|${WEAK})${GAP}{0,6}?${ID_WORD}(?:${GAP}|${COLON}){0,4}?(?<hide>${AT_HANDLE}|${HANDLE})(?![a-z0-9@])`,
  String.raw`(?:${STRONG}|${WEAK})(?:${GAP}|${COLON}){0,6}?(?<hide>${AT_HANDLE})(?![a-z0-9@])`,
  String.raw`${STRONG}${GAP}{0,6}?${COLON}(?<hide>${HANDLE})(?![a-z0-9@])`,
  String.raw`${STRONG}(?:${NEAR}|${COLON}){0,6}?(?<hide>${ID_LIKE})(?![a-z0-9@])`,
]

interface Pattern {
  regex: RegExp
  /** For links: whether the captured host is the platform's own. */
  own?: boolean
}

const compile = (source: string): RegExp => new RegExp(source, 'giud')
const PATTERNS: readonly Pattern[] = [
  ...[EMAIL, EMAIL_WORDS, ...MESSENGERS].map((source) => ({ regex: compile(source) })),
  ...LINKS.map((source) => ({ regex: compile(source), own: true })),
]

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^.*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\d?\./, '')

function isOwnHost(host: string, ownHosts: readonly string[]): boolean {
  const bare = bareHost(host)
  return ownHosts.some((own) => {
    const mine = bareHost(own)
    return mine !== '' && (bare === mine || bare.endsWith(`.${mine}`))
  })
}

/** A stretch of a text, [start, end) in its UTF-16 offsets. */
export type Span = [number, number]

/**
 * The stretches of `text` (start, end in the original) that hold contact details, merged.
 * Found once when a message is written and stored beside it (messages.contact_spans).
 */
export function contactSpans(original: string, options: RedactionOptions): Span[] {
  const folded = fold(original)
  const ownHosts = options.ownHosts ?? []
  const spans = phoneSpans(folded.text).map(([start, end]) => originalSpan(folded, start, end))
  for (const { regex, own } of PATTERNS) {
    for (const match of folded.text.matchAll(regex)) {
      if (own && match.groups?.host && isOwnHost(match.groups.host, ownHosts)) continue
      const [start, end] = match.indices?.groups?.hide ?? match.indices![0]!
      if (end === start) continue
      spans.push(originalSpan(folded, start, end))
    }
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: Span[] = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1])
    else merged.push([span[0], span[1]])
  }
  return merged
}

/** True when the text holds an e-mail address, phone number, messenger ID or outside link. */
export function hasContactDetails(text: string, options: RedactionOptions = {}): boolean {
  return contactSpans(text, options).length > 0
}

/** The text with each contact detail replaced by `notice`; the rest exactly as written. */
export function redactContactDetails(
  text: string,
  notice: string,
  options: RedactionOptions = {},
): string {
  return cutSpans(text, contactSpans(text, options), notice)
}

/** The text with each of `spans` (sorted, not overlapping) replaced by `notice`. */
export function cutSpans(text: string, spans: readonly Span[], notice: string): string {
  let shown = ''
  let at = 0
  for (const [start, end] of spans) {
    shown += text.slice(at, start) + notice
    at = end
  }
  return shown + text.slice(at)
}

/**
 * Spans as stored in a JSON column, or null when the value is not a list of in-range pairs
 * (then the caller finds them again rather than trusting it).
 */
export function storedSpans(value: unknown, text: string): Span[] | null {
  if (!Array.isArray(value)) return null
  let last = 0
  for (const pair of value) {
    if (!Array.isArray(pair) || pair.length !== 2) return null
    const [start, end] = pair as unknown[]
    if (!Number.isInteger(start) || !Number.isInteger(end)) return null
    if ((start as number) < last || (end as number) <= (start as number)) return null
    if ((end as number) > text.length) return null
    last = end as number
  }
  return value as Span[]
}
