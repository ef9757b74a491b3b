// Mermaid `xychart-beta` bar charts, which GitHub renders natively in Markdown. Class names go on a
// horizontal chart's vertical axis, where 15 long ImageNet names do not overlap; one mid-blue reads on
// GitHub's light and dark themes alike.
import { mermaidText } from './escape.js'

export interface Bar {
  label: string
  value: number
}

export interface ChartOptions {
  /** Bars along the vertical axis (for long labels). */
  horizontal?: boolean
}

/** Mid-blue: contrast above 3:1 on both #ffffff and #0d1117. */
export const BAR_COLOUR = '#4c8bf5'
/** Mermaid refuses diagrams over 50,000 characters (its default maxTextSize); stay far below. */
export const MERMAID_MAX_CHARS = 5_000
const MAX_BARS = 40

export function barChart(title: string, yTitle: string, bars: Bar[], opts: ChartOptions = {}): string {
  if (bars.length === 0 || bars.every(b => b.value === 0)) return ''
  const shown = bars.slice(0, MAX_BARS)
  const labelMax = opts.horizontal ? 28 : 12
  const max = Math.max(1, ...shown.map(b => b.value))
  const labels = shown.map(b => `"${mermaidText(b.label, labelMax)}"`).join(', ')
  const values = shown.map(b => (Number.isInteger(b.value) ? String(b.value) : b.value.toFixed(4))).join(', ')
  const source = [
    '```mermaid',
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${BAR_COLOUR}"}}}}%%`,
    `xychart-beta${opts.horizontal ? ' horizontal' : ''}`,
    `  title "${mermaidText(title, 60)}"`,
    `  x-axis [${labels}]`,
    `  y-axis "${mermaidText(yTitle, 30)}" 0 --> ${Math.ceil(max * 1.1)}`,
    `  bar [${values}]`,
    '```'
  ].join('\n')
  return source.length <= MERMAID_MAX_CHARS ? source : ''
}
