import { WEB_ROUTES, webPath } from '@cnm/contracts'

// Links of My Casting. The public casting page and the posting form belong to the castings
// feature (issue #15); their paths are built from WEB_ROUTES.CASTINGS and MYPAGE_CASTING.
export const castingPath = (id: number) => `${WEB_ROUTES.CASTINGS}/${id}`
export const NEW_CASTING_PATH = `${WEB_ROUTES.MYPAGE_CASTING}/new`
export const applicantsPath = (castingId: number) =>
  webPath(WEB_ROUTES.MYPAGE_CASTING_APPLICANTS, { id: castingId })
export const applicationThreadPath = (applicationId: number) =>
  webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId })
export const proposalPath = (proposalId: number) =>
  webPath(WEB_ROUTES.MYPAGE_PROPOSAL, { id: proposalId })
