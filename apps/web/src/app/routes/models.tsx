import { MarketplacePage } from './marketplace-page'

export function ModelsRoute() {
  return <MarketplacePage page="models" />
}
