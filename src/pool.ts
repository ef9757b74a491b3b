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
