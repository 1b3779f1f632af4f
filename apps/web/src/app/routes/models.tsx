import { MarketplacePage } from './marketplace-page'

export function ModelsRoute() {
  return (
    <MarketplacePage
      title="Models"
      lead="Profiles of models working in Seoul and across Korea — fashion, commercial, beauty, fitness and more."
      emptyTitle="No model profiles to show yet"
      emptyText={
        <p>
          Model profiles appear here once their owners have completed them. Reviewed profiles are
          marked, so you can tell at a glance who has been checked by our team.
        </p>
      }
    />
  )
}
