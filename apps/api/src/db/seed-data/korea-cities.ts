// Korea, the home market, gets a complete, clean list instead of country-state-city's
// (which mixes duplicates such as "Gapyeong" / "Gapyeong-gun" and old Japanese
// readings such as "Neietsu"): every special, metropolitan and special self-governing
// city, every autonomous gu and gun of the metropolitan cities, and every si and gun of
// the provinces, as of November 2026 (Gunwi-gun in Daegu since 2023; Incheon's
// Jemulpo-gu, Yeongjong-gu and Geomdan-gu since July 2026). State codes are the ones
// country-state-city uses, so natural keys match the rest of the data set.

import { KOREA_DISTRICT_NAMES_KO, KOREA_REGION_NAMES_KO } from './korea-names-ko.js'

interface Region {
  stateCode: string
  /** English name as written after a district: "Gangnam-gu, Seoul". */
  name: string
  /** The metropolitan city itself is also a choice ("Seoul"). */
  isCity: boolean
  districts: readonly string[]
}

// Several names per line keep the table readable.
// prettier-ignore
export const KOREA_REGIONS: readonly Region[] = [
  {
    stateCode: '11',
    name: 'Seoul',
    isCity: true,
    districts: [
      'Dobong-gu', 'Dongdaemun-gu', 'Dongjak-gu', 'Eunpyeong-gu', 'Gangbuk-gu', 'Gangdong-gu',
      'Gangnam-gu', 'Gangseo-gu', 'Geumcheon-gu', 'Guro-gu', 'Gwanak-gu', 'Gwangjin-gu',
      'Jongno-gu', 'Jung-gu', 'Jungnang-gu', 'Mapo-gu', 'Nowon-gu', 'Seocho-gu', 'Seodaemun-gu',
      'Seongbuk-gu', 'Seongdong-gu', 'Songpa-gu', 'Yangcheon-gu', 'Yeongdeungpo-gu', 'Yongsan-gu',
    ],
  },
  {
    stateCode: '26',
    name: 'Busan',
    isCity: true,
    districts: [
      'Buk-gu', 'Busanjin-gu', 'Dong-gu', 'Dongnae-gu', 'Gangseo-gu', 'Geumjeong-gu',
      'Gijang-gun', 'Haeundae-gu', 'Jung-gu', 'Nam-gu', 'Saha-gu', 'Sasang-gu', 'Seo-gu',
      'Suyeong-gu', 'Yeongdo-gu', 'Yeonje-gu',
    ],
  },
  {
    stateCode: '27',
    name: 'Daegu',
    isCity: true,
    districts: [
      'Buk-gu', 'Dalseo-gu', 'Dalseong-gun', 'Dong-gu', 'Gunwi-gun', 'Jung-gu', 'Nam-gu',
      'Seo-gu', 'Suseong-gu',
    ],
  },
  {
    stateCode: '28',
    name: 'Incheon',
    isCity: true,
    districts: [
      'Bupyeong-gu', 'Ganghwa-gun', 'Geomdan-gu', 'Gyeyang-gu', 'Jemulpo-gu', 'Michuhol-gu',
      'Namdong-gu', 'Ongjin-gun', 'Seo-gu', 'Yeongjong-gu', 'Yeonsu-gu',
    ],
  },
  {
    stateCode: '29',
    name: 'Gwangju',
    isCity: true,
    districts: ['Buk-gu', 'Dong-gu', 'Gwangsan-gu', 'Nam-gu', 'Seo-gu'],
  },
  {
    stateCode: '30',
    name: 'Daejeon',
    isCity: true,
    districts: ['Daedeok-gu', 'Dong-gu', 'Jung-gu', 'Seo-gu', 'Yuseong-gu'],
  },
  {
    stateCode: '31',
    name: 'Ulsan',
    isCity: true,
    districts: ['Buk-gu', 'Dong-gu', 'Jung-gu', 'Nam-gu', 'Ulju-gun'],
  },
  { stateCode: '50', name: 'Sejong', isCity: true, districts: [] },
  {
    stateCode: '41',
    name: 'Gyeonggi-do',
    isCity: false,
    districts: [
      'Ansan-si', 'Anseong-si', 'Anyang-si', 'Bucheon-si', 'Dongducheon-si', 'Gapyeong-gun',
      'Gimpo-si', 'Goyang-si', 'Gunpo-si', 'Guri-si', 'Gwacheon-si', 'Gwangju-si',
      'Gwangmyeong-si', 'Hanam-si', 'Hwaseong-si', 'Icheon-si', 'Namyangju-si', 'Osan-si',
      'Paju-si', 'Pocheon-si', 'Pyeongtaek-si', 'Seongnam-si', 'Siheung-si', 'Suwon-si',
      'Uijeongbu-si', 'Uiwang-si', 'Yangju-si', 'Yangpyeong-gun', 'Yeoju-si', 'Yeoncheon-gun',
      'Yongin-si',
    ],
  },
  {
    stateCode: '42',
    name: 'Gangwon State',
    isCity: false,
    districts: [
      'Cheorwon-gun', 'Chuncheon-si', 'Donghae-si', 'Gangneung-si', 'Goseong-gun',
      'Hoengseong-gun', 'Hongcheon-gun', 'Hwacheon-gun', 'Inje-gun', 'Jeongseon-gun',
      'Pyeongchang-gun', 'Samcheok-si', 'Sokcho-si', 'Taebaek-si', 'Wonju-si', 'Yanggu-gun',
      'Yangyang-gun', 'Yeongwol-gun',
    ],
  },
  {
    stateCode: '43',
    name: 'Chungcheongbuk-do',
    isCity: false,
    districts: [
      'Boeun-gun', 'Cheongju-si', 'Chungju-si', 'Danyang-gun', 'Eumseong-gun', 'Goesan-gun',
      'Jecheon-si', 'Jeungpyeong-gun', 'Jincheon-gun', 'Okcheon-gun', 'Yeongdong-gun',
    ],
  },
  {
    stateCode: '44',
    name: 'Chungcheongnam-do',
    isCity: false,
    districts: [
      'Asan-si', 'Boryeong-si', 'Buyeo-gun', 'Cheonan-si', 'Cheongyang-gun', 'Dangjin-si',
      'Geumsan-gun', 'Gongju-si', 'Gyeryong-si', 'Hongseong-gun', 'Nonsan-si', 'Seocheon-gun',
      'Seosan-si', 'Taean-gun', 'Yesan-gun',
    ],
  },
  {
    stateCode: '45',
    name: 'Jeonbuk State',
    isCity: false,
    districts: [
      'Buan-gun', 'Gimje-si', 'Gochang-gun', 'Gunsan-si', 'Iksan-si', 'Imsil-gun', 'Jangsu-gun',
      'Jeongeup-si', 'Jeonju-si', 'Jinan-gun', 'Muju-gun', 'Namwon-si', 'Sunchang-gun',
      'Wanju-gun',
    ],
  },
  {
    stateCode: '46',
    name: 'Jeollanam-do',
    isCity: false,
    districts: [
      'Boseong-gun', 'Damyang-gun', 'Gangjin-gun', 'Goheung-gun', 'Gokseong-gun', 'Gurye-gun',
      'Gwangyang-si', 'Haenam-gun', 'Hampyeong-gun', 'Hwasun-gun', 'Jangheung-gun',
      'Jangseong-gun', 'Jindo-gun', 'Mokpo-si', 'Muan-gun', 'Naju-si', 'Sinan-gun',
      'Suncheon-si', 'Wando-gun', 'Yeongam-gun', 'Yeonggwang-gun', 'Yeosu-si',
    ],
  },
  {
    stateCode: '47',
    name: 'Gyeongsangbuk-do',
    isCity: false,
    districts: [
      'Andong-si', 'Bonghwa-gun', 'Cheongdo-gun', 'Cheongsong-gun', 'Chilgok-gun', 'Gimcheon-si',
      'Goryeong-gun', 'Gumi-si', 'Gyeongju-si', 'Gyeongsan-si', 'Mungyeong-si', 'Pohang-si',
      'Sangju-si', 'Seongju-gun', 'Uiseong-gun', 'Uljin-gun', 'Ulleung-gun', 'Yecheon-gun',
      'Yeongcheon-si', 'Yeongdeok-gun', 'Yeongju-si', 'Yeongyang-gun',
    ],
  },
  {
    stateCode: '48',
    name: 'Gyeongsangnam-do',
    isCity: false,
    districts: [
      'Changnyeong-gun', 'Changwon-si', 'Geochang-gun', 'Geoje-si', 'Gimhae-si', 'Goseong-gun',
      'Hadong-gun', 'Haman-gun', 'Hamyang-gun', 'Hapcheon-gun', 'Jinju-si', 'Miryang-si',
      'Namhae-gun', 'Sacheon-si', 'Sancheong-gun', 'Tongyeong-si', 'Uiryeong-gun', 'Yangsan-si',
    ],
  },
  {
    stateCode: '49',
    name: 'Jeju-do',
    isCity: false,
    districts: ['Jeju-si', 'Seogwipo-si'],
  },
]

export interface KoreaCity {
  stateCode: string
  name: string
  value: string
  /** Korean writes the region first: "서울 강남구" (ADR 0022). */
  valueKo: string
}

function korean(names: Readonly<Record<string, string>>, name: string): string {
  const ko = names[name]
  if (!ko) throw new Error(`korea-names-ko.ts has no Korean name for ${name}`)
  return ko
}

/** In display order: region by region, the metropolitan city first, then its districts. */
export function koreaCities(): KoreaCity[] {
  return KOREA_REGIONS.flatMap((region) => {
    const regionKo = korean(KOREA_REGION_NAMES_KO, region.name)
    return [
      ...(region.isCity
        ? [
            {
              stateCode: region.stateCode,
              name: region.name,
              value: region.name,
              valueKo: regionKo,
            },
          ]
        : []),
      ...region.districts.map((district) => ({
        stateCode: region.stateCode,
        name: district,
        value: `${district}, ${region.name}`,
        valueKo: `${regionKo} ${korean(KOREA_DISTRICT_NAMES_KO, district)}`,
      })),
    ]
  })
}
