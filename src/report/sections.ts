// The report as a list of Markdown sections, each with an importance. The same sections make the job
// summary (long lists) and the PR comment (short lists); when a size limit bites, the least important
// sections are dropped first (see fit.ts).
import type { RunSummary } from '../results/run-summary.js'
import type { ClassCount } from '../results/summarize.js'
import { barChart } from './charts.js'
import { md, mdShort } from './escape.js'
import { bytes, count, duration, money, num, pct, signed } from './format.js'

export interface Section {
  id: string
  /** Shown in the "omitted" note when the section is dropped. */
  title: string
  /** 0 = always kept; higher numbers are dropped first. */
  priority: number
  body: string
}

export interface RenderOptions {
  /** Rows in example lists (failed keys, changed predictions, ...). */
  listLimit: number
  /** Rows in per-class tables. */
  classLimit: number
  charts: boolean
  links: { runUrl?: string; picturesUrl?: string }
}

export const SUMMARY_OPTIONS: Omit<RenderOptions, 'links'> = { listLimit: 100, classLimit: 50, charts: true }
export const COMMENT_OPTIONS: Omit<RenderOptions, 'links'> = { listLimit: 10, classLimit: 15, charts: true }

function table(head: string[], rows: string[][], align?: ('l' | 'r')[]): string {
  const sep = head.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'))
  return [head, sep, ...rows].map(r => `| ${r.join(' | ')} |`).join('\n')
}

function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`
}

function more(shown: number, total: number): string {
  return total > shown ? `\n\n_${count(total - shown)} more not shown._` : ''
}

/** A collapsed table of the first `limit` items, saying how many more there are. */
function collapsedTable<T>(
  summary: string,
  head: string[],
  items: T[],
  limit: number,
  row: (item: T) => string[],
  align?: ('l' | 'r')[]
): string {
  const shown = items.slice(0, limit)
  return details(summary, table(head, shown.map(row), align) + more(shown.length, items.length))
}

const STATUS_MARK: Record<string, string> = {
  Completed: '✅',
  Failed: '❌',
  Stopped: '⏹️',
  Stopping: '⏹️',
  InProgress: '⏳'
}

function header(s: RunSummary): Section {
  const j = s.job
  const instances = `${md(j.instanceType)} × ${j.instanceCount}`
  const head = ['Job', 'Status', 'Instances', 'Duration']
  const row = [
    md(j.name),
    `${STATUS_MARK[j.status] ?? ''} ${j.status}`.trim(),
    instances,
    j.durationSeconds !== undefined ? duration(j.durationSeconds) : 'n/a'
  ]
  if (j.estimatedCost !== undefined && j.pricePerHour !== undefined) {
    head.push('Estimated cost')
    row.push(`${money(j.estimatedCost)} (${money(j.pricePerHour)}/h × ${j.instanceCount})`)
  }
  const lines = [`## SageMaker Batch Transform: ${md(j.name)}`, '', table(head, [row])]
  if (j.failureReason) lines.push('', `**Failure reason:** ${mdShort(j.failureReason, 1000)}`)
  return { id: 'header', title: 'Header', priority: 0, body: lines.join('\n') }
}

function gates(s: RunSummary): Section | undefined {
  if (s.gates.length === 0) return undefined
  const rows = s.gates.map(g => [
    g.passed ? '✅ pass' : '❌ fail',
    `\`${g.gate}\``,
    String(g.threshold),
    g.measured === null ? 'n/a' : g.gate === 'max-failed-objects' ? count(g.measured) : num(g.measured, 4)
  ])
  return {
    id: 'gates',
    title: 'Quality gates',
    priority: 0,
    body: `### Quality gates\n\n${table(['Result', 'Gate', 'Threshold', 'Measured'], rows)}`
  }
}

function overview(s: RunSummary): Section {
  const o = s.objects
  const rows: string[][] = [
    ['Input objects', count(o.total)],
    ['With output', count(o.withOutput)],
    ['Failed (no output)', count(o.failed)],
    ['Unreadable outputs', count(o.unreadable)],
    ['Records scored', count(s.records)]
  ]
  if (s.unrecognisedRecords) rows.push(['Records not recognised', count(s.unrecognisedRecords)])
  if (o.orphanOutputs) rows.push(['Outputs without an input', count(o.orphanOutputs)])
  rows.push(['Output size', bytes(o.bytes)])
  const lines = [
    '### Results',
    '',
    table(['', ''], rows, ['l', 'r']),
    '',
    `Format: ${md(s.format.chosen)}${s.format.labelMap ? `; labels: ${md(s.format.labelMap)}` : ''}. Outputs: ${md(s.outputPath)}`
  ]
  return { id: 'overview', title: 'Results', priority: 1, body: lines.join('\n') }
}

/** Where the ground truth came from and how much of it matched the inputs. */
function groundTruthNote(e: { source: string; groundTruthLines: number; notAnInput: number }): string {
  const unmatched = e.notAnInput ? `, ${count(e.notAnInput)} not among the inputs` : ''
  return `Ground truth: ${md(e.source)} (${count(e.groundTruthLines)} lines${unmatched})`
}

function evaluationSections(s: RunSummary, o: RenderOptions): Section[] {
  const e = s.evaluation
  if (!e) return []
  const out: Section[] = []
  if (e.kind === 'classification') {
    const lines = [
      '### Evaluation',
      '',
      table(
        ['Top-1 accuracy', 'Top-5 accuracy', 'Evaluated', 'Without prediction'],
        [
          [
            `**${pct(e.top1Accuracy, 2)}** (${count(e.top1Correct)}/${count(e.evaluated)})`,
            `${pct(e.top5Accuracy, 2)} (${count(e.top5Correct)}/${count(e.evaluated)})`,
            count(e.evaluated),
            count(e.missing)
          ]
        ]
      ),
      '',
      `${groundTruthNote(e)}.`
    ]
    out.push({ id: 'evaluation', title: 'Evaluation', priority: 1, body: lines.join('\n') })
    if (e.perClass.length) {
      out.push({
        id: 'recall',
        title: 'Per-class recall',
        priority: 6,
        body: collapsedTable(
          `Per-class recall (lowest first, ${count(e.perClass.length)} classes)`,
          ['Class', 'Objects', 'Correct', 'Recall'],
          e.perClass,
          o.classLimit,
          c => [md(c.label), count(c.support), count(c.correct), pct(c.recall)],
          ['l', 'r', 'r', 'r']
        )
      })
    }
  } else {
    const lines = [
      '### Evaluation',
      '',
      table(
        ['mAP@0.5', `Precision (score ≥ ${e.scoreThreshold})`, 'Recall', 'Evaluated', 'Without prediction'],
        [[`**${num(e.map)}**`, pct(e.precision), pct(e.recall), count(e.evaluated), count(e.missing)]]
      ),
      '',
      `${groundTruthNote(e)}; IoU ≥ ${e.iouThreshold}.`
    ]
    out.push({ id: 'evaluation', title: 'Evaluation', priority: 1, body: lines.join('\n') })
    if (e.perClass.length) {
      out.push({
        id: 'ap',
        title: 'Per-class AP',
        priority: 6,
        body: collapsedTable(
          `Per-class precision, recall and AP (lowest AP first, ${count(e.perClass.length)} classes)`,
          ['Class', 'Boxes', 'Detections', 'Precision', 'Recall', 'AP@0.5'],
          e.perClass,
          o.classLimit,
          c => [
            md(c.label),
            count(c.groundTruth),
            count(c.detections),
            pct(c.precision),
            pct(c.recall),
            num(c.ap)
          ],
          ['l', 'r', 'r', 'r', 'r', 'r']
        )
      })
    }
  }
  return out
}

function baselineSections(s: RunSummary, o: RenderOptions): Section[] {
  const b = s.baseline
  if (!b) return []
  const out: Section[] = []
  const lines = [
    '### Compared with the baseline',
    '',
    table(
      ['Agreement', 'Compared', 'Changed', 'Only in baseline', 'Only in this run'],
      [
        [
          `**${pct(b.agreement, 2)}** (${count(b.agreed)}/${count(b.compared)})`,
          count(b.compared),
          count(b.changed.count),
          count(b.onlyInBaseline),
          count(b.onlyInCurrent)
        ]
      ]
    ),
    '',
    `Baseline: ${md(b.path)}`
  ]
  out.push({ id: 'baseline', title: 'Baseline', priority: 2, body: lines.join('\n') })
  if (b.classDeltas.length) {
    out.push({
      id: 'deltas',
      title: 'Class-count changes',
      priority: 5,
      body: collapsedTable(
        `Class-count changes (${count(b.classDeltas.length)} classes)`,
        ['Class', 'Baseline', 'This run', 'Change'],
        b.classDeltas,
        o.classLimit,
        d => [md(d.label), count(d.before), count(d.after), signed(d.delta)],
        ['l', 'r', 'r', 'r']
      )
    })
  }
  if (b.changed.examples.length) {
    const shown = b.changed.examples.slice(0, o.listLimit)
    const conf = (x: number | null): string => (x === null ? '' : ` (${num(x)})`)
    const rows = shown.map(c => [
      md(c.key) + (c.record ? ` #${c.record}` : ''),
      md(c.before) + conf(c.beforeConfidence),
      md(c.after) + conf(c.afterConfidence)
    ])
    out.push({
      id: 'changed',
      title: 'Changed predictions',
      priority: 7,
      body: details(
        `Changed predictions (${count(b.changed.count)})`,
        table(['Object', 'Baseline', 'This run'], rows) + more(shown.length, b.changed.count)
      )
    })
  }
  return out
}

/** A row of a class-count table: Class, Index, count, Share. */
function classRow(k: ClassCount): string[] {
  return [md(k.label), k.index === undefined ? '' : String(k.index), count(k.count), pct(k.share)]
}

function classificationSections(s: RunSummary, o: RenderOptions): Section[] {
  const c = s.classification
  if (!c) return []
  const out: Section[] = []
  const shown = c.classes.slice(0, o.classLimit)
  const rows = shown.map(classRow)
  out.push({
    id: 'classes',
    title: 'Top classes',
    priority: 3,
    body:
      `### Top classes\n\n${table(['Class', 'Index', 'Records', 'Share'], rows, ['l', 'r', 'r', 'r'])}` +
      more(shown.length, c.classes.length)
  })
  if (o.charts && c.classes.length) {
    out.push({
      id: 'class-chart',
      title: 'Class chart',
      priority: 8,
      body: barChart(
        'Top classes',
        'Records',
        c.classes.slice(0, 15).map(k => ({ label: k.label, value: k.count }))
      )
    })
  }
  const conf = c.confidence
  if (conf) {
    out.push({
      id: 'confidence',
      title: 'Confidence',
      priority: 3,
      body: `### Confidence\n\n${table(
        ['Mean', 'Median', 'p10', 'Min', 'Max'],
        [[num(conf.mean), num(conf.median), num(conf.p10), num(conf.min), num(conf.max)]]
      )}`
    })
    if (o.charts) {
      out.push({
        id: 'confidence-chart',
        title: 'Confidence chart',
        priority: 8,
        body: barChart(
          'Top-1 confidence',
          'Records',
          conf.histogram.map(h => ({ label: `${h.from.toFixed(1)}-${h.to.toFixed(1)}`, value: h.count }))
        )
      })
    }
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

function detectionSections(s: RunSummary, o: RenderOptions): Section[] {
  const d = s.detection
  if (!d) return []
  const out: Section[] = []
  const shown = d.classes.slice(0, o.classLimit)
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
    ),
    '',
    table(['Class', 'Index', 'Detections', 'Share'], shown.map(classRow), ['l', 'r', 'r', 'r']) +
      more(shown.length, d.classes.length)
  ]
  out.push({ id: 'detections', title: 'Detections', priority: 3, body: lines.join('\n') })
  if (o.charts && d.classes.length) {
    out.push({
      id: 'detection-chart',
      title: 'Detection chart',
      priority: 8,
      body: barChart(
        'Detections per class',
        'Detections',
        d.classes.slice(0, 15).map(k => ({ label: k.label, value: k.count }))
      )
    })
  }
  if (o.charts && d.records) {
    out.push({
      id: 'boxes-chart',
      title: 'Boxes per object chart',
      priority: 8,
      body: barChart(
        'Boxes per object',
        'Objects',
        d.boxesPerObject.histogram.map(h => ({ label: h.boxes, value: h.objects }))
      )
    })
  }
  return out
}

function keyList(
  id: string,
  title: string,
  priority: number,
  keys: string[],
  total: number,
  o: RenderOptions
): Section | undefined {
  if (total === 0) return undefined
  const shown = keys.slice(0, o.listLimit)
  return {
    id,
    title,
    priority,
    body: details(
      `${title} (${count(total)})`,
      shown.map(k => `- ${md(k)}`).join('\n') + more(shown.length, total)
    )
  }
}

function problemSections(s: RunSummary, o: RenderOptions): Section[] {
  const out: (Section | undefined)[] = []
  out.push(keyList('failed', 'Failed objects (no output)', 4, s.failedObjects, s.objects.failed, o))
  if (s.objects.unreadable) {
    const shown = s.unreadableObjects.slice(0, o.listLimit)
    out.push({
      id: 'unreadable',
      title: 'Unreadable outputs',
      priority: 4,
      body: details(
        `Unreadable outputs (${count(s.objects.unreadable)})`,
        table(
          ['Object', 'Problem'],
          shown.map(u => [md(u.key), mdShort(u.problem, 200)])
        ) + more(shown.length, s.objects.unreadable)
      )
    })
  }
  if (s.unrecognisedRecords) {
    const shown = s.unrecognisedExamples.slice(0, o.listLimit)
    out.push({
      id: 'unrecognised',
      title: 'Records not recognised',
      priority: 9,
      body: details(
        `Records not recognised (${count(s.unrecognisedRecords)})`,
        table(
          ['Object', 'Record', 'Problem'],
          shown.map(u => [md(u.key), String(u.record), mdShort(u.problem, 200)])
        ) + more(shown.length, s.unrecognisedRecords)
      )
    })
  }
  out.push(keyList('orphans', 'Outputs without an input', 9, s.orphanOutputs, s.objects.orphanOutputs, o))
  return out.filter((x): x is Section => x !== undefined)
}

function picturesSection(s: RunSummary, o: RenderOptions): Section | undefined {
  const p = s.pictures
  if (!p) return undefined
  let body: string
  if (o.links.picturesUrl && p.rendered) {
    body = `🖼️ [${count(p.rendered)} detection pictures](${encodeURI(o.links.picturesUrl)}) (workflow artifact ${md(p.artifactName ?? '')}).`
  } else if (p.note) {
    body = `🖼️ Detection pictures: ${md(p.note)}`
  } else return undefined
  return { id: 'pictures', title: 'Detection pictures', priority: 2, body }
}

function notesSection(s: RunSummary): Section | undefined {
  if (s.notes.length === 0) return undefined
  return {
    id: 'notes',
    title: 'Notes',
    priority: 5,
    body: `### Notes\n\n${s.notes.map(n => `- ${mdShort(n, 500)}`).join('\n')}`
  }
}

export function renderSections(s: RunSummary, o: RenderOptions): Section[] {
  const all: (Section | undefined)[] = [
    header(s),
    gates(s),
    overview(s),
    ...evaluationSections(s, o),
    ...baselineSections(s, o),
    picturesSection(s, o),
    ...classificationSections(s, o),
    ...detectionSections(s, o),
    ...problemSections(s, o),
    notesSection(s)
  ]
  return all.filter((x): x is Section => x !== undefined && x.body !== '')
}
