// Percentages, scores, money and sizes in reports (counts and durations: src/format.ts).
import { count, money } from '../format.js'
import { md } from './escape.js'

/** The detection metrics' names in Markdown: GitHub links a bare `mAP@0.5` as an e-mail address. */
export const MAP_50 = md('mAP@0.5')
export const AP_50 = md('AP@0.5')

export function pct(x: number | null | undefined, digits = 1): string {
  if (x === null || x === undefined || Number.isNaN(x)) return 'n/a'
  return `${(x * 100).toFixed(digits)}%`
}

export function num(x: number | null | undefined, digits = 3): string {
  if (x === null || x === undefined || Number.isNaN(x)) return 'n/a'
  return x.toFixed(digits)
}

/** A count with its sign: `+3`, `0`, `−7` (the minus sign, as every figure in the report writes it). */
export function signed(n: number): string {
  return n > 0 ? `+${count(n)}` : n < 0 ? `−${count(-n)}` : count(n)
}

export { money }

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`
  const units = ['KiB', 'MiB', 'GiB', 'TiB']
  let v = n / 1024
  let i = 0
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024
    i++
  }
  return `${v.toFixed(1)} ${units[i]}`
}
