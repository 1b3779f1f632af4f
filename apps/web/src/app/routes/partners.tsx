import { MarketplacePage } from './marketplace-page'

export function PartnersRoute() {
  return (
    <MarketplacePage
      title="Partners"
      lead="Model agencies, entertainment agencies and brands that cast through Casting N Model."
      emptyTitle="No partners listed yet"
      emptyText={
        <p>
          Agencies and companies appear here after their client account has been approved and they
          have agreed to be listed. Interested? Reach us through the Contact us page.
        </p>
      }
    />
  )
}
