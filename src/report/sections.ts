// The report as a list of Markdown sections, each with an importance. The PR comment is short: the
// verdict, the gates, before and after, the changed predictions and the failures, linking to the job
// summary, which adds the job, the data, charts and the long lists. When a size limit bites, the least
// important sections are dropped first (see fit.ts).
import { LEFT_BY_EARLIER_RUN } from '../results/origins.js'
import type { RunSummary } from '../results/run-summary.js'
import type { ClassCount } from '../results/summarize.js'
import { barChart, type Bar } from './charts.js'
import { baselineNote, beforeAfter, changedTable, gatesTable, more, table } from './compare.js'
import { md, mdShort } from './escape.js'
import { picturesBody } from './pictures-section.js'
import { count, duration } from '../format.js'
import { AP_50, bytes, money, num, pct, signed } from './format.js'
import { significanceSentence, verdictLine } from './verdict.js'
import { utilizationSection } from './utilization-section.js'

export interface Section {
  id: string
  /** Shown in the "omitted" note when the section is dropped. */
  title: string
  /** 0 = always kept; higher numbers are dropped first. */
  priority: number
  body: string
}

interface Links {
  runUrl?: string
}

interface RenderOptions {
  kind: 'comment' | 'summary'
  /** Rows in example lists (failed keys, changed predictions, ...). */
  listLimit: number
  /** Rows in per-class tables. */
  classLimit: number
  links: Links
  /** When the report was made (ISO 8601), shown beside the commit. */
  updatedAt?: string
}

/** What both renderings share: the links and when the report was made. */
export interface RenderContext {
  links: Links
  /** When the report is made (ISO 8601). */
  updatedAt?: string
}

export const SUMMARY_OPTIONS: Omit<RenderOptions, 'links'> = {
  kind: 'summary',
  listLimit: 100,
  classLimit: 50
}
export const COMMENT_OPTIONS: Omit<RenderOptions, 'links'> = {
  kind: 'comment',
  listLimit: 10,
  classLimit: 10
}

function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`
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
  return details(summary, table(head, shown.map(row), align) + more(shown.length, items.length, ' not shown'))
}

/** "2025-06-01 12:00 UTC" */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

/** The verdict line, then what was evaluated and when, then whether the change is more than chance. */
function verdict(s: RunSummary, o: RenderOptions): Section {
  const stamp: string[] = []
  if (s.revision?.sha) stamp.push(`Evaluated \`${s.revision.sha.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``)
  // A local run is the same transform on the runner: no SageMaker job was made.
  stamp.push(
    `${s.job.mode === 'local' ? 'Local transform run' : 'SageMaker Batch Transform job'} ${md(s.job.name)}`
  )
  if (o.updatedAt) stamp.push(`updated ${utcMinute(o.updatedAt)}`)
  if (o.kind === 'comment' && o.links.runUrl) stamp.push(`[full job summary](${encodeURI(o.links.runUrl)})`)
  const lines = [`${o.kind === 'comment' ? '###' : '##'} ${verdictLine(s)}`, '', stamp.join(' · ')]
  const significance = significanceSentence(s)
  if (significance) lines.push('', significance)
  // Grouped failures say it better than the one long reason that lists a few of them; outputs left by
  // an earlier run are not what the job said.
  if (s.job.failureReason && !s.failures?.some(g => g.reason !== LEFT_BY_EARLIER_RUN))
    lines.push('', `**Failure reason:** ${mdShort(s.job.failureReason, 1000)}`)
  return { id: 'verdict', title: 'Verdict', priority: 0, body: lines.join('\n') }
}

function gates(s: RunSummary): Section | undefined {
  const t = gatesTable(s)
  return t ? { id: 'gates', title: 'Quality gates', priority: 0, body: t } : undefined
}

function comparison(s: RunSummary, o: RenderOptions): Section[] {
  const out: Section[] = []
  const t = beforeAfter(s, o.classLimit)
  const note = baselineNote(s)
  if (t) {
    const title = s.baseline?.figures ? 'Before and after' : 'Evaluation'
    const foot = note ?? ''

    out.push({
      id: 'before-after',
      title,
      priority: 1,
      body: `#### ${title}\n\n${t}${foot ? `\n\n${foot}.` : ''}`
    })
  }
  const where = o.kind === 'comment' ? ' in the job summary' : ' not shown'
  const changed = changedTable(s, o.listLimit, where)
  if (changed) out.push({ id: 'changed', title: 'Changed predictions', priority: 2, body: changed })
  return out
}

const STATUS_MARK: Record<string, string> = {
  Completed: '✅',
  Failed: '❌',
  Stopped: '⏹️',
  Stopping: '⏹️',
  InProgress: '⏳'
}

function failures(s: RunSummary, o: RenderOptions): Section | undefined {
  const groups = s.failures
  if (!groups?.length) return undefined
  const shown = groups.slice(0, o.kind === 'comment' ? 5 : 20)
  const rows = shown.map(g => [
    count(g.count),
    `${mdShort(g.reason, 300)}${g.examples.length ? ` (${g.examples.map(k => mdShort(k, 60)).join(', ')}${g.count > g.examples.length ? ', …' : ''})` : ''}`,
    g.hint ? mdShort(g.hint, 300) : ''
  ])
  const body =
    `#### Why objects failed\n\n${table(['Objects', 'Error (examples)', 'What to do'], rows, ['r', 'l', 'l'])}` +
    more(shown.length, groups.length, ' other errors')
  return { id: 'failures', title: 'Why objects failed', priority: 1, body }
}

function job(s: RunSummary): Section {
  const j = s.job
  const head = ['Job', 'Status', 'Instances', 'Duration']
  const row = [
    md(j.name),
    `${STATUS_MARK[j.status] ?? ''} ${j.status}`.trim(),
    `${md(j.instanceType)} × ${j.instanceCount}`,
    j.durationSeconds !== undefined ? duration(j.durationSeconds) : 'n/a'
  ]
  if (j.instanceSeconds !== undefined) {
    head.push('Instance time')
    row.push(`${count(Math.round(j.instanceSeconds))} instance-seconds`)
  }
  if (j.estimatedCost !== undefined && j.pricePerHour !== undefined) {
    head.push('Estimated cost')
    row.push(`${money(j.estimatedCost)} (${money(j.pricePerHour)}/h × ${j.instanceCount})`)
  }
  const saved = rerunSaving(s)
  if (saved) {
    head.push('Saved by rerun: failed')
    row.push(saved.figure)
  }
  const c = s.cache
  if (c?.savedInstanceSeconds !== undefined) {
    head.push('Saved by the cache')
    row.push(
      `≈ ${count(Math.round(c.savedInstanceSeconds))} instance-seconds${c.savedCost !== undefined ? ` (${money(c.savedCost)})` : ''}`
    )
  }
  const body = `### Job\n\n${table(head, [row])}${saved ? `\n\n${saved.sentence}` : ''}`
  return { id: 'job', title: 'Job', priority: 1, body }
}

/** What `rerun: failed` saved, as a table cell and the sentence that says how it is estimated. */
function rerunSaving(s: RunSummary): { figure: string; sentence: string } | undefined {
  const r = s.rerun
  const spent = s.job.instanceSeconds
  if (!r || r.savedInstanceSeconds === undefined || spent === undefined) return undefined
  const seconds = `${count(Math.round(r.savedInstanceSeconds))} instance-seconds`
  const figure = `≈ ${seconds}${r.savedCost !== undefined ? ` (${money(r.savedCost)})` : ''}`
  const skipped = r.of - r.objects
  const sentence =
    `This run sent ${count(r.objects)} of ${count(r.of)} objects to the model (rerun: failed). Not re-running the ` +
    `other ${count(skipped)} saved about ${seconds}${r.savedCost !== undefined ? `, ${money(r.savedCost)}` : ''}: ` +
    `this run's ${count(Math.round(spent))} instance-seconds ÷ ${count(r.objects)} objects × ${count(skipped)}. ` +
    'Start-up time is counted in, so for a small rerun the figure leans high.'
  return { figure, sentence }
}

function overview(s: RunSummary): Section {
  const o = s.objects
  const e = s.evaluation
  // Rows that are zero say nothing; the totals stay.
  const rows: [string, number, (n: number) => string][] = [
    ['Input objects', o.total, count],
    ['With output', o.withOutput, count],
    // A rerun's or the cache's outputs: what this job wrote beside those it kept or reused (shown only
    // when some were).
    ['Written by this job', o.kept || o.reused ? (o.written ?? 0) : 0, count],
    ['Kept from earlier runs (rerun: failed)', o.kept ?? 0, count],
    ['Reused from the cache', o.reused ?? 0, count],
    ['Failed (no output)', o.failed, count],
    ['Unreadable outputs', o.unreadable, count],
    ['Records scored', s.records, count],
    ['Records not recognised', s.unrecognisedRecords, count],
    ['Outputs without an input', o.orphanOutputs, count],
    ['Evaluated against ground truth', e?.evaluated ?? 0, count],
    ['Ground truth without a prediction', e?.missing ?? 0, count],
    ['Output size', o.bytes, bytes]
  ]
  const kept = rows.filter(([name, n]) => n !== 0 || name === 'Input objects' || name === 'Records scored')
  const lines = [
    '### Data',
    '',
    table(
      ['', 'Count'],
      kept.map(([name, n, f]) => [name, f(n)]),
      ['l', 'r']
    ),
    '',
    `Read as ${md(s.format.chosen)}${s.format.labelMap ? `; labels: ${md(s.format.labelMap)}` : ''}. Data: ${md(s.data.uri)}. Outputs: ${md(s.outputPath)}.`
  ]
  if (e) lines.push('', `${groundTruthNote(e)}.`)
  return { id: 'overview', title: 'Data', priority: 3, body: lines.join('\n') }
}

/** Where the ground truth came from and how much of it matched the inputs. */
function groundTruthNote(e: { source: string; groundTruthLines: number; notAnInput: number }): string {
  const unmatched = e.notAnInput ? `, ${count(e.notAnInput)} not among the inputs` : ''
  return `Ground truth: ${md(e.source)} (${count(e.groundTruthLines)} lines${unmatched})`
}

/** Every class's figures (the before/after table lists the ones that moved). */
function perClassSection(s: RunSummary, o: RenderOptions): Section | undefined {
  const e = s.evaluation
  if (!e || e.perClass.length === 0) return undefined
  const body =
    e.kind === 'classification'
      ? collapsedTable(
          `Recall of every class (lowest first, ${count(e.perClass.length)} classes)`,
          ['Class', 'Objects', 'Correct', 'Recall'],
          e.perClass,
          o.classLimit,
          c => [md(c.label), count(c.support), count(c.correct), pct(c.recall)],
          ['l', 'r', 'r', 'r']
        )
      : collapsedTable(
          `Precision, recall and AP of every class (lowest AP first, ${count(e.perClass.length)} classes)`,
          ['Class', 'Boxes', 'Detections', 'Precision', 'Recall', AP_50],
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
  return { id: 'per-class', title: 'Per-class figures', priority: 6, body }
}

function classDeltas(s: RunSummary, o: RenderOptions): Section | undefined {
  const b = s.baseline
  if (!b || b.classDeltas.length === 0) return undefined
  return {
    id: 'deltas',
    title: 'Class-count changes',
    priority: 5,
    body: collapsedTable(
      `Predicted-class counts that changed (${count(b.classDeltas.length)} classes)`,
      ['Class', 'Baseline', 'This run', 'Change'],
      b.classDeltas,
      o.classLimit,
      d => [md(d.label), count(d.before), count(d.after), signed(d.delta)],
      ['l', 'r', 'r', 'r']
    )
  }
}

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

function classificationSections(s: RunSummary, o: RenderOptions): Section[] {
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

function detectionSections(s: RunSummary, o: RenderOptions): Section[] {
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
  if (!s.pictures) return undefined
  const body = picturesBody(s.pictures, o.kind === 'summary')
  if (!body) return undefined
  return {
    id: 'pictures',
    title: 'Detection pictures',
    priority: 2,
    body: o.kind === 'summary' ? `### Detection pictures\n\n${body}` : body
  }
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
  const head: (Section | undefined)[] = [verdict(s, o), gates(s), failures(s, o), ...comparison(s, o)]
  const rest: (Section | undefined)[] =
    o.kind === 'comment'
      ? [utilizationSection(s, 'comment'), picturesSection(s, o), notesSection(s)]
      : [
          job(s),
          utilizationSection(s, 'summary'),
          overview(s),
          picturesSection(s, o),
          classDeltas(s, o),
          perClassSection(s, o),
          ...classificationSections(s, o),
          ...detectionSections(s, o),
          ...problemSections(s, o),
          notesSection(s)
        ]
  return [...head, ...rest].filter((x): x is Section => x !== undefined && x.body !== '')
}
