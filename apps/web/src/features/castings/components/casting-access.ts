import { isClientServiceType } from '@cnm/contracts'

/**
 * Clients post castings. Kept apart from the editor so the public board (which only shows the
 * "Post a casting" link) does not load the editor, its form and zod on a guest's first visit.
 */
export const mayPostCastings = (user: { serviceType: number } | undefined) =>
  Boolean(user && isClientServiceType(user.serviceType))
