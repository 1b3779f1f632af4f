import { z } from 'zod'
import { LIMITS } from './limits.js'
import { emailSchema, requiredText } from './common.js'

/** POST /users/mail/questions ("Leave us a message"); spec §5: every field required. */
export const userMessageSchema = z.object({
  name: requiredText(LIMITS.NAME_MAX),
  email: emailSchema,
  title: requiredText(LIMITS.TITLE_MAX),
  content: requiredText(LIMITS.LONG_TEXT_MAX),
})
export type UserMessage = z.infer<typeof userMessageSchema>
