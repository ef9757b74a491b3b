// Azurite (npm `azurite`, Microsoft's Azure Storage emulator, third party): its blob service on a loopback
// port the system picks, storing under a temporary folder, for the blobs behind GitHub's cache service.
// It takes the well-known development account's shared key; signed URLs (service SAS) are made with the
// Azure SDK's own signer, so the toolkit's upload and download meet real SAS checks.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  StorageSharedKeyCredential
} from '@azure/storage-blob'

/** Azurite's development account, as its README publishes it (no secret: it opens only the emulator). */
const ACCOUNT = 'devstoreaccount1'
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=='

export interface RunningAzurite {
  /** The account's endpoint: http://127.0.0.1:<port>/devstoreaccount1 */
  url: string
  /** A signed URL of a blob in `container` (created on first use): `r` to read, `cw` to write. */
  signedUrl(container: string, blob: string, permissions: 'r' | 'cw'): Promise<string>
  /** A blob's bytes, or undefined when there is none. */
  read(container: string, blob: string): Promise<Buffer | undefined>
  close(): Promise<void>
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise(resolve => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Starts Azurite's blob service and waits, at most 30 s, until it says where it listens. */
export async function startAzurite(): Promise<RunningAzurite> {
  const location = await mkdtemp(path.join(os.tmpdir(), 'azurite-'))
  const bin = path.join(process.cwd(), 'node_modules', '.bin', 'azurite-blob')
  const child = spawn(
    bin,
    [
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      '0',
      '--location',
      location,
      '--silent',
      '--skipApiVersionCheck',
      '--loose',
      '--disableTelemetry'
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] }
  )
  let said = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Azurite did not start: ${said.trim() || 'no output'}`)),
      30_000
    )
    const hear = (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-4000)
      const m = /listens on http:\/\/127\.0\.0\.1:(\d+)/.exec(said)
      if (m) {
        clearTimeout(timer)
        resolve(Number(m[1]))
      }
    }
    child.stdout!.on('data', hear)
    child.stderr!.on('data', hear)
    child.once('exit', code => {
      clearTimeout(timer)
      reject(new Error(`Azurite exited (${code}): ${said.trim() || 'no output'}`))
    })
  }).catch(async err => {
    await stop(child)
    await rm(location, { recursive: true, force: true })
    throw err
  })
  const url = `http://127.0.0.1:${port}/${ACCOUNT}`
  const credential = new StorageSharedKeyCredential(ACCOUNT, ACCOUNT_KEY)
  const service = new BlobServiceClient(url, credential)
  const containers = new Set<string>()
  const container = async (name: string) => {
    const client = service.getContainerClient(name)
    if (!containers.has(name)) {
      await client.createIfNotExists()
      containers.add(name)
    }
    return client
  }
  return {
    url,
    async signedUrl(name, blob, permissions) {
      await container(name)
      const sas = generateBlobSASQueryParameters(
        {
          containerName: name,
          blobName: blob,
          permissions: BlobSASPermissions.parse(permissions),
          expiresOn: new Date(Date.now() + 3_600_000)
        },
        credential
      )
      return `${url}/${name}/${blob}?${sas.toString()}`
    },
    async read(name, blob) {
      const client = (await container(name)).getBlobClient(blob)
      if (!(await client.exists())) return undefined
      return client.downloadToBuffer()
    },
    async close() {
      await stop(child)
      await rm(location, { recursive: true, force: true })
    }
  }
}
