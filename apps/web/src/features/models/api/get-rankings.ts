import { API_PATHS, kStarsSchema, rankingListSchema, type RankingListQuery } from '@cnm/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { startFromHtmlWithPhotos } from '@/lib/early-requests'
import { CARD_SIZES } from '../components/card-sizes'
import { modelKeys } from './keys'

// /ai-rankings and /k-stars (issue #16): both read what the API precomputed.
export const rankingKeys = {
  all: () => [...modelKeys.all, 'rankings'] as const,
  list: (query: RankingListQuery) => [...rankingKeys.all(), query] as const,
  kStars: () => [...modelKeys.all, 'k-stars'] as const,
}

/** GET /models/rankings: one page of a scope. */
export const getRankings = async (query: RankingListQuery, signal?: AbortSignal) =>
  (await api.get(API_PATHS.MODEL_RANKINGS, rankingListSchema, { query, signal })).data

export const getRankingsQueryOptions = (query: RankingListQuery) =>
  queryOptions({
    queryKey: rankingKeys.list(query),
    queryFn: ({ signal }) => getRankings(query, signal),
    meta: startFromHtmlWithPhotos(CARD_SIZES),
  })

/** Keeps the previous tab's list on screen while the next one loads. */
export const useRankings = (query: RankingListQuery) =>
  useQuery({ ...getRankingsQueryOptions(query), placeholderData: keepPreviousData })

/** GET /models/k-stars: the featured profiles, or the automatic pick when none is featured. */
export const getKStars = async (signal?: AbortSignal) =>
  (await api.get(API_PATHS.MODEL_K_STARS, kStarsSchema, { signal })).data

export const getKStarsQueryOptions = () =>
  queryOptions({
    queryKey: rankingKeys.kStars(),
    queryFn: ({ signal }) => getKStars(signal),
    meta: startFromHtmlWithPhotos(CARD_SIZES),
  })

export const useKStars = () => useQuery(getKStarsQueryOptions())
