// The flat reference lists of spec §3. Each entry is [n, value]: the id is
// type × 10 000 + n (id-plan.ts), and the list order is the display order.
// Append new entries with the next unused n; never renumber or reuse one.
import { INFO_TYPE } from '@cnm/contracts'
import type { ListType } from './id-plan.js'

// valueKo: the Korean name (ADR 0022), natural Korean rather than a word-for-word rendering.
type Entries = ReadonlyArray<readonly [n: number, value: string, valueKo: string]>

const RACES: Entries = [
  [1, 'East Asian', '동아시아인'],
  [2, 'Southeast Asian', '동남아시아인'],
  [3, 'South Asian', '남아시아인'],
  [4, 'Central Asian', '중앙아시아인'],
  [5, 'Middle Eastern / North African', '중동·북아프리카인'],
  [6, 'Black / African descent', '흑인·아프리카계'],
  [7, 'White / Caucasian', '백인'],
  [8, 'Hispanic / Latino', '히스패닉·라틴계'],
  [9, 'Pacific Islander', '태평양 도서 지역인'],
  [10, 'Indigenous', '원주민'],
  [11, 'Mixed', '혼혈'],
  [12, 'Other', '기타'],
]

const EYE_COLOURS: Entries = [
  [1, 'Black', '검은색'],
  [2, 'Dark brown', '짙은 갈색'],
  [3, 'Brown', '갈색'],
  [4, 'Hazel', '헤이즐'],
  [5, 'Amber', '호박색'],
  [6, 'Green', '녹색'],
  [7, 'Blue', '파란색'],
  [8, 'Grey', '회색'],
  [9, 'Heterochromia', '오드아이'],
]

const HAIR_COLOURS: Entries = [
  [1, 'Black', '검은색'],
  [2, 'Dark brown', '짙은 갈색'],
  [3, 'Brown', '갈색'],
  [4, 'Light brown', '밝은 갈색'],
  [5, 'Blonde', '금발'],
  [6, 'Platinum blonde', '백금발'],
  [7, 'Red', '빨간색'],
  [8, 'Auburn', '적갈색'],
  [9, 'Grey / silver', '회색·은발'],
  [10, 'White', '흰색'],
  [11, 'Dyed (fashion colour)', '염색(패션 컬러)'],
  [12, 'Shaved / bald', '삭발·민머리'],
]

const GENDERS: Entries = [
  [1, 'Female', '여성'],
  [2, 'Male', '남성'],
  [3, 'Non-binary', '논바이너리'],
]

// A model's day rate in Korean won: the platform's home market prices shoots per day.
const MODEL_FEES: Entries = [
  [1, 'Up to ₩300,000 per day', '하루 30만 원 이하'],
  [2, '₩300,000 – ₩500,000 per day', '하루 30만~50만 원'],
  [3, '₩500,000 – ₩1,000,000 per day', '하루 50만~100만 원'],
  [4, '₩1,000,000 – ₩2,000,000 per day', '하루 100만~200만 원'],
  [5, '₩2,000,000 – ₩5,000,000 per day', '하루 200만~500만 원'],
  [6, '₩5,000,000 – ₩10,000,000 per day', '하루 500만~1,000만 원'],
  [7, 'Over ₩10,000,000 per day', '하루 1,000만 원 초과'],
  [8, 'Negotiable', '협의 가능'],
]

const SHOOT_TYPES: Entries = [
  [1, 'Photo shoot', '사진 촬영'],
  [2, 'Video shoot', '영상 촬영'],
  [3, 'TV commercial', 'TV 광고'],
  [4, 'Runway show', '런웨이 쇼'],
  [5, 'Lookbook', '룩북'],
  [6, 'E-commerce / product', '이커머스·제품'],
  [7, 'Magazine editorial', '매거진 화보'],
  [8, 'Music video', '뮤직비디오'],
  [9, 'Drama / film', '드라마·영화'],
  [10, 'Live commerce', '라이브 커머스'],
  [11, 'Social media content', 'SNS 콘텐츠'],
  [12, 'Event / exhibition', '행사·전시'],
  [13, 'Fitting session', '피팅'],
]

const CAREERS: Entries = [
  [1, 'New face (no experience)', '신인(경력 없음)'],
  [2, 'Less than 1 year', '1년 미만'],
  [3, '1–3 years', '1~3년'],
  [4, '3–5 years', '3~5년'],
  [5, '5–10 years', '5~10년'],
  [6, '10 years or more', '10년 이상'],
]

// Looks and moods clients search by, plus a few skills that decide a casting.
const KEYWORDS: Entries = [
  [1, 'Chic', '시크'],
  [2, 'Elegant', '우아한'],
  [3, 'Lovely', '러블리'],
  [4, 'Cute', '귀여운'],
  [5, 'Innocent', '청순'],
  [6, 'Sexy', '섹시'],
  [7, 'Girl crush', '걸크러시'],
  [8, 'Charismatic', '카리스마'],
  [9, 'Natural', '내추럴'],
  [10, 'Fresh', '상큼한'],
  [11, 'Warm', '따뜻한'],
  [12, 'Intellectual', '지적인'],
  [13, 'Sophisticated', '세련된'],
  [14, 'Luxurious', '고급스러운'],
  [15, 'Classic', '클래식'],
  [16, 'Vintage', '빈티지'],
  [17, 'Hip', '힙한'],
  [18, 'Street', '스트리트'],
  [19, 'Minimal', '미니멀'],
  [20, 'Boyish', '보이시'],
  [21, 'Dandy', '댄디'],
  [22, 'Sporty', '스포티'],
  [23, 'Healthy', '건강미'],
  [24, 'Glamorous', '글래머러스'],
  [25, 'Unique', '개성 있는'],
  [26, 'Mysterious', '신비로운'],
  [27, 'Cool', '쿨한'],
  [28, 'Bright smile', '밝은 미소'],
  [29, 'Tall', '큰 키'],
  [30, 'Petite', '아담한 체형'],
  [31, 'Long legs', '긴 다리'],
  [32, 'Long hair', '긴 머리'],
  [33, 'Short hair', '짧은 머리'],
  [34, 'Tattoo', '타투'],
  [35, 'Freckles', '주근깨'],
  [36, 'Bilingual', '2개 국어 가능'],
  [37, 'Dance', '댄스'],
  [38, 'Acting', '연기'],
  [39, 'Swimming', '수영'],
  [40, 'Driving licence', '운전면허'],
]

const AGES: Entries = [
  [1, '0–6 (babies and toddlers)', '0~6세(영유아)'],
  [2, '7–12 (kids)', '7~12세(어린이)'],
  [3, '13–19 (teens)', '13~19세(청소년)'],
  [4, '20–24', '20~24세'],
  [5, '25–29', '25~29세'],
  [6, '30–34', '30~34세'],
  [7, '35–39', '35~39세'],
  [8, '40–49', '40대'],
  [9, '50–59', '50대'],
  [10, '60 and over', '60세 이상'],
]

const REPORT_REASONS: Entries = [
  [1, 'Spam or advertising', '스팸·광고'],
  [2, 'Fraud or scam', '사기'],
  [3, 'Sexual or inappropriate content', '선정적이거나 부적절한 콘텐츠'],
  [4, 'Harassment or abusive language', '괴롭힘·욕설'],
  [5, 'Fake profile or impersonation', '가짜 프로필·사칭'],
  [6, 'Copyright or portrait-rights infringement', '저작권·초상권 침해'],
  [7, 'Unpaid fee or broken agreement', '출연료 미지급·약속 불이행'],
  [8, 'Safety concern about a minor', '미성년자 안전 우려'],
  [9, 'Other', '기타'],
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
