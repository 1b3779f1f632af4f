import { isModelServiceType, WEB_ROUTES, type CurrentUser } from '@cnm/contracts'

export interface MyPageMenuItem {
  to: string
  /** Key under `mypage:menu` (ADR 0014). */
  label: 'profile' | 'casting' | 'followers' | 'reviews' | 'modelManagement'
  end?: boolean
}

const BASE_MENU: MyPageMenuItem[] = [
  { to: WEB_ROUTES.MYPAGE, label: 'profile', end: true },
  { to: WEB_ROUTES.MYPAGE_CASTING, label: 'casting' },
  { to: WEB_ROUTES.MYPAGE_LIKES, label: 'followers' },
  { to: WEB_ROUTES.MYPAGE_REVIEWS, label: 'reviews' },
]

/**
 * Spec §2 leaves open which role gets the second menu variant; model accounts (service
 * type 1 or 2) do, because the model sign-up message invites them to register models
 * (see apps/web/DECISIONS-draft.md).
 */
export function myPageMenu(user: Pick<CurrentUser, 'serviceType'> | undefined): MyPageMenuItem[] {
  if (user && isModelServiceType(user.serviceType)) {
    return [...BASE_MENU, { to: WEB_ROUTES.MYPAGE_MODEL, label: 'modelManagement' }]
  }
  return BASE_MENU
}
