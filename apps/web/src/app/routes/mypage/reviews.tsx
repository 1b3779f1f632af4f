import { MyPageList } from './list-page'

export function ReviewsRoute() {
  return (
    <MyPageList title="Reviews" emptyTitle="No reviews yet">
      <p>Reviews left after a finished job will appear here.</p>
    </MyPageList>
  )
}
