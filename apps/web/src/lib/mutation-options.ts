import type { UseMutationOptions } from '@tanstack/react-query'

/**
 * What a feature's mutation hook (features/<f>/api) lets a component add: the callbacks,
 * never the request, which stays beside its fetcher. `Fn` is that fetcher.
 */
export type MutationOptions<Fn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>

/** The same for a generic hook factory that knows the data and variables, not the fetcher. */
export type MutationOptionsOf<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>

type Callback = ((...args: never[]) => unknown) | undefined

/** Runs the hook's own callback, then the component's; the mutation waits for both. */
function both<F extends Callback>(own: F, extra: F): F {
  if (!own) return extra
  if (!extra) return own
  return ((...args: never[]) => {
    const first = own(...args)
    return Promise.all([first, extra(...args)])
  }) as F
}

/**
 * A feature hook's mutation with the component's options (issue #27: every mutation hook takes
 * them): the hook's own onSuccess/onError/onSettled (invalidating its queries) run first, then
 * the component's; the request stays the hook's.
 */
export function withOptions<TData, TVariables, TContext>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> | undefined,
  own: UseMutationOptions<TData, Error, TVariables, TContext>,
): UseMutationOptions<TData, Error, TVariables, TContext> {
  if (!options) return own
  const extra = options as UseMutationOptions<TData, Error, TVariables, TContext>
  return {
    ...extra,
    ...own,
    onSuccess: both(own.onSuccess, extra.onSuccess),
    onError: both(own.onError, extra.onError),
    onSettled: both(own.onSettled, extra.onSettled),
  }
}
