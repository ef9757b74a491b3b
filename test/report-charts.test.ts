// The report's bar charts: honest at zero, the baseline beside this run, one minus sign.
import { barChart, BAR_COLOUR, BASELINE_COLOUR } from '../src/report/charts.js'
import { signed } from '../src/report/format.js'

const lines = (chart: string) => chart.split('\n')

describe('barChart', () => {
  it('writes each count in its row and gives the value axis no tick labels, so an empty bin draws nothing', () => {
    const chart = barChart('Top-1 confidence: records per bin', 'Records', [
      { label: '0.0–0.1', value: 0 },
      { label: '0.1–0.2', value: 3 },
      { label: '0.9–1.0', value: 1234 }
    ])
    expect(lines(chart)).toEqual([
      '```mermaid',
      `%%{init: {"xyChart":{"height":250,"yAxis":{"showLabel":false,"showTick":false}},"themeVariables":{"xyChart":{"backgroundColor":"transparent","plotColorPalette":"${BAR_COLOUR}"}}}}%%`,
      'xychart-beta horizontal',
      '  title "Top-1 confidence: records per bin"',
      '  x-axis ["0.0–0.1: 0", "0.1–0.2: 3", "0.9–1.0: 1,234"]',
      '  y-axis "Records" 0 --> 1358',
      '  bar [0, 3, 1234]',
      '```'
    ])
  })

  it('draws baseline bars in grey, each above the run it compares with, in a series of their own', () => {
    const chart = barChart('Predicted classes', 'Records', [
      { label: 'square', value: 10, baseline: true },
      { label: 'square', value: 3 },
      { label: 'circle', value: 10, baseline: true },
      { label: 'circle', value: 13 }
    ])
    expect(chart).toContain(`"plotColorPalette":"${BASELINE_COLOUR}, ${BAR_COLOUR}"`)
    expect(chart).toContain(
      '  x-axis ["square (baseline): 10", "square: 3", "circle (baseline): 10", "circle: 13"]'
    )
    expect(lines(chart).filter(l => l.startsWith('  bar'))).toEqual([
      '  bar [10, 0, 10, 0]',
      '  bar [0, 3, 0, 13]'
    ])
  })

  it('keeps rows apart whose labels are cut to the same text (Mermaid would merge them)', () => {
    const long = 'a class name far longer than a chart row'
    const chart = barChart('Classes', 'Records', [
      { label: `${long} one`, value: 2 },
      { label: `${long} two`, value: 2 }
    ])
    expect(chart).toContain(
      '  x-axis ["a class name far longer tha…: 2", "a class name far longer tha…: 2 (2)"]'
    )
  })

  it('draws nothing for no bars or only empty ones', () => {
    expect(barChart('t', 'y', [])).toBe('')
    expect(barChart('t', 'y', [{ label: 'a', value: 0 }])).toBe('')
  })
})

describe('signed', () => {
  it('writes the minus sign, as every other figure does', () => {
    expect([signed(3), signed(0), signed(-7), signed(-1234)]).toEqual(['+3', '0', '−7', '−1,234'])
  })
})
