import { MarketplacePage } from './marketplace-page'

export function PartnersRoute() {
  return <MarketplacePage page="partners" />
}
