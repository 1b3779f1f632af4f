// One look for every e-mail the API sends (codes, temporary passwords, support
// and proposal notices): a plain-text part that reads well on its own, and a
// small HTML part with inline styles only, since mail clients drop <style>.
import { DEFAULT_LANGUAGE, UI, type Language } from '@cnm/contracts'
import { emailWording } from './i18n/wording/index.js'

export interface EmailContent {
  /** Heading, also the first line of the text part. */
  title: string
  /** Plain sentences; HTML is escaped, blank lines in a paragraph are kept. */
  paragraphs: readonly string[]
  /** A value to copy (verification code, temporary password), shown large. */
  code?: string
  /** Replaces the default closing line. */
  footer?: string
  /** The recipient's language (ADR 0022): the default footer and `<html lang>`; English if unset. */
  language?: Language
}

export interface RenderedEmail {
  text: string
  html: string
}

const BRAND = 'Casting N Model'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)

const htmlParagraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`

export function renderEmail(content: EmailContent): RenderedEmail {
  const language = content.language ?? DEFAULT_LANGUAGE
  const footer = content.footer ?? emailWording(language).layout.footer
  const textParts = [content.title, '', ...content.paragraphs.flatMap((p) => [p, ''])]
  if (content.code !== undefined) textParts.push(`    ${content.code}`, '')
  textParts.push('--', footer)

  const codeBlock =
    content.code === undefined
      ? ''
      : `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;` +
        `font-family:monospace">${escapeHtml(content.code)}</p>`
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(content.title)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f6f6;font-family:${UI.FONT_FAMILY};color:#222">`,
    '<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    `<p style="margin:0 0 24px;font-weight:bold;color:${UI.PRIMARY_COLOR}">${BRAND}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.title)}</h1>`,
    ...content.paragraphs.map(htmlParagraph),
    codeBlock,
    `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('\n')

  return { text: textParts.join('\n'), html }
}
