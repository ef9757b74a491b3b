// Types for scripts/breaks.mjs.
export interface Break {
  name: string
  file: string
  test?: string
  expect?: string
  why?: string
  problems: string[]
}
export function readBreak(file: string): Break
export function listBreaks(): Break[]
