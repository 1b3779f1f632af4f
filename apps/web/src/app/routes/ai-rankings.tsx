import { MarketplacePage } from './marketplace-page'

export function AiRankingsRoute() {
  return <MarketplacePage page="aiRankings" />
}
