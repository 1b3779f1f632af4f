// Model job categories (info type 7) and their second levels (info type 8, "category
// depth": each second level is its own row whose parentId is its first-level category).
// Ids are explicit and part of the contract: 2 is the professional category clients are
// fixed to, and its two second levels 37 and 38 are the clients' special list (spec §3,
// §4, §9). New entries take the next unused id of their range (id-plan.ts).
import { CATEGORY_ID } from '@cnm/contracts'

export interface CategorySeed {
  id: number
  value: string
  /** Korean name (ADR 0022). */
  valueKo: string
  children: ReadonlyArray<readonly [id: number, value: string, valueKo: string]>
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    id: 1,
    value: 'Fashion',
    valueKo: '패션',
    children: [
      [39, 'Runway', '런웨이'],
      [40, 'Editorial', '화보'],
      [41, 'Lookbook', '룩북'],
      [42, 'E-commerce', '이커머스'],
      [43, 'Fitting', '피팅'],
      [44, 'Showroom', '쇼룸'],
      [45, 'Bridal', '웨딩'],
      [46, 'Swimwear & lingerie', '수영복·란제리'],
    ],
  },
  {
    id: CATEGORY_ID.PROFESSIONAL,
    value: 'Professional',
    valueKo: '전문가',
    children: [
      [CATEGORY_ID.ENTERTAINMENT, 'Entertainment agency', '연예 기획사'],
      [CATEGORY_ID.MODEL_AGENCY, 'Model agency', '모델 에이전시'],
      [CATEGORY_ID.BRAND, 'Brand', '브랜드'],
    ],
  },
  {
    id: 3,
    value: 'Commercial',
    valueKo: '광고',
    children: [
      [47, 'TV commercial', 'TV 광고'],
      [48, 'Print advertising', '인쇄 광고'],
      [49, 'Online & social ads', '온라인·SNS 광고'],
      [50, 'Catalogue', '카탈로그'],
      [51, 'Product', '제품'],
      [52, 'Corporate & stock', '기업·스톡'],
    ],
  },
  {
    id: 4,
    value: 'Beauty',
    valueKo: '뷰티',
    children: [
      [53, 'Make-up & cosmetics', '메이크업·화장품'],
      [54, 'Skincare', '스킨케어'],
      [55, 'Hair', '헤어'],
      [56, 'Nail', '네일'],
    ],
  },
  {
    id: 5,
    value: 'Fitness & sports',
    valueKo: '피트니스·스포츠',
    children: [
      [57, 'Fitness', '피트니스'],
      [58, 'Sportswear', '스포츠웨어'],
      [59, 'Yoga & pilates', '요가·필라테스'],
      [60, 'Athlete', '운동선수'],
    ],
  },
  {
    id: 6,
    value: 'Parts',
    valueKo: '부분 모델',
    children: [
      [61, 'Hands', '손'],
      [62, 'Feet & legs', '발·다리'],
      [63, 'Face close-up', '얼굴 클로즈업'],
      [64, 'Body', '바디'],
    ],
  },
  {
    id: 7,
    value: 'Kids & teens',
    valueKo: '키즈·틴',
    children: [
      [65, 'Babies & toddlers', '영유아'],
      [66, 'Kids', '어린이'],
      [67, 'Teens', '청소년'],
    ],
  },
  {
    id: 8,
    value: 'Senior',
    valueKo: '시니어',
    children: [
      [68, 'Senior fashion', '시니어 패션'],
      [69, 'Senior commercial', '시니어 광고'],
    ],
  },
  {
    id: 9,
    value: 'Plus size',
    valueKo: '플러스 사이즈',
    children: [
      [70, 'Plus-size fashion', '플러스 사이즈 패션'],
      [71, 'Plus-size commercial', '플러스 사이즈 광고'],
    ],
  },
  {
    id: 10,
    value: 'Influencer & creator',
    valueKo: '인플루언서·크리에이터',
    children: [
      [72, 'Instagram', '인스타그램'],
      [73, 'YouTube', '유튜브'],
      [74, 'TikTok & short-form', '틱톡·숏폼'],
      [75, 'Live commerce', '라이브 커머스'],
    ],
  },
  {
    id: 11,
    value: 'Acting & performance',
    valueKo: '연기·공연',
    children: [
      [76, 'Actor / actress', '배우'],
      [77, 'Supporting & extra', '조연·단역'],
      [78, 'Music video', '뮤직비디오'],
      [79, 'Dancer', '댄서'],
    ],
  },
  {
    id: 12,
    value: 'Event & promotion',
    valueKo: '행사·프로모션',
    children: [
      [80, 'Racing model', '레이싱 모델'],
      [81, 'Exhibition & booth', '전시·부스'],
      [82, 'Promotion & sampling', '프로모션·샘플링'],
      [83, 'MC & host', 'MC·진행자'],
    ],
  },
]
