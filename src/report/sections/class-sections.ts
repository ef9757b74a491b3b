// The job summary's class sections: the predicted (or detected) classes at a glance, a chart of the
// top classes beside the baseline's, with every count in a table.
import type { RunSummary } from '../../results/summary/run-summary.js'
import type { ClassCount } from '../../results/summary/prediction-summaries.js'
import { barChart, type Bar } from '../charts.js'
import { table } from '../compare.js'
import { md } from '../escape.js'
import { count } from '../../format.js'
import { num, pct } from '../format.js'
import { type Section, type RenderOptions, details, collapsedTable } from './section.js'

/** A row of a class-count table: Class, Index, count, Share. */
function classRow(k: ClassCount): string[] {
  return [md(k.label), k.index === undefined ? '' : String(k.index), count(k.count), pct(k.share)]
}

/** A class's count in the baseline: as changed, or (not among the changes) the same as this run's. */
interface BaselineCounts {
  before(label: string, now: number): number
  /** Classes the baseline predicted that this run never did. */
  gone: ClassCount[]
}

function baselineCounts(s: RunSummary, kind: 'classification' | 'detection'): BaselineCounts | undefined {
  const b = s.baseline
  if (!b || b.kind !== kind) return undefined
  const changed = new Map(b.classDeltas.map(d => [d.label, d]))
  return {
    before: (label, now) => changed.get(label)?.before ?? now,
    gone: b.classDeltas
      .filter(d => d.after === 0)
      .map(d => ({
        label: d.label,
        ...(d.index !== undefined ? { index: d.index } : {}),
        count: 0,
        share: 0
      }))
  }
}

const CHART_CLASSES = 15

/** The chart's bars: the top classes, each with the baseline's count above it when there is one. */
function classBars(
  classes: ClassCount[],
  baseline: BaselineCounts | undefined
): { bars: Bar[]; shown: number } {
  if (!baseline) {
    const top = classes.slice(0, CHART_CLASSES)
    return { bars: top.map(k => ({ label: k.label, value: k.count })), shown: top.length }
  }
  const rows = [...classes, ...baseline.gone].map(k => ({ k, before: baseline.before(k.label, k.count) }))
  rows.sort((a, b) => Math.max(b.before, b.k.count) - Math.max(a.before, a.k.count))
  const top = rows.slice(0, CHART_CLASSES)
  const bars = top.flatMap(({ k, before }) => [
    { label: k.label, value: before, baseline: true },
    { label: k.label, value: k.count }
  ])
  return { bars, shown: top.length }
}

/** Classes at a glance (a chart of the top 15, beside the baseline's) with every count in a table. */
function classesSection(
  id: string,
  title: string,
  unit: string,
  classes: ClassCount[],
  o: RenderOptions,
  baseline?: BaselineCounts
): Section[] {
  if (classes.length === 0) return []
  const { bars, shown } = classBars(classes, baseline)
  const total = classes.length + (baseline?.gone.length ?? 0)
  const chart = barChart(
    `${title} (top ${shown} of ${count(total)})${baseline ? ', baseline in grey' : ''}`,
    unit,
    bars
  )
  const all = collapsedTable(
    `${title}: every count (${count(classes.length)} classes)`,
    ['Class', 'Index', unit, 'Share'],
    classes,
    o.classLimit,
    classRow,
    ['l', 'r', 'r', 'r']
  )
  return [{ id, title, priority: 6, body: `### ${title}\n\n${chart}\n\n${all}` }]
}

export function classificationSections(s: RunSummary, o: RenderOptions): Section[] {
  const c = s.classification
  if (!c) return []
  const out: Section[] = classesSection(
    'classes',
    'Predicted classes',
    'Records',
    c.classes,
    o,
    baselineCounts(s, 'classification')
  )
  const conf = c.confidence
  if (conf) {
    const chart = barChart(
      'Top-1 confidence: records per bin',
      'Records',
      conf.histogram.map(h => ({ label: `${h.from.toFixed(1)}–${h.to.toFixed(1)}`, value: h.count }))
    )
    out.push({
      id: 'confidence',
      title: 'Confidence',
      priority: 7,
      body: `### Confidence\n\n${table(
        ['Mean', 'Median', 'p10', 'Min', 'Max'],
        [[num(conf.mean), num(conf.median), num(conf.p10), num(conf.min), num(conf.max)]]
      )}\n\n${chart}`
    })
  }
  if (c.lowest.length) {
    const rows = c.lowest
      .slice(0, o.listLimit)
      .map(l => [md(l.key) + (l.record ? ` #${l.record}` : ''), md(l.label), num(l.confidence)])
    out.push({
      id: 'lowest',
      title: 'Lowest-confidence examples',
      priority: 9,
      body: details(
        'Lowest-confidence predictions',
        table(['Object', 'Class', 'Confidence'], rows, ['l', 'l', 'r'])
      )
    })
  }
  return out
}

export function detectionSections(s: RunSummary, o: RenderOptions): Section[] {
  const d = s.detection
  if (!d) return []
  const lines = [
    `### Detections (score ≥ ${d.scoreThreshold})`,
    '',
    table(
      ['Detections', 'Objects', 'Objects with none', 'Boxes per object (mean)', 'Max'],
      [
        [
          count(d.detectionsAboveThreshold),
          count(d.records),
          count(d.objectsWithNone),
          num(d.boxesPerObject.mean, 2),
          count(d.boxesPerObject.max)
        ]
      ],
      ['r', 'r', 'r', 'r', 'r']
    )
  ]
  // The histogram up to the largest count seen: trailing empty bins say nothing.
  const hist = d.boxesPerObject.histogram
  let last = hist.length - 1
  while (last > 0 && hist[last].objects === 0) last--
  if (d.records) {
    lines.push(
      '',
      barChart(
        'Boxes per object',
        'Objects',
        hist
          .slice(0, last + 1)
          .map(h => ({ label: h.boxes === '1' ? '1 box' : `${h.boxes} boxes`, value: h.objects }))
      )
    )
  }
  return [
    { id: 'detections', title: 'Detections', priority: 4, body: lines.join('\n') },
    ...classesSection(
      'detection-classes',
      'Detected classes',
      'Detections',
      d.classes,
      o,
      baselineCounts(s, 'detection')
    )
  ]
}
