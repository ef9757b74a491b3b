// Bounded concurrency for any stage: a stream worked through with at most so many in flight, and a
// counting semaphore. Generic, so it sits at the bottom (the results' readers and the cache both use it).

/** Runs an async function over a stream of items with at most `limit` in flight. */
export async function forEachLimited<T>(
  items: AsyncIterable<T> | Iterable<T>,
  limit: number,
  fn: (item: T) => Promise<void>
): Promise<void> {
  const running = new Set<Promise<void>>()
  let failure: unknown
  for await (const item of items) {
    if (failure !== undefined) break
    const p: Promise<void> = fn(item).then(
      () => {
        running.delete(p)
      },
      err => {
        running.delete(p)
        failure ??= err
      }
    )
    running.add(p)
    if (running.size >= limit) await Promise.race(running)
  }
  await Promise.all(running)
  if (failure !== undefined) throw failure
}

/** A counting semaphore: `use` waits for a free slot, runs `fn`, then frees the slot. */
export class SlotLimiter {
  private free: number
  private readonly waiters: (() => void)[] = []
  constructor(slots: number) {
    this.free = slots
  }
  async use<R>(fn: () => Promise<R>): Promise<R> {
    if (this.free > 0) this.free--
    else await new Promise<void>(resolve => this.waiters.push(resolve))
    try {
      return await fn()
    } finally {
      const next = this.waiters.shift()
      if (next) next()
      else this.free++
    }
  }
}

/** How a paced run went: the fewest in flight it came down to, and the answers that asked for less. */
export interface Paced {
  slowDowns: number
  lowest: number
}

interface PaceOptions<T> {
  /** In flight at the start, and at most (the pace climbs back one at a time after a slow-down). */
  start: number
  max: number
  /** Whether a failure is the store asking for a slower pace (S3's SlowDown): the item is tried again. */
  slowDown(err: unknown): boolean
  /** Tries of one item that met a slow-down, at most; then it is given to `gaveUp` (absent: the run fails). */
  tries?: number
  gaveUp?: (item: T, err: unknown) => void
  /** Waits before an item is tried again (jittered, growing with its tries). */
  wait(ms: number): Promise<void>
  random?: () => number
}

/**
 * Runs `fn` over `items` at the pace the store allows: `start` at once; a slow-down halves what is in
 * flight (once for the tries that were in flight together) and puts its item back after a jittered wait;
 * each window of successes (as many as are in flight) doubles the pace until the first slow-down, then
 * adds one, up to `max`. A failure that is no slow-down (or a slow-down past `tries`) ends the run.
 */
export async function forEachPaced<T>(
  items: readonly T[],
  fn: (item: T) => Promise<void>,
  o: PaceOptions<T>
): Promise<Paced> {
  const tries = o.tries ?? 6
  const random = o.random ?? Math.random
  const again: { item: T; tried: number }[] = []
  let limit = o.start
  let lowest = o.start
  let slowDowns = 0
  let next = 0
  let active = 0
  let streak = 0
  // Cuts so far: a slow-down cuts the pace only when its try began after the last cut (once a window).
  let cuts = 0
  let failure: { err: unknown } | undefined
  return new Promise((resolve, reject) => {
    const pump = (): void => {
      while (!failure && active < limit && (again.length > 0 || next < items.length)) {
        const taken = again.shift() ?? { item: items[next++], tried: 0 }
        active++
        void attempt(taken).finally(() => {
          active--
          pump()
        })
      }
      if (active > 0) return
      if (failure) reject(failure.err)
      else if (again.length === 0 && next >= items.length) resolve({ slowDowns, lowest })
    }
    const attempt = async (t: { item: T; tried: number }): Promise<void> => {
      const window = cuts
      try {
        await fn(t.item)
        // Until S3 first asks for less, the pace doubles a window (as TCP's slow start); then one more.
        if (++streak >= limit && limit < o.max)
          [limit, streak] = [Math.min(o.max, cuts === 0 ? limit * 2 : limit + 1), 0]
      } catch (err) {
        if (!o.slowDown(err)) return void (failure ??= { err })
        if (t.tried + 1 >= tries) return o.gaveUp ? o.gaveUp(t.item, err) : void (failure ??= { err })
        slowDowns++
        streak = 0
        if (window === cuts) {
          cuts++
          limit = Math.max(1, Math.floor(limit / 2))
          lowest = Math.min(lowest, limit)
        }
        // Full jitter over a window that doubles with each try: 100 ms, 200 ms, ... up to 3.2 s.
        await o.wait(random() * 100 * 2 ** Math.min(t.tried, 5))
        again.push({ item: t.item, tried: t.tried + 1 })
      }
    }
    pump()
  })
}
