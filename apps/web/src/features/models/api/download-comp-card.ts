import { API_PATHS } from '@cnm/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiDownload } from '@/lib/api-client'
import { browser } from '@/lib/browser'
import { type MutationOptions, withOptions } from '@/lib/mutation-options'

/** GET /models/{id}/comp-card: the card's PDF, saved as "<name> comp card.pdf". */
export const downloadCompCard = async ({ id, fileName }: { id: number; fileName: string }) =>
  browser.save(await apiDownload(API_PATHS.MODEL_COMP_CARD(id)), fileName)

export const useDownloadCompCard = (options: MutationOptions<typeof downloadCompCard> = {}) =>
  useMutation(withOptions(options, { mutationFn: downloadCompCard }))
