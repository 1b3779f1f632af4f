import { MyPageList } from './list-page'

export function FollowersRoute() {
  return (
    <MyPageList title="Followers" emptyTitle="No followers yet">
      <p>When someone follows your profile, you will see them here.</p>
    </MyPageList>
  )
}
