// The parts of the report that compare: gates against their thresholds (as percentages, with the
// margin), this run against the baseline (accuracy, intervals, per-class figures), and the predictions
// that changed, with the ground truth and whether each is now right or wrong.
import type { ChangedPrediction } from '../results/baseline/baseline-comparison.js'
import type { ClassificationEvaluation } from '../results/evaluation/classification-accuracy.js'
import type { DetectionEvaluation } from '../results/evaluation/detection-quality.js'
import type { GateResult } from '../results/evaluation/quality-gates.js'
import type { RunSummary } from '../results/summary/run-summary.js'
import { wilson } from '../results/baseline/significance.js'
import { md, mdShort } from './escape.js'
import { count } from '../format.js'
import { MAP_50, num, pct } from './format.js'
import { pp } from './verdict.js'

export function table(head: string[], rows: string[][], align?: ('l' | 'r')[]): string {
  const sep = head.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'))
  return [head, sep, ...rows].map(r => `| ${r.join(' | ')} |`).join('\n')
}

export function more(shown: number, total: number, where = ''): string {
  return total > shown ? `\n\n_${count(total - shown)} more${where}._` : ''
}

function interval(correct: number, n: number): string {
  const i = wilson(correct, n)
  return i ? `${pct(i.low)}–${pct(i.high)}` : 'n/a'
}

function gateRow(g: GateResult, s: RunSummary): string[] {
  const mark = g.passed ? '✅' : '❌'
  if (g.gate === 'max-failed-objects') {
    const margin =
      g.measured === null
        ? ''
        : `${g.threshold - g.measured >= 0 ? '+' : '−'}${count(Math.abs(g.threshold - g.measured))}`
    return [
      `${mark} \`${g.gate}\``,
      `≤ ${count(g.threshold)} objects`,
      g.measured === null ? 'n/a' : `${count(g.measured)} of ${count(s.objects.total)}`,
      margin
    ]
  }
  let measured = 'not measured'
  if (g.measured !== null) {
    measured = pct(g.measured)
    const e = s.evaluation
    const b = s.baseline
    if (g.gate === 'min-accuracy' && e?.kind === 'classification')
      measured += ` (${count(e.top1Correct)} of ${count(e.evaluated)})`
    if (g.gate === 'min-agreement' && b) measured += ` (${count(b.agreed)} of ${count(b.compared)})`
  }
  return [
    `${mark} \`${g.gate}\``,
    `≥ ${pct(g.threshold)}`,
    measured,
    g.measured === null ? '' : pp(g.measured - g.threshold)
  ]
}

export function gatesTable(s: RunSummary): string | undefined {
  if (s.gates.length === 0) return undefined
  return table(
    ['Gate', 'Threshold', 'Measured', 'Margin'],
    s.gates.map(g => gateRow(g, s)),
    ['l', 'r', 'r', 'r']
  )
}

/** Whether top-5 says anything: only with more than 5 classes to choose from. */
function showTop5(s: RunSummary, e: ClassificationEvaluation): boolean {
  const widths = s.classification?.vectorWidths ?? []
  return widths.length ? Math.max(...widths) > 5 : e.top5Correct !== e.top1Correct
}

interface Row {
  label: string
  before?: string
  after: string
  delta?: string
  /** For ordering per-class rows: the change, most negative first. */
  change?: number
}

function rows(r: Row[], withBaseline: boolean): string[][] {
  return r.map(x => (withBaseline ? [x.label, x.before ?? '', x.after, x.delta ?? ''] : [x.label, x.after]))
}

function classificationRows(
  s: RunSummary,
  e: ClassificationEvaluation,
  b: ClassificationEvaluation | undefined,
  classLimit: number
): { head: Row[]; perClass: Row[]; perClassTotal: number } {
  const head: Row[] = [
    {
      label: '**Top-1 accuracy**',
      after: `**${pct(e.top1Accuracy)}** (${count(e.top1Correct)}/${count(e.evaluated)})`,
      ...(b
        ? {
            before: `${pct(b.top1Accuracy)} (${count(b.top1Correct)}/${count(b.evaluated)})`,
            delta: `**${pp(e.top1Accuracy - b.top1Accuracy)}**`
          }
        : {})
    },
    {
      label: '95% interval (Wilson)',
      after: interval(e.top1Correct, e.evaluated),
      ...(b ? { before: interval(b.top1Correct, b.evaluated) } : {})
    }
  ]
  if (showTop5(s, e)) {
    head.push({
      label: 'Top-5 accuracy',
      after: pct(e.top5Accuracy),
      ...(b ? { before: pct(b.top5Accuracy), delta: pp(e.top5Accuracy - b.top5Accuracy) } : {})
    })
  }
  const before = new Map((b?.perClass ?? []).map(c => [c.label, c]))
  const all = e.perClass.map(c => {
    const old = before.get(c.label)
    const change = old ? c.recall - old.recall : 0
    return {
      label: `recall: ${md(c.label)}`,
      after: `${pct(c.recall)} (${count(c.correct)}/${count(c.support)})`,
      ...(old ? { before: `${pct(old.recall)} (${count(old.correct)}/${count(old.support)})` } : {}),
      ...(old ? { delta: pp(change) } : {}),
      change
    }
  })
  // With a baseline, the classes that moved (worst first); without, the weakest classes.
  const moved = b ? all.filter(r => r.change !== 0).sort((x, y) => x.change - y.change) : all
  return { head, perClass: moved.slice(0, classLimit), perClassTotal: moved.length }
}

function detectionRows(
  e: DetectionEvaluation,
  b: DetectionEvaluation | undefined,
  classLimit: number
): { head: Row[]; perClass: Row[]; perClassTotal: number } {
  const metric = (label: string, now: number | null, then: number | null | undefined, bold = false) => {
    const w = (x: string) => (bold ? `**${x}**` : x)
    return {
      label: w(label),
      after: w(pct(now)),
      ...(b ? { before: pct(then), delta: now !== null && then != null ? w(pp(now - then)) : '' } : {})
    }
  }
  const head: Row[] = [
    metric(MAP_50, e.map, b?.map, true),
    metric(`Precision (score ≥ ${e.scoreThreshold})`, e.precision, b?.precision),
    metric('Recall', e.recall, b?.recall)
  ]
  const before = new Map((b?.perClass ?? []).map(c => [c.label, c]))
  const all = e.perClass.map(c => {
    const old = before.get(c.label)
    const change = old && c.ap !== null && old.ap !== null ? c.ap - old.ap : 0
    return {
      label: `AP: ${md(c.label)}`,
      after: pct(c.ap),
      ...(old ? { before: pct(old.ap), delta: change ? pp(change) : pp(0) } : {}),
      change
    }
  })
  const moved = b ? all.filter(r => r.change !== 0).sort((x, y) => x.change - y.change) : all
  return { head, perClass: moved.slice(0, classLimit), perClassTotal: moved.length }
}

/** This run beside the baseline (or alone): the main figure, its interval and the per-class figures. */
export function beforeAfter(s: RunSummary, classLimit: number): string | undefined {
  const e = s.evaluation
  const b = s.baseline
  const figures = b?.figures?.evaluation
  const lines: string[] = []
  let body: { head: Row[]; perClass: Row[]; perClassTotal: number } | undefined
  if (e?.kind === 'classification')
    body = classificationRows(s, e, figures?.kind === 'classification' ? figures : undefined, classLimit)
  else if (e?.kind === 'detection')
    body = detectionRows(e, figures?.kind === 'detection' ? figures : undefined, classLimit)
  const withBaseline = Boolean(figures && body)
  const all: Row[] = body ? [...body.head, ...body.perClass] : []
  if (b) {
    all.push({
      label: 'Agreement with the baseline',
      after: `${pct(b.agreement)} (${count(b.agreed)}/${count(b.compared)}; 95% ${interval(b.agreed, b.compared)})`
    })
  }
  if (all.length === 0) return undefined
  const head = withBaseline ? ['', 'Baseline', 'This run', 'Change'] : ['', 'This run']
  lines.push(table(head, rows(all, withBaseline), withBaseline ? ['l', 'r', 'r', 'r'] : ['l', 'r']))
  if (body && body.perClassTotal > body.perClass.length) {
    lines.push(
      `_${count(body.perClassTotal - body.perClass.length)} more ${withBaseline ? 'classes changed' : 'classes'}; ` +
        `${withBaseline ? 'unchanged classes are not listed' : 'weakest first'}._`
    )
  } else if (withBaseline && body && body.perClass.length === 0) {
    lines.push('_No class changed its figure._')
  }
  return lines.join('\n\n')
}

/** Where the baseline came from, in one line. */
export function baselineNote(s: RunSummary): string | undefined {
  const b = s.baseline
  if (!b) return undefined
  const run = b.run
  const who: string[] = []
  if (run?.ref) who.push(md(run.ref.replace(/^refs\/heads\//, '')))
  if (run?.commit) who.push(`\`${run.commit.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``)
  if (run?.job) who.push(`job ${md(run.job)}`)
  const from = b.figures
    ? b.figures.source === 'summary'
      ? 'figures from its _summary.json'
      : md(b.figures.note ?? 'figures recomputed from its outputs')
    : undefined
  const pkg = run?.modelPackage
  return [
    `Baseline: ${md(b.path)}${who.length ? ` (${who.join(', ')})` : ''}`,
    pkg ? `the latest Approved model package, version ${pkg.version} (${md(pkg.arn)})` : undefined,
    run?.pointer ? `found through ${md(run.pointer)}` : undefined,
    from
  ]
    .filter(Boolean)
    .join('; ')
}

const MARK: Record<ChangedPrediction['change'], [string, string]> = {
  broken: ['✓', '✗'],
  fixed: ['✗', '✓'],
  'still-wrong': ['✗', '✗'],
  unknown: ['', '']
}

function withConfidence(label: string, confidence: number | null): string {
  return `${mdShort(label, 80)}${confidence === null ? '' : ` (${num(confidence)})`}`
}

/** Changed predictions: regressions first, then fixes; with the truth and ✓/✗ when there is ground truth. */
export function changedTable(s: RunSummary, limit: number, where = ''): string | undefined {
  const b = s.baseline
  if (!b || b.changed.examples.length === 0) return undefined
  const shown = b.changed.examples.slice(0, limit)
  const withTruth = shown.some(c => c.truth !== undefined)
  const object = (c: ChangedPrediction): string => mdShort(c.key, 100) + (c.record ? ` #${c.record}` : '')
  const mark = (m: string, text: string): string => (m ? `${m} ${text}` : text)
  const body = withTruth
    ? table(
        ['Object', 'Truth', 'Baseline', 'This run'],
        shown.map(c => [
          object(c),
          c.truth === undefined ? '' : mdShort(c.truth, 80),
          mark(MARK[c.change][0], withConfidence(c.before, c.beforeConfidence)),
          mark(MARK[c.change][1], withConfidence(c.after, c.afterConfidence))
        ])
      )
    : table(
        ['Object', 'Baseline', 'This run', 'Confidence drop'],
        shown.map(c => [
          object(c),
          withConfidence(c.before, c.beforeConfidence),
          withConfidence(c.after, c.afterConfidence),
          c.beforeConfidence !== null && c.afterConfidence !== null
            ? num(c.beforeConfidence - c.afterConfidence)
            : ''
        ]),
        ['l', 'l', 'l', 'r']
      )
  const order = withTruth ? 'now wrong first, then fixed' : 'largest confidence drop first'
  return `**Changed predictions** (${count(b.changed.count)}; ${order})\n\n${body}${more(shown.length, b.changed.count, where)}`
}
