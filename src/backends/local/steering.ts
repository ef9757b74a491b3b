// The early stop in local mode: every few seconds while the data plane runs, the outputs written so far
// are counted and read (`RunEvents.outputs`) and `RunEvents.steer` is asked with the failures seen; an
// order stops the run as timeout-minutes does, and its sentence is the run's reason.
import { sleep } from '../../sleep.js'
import type { RunEvents, StopOrder, StopTiming } from '../../job.js'

interface LocalSteering {
  /** Aborted once an order came. */
  signal: AbortSignal
  /** The order that stopped the run, if one did, with when it was carried out. */
  order(): (StopOrder & StopTiming) | undefined
  /** One more input failed. */
  failed(): void
  /** The run is over: no more looks. */
  end(): Promise<void>
}

interface SteeringOptions {
  events: RunEvents
  job: { jobName: string; outputPath: string; outputsWritten: ReadonlySet<string> }
  now: () => number
  /** Real milliseconds between looks. */
  intervalMs: number
  /** Where the order is told. */
  log: (line: string) => void
}

/** Looks at the run every `intervalMs` while `events.steer` is set; a no-op without it. */
export function steerLocalRun(run: SteeringOptions): LocalSteering {
  const stop = new AbortController()
  const over = new AbortController()
  const began = run.now()
  let failures = 0
  let order: (StopOrder & StopTiming) | undefined
  const steer = run.events.steer
  const look = async (): Promise<void> => {
    const counted = await run.events.outputs?.(run.job)
    const elapsedMs = run.now() - began
    const landed = counted?.landed
    const expected = counted?.expected
    // Left at the pace so far, over the inputs not yet done (written or failed).
    const done = (landed ?? 0) + failures
    const leftMs =
      expected !== undefined && done > 0 ? (elapsedMs / done) * Math.max(0, expected - done) : undefined
    order = steer?.({
      elapsedMs,
      lookedAt: run.now(),
      failed: failures,
      runner: true,
      ...(landed !== undefined ? { landed } : {}),
      ...(expected !== undefined ? { expected } : {}),
      ...(leftMs !== undefined ? { leftMs } : {})
    })
    if (!order) return
    run.log(`${order.reason}: stopping ${run.job.jobName}.`)
    order = { ...order, sentAt: run.now() }
    stop.abort()
  }
  const loop = async (): Promise<void> => {
    while (!over.signal.aborted && !order) {
      await sleep(run.intervalMs, over.signal)
      if (!over.signal.aborted) await look()
    }
  }
  const looking = steer ? loop() : Promise.resolve()
  return {
    signal: stop.signal,
    order: () => order,
    failed: () => void failures++,
    end: async () => {
      over.abort()
      await looking
    }
  }
}
