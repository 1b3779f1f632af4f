import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UploadProgress } from './upload-progress'

describe('UploadProgress', () => {
  it('names its bar, says the percent and time left, and cancels', async () => {
    const onCancel = vi.fn()
    render(
      <UploadProgress
        id="upload"
        label="Uploading take.mp4"
        upload={{ loaded: 25, total: 100, startedAt: 0 }}
        now={10_000}
        timeLeft={(minutes, seconds) => `about ${minutes} min ${seconds} s left`}
        cancelLabel="Cancel upload"
        onCancel={onCancel}
      />,
    )
    expect(screen.getByRole('progressbar', { name: 'Uploading take.mp4' })).toHaveAttribute(
      'value',
      '25',
    )
    expect(screen.getByText('25% about 0 min 30 s left')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('leaves the time out before the first byte is in', () => {
    render(
      <UploadProgress
        id="upload"
        label="Uploading take.mp4"
        upload={{ loaded: 0, total: 100, startedAt: 0 }}
        now={1_000}
        timeLeft={() => 'never shown'}
        cancelLabel="Cancel upload"
        onCancel={() => undefined}
      />,
    )
    expect(screen.queryByText(/never shown/)).not.toBeInTheDocument()
    expect(screen.getByText('0%')).toBeInTheDocument()
  })
})
