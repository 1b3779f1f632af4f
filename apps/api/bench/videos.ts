// `pnpm --filter @cnm/api bench:videos`: a generated 1080p clip (H.264/AAC, BENCH_SECONDS
// long, default 10) through the job's ffmpeg command (videos.make-playable, ADR 0052) beside
// plain ffmpeg doing the same outputs (720p and 480p H.264/AAC MP4s from one run) without our
// flags (the control): no metadata stripping, no faststart, a plain scale.
// The target: ours within 1.15x of the control. A measurement, not a test: it prints
// figures and exits 0 once it has them. BENCH_ROUNDS (default 3), alternating, medians.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import { transcode } from '../src/modules/videos/index.js'

const run = promisify(execFile)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

async function main() {
  await run('ffmpeg', ['-version']).catch(() => {
    throw new Error('ffmpeg is not installed: apt-get install ffmpeg (ADR 0052)')
  })
  const folder = await mkdtemp(path.join(tmpdir(), 'cnm-bench-videos-'))
  try {
    const input = path.join(folder, 'input-1080p.mov')
    await run('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', '-shortest'],
      ...['-metadata', 'location=+37.5665+126.9780/', input],
    ])
    const control = async (output: string, output480: string) => {
      await run('ffmpeg', [
        ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input],
        ...['-filter_complex', '[0:v]split=2[a][b];[a]scale=-2:720[hd];[b]scale=-2:480[sd]'],
        ...['-map', '[hd]', '-map', '0:a', '-c:v', 'libx264', '-preset', 'veryfast'],
        ...['-crf', '23', '-c:a', 'aac', '-b:a', '128k', output],
        ...['-map', '[sd]', '-map', '0:a', '-c:v', 'libx264', '-preset', 'veryfast'],
        ...['-crf', '23', '-c:a', 'aac', '-b:a', '96k', output480],
      ])
    }
    const ours: number[] = []
    const plain: number[] = []
    for (let round = 0; round < rounds; round += 1) {
      let start = performance.now()
      await transcode(input, {
        video: path.join(folder, 'ours.mp4'),
        video480: path.join(folder, 'ours-480.mp4'),
      })
      ours.push(performance.now() - start)
      start = performance.now()
      await control(path.join(folder, 'plain.mp4'), path.join(folder, 'plain-480.mp4'))
      plain.push(performance.now() - start)
    }
    const oursMs = median(ours)
    const plainMs = median(plain)
    const sizes = await Promise.all(
      ['input-1080p.mov', 'ours.mp4', 'ours-480.mp4', 'plain.mp4', 'plain-480.mp4'].map(
        async (name) => Math.round((await stat(path.join(folder, name))).size / 1024),
      ),
    )
    console.log(
      `machine: ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}; ` +
        `input ${seconds} s of 1080p30 (${sizes[0]} kB), ${rounds} rounds, medians`,
    )
    console.log(
      `job's ffmpeg command: ${oursMs.toFixed(0)} ms (${(oursMs / seconds).toFixed(0)} ms per input second), outputs 720p ${sizes[1]} kB + 480p ${sizes[2]} kB`,
    )
    console.log(
      `plain ffmpeg (control): ${plainMs.toFixed(0)} ms (${(plainMs / seconds).toFixed(0)} ms per input second), outputs 720p ${sizes[3]} kB + 480p ${sizes[4]} kB`,
    )
    console.log(`ratio ours / control: ${(oursMs / plainMs).toFixed(2)}x (target <= 1.15x)`)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
