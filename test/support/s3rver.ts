// A real S3 protocol server (s3rver) on a random loopback port, with its own temp directory.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface RunningS3 {
  endpoint: string
  close(): Promise<void>
}

export async function startS3rver(): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const address = (await server.run()) as { address: string; port: number }
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    }
  }
}
