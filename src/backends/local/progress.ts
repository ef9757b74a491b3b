// Progress lines at a steady pace: objects finished (an output written, or failed), records, the recent
// rate, and with the input's size known, the share finished and the time left at the pace so far.
import { count, noun, seconds, timeLeft } from '../../format.js'
import { finishedLine } from '../progress-line.js'

interface ProgressOptions {
  log: (line: string) => void
  now: () => number
  /** Milliseconds between lines. */
  intervalMs: number
  /** Input objects in all, when the listing says. */
  total?: number
}

export class Progress {
  objects = 0
  failedObjects = 0
  records = 0
  private startedAt: number
  private lastAt: number
  private lastRecords = 0
  private timer: NodeJS.Timeout | undefined

  constructor(private readonly opts: ProgressOptions) {
    this.startedAt = opts.now()
    this.lastAt = this.startedAt
  }

  start(): void {
    this.timer = setInterval(() => this.report(), this.opts.intervalMs)
    this.timer.unref()
  }

  /** Writes one line now: what is done and the rate since the last line. */
  report(): void {
    const now = this.opts.now()
    const rate = rateOf(this.records - this.lastRecords, now - this.lastAt)
    this.lastAt = now
    this.lastRecords = this.records
    this.opts.log(`Progress: ${this.describe()}, ${rate} records/s${this.left(now)}`)
  }

  /** Stops the timer and writes the totals with the average rate. */
  finish(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    const elapsed = this.opts.now() - this.startedAt
    this.opts.log(
      `Done: ${this.describe()} in ${seconds(elapsed, 1)}, ` +
        `${rateOf(this.records, elapsed)} records/s on average`
    )
  }

  /**
   * A failed object is finished too, in the words both backends use (backends/progress-line.ts):
   * `20 of 300 done (6%; 4 outputs, 16 failed)`, or with none failed `4 of 300 outputs (1%)`; then
   * the records.
   */
  private describe(): string {
    const total = this.opts.total !== undefined ? { total: this.opts.total } : {}
    const finished = finishedLine({ outputs: this.objects, failed: this.failedObjects, ...total })
    return `${finished}, ${counted(this.records, 'record')}`
  }

  /** `, about 70 s left` at the pace since the start, once some are finished and the total is known. */
  private left(now: number): string {
    const total = this.opts.total
    const done = this.objects + this.failedObjects
    if (total === undefined || done === 0 || done >= total) return ''
    return `, ${timeLeft(((now - this.startedAt) / done) * (total - done))}`
  }
}

function counted(n: number, word: string): string {
  return `${count(n)} ${noun(n, word)}`
}

function rateOf(records: number, ms: number): string {
  if (ms <= 0) return '0'
  return Math.round((records * 1000) / ms).toLocaleString('en-US')
}
