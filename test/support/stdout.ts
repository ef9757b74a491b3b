// What a step prints: @actions/core writes the log and its workflow commands to stdout.

/** Collects what is written to stdout while `fn` runs, with what `fn` returned. */
export async function captureStdout<T>(fn: () => T | Promise<T>): Promise<{ result: T; stdout: string }> {
  const chunks: string[] = []
  const original = process.stdout.write.bind(process.stdout)
  process.stdout.write = ((chunk: string | Uint8Array): boolean => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
    return true
  }) as typeof process.stdout.write
  try {
    const result = await fn()
    return { result, stdout: chunks.join('') }
  } finally {
    process.stdout.write = original
  }
}

/**
 * Runs a step as GitHub does and says whether it failed (`process.exitCode` 1). A failure that an
 * earlier run in this jest worker left behind does not count, and is put back afterwards.
 */
export async function runAsStep<T>(
  fn: () => T | Promise<T>
): Promise<{ result: T; stdout: string; failed: boolean }> {
  const before = process.exitCode
  process.exitCode = undefined
  try {
    const printed = await captureStdout(fn)
    return { ...printed, failed: process.exitCode === 1 }
  } finally {
    process.exitCode = before
  }
}
