import { config } from '@/config'

// Issue #19: a Korean visitor meets no English sentence. Allowed: the brand (and the logo's
// lettering), the K-/AI prefixes, Google's name, the operator's name and e-mail as the build
// environment writes them (the address has a Korean version), and the switcher naming each
// language in itself ("English"). Reference data the test API answers with (country and category names in
// <option>s and the picker) is the API's to translate, so it is left out, and so are identifiers
// marked translate="no" (a casting's public code, CNM-XXXX-XXXX, ADR 0042).
const ALLOWED = [
  config.company.name,
  config.company.email,
  'K-',
  'AI',
  'Google',
  // Unit symbols Korean writes in Latin letters too.
  'cm',
  'kg',
]

/** The Latin-letter words a reader of `element` would see, beyond the allowed ones. */
export function englishWordsIn(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement
  copy
    .querySelectorAll('svg, option, [role="option"], option[lang="en"], [translate="no"]')
    .forEach((node) => node.remove())
  let text = copy.textContent ?? ''
  for (const allowed of ALLOWED) text = text.split(allowed).join(' ')
  return text.match(/[A-Za-z]{2,}/g) ?? []
}
