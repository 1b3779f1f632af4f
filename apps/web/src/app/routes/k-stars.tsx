import { MarketplacePage } from './marketplace-page'

export function KStarsRoute() {
  return <MarketplacePage page="kStars" />
}
