import { MarketplacePage } from './marketplace-page'

export function AiRankingsRoute() {
  return (
    <MarketplacePage
      title="AI Rankings"
      lead="Rankings that help clients discover models, built from activity on Casting N Model."
      emptyTitle="No rankings yet"
      emptyText={
        <p>
          A fair ranking needs real activity behind it. Until there is enough, we would rather show
          nothing than a list that means nothing.
        </p>
      }
    />
  )
}
