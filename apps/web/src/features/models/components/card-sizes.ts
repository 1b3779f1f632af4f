// How wide a card's photo is drawn (models.css): 2 columns on phones, 3 from 640 px, 4 from
// 1200 px, in a container of at most 1400 px with the page gutter (16 px on a phone, 4vw up
// to 40 px) and 16 px gaps: on a 412 px phone at 1.75x (Lighthouse's) a card is 182 px wide
// and takes the 320 px variant, where plain 50vw asked for the 640 px one (ADR 0014).
export const CARD_SIZES =
  '(min-width: 1200px) 320px, (min-width: 640px) calc(31vw - 10px), calc(50vw - 24px)'
