import { secondsLeft } from '@/lib/video-upload'
import { Button } from './button'
import './upload-progress.css'

/** What a running upload reports: bytes sent of the total since `startedAt` (ms). */
export interface UploadState {
  loaded: number
  total: number
  startedAt: number
}

/**
 * A running upload (intro videos, self-tape answers): its label tied to a progress bar, the
 * percent and the time left read out politely as they change, and a cancel button. The texts
 * come from the caller's catalogue; `timeLeft` words the minutes and seconds.
 */
export function UploadProgress({
  id,
  label,
  upload,
  timeLeft,
  cancelLabel,
  onCancel,
  now = Date.now(),
}: {
  id: string
  label: string
  upload: UploadState
  timeLeft: (minutes: number, seconds: number) => string
  cancelLabel: string
  onCancel: () => void
  now?: number
}) {
  const percent = upload.total > 0 ? Math.floor((upload.loaded / upload.total) * 100) : 0
  const left = secondsLeft(upload, now)
  return (
    <div className="upload-progress" aria-live="polite">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent} />
      <span>
        {percent}% {left !== null && timeLeft(Math.floor(left / 60), left % 60)}
      </span>
      <Button variant="outline" size="sm" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  )
}
