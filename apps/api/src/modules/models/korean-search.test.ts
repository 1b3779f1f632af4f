// Issue #29 (ADR 0050): the directory's search works as Koreans type. A given name finds the
// full name ("태희" finds 오태희), initial consonants find it ("ㅇㅌㅎ"), a keyword is found from
// any part of it; the order of the syllables still counts; a minor is found by the first name
// only, by syllables and by initials alike. English names forgive one typo (a letter left out,
// added, changed or two swapped) in words of five letters or more.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createUser } from '../../../test/helpers/factories.js'
import { toSearchQuery } from '../../lib/text/search-query.js'
import { bornYearsAgo, createProfile, seedModelReferenceData } from './testing/model-fixtures.js'

describe('searching the directory in Korean', () => {
  const ctx = setupTestApp()

  beforeAll(async () => {
    const db = ctx.db.prisma
    await seedModelReferenceData(db)
    const owner = await createUser(db)
    const today = ctx.app.clock.now()
    const make = (stageName: string, data: Parameters<typeof createProfile>[2] = {}) =>
      createProfile(db, owner.id, { stageName, birthDate: bornYearsAgo(25, today), ...data })
    await make('오태희')
    await make('김민지 Kim', { keywordText: '청순 내추럴' })
    await make('Jenny Park')
    // A minor: the public knows 지우, never the surname 황보.
    await make('지우 황보', { birthDate: bornYearsAgo(12, today) })
    await make('Jennifer Lee')
    await make('Katherine Moonlight', { birthDate: bornYearsAgo(13, today) })
  })

  const names = async (q: string) => {
    const response = await request(ctx.app.server).get(API_PATHS.MODELS).query({ q })
    expect(response.status).toBe(200)
    return (response.body.data.items as { stageName: string }[]).map((item) => item.stageName)
  }

  it.each([
    ['태희', ['오태희']],
    ['오태희', ['오태희']],
    ['오태', ['오태희']],
    ['태', ['오태희']],
    ['희', ['오태희']],
    ['ㅇㅌㅎ', ['오태희']],
    ['ㅌㅎ', ['오태희']],
    ['민지', ['김민지 Kim']],
    ['ㄱㅁㅈ', ['김민지 Kim']],
    ['민지 kim', ['김민지 Kim']],
    ['추럴', ['김민지 Kim']],
    ['jen', ['Jennifer Lee', 'Jenny Park']],
    ['PARK', ['Jenny Park']],
  ])('"%s" finds %j', async (q, expected) => {
    expect(await names(q)).toEqual(expected)
  })

  it.each([
    ['희태', 'the syllables in another order'],
    ['태희 김', 'every word must match'],
    ['ㅎㅌㅇ', 'initials in another order'],
    ['태희희', 'a longer word than any name holds'],
  ])('"%s" finds nobody (%s)', async (q) => {
    expect(await names(q)).toEqual([])
  })

  it('finds a minor by the first name, never by the surname, in syllables or initials', async () => {
    expect(await names('지우')).toEqual(['지우'])
    expect(await names('ㅈㅇ')).toEqual(['지우'])
    expect(await names('황보')).toEqual([])
    expect(await names('ㅎㅂ')).toEqual([])
    expect(await names('보')).toEqual([])
  })

  it.each([
    ['jenifer', 'a letter left out'],
    ['jenniffer', 'a letter added'],
    ['jennifar', 'a letter changed'],
    ['jennfier', 'two letters swapped'],
    ['JENIFER lee', 'with another word, in capitals'],
  ])('"%s" finds Jennifer Lee (%s)', async (q) => {
    expect(await names(q)).toEqual(['Jennifer Lee'])
  })

  it('forgives no typo in a short word, and never finds a word two typos away', async () => {
    expect(await names('jenny')).toEqual(['Jenny Park'])
    expect(await names('parc')).toEqual([])
    expect(await names('jenifar')).toEqual([])
  })

  it("forgives a typo in a minor's first name, never finds the surname with one", async () => {
    expect(await names('kathrine')).toEqual(['Katherine'])
    expect(await names('moonlite')).toEqual([])
    expect(await names('moonlight')).toEqual([])
  })

  it('builds a query no input can break', () => {
    expect(toSearchQuery(' Mina  KI ')).toBe("'mina':* & 'ki':*")
    expect(toSearchQuery('오태희')).toBe("('오태희':* | '오태' & '태희')")
    expect(toSearchQuery("태'희")).toBe("'태':* & '희':*")
    expect(toSearchQuery("':*&|!()\\")).toBeNull()
    // Typos are forgiven only where asked (the directory), and in words of five letters up.
    expect(toSearchQuery('jenifer')).toBe("'jenifer':*")
    expect(toSearchQuery('mina', { typos: true })).toBe("'mina':*")
    expect(toSearchQuery('lilly', { typos: true })).toBe(
      "('lilly':* | '~lilly' | '~illy' | '~llly' | '~lily' | '~lill')",
    )
  })

  it('pages a name search in the chosen sort, however few or many it finds', async () => {
    const owner = await createUser(ctx.db.prisma)
    for (const [name, likes] of [
      ['Soraya One', 5],
      ['Soraya Two', 9],
      ['Soraya Three', 1],
    ] as const) {
      await createProfile(ctx.db.prisma, owner.id, { stageName: name, likeCount: likes })
    }
    const page = async (number: number) => {
      const response = await request(ctx.app.server)
        .get(API_PATHS.MODELS)
        .query({ q: 'soraia', sort: 'liked', pageSize: 2, page: number })
      expect(response.status).toBe(200)
      return {
        names: (response.body.data.items as { stageName: string }[]).map((i) => i.stageName),
        total: response.body.data.total as number,
      }
    }
    expect(await page(1)).toEqual({ names: ['Soraya Two', 'Soraya One'], total: 3 })
    expect(await page(2)).toEqual({ names: ['Soraya Three'], total: 3 })
  })
})
