// Model job categories (info type 7) and their second levels (info type 8, "category
// depth": each second level is its own row whose parentId is its first-level category).
// Ids are explicit and part of the contract: 2 is the professional category clients are
// fixed to, and its two second levels 37 and 38 are the clients' special list (spec §3,
// §4, §9). New entries take the next unused id of their range (id-plan.ts).
import { CATEGORY_ID } from '@cnm/contracts'

export interface CategorySeed {
  id: number
  value: string
  children: ReadonlyArray<readonly [id: number, value: string]>
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    id: 1,
    value: 'Fashion',
    children: [
      [39, 'Runway'],
      [40, 'Editorial'],
      [41, 'Lookbook'],
      [42, 'E-commerce'],
      [43, 'Fitting'],
      [44, 'Showroom'],
      [45, 'Bridal'],
      [46, 'Swimwear & lingerie'],
    ],
  },
  {
    id: CATEGORY_ID.PROFESSIONAL,
    value: 'Professional',
    children: [
      [CATEGORY_ID.ENTERTAINMENT, 'Entertainment agency'],
      [CATEGORY_ID.MODEL_AGENCY, 'Model agency'],
    ],
  },
  {
    id: 3,
    value: 'Commercial',
    children: [
      [47, 'TV commercial'],
      [48, 'Print advertising'],
      [49, 'Online & social ads'],
      [50, 'Catalogue'],
      [51, 'Product'],
      [52, 'Corporate & stock'],
    ],
  },
  {
    id: 4,
    value: 'Beauty',
    children: [
      [53, 'Make-up & cosmetics'],
      [54, 'Skincare'],
      [55, 'Hair'],
      [56, 'Nail'],
    ],
  },
  {
    id: 5,
    value: 'Fitness & sports',
    children: [
      [57, 'Fitness'],
      [58, 'Sportswear'],
      [59, 'Yoga & pilates'],
      [60, 'Athlete'],
    ],
  },
  {
    id: 6,
    value: 'Parts',
    children: [
      [61, 'Hands'],
      [62, 'Feet & legs'],
      [63, 'Face close-up'],
      [64, 'Body'],
    ],
  },
  {
    id: 7,
    value: 'Kids & teens',
    children: [
      [65, 'Babies & toddlers'],
      [66, 'Kids'],
      [67, 'Teens'],
    ],
  },
  {
    id: 8,
    value: 'Senior',
    children: [
      [68, 'Senior fashion'],
      [69, 'Senior commercial'],
    ],
  },
  {
    id: 9,
    value: 'Plus size',
    children: [
      [70, 'Plus-size fashion'],
      [71, 'Plus-size commercial'],
    ],
  },
  {
    id: 10,
    value: 'Influencer & creator',
    children: [
      [72, 'Instagram'],
      [73, 'YouTube'],
      [74, 'TikTok & short-form'],
      [75, 'Live commerce'],
    ],
  },
  {
    id: 11,
    value: 'Acting & performance',
    children: [
      [76, 'Actor / actress'],
      [77, 'Supporting & extra'],
      [78, 'Music video'],
      [79, 'Dancer'],
    ],
  },
  {
    id: 12,
    value: 'Event & promotion',
    children: [
      [80, 'Racing model'],
      [81, 'Exhibition & booth'],
      [82, 'Promotion & sampling'],
      [83, 'MC & host'],
    ],
  },
]
