import { describe, expect, it } from 'vitest'
import { chromiumPath } from '../src/browser.js'

describe('finding Chromium', () => {
  it('takes CHROME_PATH when it names an executable', () => {
    expect(chromiumPath({ CHROME_PATH: process.execPath })).toBe(process.execPath)
  })

  it('says how to fix a CHROME_PATH that names nothing runnable', () => {
    expect(() => chromiumPath({ CHROME_PATH: '/nonexistent/chromium' })).toThrow(
      'CHROME_PATH is /nonexistent/chromium, which is not an executable file',
    )
  })
})
