import { castingCardSchema } from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { myCastingKeys } from './keys'

// The applicants view names its casting with GET /castings/{id}, the castings feature's route
// (owners see their casting in every status). Only the few fields shown here are read.
const castingSummarySchema = castingCardSchema.pick({
  id: true,
  title: true,
  status: true,
  modelNumber: true,
})

export const useCastingSummary = (id: number) =>
  useQuery({
    queryKey: [...myCastingKeys.all, 'casting', id],
    queryFn: async ({ signal }) =>
      (await api.get(`/castings/${id}`, castingSummarySchema, { signal })).data,
  })
