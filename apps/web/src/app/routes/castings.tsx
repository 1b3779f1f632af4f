import { MarketplacePage } from './marketplace-page'

export function CastingsRoute() {
  return (
    <MarketplacePage
      title="Castings"
      lead="Open calls from brands, model agencies and entertainment agencies: what the job is, when and where it shoots, and what it pays."
      emptyTitle="No open castings yet"
      emptyText={
        <>
          <p>Castings posted by approved clients will be listed here as soon as they go live.</p>
          <p>
            Looking for models? Use the Casting Request button at the bottom of the page to send us
            your brief.
          </p>
        </>
      }
    />
  )
}
