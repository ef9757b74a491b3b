// A running job's outputs: at each poll, a listing of output-path counts this job's outputs (by the
// rule of read/output-origins.ts: written since the job's creation) and hands the new ones to the
// reader, so that at the job's end only the stragglers are left to read, and only they are looked up
// (read/collect-outputs.ts). Once the inputs are known, output-path is listed by key ranges side by
// side, and only the ranges whose outputs have not all been found (read/output-ranges.ts). The
// analysis (label map, ground truth, baseline, input listing) begins at the first poll.
import type { OutputCount, RunningJob } from '../../job.js'
import { nameOfOutput } from '../../contract/output-keys.js'
import { errorMessage } from '../../errors.js'
import type { Spec } from '../../spec.js'
import { openAnalysis, type AnalyzeOptions, type OpenAnalysis } from '../analysis/open-analysis.js'
import type { InputsOrWhy } from '../../listing/listed-inputs.js'
import type { SeenOutputs } from '../read/collect-outputs.js'
import { originsOf } from '../read/output-origins.js'
import type { ReadSoFar } from './early-stop.js'
import { InputIndex, NameSet } from '../../listing/input-index.js'
import { OutputRanges } from '../read/output-ranges.js'
import type { StoredObject } from '../../storage/store.js'

/** Ranges of output-path listed at once at each poll (each one listing page). */
const LIVE_LISTINGS_IN_FLIGHT = 16
/**
 * Between the polls (whose pace the Describe budget sets), the ranges where outputs are landing are
 * listed again this often, so that reading never waits for the next poll to find what landed...
 */
const FOLLOW_EVERY_MS = 1_000
/** ...unless this many outputs already wait to be read. */
const FOLLOW_BACKLOG = 2_000

interface LiveOptions {
  /** The spec the report reads (an attached job's own definition is applied by `specFor`). */
  specFor: (job: RunningJob) => Spec
  /** The reported input as the run listed it (an attached job's once it is described), or why not. */
  inputsFor: (job: RunningJob) => Promise<InputsOrWhy>
  deps: Omit<AnalyzeOptions, 'inputs'>
  /**
   * `rerun: failed`: the inputs (output names) the job transforms; their count is the progress's, and
   * the other inputs' outputs are kept (read, not counted).
   */
  rerun?: { names: readonly string[] }
  /** How often the landing ranges are listed between polls (FOLLOW_EVERY_MS; 0: only at polls). */
  followEveryMs?: number
}

export class LiveResults {
  private opened?: Promise<OpenAnalysis>
  /** The analysis once opened, for what it has read so far. */
  private open?: OpenAnalysis
  private inputs?: number
  private listing = false
  private warned = false
  private ended = false
  /** The inputs' output names, once listed. */
  private inputNames?: InputIndex
  /** This job's outputs found so far. */
  private landed = 0
  private readonly seen: SeenOutputs = { kept: new NameSet(), earlier: new NameSet() }
  /** The listing under way (one at a time: a poll's whole pass, or a follow between polls). */
  private passing?: Promise<void>
  private following = false
  /** The job as the last poll described it. */
  private job?: RunningJob

  constructor(private readonly options: LiveOptions) {}

  /**
   * The analysis begun while the job ran, if a poll began one. Its `finish` (the job has ended) stops a
   * listing still under way, and looks up only what the listings did not find.
   */
  analysis(): Promise<OpenAnalysis> | undefined {
    const seen = this.seen
    return this.opened?.then(open => ({
      ...open,
      finish: (outcome, rerun) => {
        this.end()
        return open.finish(outcome, rerun, seen)
      }
    }))
  }

  /** What the outputs read so far say against the gates (nothing before the first poll opened them). */
  soFar(): ReadSoFar {
    return this.open?.soFar() ?? {}
  }

  /** The job has ended (or is no longer watched): a listing under way stops at its next object. */
  end(): void {
    this.ended = true
  }

  /** One poll: this job's outputs so far, the new ones queued for reading; undefined when not known. */
  async poll(job: RunningJob): Promise<OutputCount | undefined> {
    if (!this.opened) {
      const { specFor, inputsFor, deps } = this.options
      this.opened = inputsFor(job).then(inputs =>
        openAnalysis(specFor(job), job.outputPath, { ...deps, inputs })
      )
      // A failure here is the report's to tell (publishing awaits the same promise).
      this.opened.catch(() => undefined)
    }
    try {
      const open = (this.open = await this.opened)
      if (!this.listing) {
        this.listing = true
        void open.inputKeys()?.then(
          k => {
            this.inputs = k.keys.size + k.refused.count
            this.inputNames = k.keys
            // Every set of names is kept by the inputs' positions from now on.
            for (const set of [open.reader.offered, this.seen.kept, this.seen.earlier]) set.attach(k.keys)
            // Cut into ranges listed side by side, where the store can list from a key; what the
            // whole listings so far found counts.
            if (!open.outputs.listAfter) return
            const ranges = new OutputRanges(k.keys)
            for (const i of open.reader.offered.positions()) ranges.foundAt(i)
            this.seen.ranges = ranges
            this.follow(open)
          },
          () => undefined
        )
      }
      this.job = job
      await this.serially(() => this.pass(open, job, 'all'))
      if (this.seen.ranges) this.follow(open)
      if (this.ended) return undefined
      const landed = this.landed
      const rerun = this.options.rerun
      const expected = rerun ? rerun.names.length : this.inputs
      return expected === undefined ? { landed } : { landed, expected }
    } catch (err) {
      if (!this.warned)
        this.options.deps.log.warning(`Could not count the outputs while the job runs: ${errorMessage(err)}`)
      this.warned = true
      return undefined
    }
  }

  /**
   * Lists output-path (by ranges: every range not yet complete, or only the frontier) and offers what
   * this job wrote to the reader.
   */
  private async pass(open: OpenAnalysis, job: RunningJob, which: 'all' | 'frontier'): Promise<void> {
    const origin = originsOf(
      {
        jobName: job.jobName,
        status: 'InProgress',
        outputPath: job.outputPath,
        createdAt: job.createdAt,
        ...(job.outputsWritten ? { outputsWritten: job.outputsWritten } : {})
      },
      this.options.rerun
    )
    const { kept, earlier, ranges } = this.seen
    const names = this.inputNames
    // Without ranges, each listing is whole: it counts anew what has landed.
    if (!ranges) this.landed = 0
    const take = (o: StoredObject): void => {
      const key = nameOfOutput(o.key)
      if (key === undefined) return
      const from = origin(o, key)
      if (from === 'earlier') {
        earlier.add(key)
        return
      }
      earlier.delete(key)
      if (from === 'kept') kept.add(key)
      // The input's position, looked up once (the reader's names are bits over the same index).
      const at = names ? names.indexOf(key) : undefined
      const first = open.reader.offer(key, o.size, at)
      if (from === 'written' && (first || !ranges)) this.landed++
      if (first && ranges && at !== undefined && at >= 0) ranges.foundAt(at)
    }
    // Once the job has ended, the end's own lookups take over.
    const stop = () => this.ended
    // Each range from its first output not yet found: the reader's names are bits over the same index.
    const found = (i: number) => open.reader.offered.hasAt(i)
    if (ranges) {
      // Between polls, before any output was found: the first range not yet complete, where a job that
      // lands its outputs in key order begins.
      const frontier = which === 'frontier' ? ranges.frontier() : []
      const chosen =
        which === 'all' ? ranges.incomplete() : frontier.length ? frontier : ranges.incomplete().slice(0, 1)
      await ranges.list(open.outputs, chosen, LIVE_LISTINGS_IN_FLIGHT, take, stop, found)
    } else
      for await (const o of open.outputs.list('')) {
        if (stop()) break
        take(o)
      }
  }

  /** Runs one listing after the one under way, if any. */
  private async serially(run: () => Promise<void>): Promise<void> {
    while (this.passing) await this.passing.catch(() => undefined)
    const passing = run()
    this.passing = passing
    try {
      await passing
    } finally {
      if (this.passing === passing) this.passing = undefined
    }
  }

  /** Between polls, the frontier listed every FOLLOW_EVERY_MS while the reader keeps up, until the end. */
  private follow(open: OpenAnalysis): void {
    const every = this.options.followEveryMs ?? FOLLOW_EVERY_MS
    if (this.following || every <= 0) return
    this.following = true
    const next = (): void => {
      if (this.ended) return
      setTimeout(() => {
        const waiting = open.reader.offered.size - open.reader.done
        const job = this.job
        const due = job && !this.ended && !this.passing && waiting < FOLLOW_BACKLOG
        void (due ? this.serially(() => this.pass(open, job, 'frontier')) : Promise.resolve())
          .catch(() => undefined)
          .finally(next)
      }, every).unref()
    }
    next()
  }
}
