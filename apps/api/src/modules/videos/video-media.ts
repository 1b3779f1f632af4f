// ffprobe and ffmpeg behind three calls (ADR 0052): judge an upload by its bytes, make the
// MP4 that is played, take its poster frame. Debian's ffmpeg package (.ci/run installs it);
// found on PATH.
import { spawn } from 'node:child_process'
import { open } from 'node:fs/promises'
import { MODEL_VIDEO_LIMITS, MODEL_VIDEO_MESSAGES, MINUTE_MS } from '@cnm/contracts'

export const FFMPEG = 'ffmpeg'
export const FFPROBE = 'ffprobe'

/** A clip a little over the limit passes: containers round their duration. */
const DURATION_SLACK_SECONDS = 0.5
/** ffmpeg runs at most this long on one video; then it is killed and the video fails. */
const TRANSCODE_TIMEOUT_MS = 15 * MINUTE_MS
const PROBE_TIMEOUT_MS = MINUTE_MS

export interface ToolResult {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a tool without a shell; the last 4 kB of stderr are kept for the log. */
export function runTool(command: string, args: readonly string[], timeoutMs: number) {
  return new Promise<ToolResult>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096)
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(
        new Error(
          `${command} could not start (${error.message}); install ffmpeg (apt-get install ffmpeg) so it is on PATH`,
        ),
      )
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

export type VideoVerdict =
  { ok: true; durationMs: number; width: number; height: number } | { ok: false; message: string }

const ISO_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'])
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3])

/** The container the first bytes announce: MP4/MOV (ISO boxes), WebM (EBML "webm"), or none. */
export function containerOf(head: Buffer): 'mp4' | 'webm' | null {
  if (head.length >= 8 && ISO_BOXES.has(head.subarray(4, 8).toString('latin1'))) return 'mp4'
  if (head.subarray(0, 4).equals(EBML_MAGIC) && head.includes('webm', 0, 'latin1')) return 'webm'
  return null
}

interface ProbeAnswer {
  format?: { duration?: string; format_name?: string }
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[]
}

/** ffprobe's JSON of a file, or null when ffprobe cannot read it. */
export async function probe(path: string): Promise<ProbeAnswer | null> {
  const result = await runTool(
    FFPROBE,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    PROBE_TIMEOUT_MS,
  )
  if (result.code !== 0) return null
  try {
    return JSON.parse(result.stdout) as ProbeAnswer
  } catch {
    return null
  }
}

/**
 * Whether an uploaded file is a video we take: MP4/MOV/WebM by its first bytes, readable by
 * ffprobe with a video stream, at most MAX_SECONDS long. The name and the announced type
 * play no part.
 */
export async function judgeVideo(path: string): Promise<VideoVerdict> {
  const handle = await open(path, 'r')
  const head = Buffer.alloc(64)
  try {
    await handle.read(head, 0, head.length, 0)
  } finally {
    await handle.close()
  }
  if (!containerOf(head)) return { ok: false, message: MODEL_VIDEO_MESSAGES.NOT_A_VIDEO }
  const answer = await probe(path)
  const video = answer?.streams?.find((stream) => stream.codec_type === 'video')
  const seconds = Number(answer?.format?.duration ?? video?.duration)
  if (!answer || !video?.width || !video.height || !Number.isFinite(seconds) || seconds <= 0) {
    return { ok: false, message: MODEL_VIDEO_MESSAGES.DAMAGED }
  }
  if (seconds > MODEL_VIDEO_LIMITS.MAX_SECONDS + DURATION_SLACK_SECONDS) {
    return { ok: false, message: MODEL_VIDEO_MESSAGES.TOO_LONG }
  }
  return {
    ok: true,
    durationMs: Math.round(seconds * 1000),
    width: video.width,
    height: video.height,
  }
}

/** The shorter side down to `side` (portrait phone clips too), never up, both sides even. */
const scaleTo = (side: number) =>
  `scale=w='if(gt(iw,ih),-2,trunc(min(${side},iw)/2)*2)'` +
  `:h='if(gt(iw,ih),trunc(min(${side},ih)/2)*2,-2)'`

/** Output options of one rendition: its audio, no metadata at all, moov atom first. */
const renditionArgs = (videoLabel: string, audioKbps: number, output: string) => [
  ...['-map', videoLabel, '-map', '0:a:0?'],
  // Global, per stream and chapters (phones put GPS in MOV files); per output file.
  ...['-map_metadata', '-1', '-map_metadata:s:v', '-1', '-map_metadata:s:a', '-1'],
  ...['-map_chapters', '-1', '-fflags', '+bitexact'],
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23'],
  ...['-pix_fmt', 'yuv420p', '-flags:v', '+bitexact'],
  ...['-c:a', 'aac', '-b:a', `${audioKbps}k`, '-ac', '2', '-flags:a', '+bitexact'],
  ...['-movflags', '+faststart', '-f', 'mp4', output],
]

/** Where the job's one ffmpeg run writes the two renditions that are played. */
export interface TranscodeOutputs {
  /** 720p (shorter side), the default source. */
  video: string
  /** 480p, for phones on small screens (issue #31, ADR 0052 addendum). */
  video480: string
}

/**
 * The arguments that make the played MP4s in one run (the input decoded once, split): H.264
 * (yuv420p, plays everywhere, Debian's Chromium included) and AAC, 720p and 480p, moov atom
 * first (+faststart: playback starts before the whole file arrives), and no metadata at all.
 */
export function transcodeArgs(input: string, outputs: TranscodeOutputs): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input],
    ...[
      '-filter_complex',
      `[0:v:0]split=2[hd][sd];[hd]${scaleTo(MODEL_VIDEO_LIMITS.OUTPUT_HEIGHT)}[v720];` +
        `[sd]${scaleTo(MODEL_VIDEO_LIMITS.SMALL_OUTPUT_HEIGHT)}[v480]`,
    ],
    ...renditionArgs('[v720]', 128, outputs.video),
    ...renditionArgs('[v480]', 96, outputs.video480),
  ]
}

/** Transcodes; throws with ffmpeg's last words when it fails or runs too long. */
export async function transcode(input: string, outputs: TranscodeOutputs): Promise<void> {
  const result = await runTool(FFMPEG, transcodeArgs(input, outputs), TRANSCODE_TIMEOUT_MS)
  if (result.code !== 0) {
    throw new Error(`ffmpeg failed (${result.code ?? 'killed'}): ${result.stderr.trim()}`)
  }
}

/** A JPEG of the frame at one second (or the middle of a shorter clip). */
export async function takePoster(video: string, output: string, durationMs: number) {
  const at = Math.min(1, durationMs / 2000).toFixed(3)
  const result = await runTool(
    FFMPEG,
    [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-ss', at, '-i', video],
      ...['-frames:v', '1', '-map_metadata', '-1', '-q:v', '4', '-f', 'image2', output],
    ],
    PROBE_TIMEOUT_MS,
  )
  if (result.code !== 0) throw new Error(`ffmpeg poster failed: ${result.stderr.trim()}`)
}
