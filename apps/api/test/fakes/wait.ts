/** Resolves with the first item matching `match`, looking at `items` as they arrive. */
export function waitForItem<T>(
  items: readonly T[],
  subscribe: (listener: () => void) => () => void,
  match: (item: T) => boolean,
  options: { timeoutMs?: number; what: string },
): Promise<T> {
  const found = items.find(match)
  if (found) return Promise.resolve(found)
  const timeoutMs = options.timeoutMs ?? 5_000
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`${options.what}: nothing matching arrived within ${timeoutMs} ms`))
    }, timeoutMs)
    const unsubscribe = subscribe(() => {
      const item = items.find(match)
      if (!item) return
      clearTimeout(timer)
      unsubscribe()
      resolve(item)
    })
  })
}
