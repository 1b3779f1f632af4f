import {
  API_PATHS,
  type ImpersonationReportInput,
  verifyCodeResultSchema,
  verifyCompanyListSchema,
} from '@cnm/contracts'
import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import type { MutationOptions } from '@/lib/mutation-options'

// /verify (issue #25, ADR 0042). Lookups are limited per address, so a failed one is not
// retried behind the reader's back: the page says what happened.

export const verifyKeys = {
  all: ['verify'] as const,
  code: (code: string) => [...verifyKeys.all, 'code', code] as const,
  company: (name: string) => [...verifyKeys.all, 'company', name] as const,
}

/** GET /verify/castings/{code}: `code` is what the reader typed; empty waits. */
export const useVerifyCode = (code: string) =>
  useQuery({
    queryKey: verifyKeys.code(code),
    queryFn: async ({ signal }) =>
      (
        await api.get(API_PATHS.VERIFY_CODE(encodeURIComponent(code)), verifyCodeResultSchema, {
          signal,
        })
      ).data,
    enabled: code !== '',
    retry: false,
    staleTime: 60_000,
  })

/** GET /verify/companies?name=: approved accounts of that name; empty waits. */
export const useVerifyCompany = (name: string) =>
  useQuery({
    queryKey: verifyKeys.company(name),
    queryFn: async ({ signal }) =>
      (
        await api.get(API_PATHS.VERIFY_COMPANIES, verifyCompanyListSchema, {
          query: { name },
          signal,
        })
      ).data,
    enabled: name !== '',
    retry: false,
    staleTime: 60_000,
  })

/** POST /verify/impersonation-reports. */
export const sendImpersonationReport = (report: ImpersonationReportInput) =>
  api.post(API_PATHS.VERIFY_IMPERSONATION_REPORTS, z.unknown(), { body: report })

export const useSendImpersonationReport = (
  options: MutationOptions<typeof sendImpersonationReport> = {},
) => useMutation({ ...options, mutationFn: sendImpersonationReport })
