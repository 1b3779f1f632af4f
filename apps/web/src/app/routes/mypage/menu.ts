import {
  AGENCY_CATEGORY_IDS,
  BOOKING_WEB_ROUTES,
  OPTION_WEB_ROUTES,
  isClientServiceType,
  isModelServiceType,
  ROLE,
  WEB_ROUTES,
  type CurrentUser,
} from '@cnm/contracts'

export interface MyPageMenuItem {
  to: string
  /** Key under `mypage:menu` (ADR 0014). */
  label:
    | 'profile'
    | 'casting'
    | 'bookings'
    | 'messages'
    | 'notifications'
    | 'savedSearches'
    | 'followers'
    | 'reviews'
    | 'modelManagement'
    | 'packages'
    | 'options'
    | 'adminConsole'
  end?: boolean
}

const BASE_MENU: MyPageMenuItem[] = [
  { to: WEB_ROUTES.MYPAGE, label: 'profile', end: true },
  { to: WEB_ROUTES.MYPAGE_CASTING, label: 'casting' },
  { to: BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS, label: 'bookings' },
  { to: OPTION_WEB_ROUTES.MYPAGE_OPTIONS, label: 'options' },
  { to: WEB_ROUTES.MYPAGE_MESSAGES, label: 'messages' },
  { to: WEB_ROUTES.MYPAGE_NOTIFICATIONS, label: 'notifications' },
  { to: WEB_ROUTES.MYPAGE_SAVED_SEARCHES, label: 'savedSearches' },
  { to: WEB_ROUTES.MYPAGE_LIKES, label: 'followers' },
  { to: WEB_ROUTES.MYPAGE_REVIEWS, label: 'reviews' },
]

type ModelManager = Pick<CurrentUser, 'serviceType' | 'categoryTwoDepth'> &
  Partial<Pick<CurrentUser, 'role'>>

/**
 * Who registers models (issue #14, ADR 0005): model accounts (service type 1 or 2) and
 * agency clients (type 3 whose second-level category is 37 entertainment or 38 model agency).
 */
export function canManageModels(user: ModelManager | undefined): boolean {
  if (!user) return false
  if (isModelServiceType(user.serviceType)) return true
  return (
    isClientServiceType(user.serviceType) &&
    user.categoryTwoDepth.some((category) =>
      (AGENCY_CATEGORY_IDS as readonly number[]).includes(category.id),
    )
  )
}

/**
 * The second menu variant (spec §2) adds My Model Management for those who register models;
 * administrators also get the way to the admin console (issue #16).
 */
export function myPageMenu(user: ModelManager | undefined): MyPageMenuItem[] {
  const models: MyPageMenuItem[] = canManageModels(user)
    ? [...BASE_MENU, { to: WEB_ROUTES.MYPAGE_MODEL, label: 'modelManagement' }]
    : BASE_MENU
  // Packages (issue #29): clients only; the page says who among them may build one.
  const menu: MyPageMenuItem[] =
    user && isClientServiceType(user.serviceType)
      ? [...models, { to: WEB_ROUTES.MYPAGE_PACKAGES, label: 'packages' }]
      : models
  return user?.role === ROLE.ADMIN
    ? [...menu, { to: WEB_ROUTES.ADMIN, label: 'adminConsole' }]
    : menu
}
