// A 5x7 bitmap font for tags on detection pictures (drawn at whole multiples, see draw.ts). Letters
// without a glyph of their own are drawn as capitals; anything else as `?`.
import { GLYPHS } from './glyphs.js'

export const GLYPH_WIDTH = 5
export const GLYPH_HEIGHT = 7

export function glyph(ch: string): number[] {
  return GLYPHS[ch] ?? GLYPHS[ch.toUpperCase()] ?? GLYPHS['?']
}

/** Width in pixels of `text` at `scale` (one blank column between glyphs). */
export function textWidth(text: string, scale: number): number {
  const n = [...text].length
  return n === 0 ? 0 : (n * (GLYPH_WIDTH + 1) - 1) * scale
}
