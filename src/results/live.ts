// A running job's outputs: at each poll, one listing of output-path counts this job's outputs (by the
// rule of origins.ts: written since the job's creation) and hands the new ones to the reader, so that
// at the job's end only the stragglers are left to read, and only they are looked up (collect.ts). The
// analysis (label map, ground truth, baseline, input listing) begins at the first poll.
import type { OutputCount, RunningJob } from '../job.js'
import { nameOfOutput } from '../contract/output-keys.js'
import { errorMessage } from '../errors.js'
import type { Spec } from '../spec.js'
import { openAnalysis, type AnalyzeOptions, type OpenAnalysis } from './analyze.js'
import type { SeenOutputs } from './collect.js'
import { originsOf } from './origins.js'
import type { ReadSoFar } from './early-stop.js'

interface LiveOptions {
  /** The spec the report reads (an attached job's own definition is applied by `specFor`). */
  specFor: (job: RunningJob) => Spec
  deps: AnalyzeOptions
  /**
   * `rerun: failed`: the inputs (output names) the job transforms; their count is the progress's, and
   * the other inputs' outputs are kept (read, not counted).
   */
  rerun?: { names: readonly string[] }
}

export class LiveResults {
  private opened?: Promise<OpenAnalysis>
  /** The analysis once opened, for what it has read so far. */
  private open?: OpenAnalysis
  private inputs?: number
  private listing = false
  private warned = false
  private ended = false
  private readonly seen: { kept: Set<string>; earlier: Set<string> } = { kept: new Set(), earlier: new Set() }

  constructor(private readonly options: LiveOptions) {}

  /**
   * The analysis begun while the job ran, if a poll began one. Its `finish` (the job has ended) stops a
   * listing still under way, and looks up only what the listings did not find.
   */
  analysis(): Promise<OpenAnalysis> | undefined {
    const seen: SeenOutputs = this.seen
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
      this.opened = openAnalysis(this.options.specFor(job), job.outputPath, this.options.deps)
      // A failure here is the report's to tell (publishing awaits the same promise).
      this.opened.catch(() => undefined)
    }
    try {
      const open = (this.open = await this.opened)
      if (!this.listing) {
        this.listing = true
        void open.inputKeys()?.then(
          k => void (this.inputs = k.keys.size + k.refused.count),
          () => undefined
        )
      }
      const rerun = this.options.rerun
      const origin = originsOf(
        {
          jobName: job.jobName,
          status: 'InProgress',
          outputPath: job.outputPath,
          createdAt: job.createdAt,
          ...(job.outputsWritten ? { outputsWritten: job.outputsWritten } : {})
        },
        rerun
      )
      const { kept, earlier } = this.seen
      let landed = 0
      for await (const o of open.outputs.list('')) {
        // Once the job has ended, the end's own lookups take over.
        if (this.ended) return undefined
        const key = nameOfOutput(o.key)
        if (key === undefined) continue
        const from = origin(o, key)
        if (from === 'earlier') {
          earlier.add(key)
          continue
        }
        earlier.delete(key)
        if (from === 'written') landed++
        if (from === 'kept') kept.add(key)
        open.reader.offer(key, o.size)
      }
      const expected = rerun ? rerun.names.length : this.inputs
      return expected === undefined ? { landed } : { landed, expected }
    } catch (err) {
      if (!this.warned)
        this.options.deps.log.warning(`Could not count the outputs while the job runs: ${errorMessage(err)}`)
      this.warned = true
      return undefined
    }
  }
}
