// Mermaid `xychart-beta` bar charts, which GitHub renders natively in Markdown. Bars run sideways, one
// row each, its count written in its row's label: class names and bin ranges stay readable, and the
// value axis needs no tick labels. It has none on purpose: Mermaid pads a labelled axis, which starts
// every bar below the axis's zero and draws a zero count as a short bar. Without them a bar's length is
// its count and an empty bin draws nothing. One mid-blue reads on GitHub's light and dark themes alike,
// on the page's own background; a baseline's bars, in grey, sit above this run's.
import { mermaidText } from './escape.js'
import { count } from '../format.js'

export interface Bar {
  label: string
  value: number
  /** The baseline's bar (grey) rather than this run's. */
  baseline?: boolean
}

/** Mid-blue: contrast above 3:1 on both #ffffff and #0d1117. */
export const BAR_COLOUR = '#4c8bf5'
/** The baseline's grey, readable on GitHub's light and dark themes and on Mermaid's chart backgrounds. */
export const BASELINE_COLOUR = '#8c959f'
/** Mermaid refuses diagrams over 50,000 characters (its default maxTextSize); stay far below. */
export const MERMAID_MAX_CHARS = 5_000
const MAX_BARS = 40
const LABEL_MAX = 28

const valueText = (v: number) => (Number.isInteger(v) ? count(v) : v.toFixed(4))

/** Each bar's row label, `name: count` or `name (baseline): count`; Mermaid merges equal labels into one row, so none repeats. */
function rowLabels(bars: Bar[]): string[] {
  const seen = new Map<string, number>()
  return bars.map(b => {
    const base = `${mermaidText(b.label, LABEL_MAX)}${b.baseline ? ' (baseline)' : ''}: ${valueText(b.value)}`
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base} (${n})`
  })
}

export function barChart(title: string, valueTitle: string, bars: Bar[]): string {
  if (bars.length === 0 || bars.every(b => b.value === 0)) return ''
  const shown = bars.slice(0, MAX_BARS)
  const max = Math.max(1, ...shown.map(b => b.value))
  const labels = rowLabels(shown).map(l => `"${l}"`)
  // One series per colour: a bar is drawn in one of them, and is 0 (nothing drawn) in the other.
  const series = shown.some(b => b.baseline)
    ? [
        { colour: BASELINE_COLOUR, values: shown.map(b => (b.baseline ? b.value : 0)) },
        { colour: BAR_COLOUR, values: shown.map(b => (b.baseline ? 0 : b.value)) }
      ]
    : [{ colour: BAR_COLOUR, values: shown.map(b => b.value) }]
  const height = Math.min(1000, Math.max(250, 110 + 28 * shown.length))
  const config = {
    xyChart: { height, yAxis: { showLabel: false, showTick: false } },
    // No background of its own: the dark theme's grey box ends where the last bar does, so the bar
    // would touch its edge; on the page's own background nothing does.
    themeVariables: {
      xyChart: { backgroundColor: 'transparent', plotColorPalette: series.map(s => s.colour).join(', ') }
    }
  }
  const source = [
    '```mermaid',
    `%%{init: ${JSON.stringify(config)}}%%`,
    'xychart-beta horizontal',
    `  title "${mermaidText(title, 60)}"`,
    `  x-axis [${labels.join(', ')}]`,
    `  y-axis "${mermaidText(valueTitle, 30)}" 0 --> ${Math.ceil(max * 1.1)}`,
    ...series.map(
      s => `  bar [${s.values.map(v => (Number.isInteger(v) ? String(v) : v.toFixed(4))).join(', ')}]`
    ),
    '```'
  ].join('\n')
  return source.length <= MERMAID_MAX_CHARS ? source : ''
}
