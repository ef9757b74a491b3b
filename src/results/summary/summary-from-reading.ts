// The RunSummary made from what was read: the format found, the counts, the evaluation and the
// baseline comparison (or why there is none), the notes for the reader, and the figures the gates
// measure.
import type { JobOutcome } from '../../job.js'
import type { Spec } from '../../spec.js'
import type { Loaded, Note, OpenedBaseline } from '../analysis/analysis-inputs.js'
import { baselineFigures, baselineProblems } from '../baseline/baseline-figures.js'
import type { Collected } from '../read/collect-outputs.js'
import type { Measured } from '../evaluation/quality-gates.js'
import type { GroundTruth } from '../evaluation/ground-truth.js'
import { jobInfo } from './job-info.js'
import type { LabelMap } from '../labels.js'
import type { PredictionKind, PredictionTally } from './prediction-tally.js'
import { SUMMARY_SCHEMA, accuracyOf, type RunSummary } from './run-summary.js'

/**
 * Counts by name, most first and then by name: an order that does not depend on the order outputs were
 * read in (read as they land, or replayed from the cache's readings).
 */
export function byCount<K extends string>(counts: Partial<Record<K, number>>): Record<K, number> {
  const entries = Object.entries(counts) as [K, number][]
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return Object.fromEntries(entries) as Record<K, number>
}

function describeFormat(requested: string, c: Collected, kind: string): string {
  const shapes = Object.entries(byCount(c.shapes)).map(([s, n]) => `${s} (${n})`)
  const framings = Object.entries(byCount(c.framings)).map(([f, n]) => `${f} (${n})`)
  const what = kind === 'none' ? 'no recognised predictions' : kind
  const lead = requested === 'auto' ? `auto -> ${what}` : `${requested} -> ${what}`
  return `${lead}${shapes.length ? `; records: ${shapes.join(', ')}` : ''}${framings.length ? `; objects: ${framings.join(', ')}` : ''}`
}

export function evaluationOf(
  kind: PredictionKind,
  tally: PredictionTally,
  truth: Loaded<GroundTruth>,
  note: Note
): Loaded<NonNullable<RunSummary['evaluation']>> {
  // A ground truth that matched no input still evaluates (to nothing); its reason stays for the gates.
  const why = truth.missing ? { missing: truth.missing } : {}
  if (kind === 'classification' && tally.classEval) return { value: tally.classEval.result(), ...why }
  if (kind === 'detection' && tally.detEval) return { value: tally.detEval.result(), ...why }
  if (!truth.value) return why
  const missing = `the ground truth is for ${truth.value.kind} but the predictions are ${kind === 'none' ? 'not recognised' : kind}`
  note(`Evaluation skipped: ${missing}.`)
  return { missing }
}

export function comparisonOf(
  kind: PredictionKind,
  tally: PredictionTally,
  opened: Loaded<OpenedBaseline>,
  note: Note
): Loaded<NonNullable<RunSummary['baseline']>> {
  const b = opened.value
  if (!b || kind === 'none') return { missing: opened.missing }
  if (b.comparer.kind !== kind) {
    const missing = `the baseline holds ${b.comparer.kind} predictions, this run ${kind}`
    note(`Baseline comparison skipped: ${missing}.`)
    return { missing }
  }
  const counts = kind === 'classification' ? tally.classification.countsById() : tally.detection.countsById()
  const baseline = b.comparer.result(counts)
  for (const problem of baselineProblems(b.source, b.outputs)) note(`Baseline: ${problem}.`)
  const figures = baselineFigures(b.source, b.comparer.evaluation, b.comparer.leftOut)
  if (figures) baseline.figures = figures
  if (Object.keys(b.source.run).length) baseline.run = b.source.run
  return { value: baseline }
}

/** What the records alone suggest: a label map for ImageNet-sized score vectors. */
function labelMapHint(labels: LabelMap | undefined, cs: RunSummary['classification']): string | undefined {
  if (labels) return undefined
  if (cs?.vectorWidths.includes(1001))
    return 'Records have 1001 scores: set `label-map: imagenet-1001` to name ImageNet classes (index 0 = background).'
  if (cs?.vectorWidths.includes(1000))
    return 'Records have 1000 scores: set `label-map: imagenet-1000` to name ImageNet classes.'
  return undefined
}

/** What the outputs read and the job's end tell the reader of the summary. */
export function readingNotes(
  labels: LabelMap | undefined,
  classification: RunSummary['classification'],
  collected: Collected,
  outcome: JobOutcome
): string[] {
  const notes: string[] = []
  const hint = labelMapHint(labels, classification)
  if (hint) notes.push(hint)
  if (collected.objectsTotal === 0) notes.push('No input objects were found.')
  if (outcome.stoppedEarly)
    notes.push(
      `The action ${outcome.stoppedEarly.reason}. This report stands on the ${collected.written} outputs ` +
        'read before the stop: the inputs the job did not reach count as failed.'
    )
  else if (outcome.status === 'Stopped')
    notes.push(
      `The job was stopped before it completed: ${collected.written} of its outputs were found at output-path ` +
        '(SageMaker documents that it keeps no output of a stopped job, so there may be none).'
    )
  return notes
}

interface SummaryParts {
  spec: Spec
  outcome: JobOutcome
  outputPath: string
  labels?: LabelMap
  collected: Collected
  tally: PredictionTally
  kind: PredictionKind
  classification?: RunSummary['classification']
  detection?: RunSummary['detection']
  evaluation?: RunSummary['evaluation']
  baseline?: RunSummary['baseline']
  notes: string[]
}

export function summaryOf(p: SummaryParts): RunSummary {
  const { spec, collected: c, tally, kind } = p
  const requested = spec.report.outputFormat
  const { classification: cs, detection: ds } = p
  return {
    schema: SUMMARY_SCHEMA,
    job: jobInfo(spec, p.outcome),
    data: { uri: spec.data.uri, type: spec.data.type },
    outputPath: p.outputPath,
    format: {
      requested,
      kind,
      chosen: describeFormat(requested, c, kind),
      framings: byCount(c.framings),
      shapes: byCount(c.shapes),
      ...(p.labels ? { labelMap: p.labels.source } : {})
    },
    objects: {
      total: c.objectsTotal,
      withOutput: c.withOutput,
      written: c.written,
      kept: c.kept,
      leftByEarlierRun: c.leftByEarlierRun.count,
      failed: c.failed.count,
      unreadable: c.unreadable.count,
      orphanOutputs: c.orphanOutputs.count,
      bytes: c.bytes
    },
    records: tally.classification.records + tally.detection.records,
    unrecognisedRecords: tally.unrecognised,
    failedObjects: c.failed.examples,
    unreadableObjects: c.unreadable.examples,
    unrecognisedExamples: c.unrecognised.examples,
    orphanOutputs: c.orphanOutputs.examples,
    ...(cs ? { classification: cs } : {}),
    ...(ds ? { detection: ds } : {}),
    ...(p.evaluation ? { evaluation: p.evaluation } : {}),
    ...(p.baseline ? { baseline: p.baseline } : {}),
    gates: [],
    notes: p.notes
  }
}

export function measuredOf(s: RunSummary, accuracyMissing?: string, agreementMissing?: string): Measured {
  const e = s.evaluation
  const accuracy = accuracyOf(s)
  const b = s.baseline
  return {
    accuracy,
    accuracyName: e?.kind === 'detection' ? 'mAP@0.5' : 'top-1 accuracy',
    ...(e?.kind === 'classification' ? { accuracyDetail: `${e.top1Correct} of ${e.evaluated}` } : {}),
    ...(accuracy === undefined ? { accuracyMissing: accuracyMissing ?? 'nothing was evaluated' } : {}),
    ...(b && !Number.isNaN(b.agreement)
      ? { agreement: b.agreement, agreementDetail: `${b.agreed} of ${b.compared}` }
      : { agreementMissing: agreementMissing ?? 'no records in common with the baseline' }),
    failedObjects: s.objects.failed,
    objectsTotal: s.objects.total
  }
}
