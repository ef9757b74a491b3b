// moto_server (moto, third party: the Python package's own HTTP server) on a loopback port, for the AWS
// services the project has no fake of its own: ECR's image digests and SageMaker's model registry. Each
// test file starts one and stops it; `reset` empties it between tests.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

export interface RunningMoto {
  url: string
  /** Forgets every resource (moto's own reset call). */
  reset(): Promise<void>
  close(): Promise<void>
}

/** A port that was free a moment ago on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/moto-api/`, { signal: AbortSignal.timeout(1000) })).ok
  } catch {
    return false
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise(resolve => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Starts moto_server (the `moto_server` command on PATH) and waits, at most 30 s, until it answers. */
export async function startMoto(): Promise<RunningMoto> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // moto needs no credentials of its own; none of the runner's reach it.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: process.env.TMPDIR ?? '/tmp' }
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)))
  const until = Date.now() + 30_000
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > until) {
      await stop(child)
      throw new Error(`moto_server did not start on ${url}: ${stderr.trim() || 'no output'}`)
    }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  return {
    url,
    reset: async () => {
      await fetch(`${url}/moto-api/reset`, { method: 'POST' })
    },
    close: () => stop(child)
  }
}

/** An image manifest whose one layer is `layer` repeated: another letter, another image (and digest). */
export function imageManifest(layer: string): string {
  return JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
    config: {
      mediaType: 'application/vnd.docker.container.image.v1+json',
      size: 7023,
      digest: `sha256:${'c'.repeat(64)}`
    },
    layers: [
      {
        mediaType: 'application/vnd.docker.image.rootfs.diff.tar.gzip',
        size: 32654,
        digest: `sha256:${layer.repeat(64).slice(0, 64)}`
      }
    ]
  })
}

/**
 * Pushes `image` (`<account>.dkr.ecr.<region>.amazonaws.com/<repository>:<tag>`) to moto's ECR with the
 * manifest of `layer` (the repository made on first push); its digest. moto keeps every account's
 * repositories in one, so the framework images' account needs nothing more.
 */
export async function pushImage(moto: RunningMoto, image: string, layer: string): Promise<string> {
  const { CreateRepositoryCommand, ECRClient, PutImageCommand, BatchGetImageCommand } =
    await import('@aws-sdk/client-ecr')
  const [, repositoryAndTag] = /^[^/]+\/(.+)$/.exec(image)!
  const colon = repositoryAndTag.lastIndexOf(':')
  const repositoryName = repositoryAndTag.slice(0, colon)
  const imageTag = repositoryAndTag.slice(colon + 1)
  const ecr = new ECRClient({
    region: /\.ecr\.([a-z0-9-]+)\./.exec(image)?.[1] ?? 'us-east-1',
    endpoint: moto.url,
    credentials: { accessKeyId: 'moto', secretAccessKey: 'moto' }
  })
  try {
    await ecr.send(new CreateRepositoryCommand({ repositoryName })).catch((err: Error) => {
      if (err.name !== 'RepositoryAlreadyExistsException') throw err
    })
    await ecr.send(new PutImageCommand({ repositoryName, imageTag, imageManifest: imageManifest(layer) }))
    const got = await ecr.send(new BatchGetImageCommand({ repositoryName, imageIds: [{ imageTag }] }))
    return got.images![0].imageId!.imageDigest!
  } finally {
    ecr.destroy()
  }
}
