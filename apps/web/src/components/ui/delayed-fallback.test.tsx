import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DelayedFallback } from './delayed-fallback'
import { MINUTE_MS } from '@cnm/contracts'

describe('DelayedFallback', () => {
  afterEach(() => vi.useRealTimers())

  it('stays invisible for 200 ms, then shows and never gives up', () => {
    vi.useFakeTimers()
    render(<DelayedFallback label="Loading page" />)
    act(() => vi.advanceTimersByTime(199))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('Loading page')
    act(() => vi.advanceTimersByTime(10 * MINUTE_MS))
    expect(screen.getByRole('status')).toBeInTheDocument()
  })
})
