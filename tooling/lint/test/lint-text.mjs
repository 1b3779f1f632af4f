// ESLint's API on a source text placed (virtually) at a path of the repository, for the tests
// that prove a rule fires where it should and nowhere else.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const eslint = new ESLint({ cwd: root })

/** The texts of every message ESLint reports for `code` saved at `file` (relative to the repo). */
export async function lintMessages(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  const fatal = result.messages.filter((message) => message.fatal)
  if (fatal.length > 0) throw new Error(`ESLint could not parse the fixture: ${fatal[0].message}`)
  return result.messages.map((message) => message.message)
}
