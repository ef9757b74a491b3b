// The pace of an executed job, set by the test: input i may start `startMs + i * everyMs` after the job's
// creation on the emulator clock, so outputs land while the job is InProgress. A job can fail midway
// (after `failAfter` inputs) and a stop ends the admissions. A Describe is answered only once every
// output due by then is in S3, so what a poll sees follows the emulator clock, not the machine's
// speed.
import { setTimeout as delay } from 'node:timers/promises'

export interface JobPace {
  /** When the first input may start, after creation (default 0). */
  startMs?: number
  /** Then one more input every `everyMs`. */
  everyMs: number
  /** The job fails when input `failAfter` (0-based) would start: that many outputs, then Failed. */
  failAfter?: number
  failureReason?: string
  /**
   * Whether a Describe waits for the outputs due by then (default true: what a poll sees then follows a
   * shared fake clock). A benchmark on the real clock turns it off: the job runs at its own speed.
   */
  describeWaits?: boolean
}

/** What an executor asks before each input and tells after each output. */
export interface PaceGate {
  /** Resolves true once input `index` may start; false when the job fails or is stopped before it. */
  admit(index: number): Promise<boolean>
  /** One more input done: its output written, or the input failed. */
  wrote(): void
  /** The inputs are all listed: there are `count`. */
  listed(count: number): void
  /** When input `index` was due to start (the emulator clock): its data-log lines carry this time. */
  dueAt(index: number): number
}

/** How long a Describe waits for the admitted inputs' outputs at most (real time). */
const CATCH_UP_MS = 30_000

export class PacedJob implements PaceGate {
  admitted = 0
  written = 0
  /** The job reached `failAfter`. */
  failedMidway = false
  /** The executor has returned. */
  finished = false
  private inputs = Infinity
  private readonly waiting = new Map<number, { due: number; resolve: (ok: boolean) => void }>()
  private timer?: NodeJS.Timeout

  constructor(
    readonly pace: JobPace,
    private readonly createdAt: number,
    private readonly clock: () => number,
    private readonly signal: AbortSignal
  ) {
    signal.addEventListener('abort', () => this.refuseAll(), { once: true })
  }

  dueAt(index: number): number {
    return this.createdAt + (this.pace.startMs ?? 0) + index * this.pace.everyMs
  }

  admit(index: number): Promise<boolean> {
    if (this.signal.aborted) return Promise.resolve(false)
    const due = this.dueAt(index)
    return new Promise(resolve => {
      this.waiting.set(index, { due, resolve })
      this.advance()
    })
  }

  wrote(): void {
    this.written++
  }

  listed(count: number): void {
    this.inputs = count
  }

  /** How many outputs the pace has due by now. */
  due(): number {
    const since = this.clock() - this.createdAt - (this.pace.startMs ?? 0)
    const paced = since < 0 ? 0 : Math.floor(since / this.pace.everyMs) + 1
    return Math.min(paced, this.inputs, this.pace.failAfter ?? Infinity)
  }

  /** Opens every gate due by the emulator clock; called on each request, and by a timer for real time. */
  advance(): void {
    const now = this.clock()
    for (const [index, w] of [...this.waiting]) {
      if (w.due > now) continue
      this.waiting.delete(index)
      const fails = this.pace.failAfter !== undefined && index >= this.pace.failAfter
      if (fails) this.failedMidway = true
      else this.admitted++
      w.resolve(!fails)
    }
    clearTimeout(this.timer)
    const next = Math.min(...[...this.waiting.values()].map(w => w.due))
    if (Number.isFinite(next)) this.timer = setTimeout(() => this.advance(), Math.max(1, next - now)).unref()
  }

  /** Resolves once every output due by now is written (or the executor is done). */
  async caughtUp(): Promise<void> {
    if (this.pace.describeWaits === false) return
    const until = Date.now() + CATCH_UP_MS
    while (!this.finished && this.written < this.due() && Date.now() < until) await delay(2)
  }

  private refuseAll(): void {
    clearTimeout(this.timer)
    for (const w of this.waiting.values()) w.resolve(false)
    this.waiting.clear()
  }
}
