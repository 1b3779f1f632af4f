import {
  API_PATHS,
  INFO_TYPE,
  messagePageSchema,
  messageSchema,
  threadSchema,
  type MessageInput,
  type MessageReportInput,
} from '@cnm/contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

export type ThreadKind = 'application' | 'proposal'

const messagesPath = (kind: ThreadKind, id: number) =>
  kind === 'application' ? API_PATHS.APPLICATION_MESSAGES(id) : API_PATHS.PROPOSAL_MESSAGES(id)

export const threadKeys = {
  all: ['threads'] as const,
  thread: (kind: ThreadKind, id: number) => [...threadKeys.all, kind, id] as const,
}

/** GET …/messages: the thread and its newest page (oldest first). */
export const getThread = async (kind: ThreadKind, id: number, signal?: AbortSignal) =>
  (await api.get(messagesPath(kind, id), threadSchema, { signal })).data

export const getThreadQueryOptions = (kind: ThreadKind, id: number) =>
  queryOptions({
    queryKey: threadKeys.thread(kind, id),
    queryFn: ({ signal }) => getThread(kind, id, signal),
    // Fetched afresh each time the thread opens; while open it keeps itself fresh by polling
    // `after`, and pages are merged by id, so a refetch never shows a message twice.
    staleTime: 0,
  })

/**
 * One page around a cursor: `before` the oldest message held (older pages), or `after` the
 * newest (new messages). Read with the page shape; a full thread answer has the same fields.
 */
export const getMessagePage = async (
  kind: ThreadKind,
  id: number,
  cursor: { before: number } | { after: number },
  signal?: AbortSignal,
) => (await api.get(messagesPath(kind, id), messagePageSchema, { query: cursor, signal })).data

/** POST …/messages answers the stored message as its sender reads it ({ message, threadId }). */
const sentSchema = z.object({ message: messageSchema }).transform(({ message }) => message)
export const sendMessage = async ({
  kind,
  id,
  input,
}: {
  kind: ThreadKind
  id: number
  input: MessageInput
}) => (await api.post(messagesPath(kind, id), sentSchema, { body: input })).data

export const useSendMessage = (options: MutationOptions<typeof sendMessage> = {}) =>
  useMutation(withOptions(options, { mutationFn: sendMessage }))

/** POST /messages/{id}/reports: a reason of info type 13 (as profiles and castings) and details. */
export const MESSAGE_REPORT_REASON_TYPE = INFO_TYPE.REPORT_REASON
export const reportMessage = ({
  messageId,
  report,
}: {
  messageId: number
  report: MessageReportInput
}) => api.post(API_PATHS.MESSAGE_REPORTS(messageId), z.unknown(), { body: report })

export const useReportMessage = (
  messageId: number,
  options: MutationOptions<(report: MessageReportInput) => ReturnType<typeof reportMessage>> = {},
) =>
  useMutation(
    withOptions(options, {
      mutationFn: (report: MessageReportInput) => reportMessage({ messageId, report }),
    }),
  )
