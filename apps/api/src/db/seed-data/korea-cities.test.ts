import { describe, expect, it } from 'vitest'
import { KOREA_REGIONS, koreaCities } from './korea-cities.js'

// Korea's 17 top-level divisions and, since Incheon's July 2026 reorganisation, its 227
// basic local governments (autonomous si, gun and gu); Jeju's two cities are administrative.
describe('Korean cities', () => {
  it('covers every top-level division and basic local government', () => {
    expect(KOREA_REGIONS).toHaveLength(17)
    const districts = KOREA_REGIONS.flatMap((region) => region.districts)
    const jejuCities = KOREA_REGIONS.find((region) => region.name === 'Jeju-do')?.districts ?? []
    expect(districts.length - jejuCities.length).toBe(227)
    const perRegion = Object.fromEntries(KOREA_REGIONS.map((r) => [r.name, r.districts.length]))
    expect(perRegion).toMatchObject({
      Seoul: 25,
      Busan: 16,
      Daegu: 9,
      Incheon: 11,
      'Gyeonggi-do': 31,
      'Gyeongsangbuk-do': 22,
      'Jeollanam-do': 22,
    })
  })

  it('offers each metropolitan city itself and names districts with their city or province', () => {
    const values = koreaCities().map((city) => city.value)
    expect(values).toHaveLength(237)
    expect(new Set(values).size).toBe(values.length)
    expect(values).toEqual(
      expect.arrayContaining(['Seoul', 'Sejong', 'Jung-gu, Busan', 'Goseong-gun, Gangwon State']),
    )
    expect(values).toContain('Goseong-gun, Gyeongsangnam-do')
  })
})
