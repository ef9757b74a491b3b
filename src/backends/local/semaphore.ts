// A counting semaphore with FIFO waiters: bounds requests in flight and bytes held in memory. Waiters
// are callbacks, called as soon as a permit is theirs, so the data plane's hot path needs no promise
// per request; `Semaphore.acquire` wraps one in a promise for the places that await.

export class Semaphore {
  private waiters: (() => void)[] = []
  private head = 0

  constructor(private permits: number) {}

  /** Takes a permit now if one is free. */
  tryAcquire(): boolean {
    if (this.permits > 0 && this.head === this.waiters.length) {
      this.permits--
      return true
    }
    return false
  }

  /** True when a permit was taken now; otherwise `granted` is called once one has been taken for it. */
  acquireThen(granted: () => void): boolean {
    if (this.tryAcquire()) return true
    this.waiters.push(granted)
    return false
  }

  acquire(): Promise<void> | void {
    if (this.tryAcquire()) return
    return new Promise(resolve => this.waiters.push(resolve))
  }

  release(): void {
    if (this.head < this.waiters.length) {
      const next = this.waiters[this.head]
      this.head++
      if (this.head > 1024 && this.head * 2 > this.waiters.length) {
        this.waiters = this.waiters.slice(this.head)
        this.head = 0
      }
      next()
      return
    }
    this.permits++
  }
}

/**
 * A FIFO budget of bytes and entries: holds mini-batches between sending and writing. A batch larger
 * than the whole budget still goes through alone, so progress never stops.
 */
export class Budget {
  private used = 0
  private entries = 0
  private waiters: { bytes: number; granted: () => void }[] = []

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number
  ) {}

  /** True when the bytes were taken now; otherwise `granted` is called once they have been taken for it. */
  acquireThen(bytes: number, granted: () => void): boolean {
    if (this.waiters.length === 0 && this.fits(bytes)) {
      this.take(bytes)
      return true
    }
    this.waiters.push({ bytes, granted })
    return false
  }

  release(bytes: number): void {
    this.used -= bytes
    this.entries--
    while (this.waiters.length > 0 && this.fits(this.waiters[0].bytes)) {
      const next = this.waiters.shift()!
      this.take(next.bytes)
      next.granted()
    }
  }

  private fits(bytes: number): boolean {
    return this.entries < this.maxEntries && (this.used + bytes <= this.maxBytes || this.entries === 0)
  }

  private take(bytes: number): void {
    this.used += bytes
    this.entries++
  }
}
