// Reads a finished run's outputs and produces its RunSummary: pairing, parsing, summaries, evaluation
// against ground truth, comparison with a baseline and the quality gates. What reading needs is loaded
// in analysis-inputs.ts, predictions are tallied in summary/prediction-tally.ts, and the summary is
// made in summary/summary-from-reading.ts (its failure groups in summary/failure-groups.ts).
import type { JobOutcome } from '../../job.js'
import type { Spec } from '../../spec.js'
import {
  baselineFor,
  groundTruthFor,
  listedInputs,
  loadLabelMap,
  type Loaded,
  type Loading,
  type Note,
  type OpenedBaseline
} from './analysis-inputs.js'
import { ClassRegistry } from '../classes.js'
import type { LabelMap } from '../labels.js'
import {
  collectResults,
  listInputKeys,
  type Collected,
  type InputKeys,
  type SeenOutputs
} from '../read/collect-outputs.js'
import { failureGroups } from '../summary/failure-groups.js'
import { evaluateGates } from '../evaluation/quality-gates.js'
import type { GroundTruth } from '../evaluation/ground-truth.js'
import type { InputListing } from '../../listing/listing.js'
import type { InputsOrWhy } from '../../listing/listed-inputs.js'
import { originsOf } from '../read/output-origins.js'
import { isS3Uri } from '../../storage/uri.js'
import type { ObjectStore } from '../../storage/store.js'
import { openFolder, type S3ClientSource } from '../../storage/resolve.js'
import { OutputReader } from '../read/output-reader.js'
import { PredictionTally } from '../summary/prediction-tally.js'
import type { OutputParser, ReadOptions } from '../read/read-object.js'
import { decodeReading, readingKey, ReadingsMade, type KeptReadings } from '../read/kept-readings.js'
import type { Prediction } from '../predictions.js'
import type { RunSummary } from '../summary/run-summary.js'
import {
  comparisonOf,
  evaluationOf,
  measuredOf,
  readingNotes,
  summaryOf
} from '../summary/summary-from-reading.js'
import type { ReadSoFar } from '../live/early-stop.js'
import type { Logger } from '../../context.js'

export interface AnalyzeOptions {
  s3: S3ClientSource
  log: Pick<Logger, 'warning'> & Partial<Pick<Logger, 'debug'>>
  /** Outputs read at once (defaults: 32 for S3, 8 for local folders). */
  concurrency?: number
  /** The reported input (`spec.data`) as the run listed it, or why it could not be. */
  inputs: InputsOrWhy
  /** Parses whole outputs off the main thread (read/parse-worker.ts); unset: on it. */
  parser?: OutputParser
  /** Readings the cache kept for the outputs it placed: replayed when made under this run's key. */
  kept?: KeptReadings
  /** Whether what each output read gave is written down, for a cache to keep. */
  keepReadings?: boolean
  /** The label map, when loaded before (readingsOfRun); else loaded here. */
  labels?: Promise<LabelMap | undefined>
}

/** What reading the outputs needs besides the stores: the parser, the cache's readings, the labels. */
export type ReadingDeps = Pick<AnalyzeOptions, 'parser' | 'kept' | 'keepReadings' | 'labels'>

/**
 * With a cache, before its look-up: the label map (loaded once, for the analysis too) and the key of
 * the readings this run would make, which the cache's kept readings must have to be replayed
 * (undefined when the label map cannot be loaded: the analysis says why, and nothing is replayed).
 */
export function readingsOfRun(
  spec: Spec,
  s3: S3ClientSource
): { labels: Promise<LabelMap | undefined>; key: Promise<string | undefined> } {
  const labels = loadLabelMap(spec, s3)
  labels.catch(() => undefined)
  return { labels, key: labels.then(l => readingKey(spec.report, l)).catch(() => undefined) }
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
  /** What reading each output gave (by name), under the key of this run's settings: for the cache. */
  readings?: { key: string; of(name: string): string | undefined }
  /** The predictions of an output (by name) as read or replayed, when they were written down. */
  predictionsOf(name: string): Prediction[] | undefined
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
  /** What the outputs read so far say against the gates (live/early-stop.ts). */
  soFar(): ReadSoFar
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

/** The end of the analysis, part by part (moments in ms), for the debug log. */
function endTimes(waiting: number, [began, read, settled, made]: number[]): string {
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(2)
  return (
    `Analysis: ${waiting} outputs offered but not yet read at the job's end; the rest found and read in ` +
    `${seconds(began, read)} s, failures settled in ${seconds(read, settled)} s, the summary made in ` +
    `${seconds(settled, made)} s`
  )
}

/** What the outputs were read with, and against. */
interface Reading {
  spec: Spec
  outputPath: string
  labels: LabelMap | undefined
  tally: PredictionTally
  truth: Loaded<GroundTruth>
  baseline: Loaded<OpenedBaseline>
  inputs?: InputListing
  notes: string[]
  note: Note
}

/** The summary of what was read: figures, evaluation, baseline comparison, failures and gates. */
function summaryFrom(r: Reading, outcome: JobOutcome, collected: Collected): RunSummary {
  const { spec, tally } = r
  const kind = tally.kind()
  const classification = kind === 'classification' ? tally.classification.result() : undefined
  const detection = kind === 'detection' ? tally.detection.result() : undefined
  r.notes.push(...readingNotes(r.labels, classification, collected, outcome))
  const evaluation = evaluationOf(kind, tally, r.truth, r.note)
  const baseline = comparisonOf(kind, tally, r.baseline, r.note)
  const { outputPath, labels, notes } = r
  const summary = summaryOf({
    ...{ spec, outcome, outputPath, labels, collected, tally, kind, classification, detection, notes },
    evaluation: evaluation.value,
    baseline: baseline.value
  })
  const failures = failureGroups(outcome, summary, { collected, inputs: r.inputs }, spec.data.contentType)
  if (failures.length) summary.failures = failures
  if (spec.report.outputFormat === 'raw') summary.records = collected.withOutput
  summary.gates = evaluateGates(spec.report, measuredOf(summary, evaluation.missing, baseline.missing))
  return summary
}

/**
 * The readings the cache kept (replayed only when made under this run's `key`: other settings or
 * another parser read instead), those this run makes for it, and how the report finds either.
 */
function readingsFor(deps: AnalyzeOptions, key: string, registry: ClassRegistry) {
  const kept = deps.kept?.key === key ? deps.kept : undefined
  const made = deps.keepReadings ? new ReadingsMade(registry) : undefined
  const written: Pick<Analysis, 'readings' | 'predictionsOf'> = {
    ...(made ? { readings: { key, of: (name: string) => made.of(name) } } : {}),
    predictionsOf: name => {
      const text = kept?.readingOf(name) ?? made?.of(name)
      return text === undefined ? undefined : decodeReading(text, registry)?.predictions
    }
  }
  return { kept, made, written }
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
  const labels = await (deps.labels ?? loadLabelMap(spec, deps.s3))
  const registry = new ClassRegistry(labels)
  const read: ReadOptions = { format: report.outputFormat, classes: registry, parser: deps.parser }
  const outputs = openFolder(outputPath, deps.s3, 'output-path')
  const concurrency = deps.concurrency ?? (isS3Uri(outputPath) ? 32 : 8)
  const loading: Loading = { s3: deps.s3, note }
  const inputs = listedInputs(deps.inputs, loading)
  const truth = await groundTruthFor(report.groundTruth, { inputs, registry }, loading)
  const groundTruth = truth.value
  const threshold = report.scoreThreshold
  const opened = await baselineFor(
    report.baseline,
    // Compared on this run's inputs only: a sample is set against the same objects of the baseline.
    { read, registry, threshold, concurrency, groundTruth, isInput: key => inputs?.holds(key) ?? true },
    loading,
    report.baselinePackage
  )
  const tally = new PredictionTally(registry, threshold, groundTruth, opened.value?.comparer)
  const sink = tally.sink
  const { kept, made, written } = readingsFor(deps, readingKey(report, labels), registry)
  const reader = new OutputReader({
    outputs,
    read,
    concurrency,
    sink,
    ...(made ? { made } : {}),
    ...(kept ? { kept } : {})
  })
  const listed = lazyKeyListing(inputs)

  const finish = async (
    outcome: JobOutcome,
    rerun?: { names: readonly string[] },
    seen?: SeenOutputs
  ): Promise<Analysis> => {
    const origin = originsOf(outcome, rerun)
    const inputKeys = listed()
    const began = performance.now()
    const waiting = reader.offered.size - reader.done
    const collected = await collectResults({
      inputs,
      outputs,
      origin,
      read,
      concurrency,
      sink,
      reader,
      inputKeys,
      ...(seen ? { seen } : {}),
      ...(kept ? { kept } : {})
    })
    const readAt = performance.now()
    // The inputs without an output are known now: their last reasons may still be on their way.
    await outcome.settleFailures?.(collected.failed.count)
    const settledAt = performance.now()
    const reading = { spec, outputPath, labels, tally, truth, baseline: opened, inputs, notes, note }
    const summary = summaryFrom(reading, outcome, collected)
    deps.log.debug?.(endTimes(waiting, [began, readAt, settledAt, performance.now()]))
    return {
      summary,
      registry,
      counted: collected.counted,
      ...written,
      ...(inputs ? { inputs } : {}),
      ...(groundTruth ? { groundTruth } : {})
    }
  }
  const soFar = () => tally.soFar()
  return { reader, outputs, ...(inputs ? { inputs } : {}), inputKeys: listed, finish, soFar }
}
