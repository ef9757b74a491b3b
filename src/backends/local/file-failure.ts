// How the parts of one file's transform (its sender and its output) fail the file and see that it has
// failed; the file's transform implements it.

export interface FileFailure {
  /** Why the file failed (the first reason given), or undefined. */
  readonly failure: string | undefined
  /** Fails the file: the first reason counts, and its requests are cancelled. */
  fail(reason: string): void
  /** Fails the file with what an error in its read loop would say. */
  failOn(err: unknown): void
}
