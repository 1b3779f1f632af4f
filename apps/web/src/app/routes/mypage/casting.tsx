import { MyPageList } from './list-page'

export function MyCastingRoute() {
  return (
    <MyPageList title="My Casting" emptyTitle="No castings yet">
      <p>Castings you send or receive will be listed here with their status.</p>
    </MyPageList>
  )
}
