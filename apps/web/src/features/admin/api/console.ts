import {
  ADMIN_CONSOLE_API_PATHS,
  adminAuditLogListSchema,
  adminDashboardSchema,
  adminReportListSchema,
  adminSuspensionSchema,
  type AdminReportKind,
  type ModelReportStatus,
} from '@cnm/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { adminKeys } from './keys'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** GET /admin/dashboard: the counts of every queue. */
export const useAdminDashboard = () =>
  useQuery({
    queryKey: adminKeys.dashboard(),
    queryFn: async ({ signal }) =>
      (await api.get(ADMIN_CONSOLE_API_PATHS.DASHBOARD, adminDashboardSchema, { signal })).data,
  })

/** GET /admin/reports: one queue over profiles, castings, messages and reviews. */
export interface ReportQueueFilters {
  kind?: AdminReportKind | undefined
  status: ModelReportStatus
  page: number
}

export const useReportQueue = (query: ReportQueueFilters) =>
  useQuery({
    queryKey: adminKeys.queue('reports', query),
    queryFn: async ({ signal }) =>
      (
        await api.get(ADMIN_CONSOLE_API_PATHS.REPORTS, adminReportListSchema, {
          query: { ...query },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  })

export type ReportAction = 'dismiss' | 'hide' | 'restore' | 'resolve'

const REPORT_PATHS = {
  dismiss: ADMIN_CONSOLE_API_PATHS.REPORT_DISMISS,
  hide: ADMIN_CONSOLE_API_PATHS.REPORT_HIDE,
  restore: ADMIN_CONSOLE_API_PATHS.REPORT_RESTORE,
  resolve: ADMIN_CONSOLE_API_PATHS.REPORT_RESOLVE,
} as const

/** POST /admin/reports/{kind}/{id}/dismiss | hide-content | restore-content, with a reason. */
export const actOnReport = ({
  kind,
  id,
  action,
  reason,
}: {
  kind: AdminReportKind
  id: number
  action: ReportAction
  reason: string
}) => api.post(REPORT_PATHS[action](kind, id), z.unknown(), { body: { reason } })

export function useActOnReport(options: MutationOptions<typeof actOnReport> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: actOnReport,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    }),
  )
}

/** POST /admin/users/{id}/suspend or /reinstate, with the reason the user reads. */
export const changeSuspension = ({
  id,
  suspend,
  reason,
}: {
  id: number
  suspend: boolean
  reason: string
}) =>
  api.post(
    suspend ? ADMIN_CONSOLE_API_PATHS.USER_SUSPEND(id) : ADMIN_CONSOLE_API_PATHS.USER_REINSTATE(id),
    adminSuspensionSchema,
    { body: { reason } },
  )

export function useChangeSuspension(options: MutationOptions<typeof changeSuspension> = {}) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: changeSuspension,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    }),
  )
}

/** GET /admin/audit-logs: newest first, with the console's filters. */
export interface AuditLogFilters {
  actorId?: number | undefined
  target?: string | undefined
  action?: string | undefined
  from?: string | undefined
  to?: string | undefined
  page: number
}

export const useAuditLog = (query: AuditLogFilters) =>
  useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: async ({ signal }) =>
      (
        await api.get(ADMIN_CONSOLE_API_PATHS.AUDIT_LOGS, adminAuditLogListSchema, {
          query: { ...query },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  })
