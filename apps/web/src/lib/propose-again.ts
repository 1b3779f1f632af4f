import { WEB_ROUTES, webPath } from '@cnm/contracts'

// "Send a new proposal" (ADR 0024 addendum): My Casting links to the model's page with the
// earlier proposal's id; the page opens the proposal form pre-filled from it.

/** The model page's query parameter naming the proposal a new one starts from. */
export const PROPOSE_AGAIN_PARAM = 'from'

export const proposeAgainPath = (profileId: number, proposalId: number) =>
  `${webPath(WEB_ROUTES.MODEL, { id: profileId })}?${PROPOSE_AGAIN_PARAM}=${proposalId}`

/** The earlier proposal's id in the model page's query, or null when absent or not an id. */
export function proposeAgainSource(params: URLSearchParams): number | null {
  const id = Number(params.get(PROPOSE_AGAIN_PARAM))
  return Number.isInteger(id) && id > 0 ? id : null
}
