import { readdir, rm } from 'node:fs/promises'

/**
 * Not the tests' own: the caches of tools the tests start (Node's compile cache, tsx's), and the
 * action's report folder, which a run given no RUNNER_TEMP (as on a developer's machine) keeps there.
 */
const NOT_THE_TESTS = /^(node-compile-cache|tsx-\d+|sagemaker-batch-transform)$/

export default async function globalTeardown(): Promise<void> {
  await globalThis.__S3RVER__?.close()
  if (process.env.TEST_S3_DIRECTORY) await rm(process.env.TEST_S3_DIRECTORY, { recursive: true, force: true })
  const runTemp = process.env.TEST_RUN_TEMP
  if (!runTemp) return
  // What the tests made in the temporary folder (global-setup.ts points TMPDIR here) must be gone.
  const left = (await readdir(runTemp).catch(() => [])).filter(name => !NOT_THE_TESTS.test(name))
  await rm(runTemp, { recursive: true, force: true })
  if (left.length)
    throw new Error(
      `The tests left ${left.length} entries in the temporary folder; remove each where it is made: ` +
        left.sort().join(', ')
    )
}
