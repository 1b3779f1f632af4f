// The PDF of an accepted agreement version, in Korean or English (issue #28, ADR 0044): both
// parties, every term, each side's acceptance (time and IP), the youth rule checked and the
// SHA-256 of the version's canonical content. Pretendard is embedded so Korean renders anywhere.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { AgreementVersion, FeeBasis, Language, YouthRule } from '@cnm/contracts'

const require = createRequire(import.meta.url)
let fonts: { regular: Buffer; bold: Buffer } | undefined
const fontsOf = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf')),
    bold: readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf')),
  })

const LABELS = {
  en: {
    title: 'Booking agreement',
    version: 'Version',
    booking: 'Booking',
    client: 'Client',
    model: 'Model',
    agency: 'Agency',
    guardian: 'Legal guardian',
    terms: 'Terms',
    fee: 'Fee',
    basis: { total: 'in total', per_day: 'per day', per_hour: 'per hour' } as Record<
      FeeBasis,
      string
    >,
    shoots: 'Shoot days',
    usage: 'Image usage',
    territory: 'Territory',
    extensionFee: 'Usage extension fee (on top of the fee)',
    usageMonths: (months: number | null) =>
      months === null
        ? 'unlimited period, as both sides agree in words'
        : `${months} months from the first shoot day`,
    due: 'Payment due',
    cancellation: 'Cancellation',
    cancellationText: (days: number, percent: number) =>
      `If the client cancels fewer than ${days} days before the first shoot day, ${percent}% of the fee is owed as a kill fee.`,
    nightConsent: 'Night work (22:00-06:00) consented by the minor and the guardian',
    special: 'Special terms',
    none: 'None',
    youth: 'Youth work-hour rule checked',
    youthRule: {
      adult: 'Not applicable (the model is 19 or older on every shoot day).',
      under_15:
        'Popular Culture and Arts Industry Development Act, Article 22, under 15: at most 35 hours a week; no work 22:00-06:00 except until midnight before a day without school, with the consent of the minor and the guardian.',
      age_15_to_18:
        'Popular Culture and Arts Industry Development Act, Article 22, 15 to 18: at most 40 hours a week; work 22:00-06:00 only with the consent of the minor and the guardian.',
    } as Record<YouthRule, string>,
    acceptances: 'Acceptances',
    acceptedBy: (side: string, at: string, ip: string) =>
      `${side}: accepted ${at} (UTC) from IP ${ip}`,
    guardianConsent: (at: string) => `Guardian's consent on record since ${at} (UTC)`,
    sha: 'SHA-256 of the version content',
    yes: 'Yes',
    no: 'No',
    notice:
      'Casting N Model records this agreement between the two parties; no money passes through the platform.',
  },
  ko: {
    title: '섭외 계약서',
    version: '버전',
    booking: '섭외',
    client: '클라이언트',
    model: '모델',
    agency: '소속사',
    guardian: '법정대리인',
    terms: '계약 조건',
    fee: '출연료',
    basis: { total: '총액', per_day: '일당', per_hour: '시간당' } as Record<FeeBasis, string>,
    shoots: '촬영일',
    usage: '초상 사용',
    territory: '사용 지역',
    extensionFee: '사용 기간 연장 비용(출연료 별도)',
    usageMonths: (months: number | null) =>
      months === null ? '기간 제한 없음(양측이 문구로 합의함)' : `첫 촬영일부터 ${months}개월`,
    due: '지급 기한',
    cancellation: '취소',
    cancellationText: (days: number, percent: number) =>
      `클라이언트가 첫 촬영일 ${days}일 전보다 늦게 취소하면 출연료의 ${percent}%를 취소 수수료로 지급합니다.`,
    nightConsent: '야간 촬영(22:00~06:00)에 대한 청소년 본인과 법정대리인의 동의',
    special: '특약 사항',
    none: '없음',
    youth: '확인한 청소년 용역 시간 기준',
    youthRule: {
      adult: '해당 없음(모든 촬영일에 모델이 19세 이상).',
      under_15:
        '대중문화예술산업발전법 제22조, 15세 미만: 1주일 35시간 이내, 22:00~06:00 촬영 불가(다음 날이 학교 휴업일이면 본인과 법정대리인의 동의로 자정까지 가능).',
      age_15_to_18:
        '대중문화예술산업발전법 제22조, 15세 이상 19세 미만: 1주일 40시간 이내, 22:00~06:00 촬영은 본인과 법정대리인의 동의가 있을 때만 가능.',
    } as Record<YouthRule, string>,
    acceptances: '동의 기록',
    acceptedBy: (side: string, at: string, ip: string) => `${side}: ${at}(UTC) 동의, IP ${ip}`,
    guardianConsent: (at: string) => `법정대리인 동의 기록: ${at}(UTC)부터`,
    sha: '버전 내용의 SHA-256',
    yes: '예',
    no: '아니요',
    notice: 'Casting N Model은 두 당사자 사이의 계약을 기록할 뿐, 대금은 플랫폼을 거치지 않습니다.',
  },
} as const

const stamp = (iso: string) => iso.replace('T', ' ').slice(0, 19)
const won = (amount: number, language: Language) =>
  language === 'ko'
    ? `${amount.toLocaleString('ko-KR')}원`
    : `KRW ${amount.toLocaleString('en-US')}`

/** The PDF bytes of one accepted version in `language`. */
export function renderAgreementPdf(version: AgreementVersion, language: Language): Promise<Buffer> {
  const t = LABELS[language]
  const { content } = version
  const { parties, terms } = content
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${t.title} #${content.agreementId}-${content.number}`,
      Author: 'Casting N Model',
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const { regular, bold } = fontsOf()
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)

  const heading = (text: string) =>
    doc.moveDown(0.6).font('bold').fontSize(12).text(text).moveDown(0.2)
  const line = (label: string, value: string) =>
    doc
      .font('bold')
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font('regular')
      .text(value)

  doc.font('bold').fontSize(18).text(t.title)
  doc.font('regular').fontSize(10).text(`${t.version} ${content.number} · #${content.agreementId}`)
  line(t.booking, content.booking.title)

  heading(`${t.client} / ${t.model}`)
  line(t.client, [parties.client.companyName, parties.client.name].filter(Boolean).join(' · '))
  line(t.model, parties.model.stageName)
  if (parties.model.agencyName) line(t.agency, parties.model.agencyName)
  if (parties.model.minor) line(t.guardian, parties.model.guardianName ?? '-')

  heading(t.terms)
  line(t.fee, `${won(terms.fee.amount, language)} (${t.basis[terms.fee.basis]})`)
  line(t.shoots, '')
  for (const shoot of terms.shoots) {
    doc.font('regular').text(`  ${shoot.date} ${shoot.start}-${shoot.end} · ${shoot.place}`)
  }
  line(t.usage, `${terms.usage.scope} · ${t.usageMonths(terms.usage.months)}`)
  if (terms.usage.territory) line(t.territory, terms.usage.territory)
  // An extension asked in answer to a usage-ended notice carries its own fee (ADR 0056).
  if (terms.usage.extensionFee !== undefined) {
    line(t.extensionFee, won(terms.usage.extensionFee, language))
  }
  line(t.due, terms.paymentDueDate)
  line(
    t.cancellation,
    t.cancellationText(terms.cancellation.lateNoticeDays, terms.cancellation.killFeePercent),
  )
  if (parties.model.minor) line(t.nightConsent, terms.nightWorkConsent ? t.yes : t.no)
  line(t.special, terms.specialTerms || t.none)

  heading(t.youth)
  doc.font('regular').fontSize(10).text(t.youthRule[content.youth.rule])

  heading(t.acceptances)
  if (version.clientAcceptance) {
    doc.text(
      t.acceptedBy(t.client, stamp(version.clientAcceptance.at), version.clientAcceptance.ip),
    )
  }
  if (version.modelAcceptance) {
    doc.text(t.acceptedBy(t.model, stamp(version.modelAcceptance.at), version.modelAcceptance.ip))
  }
  if (version.guardianConsentAt) doc.text(t.guardianConsent(stamp(version.guardianConsentAt)))

  heading(t.sha)
  doc.font('regular').fontSize(9).text(version.sha256)
  doc.moveDown().fontSize(8).fillColor('#555555').text(t.notice)
  doc.end()
  return done
}
