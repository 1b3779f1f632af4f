import { API_PATHS, type ModelReportInput } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** POST /models/{id}/reports: a reason of info type 13; the answer carries only a message. */
export const reportModel = ({ id, report }: { id: number; report: ModelReportInput }) =>
  api.post(API_PATHS.MODEL_REPORTS(id), z.unknown(), { body: report })

export const useReportModel = (
  id: number,
  options: MutationOptions<(report: ModelReportInput) => ReturnType<typeof reportModel>> = {},
) =>
  useMutation(
    withOptions(options, { mutationFn: (report: ModelReportInput) => reportModel({ id, report }) }),
  )
