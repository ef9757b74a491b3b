// Starts the shared real services once for the whole test run. Workers inherit the environment.
// (Jest loads this file outside its module mapper, so it imports nothing of the project's own.)
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

declare global {
  var __S3RVER__: { close(): Promise<void> } | undefined
}

export default async function globalSetup(): Promise<void> {
  // Every temporary folder the tests (and what they start) make goes into one folder of this run's;
  // the teardown fails naming any a test left behind, then removes it.
  const runTemp = await mkdtemp(path.join(os.tmpdir(), 'jest-run-'))
  process.env.TEST_RUN_TEMP = runTemp
  process.env.TMPDIR = runTemp
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const address = (await server.run()) as { port: number }
  globalThis.__S3RVER__ = server
  process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${address.port}`
  process.env.TEST_S3_DIRECTORY = directory
  // The SDK's default chain must find credentials without touching any real account.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER'
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER'
  process.env.AWS_REGION = 'us-east-1'
  delete process.env.AWS_PROFILE
  delete process.env.AWS_SESSION_TOKEN
}
