import { describe, expect, it } from 'vitest'
import { renderEmail } from './email-layout.js'

describe('renderEmail', () => {
  const email = renderEmail({
    title: 'Verify your e-mail address',
    paragraphs: ['Enter this code.', 'It expires in 10 minutes.'],
    code: '042137',
  })

  it('writes a plain-text part that stands on its own', () => {
    expect(email.text).toContain('Verify your e-mail address')
    expect(email.text).toContain('Enter this code.\n\nIt expires in 10 minutes.')
    expect(email.text).toContain('042137')
    expect(email.text).toContain('Casting N Model')
  })

  it('writes the same content as HTML', () => {
    expect(email.html).toMatch(/^<!doctype html>/)
    expect(email.html).toContain(
      '<h1 style="margin:0 0 16px;font-size:20px">Verify your e-mail address</h1>',
    )
    expect(email.html).toContain('>042137</p>')
  })

  it('escapes user-supplied text in the HTML part only', () => {
    const rendered = renderEmail({
      title: 'Message from <Kim>',
      paragraphs: ['a & b "quoted"\nsecond line <script>alert(1)</script>'],
    })

    expect(rendered.html).not.toContain('<script>')
    expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(rendered.html).toContain('a &amp; b &quot;quoted&quot;<br>second line')
    expect(rendered.text).toContain('a & b "quoted"\nsecond line <script>alert(1)</script>')
  })
})
