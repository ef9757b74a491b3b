// The main thread's young generation, held at YOUNG_CAP_BYTES once it grows there. V8 doubles it, up to
// 64 MB as it reports its new space, while garbage comes fast: reading outputs as they land (tens of KB
// of short-lived objects an output, thousands a second), it reached the top, and the process held about
// a hundred MB more than the reads need (bench live-latency, as fast or faster after the job with the cap:
// 247-251 against 324 MB at 100,000 outputs, 383-389 against 506-517 MB at the million). Node sets the size
// only at start-up; V8 reads its growth factor each time it grows the space, so a factor of 1, set once
// the space reaches the cap, stops it there.
import { PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'

/** The new space's size, as V8 reports it, where it stops growing. */
export const YOUNG_CAP_BYTES = 16 << 20

const youngBytes = (): number =>
  v8.getHeapSpaceStatistics().find(space => space.space_name === 'new_space')?.space_size ?? 0

/**
 * Stops the young generation's growth once it reaches `cap` (for the rest of the process: the action
 * runs once); the returned function stops watching.
 */
export function capYoungGeneration(cap = YOUNG_CAP_BYTES): () => void {
  const stop = (): void => v8.setFlagsFromString('--semi-space-growth-factor=1')
  if (youngBytes() >= cap) {
    stop()
    return () => undefined
  }
  // Looked at after each collection: the space grows only in one.
  const observer = new PerformanceObserver(() => {
    if (youngBytes() < cap) return
    stop()
    observer.disconnect()
  })
  observer.observe({ entryTypes: ['gc'] })
  return () => observer.disconnect()
}
