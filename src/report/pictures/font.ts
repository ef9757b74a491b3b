// A bitmap font for tags on detection pictures (drawn at whole multiples, see draw.ts): cells 5 pixels
// wide, 7 rows down to the baseline and 2 below it for descenders. Letters without a glyph of their own
// are drawn as capitals; anything else as `?`.
import { GLYPHS } from './glyphs.js'

export const GLYPH_WIDTH = 5
/** Rows from the top of a cell down to and including the baseline row. */
const GLYPH_ASCENT = 7
export const GLYPH_HEIGHT = GLYPH_ASCENT + 2

/** The GLYPH_HEIGHT rows of `ch`, top first. */
export function glyph(ch: string): number[] {
  const rows = GLYPHS[ch] ?? GLYPHS[ch.toUpperCase()] ?? GLYPHS['?']
  return Array.from({ length: GLYPH_HEIGHT }, (_, r) => rows[r] ?? 0)
}

/** Width in pixels of `text` at `scale` (one blank column between glyphs). */
export function textWidth(text: string, scale: number): number {
  const n = [...text].length
  return n === 0 ? 0 : (n * (GLYPH_WIDTH + 1) - 1) * scale
}

/** The box a tag of `text` at `scale` fills: the text, descenders included, with a `scale` margin. */
export function tagSize(text: string, scale: number): { width: number; height: number } {
  return { width: textWidth(text, scale) + 2 * scale, height: (GLYPH_HEIGHT + 2) * scale }
}
