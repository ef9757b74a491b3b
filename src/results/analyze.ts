// Reads a finished run's outputs and produces its RunSummary: pairing, parsing, summaries, evaluation
// against ground truth, comparison with a baseline and the quality gates.
import type { JobOutcome } from '../job.js'
import { errorMessage } from '../errors.js'
import { isLocal, type Spec } from '../spec.js'
import { BaselineComparer, loadBaseline, type BaselineFigures, type BaselineLoad } from './baseline.js'
import { openBaseline, type BaselineSource } from './baseline-source.js'
import { ClassRegistry } from './classes.js'
import { collectResults, listInputKeys, type Collected, type InputKeys, type SeenOutputs } from './collect.js'
import { ClassificationEvaluator } from './evaluate-classification.js'
import { DetectionEvaluator } from './evaluate-detection.js'
import { groupFailures, hintFor, type FailureGroup } from './failures.js'
import { evaluateGates, formatFraction, type Measured } from './gates.js'
import { loadGroundTruth, type GroundTruth } from './ground-truth.js'
import { openInputListing, type InputListing } from '../contract/listing.js'
import { listedFor, type ListedInputs } from '../contract/listed-inputs.js'
import { outputPlaceOf } from '../contract/output-keys.js'
import { LEFT_BY_EARLIER_RUN, originsOf } from './origins.js'
import { builtinLabelMap, parseLabelFile, type LabelMap } from './labels.js'
import { isS3Uri } from '../storage/uri.js'
import type { ObjectStore } from '../storage/store.js'
import { openFolder, readWholeFile, type S3ClientSource } from '../storage/resolve.js'
import { OutputReader } from './output-reader.js'
import type { Prediction } from './predictions.js'
import type { ReadOptions } from './read-object.js'
import {
  SUMMARY_OBJECT_KEY,
  SUMMARY_SCHEMA,
  accuracyOf,
  type JobInfo,
  type RerunInfo,
  type RunSummary
} from './run-summary.js'
import { ClassificationSummarizer, DetectionSummarizer } from './summarize.js'
import type { ReadSoFar } from './early-stop.js'
import type { Logger } from '../context.js'

export interface AnalyzeOptions {
  s3: S3ClientSource
  log: Pick<Logger, 'warning'>
  /** Outputs read at once (defaults: 32 for S3, 8 for local folders). */
  concurrency?: number
  /** The input as the run listed it: read from here when it is the spec's. */
  inputs?: ListedInputs
}

async function loadLabelMap(spec: Spec, s3: S3ClientSource): Promise<LabelMap | undefined> {
  const name = spec.report.labelMap
  if (!name) return undefined
  const builtin = builtinLabelMap(name)
  if (builtin) return builtin
  const text = (await readWholeFile(name, s3, 'label-map')).toString('utf8')
  return parseLabelFile(name, text)
}

/** The money for instance time at an hourly price. */
function costOf(instanceSeconds: number, pricePerHour: number): number {
  return (pricePerHour * instanceSeconds) / 3600
}

/**
 * `rerun: failed` over `transformed` of `total` objects: what skipping the others saved, estimated as this
 * run's instance-seconds per transformed object x the objects skipped. The run's start-up time is
 * spread over its objects, so for a small rerun the figure leans high.
 */
export function rerunInfo(job: JobInfo, transformed: number, total: number): RerunInfo {
  const info: RerunInfo = { objects: transformed, of: total }
  if (job.instanceSeconds === undefined || transformed === 0) return info
  const saved = (job.instanceSeconds * (total - transformed)) / transformed
  info.savedInstanceSeconds = saved
  if (job.pricePerHour !== undefined) info.savedCost = costOf(saved, job.pricePerHour)
  return info
}

export function jobInfo(spec: Spec, outcome: JobOutcome): JobInfo {
  const started = outcome.startedAt
  const ended = outcome.endedAt
  const durationSeconds =
    started && ended ? Math.max(0, (ended.getTime() - started.getTime()) / 1000) : undefined
  // Runner time in local mode is billed by nobody: no money for it. A price given wins over one found.
  const given = spec.report.pricePerHour
  const price = isLocal(spec) ? undefined : typeof given === 'number' ? given : outcome.pricePerHour
  const instanceSeconds =
    durationSeconds !== undefined ? spec.resources.instanceCount * durationSeconds : undefined
  return {
    name: outcome.jobName,
    status: outcome.status,
    ...(outcome.failureReason ? { failureReason: outcome.failureReason } : {}),
    mode: spec.control.mode,
    instanceType: spec.resources.instanceType,
    instanceCount: spec.resources.instanceCount,
    ...(started ? { startedAt: started.toISOString() } : {}),
    ...(ended ? { endedAt: ended.toISOString() } : {}),
    ...(durationSeconds !== undefined ? { durationSeconds, instanceSeconds } : {}),
    ...(price !== undefined ? { pricePerHour: price } : {}),
    ...(price !== undefined && instanceSeconds !== undefined
      ? { estimatedCost: costOf(instanceSeconds, price) }
      : {}),
    ...(outcome.stoppedEarly ? { stoppedEarly: stopInfo(outcome.stoppedEarly) } : {})
  }
}

/** A stop for a verdict, for `_summary.json`: when the verdict was certain, when the stop was sent. */
function stopInfo(order: NonNullable<JobOutcome['stoppedEarly']>): NonNullable<JobInfo['stoppedEarly']> {
  const { limit, reason, decidedAt, decidedBy, sentAt, costAfterVerdict } = order
  const iso = (ms: number): string => new Date(ms).toISOString()
  return {
    limit,
    reason,
    ...(decidedAt !== undefined ? { decidedAt: iso(decidedAt) } : {}),
    ...(decidedBy !== undefined ? { decidedBy } : {}),
    ...(sentAt !== undefined ? { stopSentAt: iso(sentAt) } : {}),
    ...(sentAt !== undefined && decidedAt !== undefined
      ? { secondsAfterVerdict: Math.max(0, sentAt - decidedAt) / 1000 }
      : {}),
    ...(costAfterVerdict !== undefined ? { costAfterVerdict } : {})
  }
}

function describeFormat(requested: string, c: Collected, kind: string): string {
  const shapes = Object.entries(c.shapes)
    .sort((a, b) => b[1] - a[1])
    .map(([s, n]) => `${s} (${n})`)
  const framings = Object.entries(c.framings)
    .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
    .map(([f, n]) => `${f} (${n})`)
  const what = kind === 'none' ? 'no recognised predictions' : kind
  const lead = requested === 'auto' ? `auto -> ${what}` : `${requested} -> ${what}`
  return `${lead}${shapes.length ? `; records: ${shapes.join(', ')}` : ''}${framings.length ? `; objects: ${framings.join(', ')}` : ''}`
}

/** The summary, and what it was made from, for later readers of the same run (the pictures). */
export interface Analysis {
  summary: RunSummary
  registry: ClassRegistry
  /** Undefined when the inputs could not be listed. */
  inputs?: InputListing
  groundTruth?: GroundTruth
  /** Whether an input's output (by output name) was counted: this job's, or kept by a rerun. */
  counted(name: string): boolean
}

/**
 * `rerun` names (output names) the inputs a `rerun: failed` job transformed: the outputs of the others
 * are kept from earlier runs. Without it, only this job's outputs count.
 */
export async function analyzeRun(
  spec: Spec,
  outcome: JobOutcome,
  deps: AnalyzeOptions,
  rerun?: { names: readonly string[] }
): Promise<Analysis> {
  const open = await openAnalysis(spec, outcome.outputPath || spec.output.path, deps)
  return open.finish(outcome, rerun)
}

/** An analysis begun before the job's end: its reader takes outputs as they land. */
export interface OpenAnalysis {
  reader: OutputReader
  /** Where the outputs are (output-path). */
  outputs: ObjectStore
  /** Undefined when the inputs could not be listed. */
  inputs?: InputListing
  /** The inputs' output names, listed once (the first call starts the listing). */
  inputKeys(): Promise<InputKeys> | undefined
  /**
   * Reads what is left and makes the summary (`rerun` as for analyzeRun; `seen`: what the listings
   * while the job ran found, so that only the rest is looked up).
   */
  finish(outcome: JobOutcome, rerun?: { names: readonly string[] }, seen?: SeenOutputs): Promise<Analysis>
  /** What the outputs read so far say against the gates (early-stop.ts). */
  soFar(): ReadSoFar
}

/** What a figure is computed from, or why it cannot be (the gates name the reason). */
interface Loaded<T> {
  value?: T
  missing?: string
}

/** Said in the log and kept among the summary's notes. */
type Note = (message: string) => void

/** How the loaders reach storage, and where they say what they had to skip. */
interface Loading {
  s3: S3ClientSource
  note: Note
}

async function listInputs(
  spec: Spec,
  outputPath: string,
  { s3, note }: Loading,
  listed?: ListedInputs
): Promise<InputListing | undefined> {
  const outputs = outputPlaceOf(outputPath)
  const known = listedFor(listed, spec.data, outputs)
  if (known) return known
  try {
    return await openInputListing(spec.data.uri, spec.data.type, s3, { outputs })
  } catch (err) {
    note(`Could not list the inputs (${errorMessage(err)}); failed objects are not counted.`)
    return undefined
  }
}

/** The ground truth for the listed inputs, matched against their keys. */
async function groundTruthFor(
  uri: string | undefined,
  { inputs, registry }: { inputs?: InputListing; registry: ClassRegistry },
  { s3, note }: Loading
): Promise<Loaded<GroundTruth>> {
  if (!uri) return { missing: 'no ground-truth given' }
  if (!inputs) return { missing: 'the inputs could not be listed to match ground truth' }
  try {
    return { value: await loadGroundTruth(uri, s3, inputs, registry) }
  } catch (err) {
    note(`Evaluation skipped: ${errorMessage(err)}`)
    return { missing: `ground truth not read: ${errorMessage(err)}` }
  }
}

/** A baseline read and ready to compare with, with where it came from and how many outputs it holds. */
interface OpenedBaseline {
  comparer: BaselineComparer
  source: BaselineSource
  outputs: number
}

async function baselineFor(
  uri: string | undefined,
  load: BaselineLoad,
  { s3, note }: Loading
): Promise<Loaded<OpenedBaseline>> {
  if (!uri) return { missing: 'no baseline given' }
  try {
    const source = await openBaseline(uri, s3)
    const index = await loadBaseline(source.store, load)
    if (index.records === 0) {
      const missing = `the baseline ${source.folder} has no readable predictions`
      note(`Baseline comparison skipped: ${missing}.`)
      return { missing }
    }
    const { registry, threshold, groundTruth } = load
    const comparer = new BaselineComparer(source.folder, index, registry, threshold, groundTruth)
    return { value: { comparer, source, outputs: index.outputs } }
  } catch (err) {
    note(`Baseline comparison skipped: ${errorMessage(err)}`)
    return { missing: `baseline not read: ${errorMessage(err)}` }
  }
}

/** Where each prediction read goes: the summaries, the evaluations and the baseline comparison. */
class PredictionTally {
  readonly classification: ClassificationSummarizer
  readonly detection: DetectionSummarizer
  readonly classEval?: ClassificationEvaluator
  readonly detEval?: DetectionEvaluator
  unrecognised = 0

  constructor(
    registry: ClassRegistry,
    threshold: number,
    groundTruth?: GroundTruth,
    private readonly comparer?: BaselineComparer
  ) {
    this.classification = new ClassificationSummarizer(registry)
    this.detection = new DetectionSummarizer(registry, threshold)
    if (groundTruth?.kind === 'classification')
      this.classEval = new ClassificationEvaluator(groundTruth, registry)
    if (groundTruth?.kind === 'detection')
      this.detEval = new DetectionEvaluator(groundTruth, registry, threshold)
  }

  readonly sink = (key: string, index: number, prediction: Prediction): void => {
    if (prediction.kind === 'classification') {
      this.classification.add(key, index, prediction)
      this.classEval?.add(key, index, prediction)
    } else if (prediction.kind === 'detection') {
      this.detection.add(key, index, prediction)
      this.detEval?.add(key, index, prediction)
    } else this.unrecognised++
    this.comparer?.add(key, index, prediction)
  }

  /**
   * Wrong answers and disagreements so far, for the early stop. Accuracy is bounded only for
   * classification (a detection's mAP can move either way), and not while detection records lead.
   */
  soFar(): ReadSoFar {
    const wrong = this.kind() === 'detection' ? undefined : this.classEval?.wrongSoFar()
    const disagreed = this.comparer?.disagreedSoFar()
    return { ...(wrong ? { wrong } : {}), ...(disagreed ? { disagreed } : {}) }
  }

  /** The kind most records have (detection wins a tie only when it has more). */
  kind(): PredictionKind {
    const { classification, detection } = this
    if (classification.records === 0 && detection.records === 0) return 'none'
    return detection.records > classification.records ? 'detection' : 'classification'
  }
}

type PredictionKind = 'none' | 'classification' | 'detection'

function evaluationOf(
  kind: PredictionKind,
  tally: PredictionTally,
  truth: Loaded<GroundTruth>,
  note: Note
): Loaded<NonNullable<RunSummary['evaluation']>> {
  if (kind === 'classification' && tally.classEval) return { value: tally.classEval.result() }
  if (kind === 'detection' && tally.detEval) return { value: tally.detEval.result() }
  if (!truth.value) return { missing: truth.missing }
  const missing = `the ground truth is for ${truth.value.kind} but the predictions are ${kind === 'none' ? 'not recognised' : kind}`
  note(`Evaluation skipped: ${missing}.`)
  return { missing }
}

function comparisonOf(
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
function readingNotes(
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

function summaryOf(p: SummaryParts): RunSummary {
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
      framings: c.framings,
      shapes: c.shapes,
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

/** The input keys, listed once on first ask; undefined when the inputs could not be listed. */
function lazyKeyListing(inputs: InputListing | undefined): () => Promise<InputKeys> | undefined {
  let keyListing: Promise<InputKeys> | undefined
  return () => {
    if (inputs && !keyListing) {
      keyListing = listInputKeys(inputs)
      // A listing that fails while the job runs is reported when the results are read.
      keyListing.catch(() => undefined)
    }
    return keyListing
  }
}

/** Loads what reading needs (label map, ground truth, baseline) and sets up the reader. */
export async function openAnalysis(
  spec: Spec,
  outputPath: string,
  deps: AnalyzeOptions
): Promise<OpenAnalysis> {
  const notes: string[] = []
  const note: Note = message => {
    notes.push(message)
    deps.log.warning(message)
  }
  const report = spec.report
  const labels = await loadLabelMap(spec, deps.s3)
  const registry = new ClassRegistry(labels)
  const read: ReadOptions = { format: report.outputFormat, classes: registry }
  const outputs = openFolder(outputPath, deps.s3, 'output-path')
  const concurrency = deps.concurrency ?? (isS3Uri(outputPath) ? 32 : 8)
  const loading: Loading = { s3: deps.s3, note }
  const inputs = await listInputs(spec, outputPath, loading, deps.inputs)
  const truth = await groundTruthFor(report.groundTruth, { inputs, registry }, loading)
  const groundTruth = truth.value
  const threshold = report.scoreThreshold
  const opened = await baselineFor(
    report.baseline,
    // Compared on this run's inputs only: a sample is set against the same objects of the baseline.
    { read, registry, threshold, concurrency, groundTruth, isInput: key => inputs?.holds(key) ?? true },
    loading
  )
  const tally = new PredictionTally(registry, threshold, groundTruth, opened.value?.comparer)
  const sink = tally.sink
  const reader = new OutputReader({ outputs, read, concurrency, sink })
  const listed = lazyKeyListing(inputs)

  const finish = async (
    outcome: JobOutcome,
    rerun?: { names: readonly string[] },
    seen?: SeenOutputs
  ): Promise<Analysis> => {
    const origin = originsOf(outcome, rerun)
    const inputKeys = listed()
    const collected = await collectResults({
      inputs,
      outputs,
      origin,
      read,
      concurrency,
      sink,
      reader,
      inputKeys,
      ...(seen ? { seen } : {})
    })
    // The inputs without an output are known now: their last reasons may still be on their way.
    await outcome.settleFailures?.(collected.failed.count)
    const kind = tally.kind()
    const classification = kind === 'classification' ? tally.classification.result() : undefined
    const detection = kind === 'detection' ? tally.detection.result() : undefined
    notes.push(...readingNotes(labels, classification, collected, outcome))
    const evaluation = evaluationOf(kind, tally, truth, note)
    const baseline = comparisonOf(kind, tally, opened, note)
    const summary = summaryOf({
      ...{ spec, outcome, outputPath, labels, collected, tally, kind, classification, detection, notes },
      evaluation: evaluation.value,
      baseline: baseline.value
    })
    const failures = failureGroups(outcome, summary, { collected, inputs }, spec.data.contentType)
    if (failures.length) summary.failures = failures
    if (report.outputFormat === 'raw') summary.records = collected.withOutput
    summary.gates = evaluateGates(report, measuredOf(summary, evaluation.missing, baseline.missing))
    return {
      summary,
      registry,
      counted: collected.counted,
      ...(inputs ? { inputs } : {}),
      ...(groundTruth ? { groundTruth } : {})
    }
  }
  const soFar = () => tally.soFar()
  return { reader, outputs, ...(inputs ? { inputs } : {}), inputKeys: listed, finish, soFar }
}

/**
 * Per-object failures grouped (local mode; SageMaker: those its data-log named), or: the inputs whose
 * only `.out` an earlier run left, and for the other failed objects the reason the backend gives those it
 * named none for, else the service's one reason with a hint; a reason that no failed object explains is
 * the job's own, shown as such.
 */
function failureGroups(
  outcome: JobOutcome,
  s: RunSummary,
  { collected, inputs }: { collected: Collected; inputs?: InputListing },
  contentType?: string
): FailureGroup[] {
  const earlier = collected.leftByEarlierRun
  const nameOf = (key: string): string | undefined => inputs?.nameOf(inputs.store.uriOf(key))
  // An input that failed and then got its output on a later try is not failed.
  const named = (outcome.failures ?? []).filter(f => {
    const name = nameOf(f.key)
    return name === undefined || !collected.counted(name)
  })
  if (named.length && !outcome.unexplained) return groupFailures(named, contentType)
  const groups: FailureGroup[] = named.length ? groupFailures(named, contentType) : []
  // An input named with its reason is not counted again as one an earlier run's output stands for.
  const namedNames = new Set(named.map(f => nameOf(f.key) ?? f.key))
  const leftOnly = earlier.examples.filter(k => !namedNames.has(k))
  const leftCount = earlier.count - (earlier.examples.length - leftOnly.length)
  if (leftCount > 0)
    groups.push({ reason: LEFT_BY_EARLIER_RUN, count: leftCount, examples: leftOnly.slice(0, 3) })
  const others = s.objects.failed - leftCount - named.length
  const reason = outcome.unexplained ?? (outcome.status === 'Failed' ? outcome.failureReason : undefined)
  if (!reason || others <= 0) return groups
  const hint = hintFor(reason, contentType)
  const explained = new Set([...earlier.examples, ...namedNames])
  groups.push({
    reason,
    count: others,
    examples: s.failedObjects.filter(k => !explained.has(k)).slice(0, 3),
    ...(hint ? { hint } : {})
  })
  return groups
}

/** Signs that the baseline folder mixes runs: its summary counted other outputs than the folder holds. */
function baselineProblems(source: BaselineSource, outputs: number): string[] {
  const problems = [...source.problems]
  const counted = source.summary?.objects.withOutput
  if (counted !== undefined && counted !== outputs) {
    problems.push(
      `${source.folder} holds ${outputs} outputs but its ${SUMMARY_OBJECT_KEY} counted ${counted}: ` +
        'it may mix outputs of several runs. Write each run to its own output-path and point to the ' +
        'latest with baseline-pointer'
    )
  }
  return problems
}

/** Same figures, whichever way they were obtained (classification counts, or mAP to 1e-9). */
function sameFigures(a: BaselineFigures['evaluation'], b: BaselineFigures['evaluation']): boolean {
  if (a.kind === 'classification' && b.kind === 'classification')
    return a.top1Correct === b.top1Correct && a.evaluated === b.evaluated
  if (a.kind === 'detection' && b.kind === 'detection')
    return a.evaluated === b.evaluated && Math.abs((a.map ?? -1) - (b.map ?? -1)) < 1e-9
  return false
}

/**
 * The baseline's own accuracy: from its `_summary.json` when that was measured on the same ground truth
 * and its outputs still give the same figures; otherwise recomputed from its outputs, saying why.
 */
function baselineFigures(
  source: BaselineSource,
  recomputed: BaselineFigures['evaluation'] | undefined,
  leftOut: number
): BaselineFigures | undefined {
  const stored = source.summary?.evaluation
  if (!recomputed) return undefined // no ground truth here: nothing to set beside this run's figures
  if (leftOut > 0) {
    return {
      source: 'recomputed',
      note: `recomputed from its outputs for this run's inputs only (${leftOut} of its objects left out)`,
      evaluation: recomputed
    }
  }
  if (!stored) {
    const why = source.summary
      ? `its ${SUMMARY_OBJECT_KEY} has no evaluation`
      : `it has no ${SUMMARY_OBJECT_KEY}`
    return { source: 'recomputed', note: `recomputed from its outputs (${why})`, evaluation: recomputed }
  }
  if (stored.kind !== recomputed.kind || stored.source !== recomputed.source) {
    return {
      source: 'recomputed',
      note: 'recomputed from its outputs against this run’s ground truth (it was evaluated on another)',
      evaluation: recomputed
    }
  }
  if (!sameFigures(stored, recomputed)) {
    return {
      source: 'recomputed',
      note: `recomputed from its outputs: they no longer give the figures of its ${SUMMARY_OBJECT_KEY}`,
      evaluation: recomputed
    }
  }
  return { source: 'summary', evaluation: stored }
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

export { formatFraction }
