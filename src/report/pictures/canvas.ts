// An RGBA raster with the few drawing operations detection pictures need.
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './font.js'

export type Rgb = [number, number, number]

export class Canvas {
  readonly width: number
  readonly height: number
  readonly data: Uint8Array

  constructor(width: number, height: number, data?: Uint8Array) {
    this.width = width
    this.height = height
    this.data = data ?? new Uint8Array(width * height * 4).fill(255)
  }

  /** A copy enlarged by an integer factor (nearest neighbour), so small images get readable labels. */
  scaled(factor: number): Canvas {
    if (factor <= 1) return this
    const out = new Canvas(this.width * factor, this.height * factor)
    for (let y = 0; y < out.height; y++) {
      const sy = Math.floor(y / factor)
      for (let x = 0; x < out.width; x++) {
        const s = (sy * this.width + Math.floor(x / factor)) * 4
        const d = (y * out.width + x) * 4
        out.data[d] = this.data[s]
        out.data[d + 1] = this.data[s + 1]
        out.data[d + 2] = this.data[s + 2]
        out.data[d + 3] = 255
      }
    }
    return out
  }

  /** A copy shrunk to `width` x `height`, each pixel the mean of the source pixels it covers. */
  shrunk(width: number, height: number): Canvas {
    const out = new Canvas(width, height)
    const xs = Array.from({ length: width + 1 }, (_, x) => Math.floor((x * this.width) / width))
    const sum = new Float64Array(width * 3)
    const n = new Float64Array(width)
    for (let y = 0; y < height; y++) {
      sum.fill(0)
      n.fill(0)
      const yb = Math.max(
        Math.floor(((y + 1) * this.height) / height),
        Math.floor((y * this.height) / height) + 1
      )
      for (let sy = Math.floor((y * this.height) / height); sy < yb; sy++) {
        const row = sy * this.width * 4
        for (let x = 0; x < width; x++) {
          const xb = Math.max(xs[x + 1], xs[x] + 1)
          for (let sx = xs[x]; sx < xb; sx++) {
            const s = row + sx * 4
            sum[3 * x] += this.data[s]
            sum[3 * x + 1] += this.data[s + 1]
            sum[3 * x + 2] += this.data[s + 2]
            n[x]++
          }
        }
      }
      for (let x = 0; x < width; x++) {
        const d = (y * width + x) * 4
        out.data[d] = Math.round(sum[3 * x] / n[x])
        out.data[d + 1] = Math.round(sum[3 * x + 1] / n[x])
        out.data[d + 2] = Math.round(sum[3 * x + 2] / n[x])
      }
    }
    return out
  }

  pixel(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 4
    return [this.data[i], this.data[i + 1], this.data[i + 2]]
  }

  fillRect(x0: number, y0: number, x1: number, y1: number, c: Rgb): void {
    const xa = Math.max(0, Math.floor(x0))
    const ya = Math.max(0, Math.floor(y0))
    const xb = Math.min(this.width, Math.ceil(x1))
    const yb = Math.min(this.height, Math.ceil(y1))
    for (let y = ya; y < yb; y++) {
      for (let x = xa; x < xb; x++) {
        const i = (y * this.width + x) * 4
        this.data[i] = c[0]
        this.data[i + 1] = c[1]
        this.data[i + 2] = c[2]
        this.data[i + 3] = 255
      }
    }
  }

  /** An outline `thickness` pixels wide, inside the box [x1, x2) x [y1, y2). */
  strokeRect(x1: number, y1: number, x2: number, y2: number, thickness: number, c: Rgb): void {
    const t = thickness
    this.fillRect(x1, y1, x2, y1 + t, c)
    this.fillRect(x1, y2 - t, x2, y2, c)
    this.fillRect(x1, y1, x1 + t, y2, c)
    this.fillRect(x2 - t, y1, x2, y2, c)
  }

  /** Like `strokeRect`, in dashes `dash` pixels long that alternate between `on` and `off`. */
  dashRect(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    thickness: number,
    dash: number,
    on: Rgb,
    off: Rgb
  ): void {
    const t = thickness
    const [xa, ya, xb, yb] = [Math.round(x1), Math.round(y1), Math.round(x2), Math.round(y2)]
    for (let x = xa, k = 0; x < xb; x += dash, k++) {
      const c = k % 2 ? off : on
      this.fillRect(x, ya, Math.min(x + dash, xb), ya + t, c)
      this.fillRect(x, yb - t, Math.min(x + dash, xb), yb, c)
    }
    for (let y = ya, k = 0; y < yb; y += dash, k++) {
      const c = k % 2 ? off : on
      this.fillRect(xa, y, xa + t, Math.min(y + dash, yb), c)
      this.fillRect(xb - t, y, xb, Math.min(y + dash, yb), c)
    }
  }

  /** Copies `src` with its top left corner at (x, y), clipped to this canvas. */
  draw(src: Canvas, x: number, y: number): void {
    for (let sy = Math.max(0, -y); sy < src.height && y + sy < this.height; sy++) {
      const from = Math.max(0, -x)
      const to = Math.min(src.width, this.width - x)
      if (to <= from) return
      this.data.set(
        src.data.subarray((sy * src.width + from) * 4, (sy * src.width + to) * 4),
        ((y + sy) * this.width + x + from) * 4
      )
    }
  }

  text(x: number, y: number, text: string, scale: number, c: Rgb): void {
    let cx = Math.round(x)
    const top = Math.round(y)
    for (const ch of text) {
      const rows = glyph(ch)
      for (let r = 0; r < GLYPH_HEIGHT; r++) {
        for (let col = 0; col < GLYPH_WIDTH; col++) {
          if (rows[r] & (1 << (GLYPH_WIDTH - 1 - col))) {
            this.fillRect(cx + col * scale, top + r * scale, cx + (col + 1) * scale, top + (r + 1) * scale, c)
          }
        }
      }
      cx += (GLYPH_WIDTH + 1) * scale
    }
  }
}
