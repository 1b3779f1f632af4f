// `pnpm --filter @cnm/api bench:agreement-pdf`: the time to make an agreement PDF (issue #28:
// under 500 ms), the route's own renderer (renderAgreementPdf, ADR 0044) on a full version
// with three shoot days, an agency, an extension fee and both acceptances, in English and in
// Korean, beside a control: the same library (pdfkit) with the same two Pretendard fonts
// writing the same text (read back from our PDF with unpdf) as plain paragraphs, without the
// app's code. The first render of a process (fonts read and parsed, code warmed) is printed
// apart; then BENCH_ROUNDS (default 50) renders of each, alternating, median and p95.
// A measurement, not a test: it prints figures and exits 0 once it has them.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import PDFDocument from 'pdfkit'
import { extractText, getDocumentProxy } from 'unpdf'
import type { AgreementContent, AgreementVersion, Language } from '@cnm/contracts'
import { renderAgreementPdf } from '../src/modules/bookings/index.js'

const rounds = Number(process.env.BENCH_ROUNDS ?? 50)
const require = createRequire(import.meta.url)

const content: AgreementContent = {
  agreementId: 4821,
  number: 2,
  booking: { kind: 'application', id: 99120, title: 'Spring lookbook 2031 · 봄 룩북 촬영' },
  parties: {
    client: { userId: 7, companyName: 'Studio Haneul (스튜디오 하늘)', name: 'Jiwoo Park' },
    model: {
      userId: 11,
      agencyName: 'Blue Agency',
      profileId: 301,
      stageName: 'Mina Kim (김민아)',
      guardianName: null,
      minor: false,
    },
  },
  terms: {
    fee: { amount: 450_000, basis: 'per_day' },
    shoots: [
      { date: '2031-03-06', start: '10:00', end: '17:30', place: 'Hannam studio B, 한남동' },
      { date: '2031-03-07', start: '09:00', end: '18:00', place: 'Seongsu-dong rooftop, 성수동' },
      { date: '2031-03-09', start: '13:00', end: '20:00', place: 'Yeouido Hangang Park' },
    ],
    usage: {
      scope: 'Instagram, YouTube, the brand website and in-store posters (인스타그램, 유튜브)',
      months: 18,
      territory: 'Korea, Japan',
      extensionFee: 600_000,
    },
    paymentDueDate: '2031-04-08',
    cancellation: { lateNoticeDays: 3, killFeePercent: 50 },
    nightWorkConsent: false,
    specialTerms:
      'Hair and make-up provided. Lunch and transport covered. 헤어와 메이크업은 클라이언트가 제공합니다. 점심과 교통비 포함.',
  },
  youth: { rule: 'adult', weeklyHoursMax: null, problems: [] },
}
const version: AgreementVersion = {
  number: 2,
  status: 'accepted',
  proposedBy: 'client',
  content,
  sha256: createHash('sha256').update(JSON.stringify(content)).digest('hex'),
  clientAcceptance: { at: '2031-02-01T01:02:03.000Z', ip: '198.51.100.4' },
  modelAcceptance: { at: '2031-02-01T01:03:03.000Z', ip: '203.0.113.7' },
  guardianConsentAt: null,
  declinedAt: null,
  declineReason: null,
  createdAt: '2031-02-01T01:02:03.000Z',
}

const fonts = {
  regular: readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf')),
  bold: readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf')),
}

/** The control: pdfkit, the same fonts, the same text, no labels, layout or app code. */
function renderPlain(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  doc.font('bold').fontSize(18).text(text.slice(0, 20))
  doc.font('regular').fontSize(10).text(text.slice(20))
  doc.end()
  return done
}

const timed = async (make: () => Promise<Buffer>) => {
  const start = performance.now()
  const bytes = await make()
  return { ms: performance.now() - start, bytes }
}
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number
}
const figures = (values: number[]) =>
  `median ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`

async function main() {
  console.log(
    `machine: ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}; ${rounds} renders of each, alternating`,
  )
  for (const language of ['en', 'ko'] as Language[]) {
    const firstOurs = await timed(() => renderAgreementPdf(version, language))
    const pdf = await getDocumentProxy(new Uint8Array(firstOurs.bytes))
    const { text } = await extractText(pdf, { mergePages: true })
    const firstPlain = await timed(() => renderPlain(text))
    const ours: number[] = []
    const plain: number[] = []
    let sizes = { ours: firstOurs.bytes.length, plain: firstPlain.bytes.length }
    for (let round = 0; round < rounds; round += 1) {
      const a = await timed(() => renderAgreementPdf(version, language))
      const b = await timed(() => renderPlain(text))
      ours.push(a.ms)
      plain.push(b.ms)
      sizes = { ours: a.bytes.length, plain: b.bytes.length }
    }
    console.log(`\n[${language}] ${text.length} characters of text`)
    console.log(
      `  agreement PDF (renderAgreementPdf): first ${firstOurs.ms.toFixed(0)} ms; ${figures(ours)}; ${Math.round(sizes.ours / 1024)} kB`,
    )
    console.log(
      `  control (bare pdfkit, same fonts and text): first ${firstPlain.ms.toFixed(0)} ms; ${figures(plain)}; ${Math.round(sizes.plain / 1024)} kB`,
    )
    console.log(
      `  ratio of medians ours / control: ${(percentile(ours, 0.5) / percentile(plain, 0.5)).toFixed(2)}x; target: every render < 500 ms (p95 ${percentile(ours, 0.95) < 500 ? 'met' : 'NOT met'})`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
