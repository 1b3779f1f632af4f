import { API_PATHS, type MailProposal, type UserMessage } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import type { MutationOptions } from '@/lib/mutation-options'

// Spec §7: both answers are "not shown"; the forms show their own fixed texts (§8).

/** POST /castings/mail/suggestions; numbers travel as integers. */
export const sendCastingProposal = (proposal: MailProposal) =>
  api.post(API_PATHS.CASTING_SUGGESTIONS, z.unknown(), { body: proposal })

/** POST /users/mail/questions ("Leave us a message"). */
export const sendUserMessage = (message: UserMessage) =>
  api.post(API_PATHS.MAIL_QUESTIONS, z.unknown(), { body: message })

export const useSendCastingProposal = (options: MutationOptions<typeof sendCastingProposal> = {}) =>
  useMutation({ ...options, mutationFn: sendCastingProposal })

export const useSendUserMessage = (options: MutationOptions<typeof sendUserMessage> = {}) =>
  useMutation({ ...options, mutationFn: sendUserMessage })
