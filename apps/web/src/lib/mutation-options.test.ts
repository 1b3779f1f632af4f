import { describe, expect, it } from 'vitest'
import { withOptions } from './mutation-options'

describe('withOptions', () => {
  it('keeps the hook’s own callbacks when the component adds none', () => {
    const onSuccess = () => undefined
    const own = { mutationFn: async () => 1, onSuccess }
    expect(withOptions({}, own).onSuccess).toBe(onSuccess)
    expect(withOptions(undefined, own)).toBe(own)
  })

  it('runs the hook’s callback first, then the component’s, and waits for both', async () => {
    const calls: string[] = []
    let release = () => {}
    const merged = withOptions<number, void, unknown>(
      {
        onSuccess: (data) => {
          calls.push(`component ${data}`)
        },
        onError: () => {
          calls.push('component error')
        },
      },
      {
        mutationFn: async () => 1,
        onSuccess: () =>
          new Promise<void>((resolve) => {
            calls.push('hook')
            release = resolve
          }),
      },
    )
    let settled = false
    const done = Promise.resolve(merged.onSuccess?.(1, undefined, undefined, {} as never)).then(
      () => {
        settled = true
      },
    )
    expect(calls).toEqual(['hook', 'component 1'])
    await Promise.resolve()
    expect(settled).toBe(false)
    release()
    await done
    expect(settled).toBe(true)
    // A callback only the component gave is kept as it is.
    merged.onError?.(new Error('x'), undefined, undefined, {} as never)
    expect(calls).toContain('component error')
  })
})
