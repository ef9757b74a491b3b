// Progress lines at a steady pace: objects finished (transformed or failed), records, the recent rate.
import { count, noun, seconds } from '../../format.js'

interface ProgressOptions {
  log: (line: string) => void
  now: () => number
  /** Milliseconds between lines. */
  intervalMs: number
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
    this.opts.log(`Progress: ${this.describe()}, ${rate} records/s`)
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

  /** A failed object is finished too: `20 objects done (4 transformed, 16 failed)`. */
  private describe(): string {
    const records = counted(this.records, 'record')
    if (!this.failedObjects) return `${counted(this.objects, 'object')} transformed, ${records}`
    const done = this.objects + this.failedObjects
    return (
      `${counted(done, 'object')} done (${count(this.objects)} transformed, ` +
      `${count(this.failedObjects)} failed), ${records}`
    )
  }
}

function counted(n: number, word: string): string {
  return `${count(n)} ${noun(n, word)}`
}

function rateOf(records: number, ms: number): string {
  if (ms <= 0) return '0'
  return Math.round((records * 1000) / ms).toLocaleString('en-US')
}
