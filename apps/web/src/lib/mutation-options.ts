import type { UseMutationOptions } from '@tanstack/react-query'

/**
 * What a feature's mutation hook (features/<f>/api) lets a component add: the callbacks,
 * never the request, which stays beside its fetcher. `Fn` is that fetcher.
 */
export type MutationOptions<Fn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>
