// One image of all pictures as numbered thumbnails, to see at a glance which are worth opening.
import { Canvas, type Rgb } from './canvas.js'
import { tagSize } from './font.js'

export const THUMB_WIDTH = 240
export const THUMB_HEIGHT = 180
export const GAP = 8
const COLUMNS = 5
const BACKGROUND: Rgb = [40, 40, 40]
const NUMBER_SCALE = 2

/** The picture shrunk to fit a THUMB_WIDTH x THUMB_HEIGHT cell, keeping its shape. */
export function thumbnail(picture: Canvas): Canvas {
  const s = Math.min(THUMB_WIDTH / picture.width, THUMB_HEIGHT / picture.height)
  const w = Math.max(1, Math.round(picture.width * s))
  const h = Math.max(1, Math.round(picture.height * s))
  return s < 1 ? picture.shrunk(w, h) : picture.scaled(Math.floor(s))
}

function sheetSize(n: number): { width: number; height: number } {
  const columns = Math.max(1, Math.min(COLUMNS, n))
  const rows = Math.max(1, Math.ceil(n / columns))
  return { width: columns * (THUMB_WIDTH + GAP) + GAP, height: rows * (THUMB_HEIGHT + GAP) + GAP }
}

/** Thumbnails in rows of COLUMNS, each centred in its cell with its number (from 1) at the top left. */
export function contactSheet(thumbs: Canvas[]): Canvas {
  const { width, height } = sheetSize(thumbs.length)
  const sheet = new Canvas(width, height)
  sheet.fillRect(0, 0, width, height, BACKGROUND)
  const columns = Math.max(1, Math.min(COLUMNS, thumbs.length))
  thumbs.forEach((t, i) => {
    const cx = GAP + (i % columns) * (THUMB_WIDTH + GAP)
    const cy = GAP + Math.floor(i / columns) * (THUMB_HEIGHT + GAP)
    sheet.draw(
      t,
      cx + Math.floor((THUMB_WIDTH - t.width) / 2),
      cy + Math.floor((THUMB_HEIGHT - t.height) / 2)
    )
    const label = String(i + 1)
    const s = NUMBER_SCALE
    const { width: w, height: h } = tagSize(label, s)
    sheet.fillRect(cx, cy, cx + w, cy + h, [255, 255, 255])
    sheet.text(cx + s, cy + s, label, s, [0, 0, 0])
  })
  return sheet
}
