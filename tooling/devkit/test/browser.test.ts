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

  it('says which browser is needed and how to install it when there is none', () => {
    expect(() => chromiumPath({}, ['/nonexistent/chromium'])).toThrow(
      'No Chromium found (looked for /nonexistent/chromium). The browser checks need a headless ' +
        "Chromium: install Debian's package with `apt-get install -y chromium`, or set CHROME_PATH",
    )
  })

  it('falls back to the first known path that runs', () => {
    expect(chromiumPath({}, ['/nonexistent/chromium', process.execPath])).toBe(process.execPath)
  })
})
