// Sends one file's mini-batches in order as two permits allow: bytes in the run's window (sent but not
// yet written) and a request slot (MaxConcurrentTransforms). The read loop waits at most once per chunk
// read; batches go out from permit callbacks, without it.
import type { Batch } from './batcher.js'
import type { FileFailure } from './file-failure.js'
import type { AnswerSink, Invoker, RequestScope } from './invoker.js'
import type { OrderedOutput } from './ordered-output.js'
import type { Budget, Semaphore } from './semaphore.js'

interface BatchSenderOptions {
  invoker: Invoker
  /** Requests in flight (MaxConcurrentTransforms). */
  inflight: Semaphore
  /** Mini-batches sent but not yet written: bounds memory to a multiple of payload x concurrency. */
  window: Budget
  /** The file's requests: once it is aborted (the file failed or the run stopped), batches are dropped. */
  scope: RequestScope
  output: OrderedOutput
  file: FileFailure
}

export class BatchSender implements AnswerSink<Batch> {
  /** Mini-batches read but not yet sent, from `head` on; `sent` resolves once it is empty. */
  private queue: (Batch | undefined)[] = []
  private head = 0
  private sent: (() => void) | undefined
  /** The head of the queue waits for a permit; it holds its window bytes once `haveWindow`. */
  private waitingForPermit = false
  private haveWindow = false
  /** Called when the permit the head waits for is granted (one function for both, made once). */
  private readonly granted: () => void

  constructor(private readonly o: BatchSenderOptions) {
    this.granted = () => this.permitGranted()
  }

  /**
   * Queues mini-batches to be sent in order as the window and request slots allow; returns a promise
   * only when some must wait, resolved once all have been sent (or dropped after a failure).
   */
  enqueue(batches: Batch[]): Promise<void> | void {
    for (const batch of batches) this.queue.push(batch)
    this.sendQueued()
    if (this.head === this.queue.length) return
    return new Promise(resolve => (this.sent = resolve))
  }

  /** Sends from the queue until it is empty or a permit must be waited for. */
  private sendQueued(): void {
    const { o } = this
    while (!this.waitingForPermit) {
      const batch = this.queue[this.head]
      if (!batch) {
        this.queue = []
        this.head = 0
        const sent = this.sent
        this.sent = undefined
        sent?.()
        return
      }
      if (!this.haveWindow) {
        this.haveWindow = o.window.acquireThen(batch.body.length, this.granted)
        if (!this.haveWindow) {
          this.waitingForPermit = true
          return
        }
      }
      if (!o.inflight.acquireThen(this.granted)) {
        this.waitingForPermit = true
        return
      }
      this.sendNext()
    }
  }

  /** The head waited for its window bytes (it holds none yet), or then for a request slot. */
  private permitGranted(): void {
    this.waitingForPermit = false
    if (this.haveWindow) this.sendNext()
    else this.haveWindow = true
    this.sendQueued()
  }

  /** Sends the queue's head, for which both permits are held. */
  private sendNext(): void {
    const batch = this.queue[this.head]!
    // Sent batches leave the queue at once: the output holds them from here.
    this.queue[this.head++] = undefined
    this.haveWindow = false
    this.send(batch, batch.body.length)
  }

  private send(batch: Batch, size: number): void {
    const { o } = this
    if (o.scope.aborted) {
      o.inflight.release()
      o.window.release(size)
      return
    }
    o.output.number(batch)
    try {
      o.invoker.invokeThen(batch.body, o.scope, batch, this)
    } catch (err) {
      // A request Node refuses to make (a header it rejects): this may run in another file's permit
      // callback, so the error stays here and fails this file, as it would in the read loop.
      o.output.retract()
      o.inflight.release()
      o.window.release(size)
      o.file.failOn(err)
    }
  }

  /** Answers arrive in any order; the output writes them in the order the batches were sent. */
  answered(batch: Batch, answer: Buffer | undefined, error?: string): void {
    this.o.inflight.release()
    this.o.output.arrived(batch, answer ?? error ?? 'failed')
  }
}
