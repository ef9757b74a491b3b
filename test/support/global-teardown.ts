import { rm } from 'node:fs/promises'

export default async function globalTeardown(): Promise<void> {
  await globalThis.__S3RVER__?.close()
  if (process.env.TEST_S3_DIRECTORY) await rm(process.env.TEST_S3_DIRECTORY, { recursive: true, force: true })
}
