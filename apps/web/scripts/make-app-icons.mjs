// The installable app's icons (issue #29, ADR 0055): PNGs of public/favicon.svg at the sizes
// the web app manifest names. Run again after changing the favicon, and commit the PNGs:
// `node scripts/make-app-icons.mjs` (from apps/web).
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const publicDir = fileURLToPath(new URL('../public/', import.meta.url))
const SIZES = [192, 512]

for (const size of SIZES) {
  // A density that draws the 32-unit SVG at the target size, not a blurred upscale.
  await sharp(`${publicDir}favicon.svg`, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/icon-${size}.png`)
}
console.log(`icons written: ${SIZES.map((size) => `icons/icon-${size}.png`).join(', ')}`)
