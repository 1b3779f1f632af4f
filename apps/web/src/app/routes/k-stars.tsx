import { MarketplacePage } from './marketplace-page'

export function KStarsRoute() {
  return (
    <MarketplacePage
      title="K-Stars"
      lead="Models and talent with work in K-pop, K-drama and Korean advertising, gathered in one place."
      emptyTitle="No K-Stars featured yet"
      emptyText={
        <p>We will feature talent here once their profiles and credits have been reviewed.</p>
      }
    />
  )
}
