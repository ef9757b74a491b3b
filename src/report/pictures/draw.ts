// Draws one picture: the image at a size fit for viewing, ground-truth boxes (dashed, outside their
// edges), then the detections at or above the score threshold, then every "label score" tag, so no box
// cuts through a tag. Line width and tag size follow the size of the picture.
import type { GroundTruthEntry } from '../../results/evaluation/ground-truth.js'
import type { DetectionPrediction } from '../../results/predictions.js'
import { Canvas, type Rgb } from './canvas.js'
import { tagSize } from './font.js'

const PALETTE: Rgb[] = [
  [230, 25, 75],
  [60, 180, 75],
  [0, 130, 200],
  [245, 130, 48],
  [145, 30, 180],
  [70, 240, 240],
  [240, 50, 230],
  [210, 245, 60],
  [0, 128, 128],
  [170, 110, 40]
]
const WHITE: Rgb = [255, 255, 255]

/** Pictures are drawn with their short side at least this long (small images enlarged x2, x3, ...). */
const MIN_SHORT_SIDE = 512
/** ... and their long side at most this long (large images shrunk): big enough to see, quick to write. */
const MAX_LONG_SIDE = 1600

export function colorOf(classId: number): Rgb {
  return PALETTE[((classId % PALETTE.length) + PALETTE.length) % PALETTE.length]
}

function textColorOn(c: Rgb): Rgb {
  return c[0] * 0.299 + c[1] * 0.587 + c[2] * 0.114 > 150 ? [0, 0, 0] : WHITE
}

/** The image at the size it is drawn at. */
function fitForViewing(image: Canvas): Canvas {
  const short = Math.max(1, Math.min(image.width, image.height))
  const long = Math.max(image.width, image.height)
  if (long > MAX_LONG_SIDE) {
    const s = MAX_LONG_SIDE / long
    return image.shrunk(Math.max(1, Math.round(image.width * s)), Math.max(1, Math.round(image.height * s)))
  }
  return image.scaled(Math.min(Math.floor(MIN_SHORT_SIDE / short), Math.floor(MAX_LONG_SIDE / long)))
}

interface Style {
  /** Box outline width in pixels. */
  line: number
  /** Tag glyphs are 5x9 pixels (7 down to the baseline, 2 below) times this. */
  text: number
}

/** Lines about 1/250 of the short side, tags about 1/27 of it tall (glyphs never below x2). */
function styleFor(width: number, height: number): Style {
  const short = Math.min(width, height)
  return { line: Math.max(1, Math.round(short / 250)), text: Math.max(2, Math.round(short / 300)) }
}

interface Tag {
  x: number
  y: number
  width: number
  height: number
  text: string
  color: Rgb
}

interface DrawnPicture {
  canvas: Canvas
  /** Detections drawn. */
  shown: number
}

export function drawPicture(
  image: Canvas,
  p: DetectionPrediction,
  threshold: number,
  nameOf: (id: number) => string,
  truth?: GroundTruthEntry
): DrawnPicture {
  const canvas = fitForViewing(image)
  const fx = canvas.width / image.width
  const fy = canvas.height / image.height
  const { line, text } = styleFor(canvas.width, canvas.height)

  // Ground truth in its own pixel space (the size it was labelled at), scaled to this picture.
  const gx = fx * (truth?.width ? image.width / truth.width : 1)
  const gy = fy * (truth?.height ? image.height / truth.height : 1)
  for (const b of truth?.boxes ?? []) {
    const [x1, y1, x2, y2] = [b.x1 * gx - line, b.y1 * gy - line, b.x2 * gx + line, b.y2 * gy + line]
    canvas.dashRect(x1, y1, x2, y2, line, Math.max(4, 4 * line), colorOf(b.cls), WHITE)
  }

  const sx = (p.normalized ? image.width : 1) * fx
  const sy = (p.normalized ? image.height : 1) * fy
  const order = p.labels.map((_, i) => i).filter(i => p.scores[i] >= threshold)
  order.sort((a, b) => p.scores[a] - p.scores[b] || b - a) // strongest drawn last, on top
  const tags: Tag[] = []
  for (const i of order) {
    // Whole pixels, so every edge is exactly `line` wide.
    const [x1, y1, x2, y2] = [
      Math.round(p.boxes[4 * i] * sx),
      Math.round(p.boxes[4 * i + 1] * sy),
      Math.round(p.boxes[4 * i + 2] * sx),
      Math.round(p.boxes[4 * i + 3] * sy)
    ]
    const color = colorOf(p.labels[i])
    canvas.strokeRect(x1, y1, x2, y2, line, color)
    const label = [...`${nameOf(p.labels[i])} ${p.scores[i].toFixed(2)}`].slice(0, 40).join('')
    const { width, height } = tagSize(label, text)
    tags.push({
      x: Math.max(0, Math.min(x1, canvas.width - width)),
      y: y1 - height >= 0 ? y1 - height : Math.max(0, y1),
      width,
      height,
      text: label,
      color
    })
  }
  for (const t of tags) {
    canvas.fillRect(t.x, t.y, t.x + t.width, t.y + t.height, t.color)
    canvas.text(t.x + text, t.y + text, t.text, text, textColorOn(t.color))
  }
  return { canvas, shown: order.length }
}
