// The container files (apps/api/Dockerfile, apps/web/Dockerfile, deploy/compose.production.yaml)
// are not built or run here: no container engine (ADR 0047). This test keeps them in step with
// the production shape that IS tested (`pnpm start:prod`, the e2e production stack): the API's
// environment, port and health path, the site's health path and port, and the nginx files.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  HEALTH_PATHS,
  instanceEnv,
  NGINX_CONFIG_DIR,
  NGINX_FILES,
  productionEnv,
  s3Env,
  SITE_PORT,
} from '../src/production.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

type Yaml = string | Yaml[] | { [key: string]: Yaml }

/**
 * Block-style YAML as the compose file is written (maps, lists, scalars, comments); flow
 * sequences and quoted scalars stay text. Enough to read our own file, not YAML at large.
 */
function parseYaml(text: string): Yaml {
  const lines = text
    .split('\n')
    .map((raw) => ({ indent: raw.search(/\S/), text: raw.trim() }))
    .filter((line) => line.indent >= 0 && !line.text.startsWith('#'))
  let index = 0
  const scalar = (value: string): string =>
    value.replace(/^'(.*)'$/, '$1').replace(/^"(.*)"$/, '$1')
  function block(indent: number): Yaml {
    if (lines[index]?.text.startsWith('- ')) {
      const list: Yaml[] = []
      while (lines[index] && lines[index]!.indent === indent && lines[index]!.text.startsWith('- '))
        list.push(scalar(lines[index++]!.text.slice(2)))
      return list
    }
    const map: Record<string, Yaml> = {}
    while (lines[index] && lines[index]!.indent === indent) {
      const { text } = lines[index++]!
      const colon = text.indexOf(':')
      const key = text.slice(0, colon)
      const rest = text.slice(colon + 1).trim()
      const next = lines[index]
      map[key] = rest !== '' ? scalar(rest) : next && next.indent > indent ? block(next.indent) : ''
    }
    return map
  }
  return block(0)
}

const compose = parseYaml(read('deploy/compose.production.yaml')) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const services = compose.services as Record<string, Record<string, any>> // eslint-disable-line @typescript-eslint/no-explicit-any
const apiDockerfile = read('apps/api/Dockerfile')
const webDockerfile = read('apps/web/Dockerfile')

/** The names every API instance of the tested shape runs with. */
function testedInstanceEnvNames(): string[] {
  const base = productionEnv(
    {},
    {
      secrets: { JWT_SECRET: 'x', COOKIE_SECRET: 'x', SIGNUP_TICKET_SECRET: 'x' },
      databaseUrl: 'postgresql://x',
      redisUrl: 'redis://x',
      smtp: { host: 'x', port: '25', secure: 'false' },
    },
  )
  const s3 = s3Env({ endpoint: 'http://x', bucket: 'x', accessKeyId: 'x', secretAccessKey: 'x' })
  return Object.keys(
    instanceEnv(base, { webUrl: 'http://x', s3, port: 1, videoPartsDir: '/x' }),
  ).sort()
}

describe('container files, kept in step with the tested production shape', () => {
  it('give the API exactly the settings `pnpm start:prod` gives each instance', () => {
    const environment = services.api?.environment as Record<string, string>
    expect(Object.keys(environment).sort()).toEqual(testedInstanceEnvNames())
    expect(environment.NODE_ENV).toBe('production')
    expect(environment.TRUST_PROXY).toBe('1')
    // Photos and the API through the site's own origin, as the tested shape sets them.
    expect(environment.API_PUBLIC_URL).toMatch(/\/api$/)
    expect(environment.S3_PUBLIC_URL).toMatch(/\/media$/)
  })

  it('run the API on one port everywhere: the image, the compose file and nginx upstreams', () => {
    const port = String(services.api?.environment.PORT)
    expect(apiDockerfile).toMatch(new RegExp(`ENV [^\\n]*PORT=${port}\\b`))
    expect(apiDockerfile).toContain(`EXPOSE ${port}`)
    expect(webDockerfile).toContain(`ARG API_SERVERS="server api:${port} max_fails=0;"`)
  })

  it('check the health paths the tested shape waits on', () => {
    const command = (service: string) => [services[service]?.healthcheck.test].flat().join(' ')
    expect(command('api')).toContain(`:${services.api?.environment.PORT}${HEALTH_PATHS.instance}'`)
    expect(apiDockerfile).toContain(`+'${HEALTH_PATHS.instance}'`)
    expect(command('web')).toContain(`:${SITE_PORT}${HEALTH_PATHS.site}'`)
    expect(webDockerfile).toContain(`:${SITE_PORT}${HEALTH_PATHS.site} `)
    expect(services.web?.ports).toEqual([`${SITE_PORT}:${SITE_PORT}`])
    expect(webDockerfile).toContain(`s|{{LISTEN}}|${SITE_PORT}|`)
  })

  it('serve the site with the nginx files of deploy/nginx, every placeholder filled', () => {
    const copied = /^COPY (deploy\/nginx\/\S+(?: deploy\/nginx\/\S+)*) \/etc\/cnm\/$/m.exec(
      webDockerfile,
    )
    expect(copied?.[1]?.split(' ').map((file) => path.basename(file))).toEqual([...NGINX_FILES])
    const placeholders = new Set(
      NGINX_FILES.flatMap((file) => [
        ...readFileSync(path.join(NGINX_CONFIG_DIR, file), 'utf8').matchAll(
          /\{\{([A-Z0-9_]+)\}\}/g,
        ),
      ]).map((match) => match[1]),
    )
    const filled = new Set(
      [...webDockerfile.matchAll(/-e "?'?s\|\{\{([A-Z0-9_]+)\}\}/g)].map((match) => match[1]),
    )
    expect([...placeholders].filter((name) => !filled.has(name))).toEqual([])
    expect(webDockerfile).toContain("! grep -n '{{' /etc/cnm/*.conf")
  })

  it('give every API replica the same upload-parts folder and the video tools', () => {
    // nginx spreads one resumable upload's requests over the replicas (ADR 0052).
    const folder = services.api?.environment.VIDEO_UPLOAD_DIR as string
    expect(services.api?.volumes).toContain(`video-parts:${folder}`)
    expect(Object.keys(compose.volumes as object)).toContain('video-parts')
    const runtime = apiDockerfile.slice(apiDockerfile.lastIndexOf('\nFROM '))
    expect(runtime).toMatch(/apt-get install [^\n]*\bffmpeg\b/)
    expect(runtime).toContain(`chown node:node ${folder}`)
  })

  it('build in stages and run as an unprivileged user with a health check', () => {
    for (const dockerfile of [apiDockerfile, webDockerfile]) {
      expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2)
      const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
      expect(last).toMatch(/^USER (?!root\b)\S+/m)
      expect(last).toMatch(/^HEALTHCHECK /m)
    }
  })
})
