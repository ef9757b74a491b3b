// Draws detections (boxes above the score threshold, with "label score" tags) onto an image, as the
// seeds' notebooks do with torchvision's draw_bounding_boxes.
import type { DetectionPrediction } from '../../results/predictions.js'
import { Canvas, type Rgb } from './canvas.js'
import { GLYPH_HEIGHT, textWidth } from './font.js'

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

export function colorOf(classId: number): Rgb {
  return PALETTE[((classId % PALETTE.length) + PALETTE.length) % PALETTE.length]
}

function textColorOn(c: Rgb): Rgb {
  return c[0] * 0.299 + c[1] * 0.587 + c[2] * 0.114 > 150 ? [0, 0, 0] : [255, 255, 255]
}

/** Small images are enlarged so a 5x7 label stays readable. */
export function enlargement(width: number, height: number): number {
  const short = Math.min(width, height)
  return short >= 256 ? 1 : Math.max(1, Math.floor(256 / Math.max(1, short)))
}

export function drawDetections(
  image: Canvas,
  p: DetectionPrediction,
  threshold: number,
  nameOf: (id: number) => string
): Canvas {
  const factor = enlargement(image.width, image.height)
  const canvas = image.scaled(factor)
  const sx = (p.normalized ? image.width : 1) * factor
  const sy = (p.normalized ? image.height : 1) * factor
  const thickness = Math.max(2, Math.round(Math.min(canvas.width, canvas.height) / 150))
  const scale = canvas.width >= 800 ? 2 : 1
  const order = p.labels.map((_, i) => i).filter(i => p.scores[i] >= threshold)
  order.sort((a, b) => p.scores[a] - p.scores[b]) // strongest drawn last, on top
  for (const i of order) {
    const [x1, y1, x2, y2] = [
      p.boxes[4 * i] * sx,
      p.boxes[4 * i + 1] * sy,
      p.boxes[4 * i + 2] * sx,
      p.boxes[4 * i + 3] * sy
    ]
    const color = colorOf(p.labels[i])
    canvas.strokeRect(x1, y1, x2, y2, thickness, color)
    const tag = `${nameOf(p.labels[i])} ${p.scores[i].toFixed(2)}`.slice(0, 40)
    const w = textWidth(tag, scale) + 2 * scale
    const h = (GLYPH_HEIGHT + 2) * scale
    const ty = y1 - h >= 0 ? y1 - h : y1
    canvas.fillRect(x1, ty, x1 + w, ty + h, color)
    canvas.text(x1 + scale, ty + scale, tag, scale, textColorOn(color))
  }
  return canvas
}
