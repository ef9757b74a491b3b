// A counting semaphore with FIFO waiters: bounds requests in flight and bytes held in memory.

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
