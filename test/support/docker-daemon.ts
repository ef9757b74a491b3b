// The Docker daemon the docker tests run against, with the model image in it:
//   - TEST_DOCKER_HOST (and TEST_DOCKER_IMAGE) when the caller started one (.ci/run does);
//   - else a private daemon started here by test/support/docker/daemon.sh, and the image made by
//     test/support/docker/model-image.sh (debootstrap the first time on a machine, minutes; cached).
// When this machine cannot run a daemon (not root, no dockerd), the reason, for a printed skip.
import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'docker')

export interface TestDocker {
  /** `unix:///.../docker.sock` */
  host: string
  /** The model image, tagged as the pytorch 1.13 framework image in us-east-1. */
  image: string
  /** Runs the docker CLI against this daemon. */
  docker(args: string[]): Promise<string>
  stop(): Promise<void>
}

interface Run {
  code: number
  stdout: string
  stderr: string
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Run> {
  return new Promise(resolve => {
    execFile(file, args, { env, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0
      resolve({ code, stdout: String(stdout), stderr: String(stderr) })
    })
  })
}

function client(host: string): TestDocker['docker'] {
  return async args => {
    const r = await run('docker', args, { ...process.env, DOCKER_HOST: host }, 60_000)
    if (r.code !== 0) throw new Error(`docker ${args.join(' ')} failed: ${r.stderr.trim()}`)
    return r.stdout
  }
}

export async function startTestDocker(): Promise<TestDocker | { skip: string }> {
  const given = process.env.TEST_DOCKER_HOST
  if (given) {
    const image = process.env.TEST_DOCKER_IMAGE
    if (!image) throw new Error('TEST_DOCKER_HOST is set without TEST_DOCKER_IMAGE')
    return { host: given, image, docker: client(given), stop: async () => undefined }
  }
  // Short: the daemon's sockets live under it, and a socket path is limited to 108 bytes.
  const dir = await mkdtemp('/tmp/sbtd.')
  const started = await run('bash', [path.join(here, 'daemon.sh'), 'start', dir], process.env, 90_000)
  if (started.code === 3) return { skip: started.stderr.trim() }
  if (started.code !== 0) throw new Error(`the test Docker daemon did not start:\n${started.stderr}`)
  const host = started.stdout.trim()
  const stop = async () => {
    await run('bash', [path.join(here, 'daemon.sh'), 'stop', dir], process.env, 60_000)
  }
  process.stderr.write(
    'Docker tests: making the model image (the first time on a machine takes minutes) ...\n'
  )
  const built = await run(
    'bash',
    [path.join(here, 'model-image.sh')],
    { ...process.env, DOCKER_HOST: host },
    15 * 60_000
  )
  if (built.code !== 0) {
    await stop()
    if (built.code === 3) return { skip: built.stderr.trim() }
    throw new Error(`the model image could not be made:\n${built.stderr}`)
  }
  return { host, image: built.stdout.trim().split('\n').pop()!, docker: client(host), stop }
}
