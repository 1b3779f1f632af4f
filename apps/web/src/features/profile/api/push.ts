import {
  API_PATHS,
  pushPublicKeySchema,
  pushStateSchema,
  type PushSettings,
  type PushSubscriptionInput,
} from '@cnm/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import { serviceWorkerRegistration } from '@/lib/service-worker'
import { type MutationOptions, type MutationOptionsOf, withOptions } from '@/lib/mutation-options'

// My Profile's phone alerts (issue #29, ADR 0055): the server's VAPID key, this browser's
// Web Push subscription, and which kinds reach the phone.
const pushQueryKey = ['users', 'me', 'push'] as const

export const getPushKeyQueryOptions = () =>
  queryOptions({
    queryKey: [...pushQueryKey, 'key'],
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.PUSH_PUBLIC_KEY, pushPublicKeySchema, { signal })).data,
    staleTime: Infinity,
  })
export const usePushKey = () => useQuery(getPushKeyQueryOptions())

export const getPushSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...pushQueryKey, 'settings'],
    queryFn: async ({ signal }) =>
      (await api.get(API_PATHS.MY_PUSH_SETTINGS, pushStateSchema, { signal })).data,
  })
export const usePushSettings = () => useQuery(getPushSettingsQueryOptions())

export function useSavePushSettings(
  options: MutationOptions<
    (settings: PushSettings) => ReturnType<typeof api.put<typeof pushStateSchema>>
  > = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn: (settings: PushSettings) =>
        api.put(API_PATHS.MY_PUSH_SETTINGS, pushStateSchema, { body: settings }),
      onSuccess: ({ data }) =>
        queryClient.setQueryData(getPushSettingsQueryOptions().queryKey, data),
    }),
  )
}

/** This browser's subscription, or null (none yet, or no service worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await serviceWorkerRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Whether this browser is subscribed now (the browser knows; the server only counts). */
export const useBrowserSubscribed = () =>
  useQuery({
    queryKey: [...pushQueryKey, 'browser'],
    queryFn: async () => (await currentSubscription()) !== null,
  })

/** The VAPID key as the bytes PushManager wants (base64url in the API). */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export type EnableOutcome = 'subscribed' | 'denied' | 'unsupported'

/** Asks permission, subscribes this browser with the server's key and tells the server. */
async function enablePush(publicKey: string): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'denied'
  const registration = await serviceWorkerRegistration()
  if (!registration) return 'unsupported'
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }))
  await api.post(API_PATHS.MY_PUSH_SUBSCRIPTIONS, pushStateSchema, {
    body: subscription.toJSON() as PushSubscriptionInput,
  })
  return 'subscribed'
}

/** Tells the server first (so nothing more is queued), then drops the browser's subscription. */
async function disablePush(): Promise<void> {
  const subscription = await currentSubscription()
  if (!subscription) return
  try {
    await api.delete(API_PATHS.MY_PUSH_SUBSCRIPTIONS, pushStateSchema, {
      body: { endpoint: subscription.endpoint },
    })
  } catch (error) {
    // Already gone on the server (another account took this browser, or a 410 cleaned it).
    if (!isApiError(error) || error.status !== 404) throw error
  }
  await subscription.unsubscribe()
}

function useAfterPushChange<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  options: MutationOptionsOf<TResult, TInput> = {},
) {
  const queryClient = useQueryClient()
  return useMutation(
    withOptions(options, {
      mutationFn,
      onSettled: () => queryClient.invalidateQueries({ queryKey: pushQueryKey }),
    }),
  )
}

export const useEnablePush = (options?: MutationOptions<typeof enablePush>) =>
  useAfterPushChange(enablePush, options)
export const useDisablePush = (options?: MutationOptionsOf<void, void>) =>
  useAfterPushChange<void, void>(disablePush, options)
