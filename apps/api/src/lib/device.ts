// Enough of a User-Agent to name a device in My Profile ("Chrome on Windows"), not a full
// parser: the list only has to let a person recognise their own phone or laptop, and a
// dependency such as ua-parser-js (AGPL from v2) is more than that needs.
import type { DeviceType } from '@cnm/contracts'

export interface Device {
  browser: string | null
  os: string | null
  deviceType: DeviceType
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome says "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bWhale\//, 'Whale'],
  [/\bKAKAOTALK\b/i, 'KakaoTalk'],
  [/\bNAVER\(inapp/i, 'NAVER'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null

export function describeDevice(userAgent: string | null | undefined): Device {
  const text = userAgent ?? ''
  const os = firstMatch(text, SYSTEMS)
  const tablet = /\biPad\b|\bTablet\b/.test(text) || (os === 'Android' && !/\bMobile\b/.test(text))
  const mobile = /\bMobile\b|\biPhone\b|\biPod\b/.test(text)
  return {
    browser: firstMatch(text, BROWSERS),
    os,
    deviceType: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
  }
}
