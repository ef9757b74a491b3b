// Mermaid `xychart-beta` bar charts, which GitHub renders natively in Markdown.
import { mermaidText } from './escape.js'

export interface Bar {
  label: string
  value: number
}

export function barChart(title: string, yTitle: string, bars: Bar[]): string {
  if (bars.length === 0) return ''
  const max = Math.max(1, ...bars.map(b => b.value))
  const labels = bars.map(b => `"${mermaidText(b.label, 24)}"`).join(', ')
  const values = bars.map(b => (Number.isInteger(b.value) ? String(b.value) : b.value.toFixed(4))).join(', ')
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${mermaidText(title, 60)}"`,
    `  x-axis [${labels}]`,
    `  y-axis "${mermaidText(yTitle, 30)}" 0 --> ${Math.ceil(max * 1.1)}`,
    `  bar [${values}]`,
    '```'
  ].join('\n')
}
