// The comp card's drawing (issue #29, ADR 0045): A5 landscape, two pages. The front carries
// the main photo and the name, the back four more photos and the measurements in both units,
// with the agency's name when there is one. Labels are in Korean and English side by side, so
// one card serves a Seoul brand and a foreign one alike. Pretendard is embedded (subset), so
// Hangul prints wherever the PDF is opened.
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { DualMeasurements } from '@cnm/contracts'
import { formatFeetInches } from '@cnm/contracts'

const require = createRequire(import.meta.url)
const FONT_REGULAR = require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf')
const FONT_BOLD = require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf')

/** A5 landscape in points (210 x 148 mm). */
export const A5_LANDSCAPE = { width: 595.28, height: 419.53 } as const
const MARGIN = 24
const GAP = 8
/** Photos are rendered at about 150 dpi of their printed size. */
const PIXELS_PER_POINT = 150 / 72

export const FRONT_PHOTO = { width: 300, height: A5_LANDSCAPE.height } as const
export const BACK_PHOTO = {
  width: (A5_LANDSCAPE.width - 2 * MARGIN - 3 * GAP) / 4,
  height: 200,
} as const

export const pixelsOf = (frame: { width: number; height: number }) => ({
  width: Math.round(frame.width * PIXELS_PER_POINT),
  height: Math.round(frame.height * PIXELS_PER_POINT),
})

export interface CompCardContent {
  /** The name as strangers may see it (a minor's first name only, ADR 0035). */
  name: string
  agency: string | null
  sizes: DualMeasurements
  hair: { en: string; ko: string } | null
  eyes: { en: string; ko: string } | null
  /** JPEG bytes, already cropped to the frame; null prints an empty frame. */
  frontPhoto: Buffer | null
  backPhotos: (Buffer | null)[]
}

const INK = '#111111'
const MUTED = '#6b6b6b'
const FRAME = '#e6e6e6'

const length = (value: { cm: number; inches: number } | null) =>
  value === null ? null : `${value.cm} cm · ${value.inches} in`

/** The back's rows: [English label, Korean label, value in both units]. */
export function measurementRows(content: CompCardContent): [string, string, string][] {
  const { sizes } = content
  const shoe = sizes.shoe
  const rows: [string, string, string | null][] = [
    [
      'Height',
      '키',
      sizes.height === null ? null : `${sizes.height.cm} cm · ${formatFeetInches(sizes.height.cm)}`,
    ],
    ['Bust', '가슴둘레', length(sizes.bust)],
    ['Waist', '허리둘레', length(sizes.waist)],
    ['Hips', '엉덩이둘레', length(sizes.hips)],
    [
      'Shoes',
      '신발',
      shoe === null
        ? null
        : [
            `${shoe.mm} mm`,
            `EU ${shoe.eu}`,
            shoe.usWomen === null ? null : `US W ${shoe.usWomen}`,
            shoe.usMen === null ? null : `US M ${shoe.usMen}`,
          ]
            .filter(Boolean)
            .join(' · '),
    ],
    [
      'Size',
      '옷 사이즈',
      sizes.clothing === null ? null : `${sizes.clothing.kr} (${sizes.clothing.international})`,
    ],
    ['Hair', '머리색', content.hair && `${content.hair.en} · ${content.hair.ko}`],
    ['Eyes', '눈동자', content.eyes && `${content.eyes.en} · ${content.eyes.ko}`],
  ]
  return rows.filter((row): row is [string, string, string] => row[2] !== null)
}

function drawPhoto(
  doc: PDFKit.PDFDocument,
  photo: Buffer | null,
  x: number,
  y: number,
  frame: { width: number; height: number },
): void {
  if (photo) doc.image(photo, x, y, { width: frame.width, height: frame.height })
  else doc.rect(x, y, frame.width, frame.height).fill(FRAME)
}

/** Renders the card; resolves with the PDF's bytes. */
export function renderCompCard(content: CompCardContent, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A5_LANDSCAPE.width, A5_LANDSCAPE.height],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `${content.name} · Comp card`,
      Creator: 'Casting N Model',
      CreationDate: generatedAt,
    },
  })
  doc.registerFont('regular', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  // Front: the main photo on the left, the name on the right.
  doc.addPage()
  drawPhoto(doc, content.frontPhoto, 0, 0, FRONT_PHOTO)
  const textX = FRONT_PHOTO.width + 32
  const textWidth = A5_LANDSCAPE.width - textX - MARGIN
  doc.font('regular').fontSize(9).fillColor(MUTED).text('COMP CARD · 컴프 카드', textX, 150, {
    width: textWidth,
    characterSpacing: 1,
  })
  doc.font('bold').fontSize(30).fillColor(INK).text(content.name, textX, 170, { width: textWidth })
  if (content.agency) {
    doc.moveDown(0.4)
    doc.font('regular').fontSize(11).fillColor(MUTED).text(content.agency, { width: textWidth })
  }

  // Back: four photos in a row, the measurements under them.
  doc.addPage()
  content.backPhotos.slice(0, 4).forEach((photo, index) => {
    drawPhoto(doc, photo, MARGIN + index * (BACK_PHOTO.width + GAP), MARGIN, BACK_PHOTO)
  })
  const rows = measurementRows(content)
  const top = MARGIN + BACK_PHOTO.height + 18
  const columnWidth = (A5_LANDSCAPE.width - 2 * MARGIN - GAP) / 2
  const perColumn = Math.ceil(rows.length / 2)
  rows.forEach(([en, ko, value], index) => {
    const column = Math.floor(index / perColumn)
    const x = MARGIN + column * (columnWidth + GAP)
    const y = top + (index % perColumn) * 30
    doc.font('regular').fontSize(8).fillColor(MUTED).text(`${en} · ${ko}`, x, y, {
      width: columnWidth,
    })
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(value, x, y + 11, { width: columnWidth })
  })
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(content.name, MARGIN, A5_LANDSCAPE.height - MARGIN - 12, {
      width: columnWidth,
      lineBreak: false,
    })
  if (content.agency) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(content.agency, MARGIN + columnWidth + GAP, A5_LANDSCAPE.height - MARGIN - 11, {
        width: columnWidth,
        align: 'right',
        lineBreak: false,
      })
  }
  doc.end()
  return done
}
