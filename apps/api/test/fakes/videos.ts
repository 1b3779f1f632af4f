// Generated clips for the video tests (ADR 0052): ffmpeg's test pattern, small and fast.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** A clip made by ffmpeg with these output arguments (container from the name). */
async function generate(name: string, args: string[]): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cnm-video-fixture-'))
  try {
    const file = path.join(folder, name)
    await run('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args, file])
    return await readFile(file)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** A phone-like MOV: H.264 + AAC with a GPS location tag, `seconds` long, 320x240. */
export const movWithLocation = (seconds = 4) =>
  generate('clip.mov', [
    ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    ...['-metadata', 'location=+37.5665+126.9780/', '-metadata', 'location-eng=+37.5665+126.9780/'],
  ])

/** A tiny video-only MP4 (moov atom at the end, as ffmpeg writes by default). */
export const tinyMp4 = (seconds: number) =>
  generate('clip.mp4', [
    ...['-f', 'lavfi', '-i', `testsrc=size=64x48:rate=2:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast'],
  ])

/** ffprobe's format and stream tags of a file, as one JSON text. */
export async function probeTags(file: string): Promise<string> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-print_format', 'json'],
    ...['-show_entries', 'format_tags:stream_tags', file],
  ])
  return stdout
}

/** A landscape 1280x720 H.264 MP4, to see both renditions scaled down. */
export const hdMp4 = (seconds: number) =>
  generate('hd.mp4', [
    ...['-f', 'lavfi', '-i', `testsrc=size=1280x720:rate=10:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast'],
  ])

/** The width and height of a file's first video stream, as "WxH". */
export async function probeSize(file: string): Promise<string> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-of', 'csv=p=0:s=x'],
    ...['-show_entries', 'stream=width,height', file],
  ])
  return stdout.trim()
}
