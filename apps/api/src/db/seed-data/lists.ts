// The flat reference lists of spec §3. Each entry is [n, value]: the id is
// type × 10 000 + n (id-plan.ts), and the list order is the display order.
// Append new entries with the next unused n; never renumber or reuse one.
import { INFO_TYPE } from '@cnm/contracts'
import type { ListType } from './id-plan.js'

type Entries = ReadonlyArray<readonly [n: number, value: string]>

const RACES: Entries = [
  [1, 'East Asian'],
  [2, 'Southeast Asian'],
  [3, 'South Asian'],
  [4, 'Central Asian'],
  [5, 'Middle Eastern / North African'],
  [6, 'Black / African descent'],
  [7, 'White / Caucasian'],
  [8, 'Hispanic / Latino'],
  [9, 'Pacific Islander'],
  [10, 'Indigenous'],
  [11, 'Mixed'],
  [12, 'Other'],
]

const EYE_COLOURS: Entries = [
  [1, 'Black'],
  [2, 'Dark brown'],
  [3, 'Brown'],
  [4, 'Hazel'],
  [5, 'Amber'],
  [6, 'Green'],
  [7, 'Blue'],
  [8, 'Grey'],
  [9, 'Heterochromia'],
]

const HAIR_COLOURS: Entries = [
  [1, 'Black'],
  [2, 'Dark brown'],
  [3, 'Brown'],
  [4, 'Light brown'],
  [5, 'Blonde'],
  [6, 'Platinum blonde'],
  [7, 'Red'],
  [8, 'Auburn'],
  [9, 'Grey / silver'],
  [10, 'White'],
  [11, 'Dyed (fashion colour)'],
  [12, 'Shaved / bald'],
]

const GENDERS: Entries = [
  [1, 'Female'],
  [2, 'Male'],
  [3, 'Non-binary'],
]

// A model's day rate in Korean won: the platform's home market prices shoots per day.
const MODEL_FEES: Entries = [
  [1, 'Up to ₩300,000 per day'],
  [2, '₩300,000 – ₩500,000 per day'],
  [3, '₩500,000 – ₩1,000,000 per day'],
  [4, '₩1,000,000 – ₩2,000,000 per day'],
  [5, '₩2,000,000 – ₩5,000,000 per day'],
  [6, '₩5,000,000 – ₩10,000,000 per day'],
  [7, 'Over ₩10,000,000 per day'],
  [8, 'Negotiable'],
]

const SHOOT_TYPES: Entries = [
  [1, 'Photo shoot'],
  [2, 'Video shoot'],
  [3, 'TV commercial'],
  [4, 'Runway show'],
  [5, 'Lookbook'],
  [6, 'E-commerce / product'],
  [7, 'Magazine editorial'],
  [8, 'Music video'],
  [9, 'Drama / film'],
  [10, 'Live commerce'],
  [11, 'Social media content'],
  [12, 'Event / exhibition'],
  [13, 'Fitting session'],
]

const CAREERS: Entries = [
  [1, 'New face (no experience)'],
  [2, 'Less than 1 year'],
  [3, '1–3 years'],
  [4, '3–5 years'],
  [5, '5–10 years'],
  [6, '10 years or more'],
]

// Looks and moods clients search by, plus a few skills that decide a casting.
const KEYWORDS: Entries = [
  [1, 'Chic'],
  [2, 'Elegant'],
  [3, 'Lovely'],
  [4, 'Cute'],
  [5, 'Innocent'],
  [6, 'Sexy'],
  [7, 'Girl crush'],
  [8, 'Charismatic'],
  [9, 'Natural'],
  [10, 'Fresh'],
  [11, 'Warm'],
  [12, 'Intellectual'],
  [13, 'Sophisticated'],
  [14, 'Luxurious'],
  [15, 'Classic'],
  [16, 'Vintage'],
  [17, 'Hip'],
  [18, 'Street'],
  [19, 'Minimal'],
  [20, 'Boyish'],
  [21, 'Dandy'],
  [22, 'Sporty'],
  [23, 'Healthy'],
  [24, 'Glamorous'],
  [25, 'Unique'],
  [26, 'Mysterious'],
  [27, 'Cool'],
  [28, 'Bright smile'],
  [29, 'Tall'],
  [30, 'Petite'],
  [31, 'Long legs'],
  [32, 'Long hair'],
  [33, 'Short hair'],
  [34, 'Tattoo'],
  [35, 'Freckles'],
  [36, 'Bilingual'],
  [37, 'Dance'],
  [38, 'Acting'],
  [39, 'Swimming'],
  [40, 'Driving licence'],
]

const AGES: Entries = [
  [1, '0–6 (babies and toddlers)'],
  [2, '7–12 (kids)'],
  [3, '13–19 (teens)'],
  [4, '20–24'],
  [5, '25–29'],
  [6, '30–34'],
  [7, '35–39'],
  [8, '40–49'],
  [9, '50–59'],
  [10, '60 and over'],
]

const REPORT_REASONS: Entries = [
  [1, 'Spam or advertising'],
  [2, 'Fraud or scam'],
  [3, 'Sexual or inappropriate content'],
  [4, 'Harassment or abusive language'],
  [5, 'Fake profile or impersonation'],
  [6, 'Copyright or portrait-rights infringement'],
  [7, 'Unpaid fee or broken agreement'],
  [8, 'Safety concern about a minor'],
  [9, 'Other'],
]

export const FLAT_LISTS: ReadonlyArray<readonly [ListType, Entries]> = [
  [INFO_TYPE.RACE, RACES],
  [INFO_TYPE.EYE_COLOUR, EYE_COLOURS],
  [INFO_TYPE.HAIR_COLOUR, HAIR_COLOURS],
  [INFO_TYPE.GENDER, GENDERS],
  [INFO_TYPE.MODEL_FEE, MODEL_FEES],
  [INFO_TYPE.SHOOT_TYPE, SHOOT_TYPES],
  [INFO_TYPE.CAREER, CAREERS],
  [INFO_TYPE.KEYWORD, KEYWORDS],
  [INFO_TYPE.AGE, AGES],
  [INFO_TYPE.REPORT_REASON, REPORT_REASONS],
]
