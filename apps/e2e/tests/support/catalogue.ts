import { readFileSync } from 'node:fs'
import path from 'node:path'
import { webDir } from '../../src/stack/paths.js'

type Tree = { [key: string]: string | Tree }

/**
 * The web app's words in `language` (apps/web/src/locales, ADR 0014), for selectors in the
 * other language the way @cnm/contracts gives the English ones: `ko('auth', 'logIn')`.
 */
export function catalogueText(language: 'en' | 'ko', namespace: string, key: string): string {
  const file = path.join(webDir, 'src', 'locales', language, `${namespace}.json`)
  let node: string | Tree = JSON.parse(readFileSync(file, 'utf8')) as Tree
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node)) {
      throw new Error(`No text ${namespace}:${key} in ${file}; was the key renamed?`)
    }
    node = node[part] as string | Tree
  }
  if (typeof node !== 'string') throw new Error(`${namespace}:${key} in ${file} is not a text`)
  return node
}

export const ko = (namespace: string, key: string): string => catalogueText('ko', namespace, key)

/**
 * The English text of `namespace:key` with its {{placeholders}} filled in, for the words
 * that live only in the web's catalogue (the castings pages of issue #15):
 * `en('myCasting', 'applicants.actionFor.booked', { name: 'Hana' })` -> 'Book Hana'.
 * A plural is named with its suffix (`client.applicants_one`).
 */
export function en(
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return catalogueText('en', namespace, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${namespace}:${key} needs {{${name}}}`)
    return String(value)
  })
}
