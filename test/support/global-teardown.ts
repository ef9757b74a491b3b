import { readdir, rm } from 'node:fs/promises'

export default async function globalTeardown(): Promise<void> {
  await globalThis.__S3RVER__?.close()
  if (process.env.TEST_S3_DIRECTORY) await rm(process.env.TEST_S3_DIRECTORY, { recursive: true, force: true })
  const runTemp = process.env.TEST_RUN_TEMP
  if (!runTemp) return
  // What the tests made in the temporary folder (global-setup.ts points TMPDIR here) must be gone.
  const left = await readdir(runTemp).catch(() => [])
  await rm(runTemp, { recursive: true, force: true })
  if (left.length)
    throw new Error(
      `The tests left ${left.length} entries in the temporary folder; remove each where it is made: ` +
        left.sort().join(', ')
    )
}
