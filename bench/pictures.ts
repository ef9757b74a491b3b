// Benchmark: one detection picture from a JPEG input, by input size: decoding (jpeg-js), fitting and
// drawing (boxes, ground truth, tags), writing the PNG and making the contact-sheet thumbnail. The
// input is a smooth gradient with fine texture, JPEG quality 90, about what a camera photo costs to
// decode. Median of five rounds.
//
//   npx tsx bench/pictures.ts
import jpeg from 'jpeg-js'
import { decodeImage, encodePng } from '../src/report/pictures/codec.js'
import { thumbnail } from '../src/report/pictures/contact-sheet.js'
import { drawPicture } from '../src/report/pictures/draw.js'
import type { DetectionPrediction } from '../src/results/predictions.js'
import { median } from './stats.js'

const SIZES: [number, number][] = [
  [4000, 3000],
  [1920, 1080],
  [640, 480],
  [64, 64]
]
const ROUNDS = 5

function photo(w: number, h: number): Buffer {
  const data = Buffer.alloc(w * h * 4)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4
      data[i] = (x >> 4) & 255
      data[i + 1] = (y >> 4) & 255
      data[i + 2] = (((x + y) >> 5) & 255) ^ ((x * y) & 7)
      data[i + 3] = 255
    }
  }
  return jpeg.encode({ width: w, height: h, data }, 90).data
}

const detection: DetectionPrediction = {
  kind: 'detection',
  shape: 'bench',
  labels: [1, 2, 3],
  scores: [0.93, 0.71, 0.58],
  boxes: [0.1, 0.15, 0.5, 0.6, 0.3, 0.3, 0.9, 0.8, 0.05, 0.62, 0.4, 0.95],
  normalized: true
}

function time<T>(fn: () => T): [T, number] {
  const t = performance.now()
  const out = fn()
  return [out, performance.now() - t]
}

console.log(
  '| input | JPEG bytes | decode ms | fit + draw ms | PNG ms | thumbnail ms | total ms | picture | PNG bytes |'
)
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |')
for (const [w, h] of SIZES) {
  const bytes = photo(w, h)
  const truth = {
    boxes: [{ cls: 1, x1: 0.12 * w, y1: 0.14 * h, x2: 0.5 * w, y2: 0.58 * h }],
    width: w,
    height: h
  }
  const t: number[][] = [[], [], [], [], []]
  let size = ''
  let pngBytes = 0
  for (let r = 0; r < ROUNDS; r++) {
    const [image, decode] = time(() => decodeImage(bytes)!)
    const [drawn, draw] = time(() => drawPicture(image, detection, 0.5, id => `class ${id}`, truth))
    const [png, encode] = time(() => encodePng(drawn.canvas))
    const [, thumb] = time(() => thumbnail(drawn.canvas))
    ;[decode, draw, encode, thumb, decode + draw + encode + thumb].forEach((v, i) => t[i].push(v))
    size = `${drawn.canvas.width}x${drawn.canvas.height}`
    pngBytes = png.length
  }
  const ms = t.map(xs => median(xs).toFixed(0))
  console.log(`| ${w}x${h} | ${bytes.length} | ${ms.join(' | ')} | ${size} | ${pngBytes} |`)
}
