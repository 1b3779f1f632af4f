import { MyProfile } from '@/features/profile/components/my-profile'

export function MyProfileRoute() {
  return <MyProfile />
}
