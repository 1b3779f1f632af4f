// Booking agreements (issue #28, ADR 0044): the list, one agreement, and every change to it.
import {
  agreementSchema,
  agreementSummarySchema,
  BOOKING_API_PATHS,
  type AgreementDraft,
  type AgreementTerms,
  type Language,
  type PaymentMarkInput,
} from '@cnm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'
import { z } from 'zod'
import { api, apiDownload } from '@/lib/api-client'
import { browser } from '@/lib/browser'

export const bookingKeys = {
  all: ['bookings'] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  agreement: (id: number) => [...bookingKeys.all, 'agreement', id] as const,
}

const listBody = z.object({ items: z.array(agreementSummarySchema) })
const agreementBody = z.object({ agreement: agreementSchema })

/** GET /bookings/agreements: the caller's agreements, newest first. */
export const useAgreements = () =>
  useQuery({
    queryKey: bookingKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.get(BOOKING_API_PATHS.AGREEMENTS, listBody, { signal })).data.items,
  })

/** GET /bookings/agreements/{id}: the agreement with every version. */
export const useAgreement = (id: number) =>
  useQuery({
    queryKey: bookingKeys.agreement(id),
    queryFn: async ({ signal }) =>
      (await api.get(BOOKING_API_PATHS.AGREEMENT(id), agreementBody, { signal })).data.agreement,
  })

/** Every change answers the agreement as it now stands: it replaces the cached one. */
type AgreementChangeOptions<Input> = MutationOptions<
  (input: Input) => Promise<{ data: { agreement: z.infer<typeof agreementSchema> } }>
>

function useAgreementChange<Input extends { id: number }>(
  send: (input: Input) => Promise<{ data: { agreement: z.infer<typeof agreementSchema> } }>,
  options: AgreementChangeOptions<Input> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: send,
      onSuccess: ({ data }) => {
        queryClient.setQueryData(bookingKeys.agreement(data.agreement.id), data.agreement)
      },
      onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.list() }),
    }),
  )
}

/** PUT …/draft: the client saves the draft. */
type DraftInput = { id: number; terms: AgreementDraft }
export const useSaveDraft = (options?: AgreementChangeOptions<DraftInput>) =>
  useAgreementChange(
    ({ id, terms }: DraftInput) =>
      api.put(BOOKING_API_PATHS.AGREEMENT_DRAFT(id), agreementBody, { body: { terms } }),
    options,
  )

/** POST …/versions: the client sends the draft (no terms), or either side proposes a change. */
type VersionInput = { id: number; terms?: AgreementTerms }
export const useProposeVersion = (options?: AgreementChangeOptions<VersionInput>) =>
  useAgreementChange(
    ({ id, terms }: VersionInput) =>
      api.post(BOOKING_API_PATHS.AGREEMENT_VERSIONS(id), agreementBody, {
        body: terms ? { terms } : {},
      }),
    options,
  )

/** POST …/versions/{n}/acceptance or …/decline: the other side answers the waiting version. */
type VersionAnswerInput = {
  id: number
  number: number
  answer: 'accept' | 'decline'
  reason?: string
}
export const useAnswerVersion = (options?: AgreementChangeOptions<VersionAnswerInput>) =>
  useAgreementChange(
    ({ id, number, answer, reason = '' }: VersionAnswerInput) =>
      answer === 'accept'
        ? api.post(BOOKING_API_PATHS.AGREEMENT_ACCEPTANCE(id, number), agreementBody)
        : api.post(BOOKING_API_PATHS.AGREEMENT_DECLINE(id, number), agreementBody, {
            body: { reason },
          }),
    options,
  )

/** GET …/versions/{n}/pdf: downloads the agreed version's PDF in `language`. */
type AgreementPdfInput = { id: number; number: number; language: Language }
export const useDownloadAgreementPdf = (
  options: MutationOptions<(input: AgreementPdfInput) => Promise<void>> = {},
) =>
  useMutation(
    withOptions(options, {
      mutationFn: async ({ id, number, language }: AgreementPdfInput) => {
        const blob = await apiDownload(BOOKING_API_PATHS.AGREEMENT_PDF(id, number), {
          query: { lang: language },
        })
        browser.save(blob, `agreement-${id}-v${number}-${language}.pdf`)
      },
    }),
  )

/** POST …/payment: the client marks the booking paid. */
type MarkPaidInput = { id: number } & PaymentMarkInput
export const useMarkPaid = (options?: AgreementChangeOptions<MarkPaidInput>) =>
  useAgreementChange(
    ({ id, ...body }: MarkPaidInput) =>
      api.post(BOOKING_API_PATHS.AGREEMENT_PAYMENT(id), agreementBody, { body }),
    options,
  )

/** POST …/payment/confirmation or …/payment/dispute: the model side answers a payment. */
type PaymentAnswerInput = { id: number; note?: string }
export const useAnswerPayment = (options?: AgreementChangeOptions<PaymentAnswerInput>) =>
  useAgreementChange(
    ({ id, note }: PaymentAnswerInput) =>
      note === undefined
        ? api.post(BOOKING_API_PATHS.AGREEMENT_PAYMENT_CONFIRMATION(id), agreementBody)
        : api.post(BOOKING_API_PATHS.AGREEMENT_PAYMENT_DISPUTE(id), agreementBody, {
            body: { note },
          }),
    options,
  )
