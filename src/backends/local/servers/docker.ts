// local-server: docker — the framework's inference image (as SageMaker would pick it, or image-uri),
// the unpacked model mounted read-only at /opt/ml/model, `serve`, published on a loopback port.
import { ECRClient, GetAuthorizationTokenCommand } from '@aws-sdk/client-ecr'
import { awsClient, DEFAULT_TIMEOUTS, requestHandlerSettings } from '../../../aws/calls.js'
import type { ProxyConfig } from '../../../aws/proxy.js'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { ecrRegistryOf, modelImage, type EcrRegistry } from '../../../contract/images.js'
import type { CredentialProvider } from '../../../context.js'
import { regionOrFallback } from '../../../aws/region.js'
import { errorMessage, UserError } from '../../../errors.js'
import type { LocalRunSpec, LocalSpec } from '../../../spec.js'
import type { ModelServer, ModelServerOptions } from '../server.js'
import { serverBaseEnv, startManagedServer } from './managed.js'

export { ecrRegistryOf }
import { freePort } from './ready.js'

const CONTAINER_MODEL_DIR = '/opt/ml/model'
const CONTAINER_PORT = 8080

/**
 * Seconds `docker stop` gives the server before killing it: a cancelled workflow's SIGTERM comes about
 * 7.5 s after its SIGINT, and the container must be gone before that.
 */
const STOP_TIMEOUT_SECONDS = 3

interface DockerRunPlan {
  image: string
  name: string
  modelDir: string
  port: number
  /** Names only: the values reach the container through the docker CLI's environment. */
  envNames: string[]
  gpu: boolean
}

/**
 * `docker create` arguments (started apart with `docker start --attach`, so the container exists, and
 * can be removed, before anything a cancel can interrupt runs). Values of env vars never appear here,
 * so they stay out of logs.
 */
export function dockerCreateArgs(p: DockerRunPlan): string[] {
  const args = ['create', '--rm', '--name', p.name]
  if (p.gpu) args.push('--gpus', 'all')
  args.push('-v', `${p.modelDir}:${CONTAINER_MODEL_DIR}:ro`)
  args.push('-p', `127.0.0.1:${p.port}:${CONTAINER_PORT}`)
  for (const name of p.envNames) args.push('-e', name)
  args.push(p.image, 'serve')
  return args
}

/** The image the container runs: the model's image (contract/images.ts), as the cache keyed it (its ID) or as SageMaker would choose it. */
export function containerImage(spec: LocalSpec, region: string, framework = spec.model.framework): string {
  return modelImage(spec, framework, region, ' for local-server: docker')
}

interface DockerResult {
  code: number
  stdout: string
  stderr: string
  /** ENOENT when there is no docker CLI. */
  errorCode?: string
}

interface DockerCallOptions {
  input?: string
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
  /** Ends the call (the CLI is killed) when the run is cancelled. */
  signal?: AbortSignal
}

export type DockerRunner = (args: string[], o?: DockerCallOptions) => Promise<DockerResult>

export function dockerRunner(binary = 'docker'): DockerRunner {
  return (args, o = {}) =>
    new Promise(resolve => {
      const child = execFile(
        binary,
        args,
        {
          env: o.env ?? serverBaseEnv(),
          timeout: o.timeoutMs ?? 0,
          maxBuffer: 16 * 1024 * 1024,
          signal: o.signal
        },
        (err, stdout, stderr) => {
          const e = err as (NodeJS.ErrnoException & { code?: number | string }) | null
          resolve({
            code: e ? (typeof e.code === 'number' ? e.code : 1) : 0,
            stdout: String(stdout),
            stderr: String(stderr),
            errorCode: e && typeof e.code === 'string' ? e.code : undefined
          })
        }
      )
      child.stdin?.on('error', () => undefined)
      if (o.input !== undefined) child.stdin?.end(o.input)
      else child.stdin?.end()
    })
}

function lastLines(text: string, n = 5): string {
  return text.trim().split('\n').slice(-n).join('\n')
}

/**
 * A UserError when there is no docker CLI or its daemon does not answer. `docker version` works with
 * Docker's and podman's CLIs alike (podman's `info` has no ServerVersion).
 */
export async function ensureDocker(docker: DockerRunner, signal?: AbortSignal): Promise<void> {
  const r = await docker(['version', '--format', '{{.Server.Version}}'], { timeoutMs: 60_000, signal })
  throwIfStopped(signal)
  if (r.errorCode === 'ENOENT') {
    throw new UserError(
      'local-server: docker needs the docker CLI, and it is not installed (not found on PATH). Install ' +
        'Docker, or use the reference PyTorch server (local-server: reference) or local-serve-command.'
    )
  }
  if (r.code !== 0) {
    throw new UserError(
      `local-server: docker cannot reach the Docker daemon (docker version failed: ${lastLines(r.stderr || r.stdout) || `status ${r.code}`}). ` +
        'Start the daemon (or run on a runner that has Docker, such as GitHub-hosted Ubuntu runners), or use ' +
        'the reference PyTorch server (local-server: reference) or local-serve-command.'
    )
  }
}

/** How the ECR call is made: the run's stop signal, its credentials and its proxies. */
export interface EcrCall {
  signal?: AbortSignal
  credentials?: CredentialProvider
  proxy?: ProxyConfig
}

type EcrPassword = (registry: EcrRegistry, call: EcrCall) => Promise<string>

/**
 * The registry password from GetAuthorizationToken (the token is base64 of `AWS:<password>`), through
 * the run's proxies as every other AWS call; the pull itself is the Docker daemon's, with its own proxy.
 */
const ecrPasswordFromSdk: EcrPassword = async (registry, call) => {
  const client = awsClient(
    new ECRClient({
      region: registry.region,
      ...requestHandlerSettings(DEFAULT_TIMEOUTS, call.proxy),
      ...(call.credentials ? { credentials: call.credentials } : {})
    }),
    'ECR'
  )
  try {
    const out = await client.send(new GetAuthorizationTokenCommand({}), { abortSignal: call.signal })
    const token = out.authorizationData?.[0]?.authorizationToken
    if (!token) throw new Error('GetAuthorizationToken returned no token')
    const decoded = Buffer.from(token, 'base64').toString('utf8')
    return decoded.slice(decoded.indexOf(':') + 1)
  } finally {
    client.destroy()
  }
}

function credentialsMissing(err: unknown): boolean {
  const name = (err as { name?: string })?.name ?? ''
  return name === 'CredentialsProviderError' || /credential/i.test(errorMessage(err))
}

/**
 * Logs in to an ECR registry when credentials resolve; without credentials it says so and goes on
 * (the image may already be present or public). The password goes through stdin only.
 */
export async function ecrLogin(
  registry: EcrRegistry,
  docker: DockerRunner,
  password: EcrPassword,
  log: (line: string) => void,
  call: EcrCall = {}
): Promise<void> {
  const signal = call.signal
  let secret: string
  try {
    secret = await password(registry, call)
  } catch (err) {
    throwIfStopped(signal)
    if (credentialsMissing(err)) {
      log(`No AWS credentials for an ECR login to ${registry.host}; pulling without one.`)
      return
    }
    log(`ECR login to ${registry.host} skipped: GetAuthorizationToken failed: ${errorMessage(err)}`)
    return
  }
  const r = await docker(['login', '--username', 'AWS', '--password-stdin', registry.host], {
    input: secret,
    signal
  })
  throwIfStopped(signal)
  if (r.code !== 0) {
    throw new UserError(
      `docker login to ${registry.host} failed: ${lastLines(r.stderr) || `status ${r.code}`}`
    )
  }
  log(`Logged in to ${registry.host}.`)
}

interface DockerServerOptions {
  docker?: DockerRunner
  ecrPassword?: EcrPassword
  /** Container name; random by default. */
  name?: string
}

const STOPPED = 'the transform was stopped while the Docker model server was starting'

function throwIfStopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error(STOPPED)
}

/**
 * Starts the container: daemon check, then the image (an ECR login and a pull only when it is not
 * there yet), `docker create`, `docker start --attach`, /ping. A cancel ends whichever docker call is
 * running; no container is created once the run is cancelled, and every stop path removes it.
 */
export async function startDockerServer(
  spec: LocalRunSpec,
  opts: ModelServerOptions,
  options: DockerServerOptions = {}
): Promise<ModelServer> {
  const docker = options.docker ?? dockerRunner()
  const log = opts.log ?? (() => undefined)
  const signal = opts.signal
  await ensureDocker(docker, signal)
  const region = opts.env.SAGEMAKER_REGION || regionOrFallback(spec.control.region, opts.env)
  const image = containerImage(spec, region, opts.framework ?? spec.model.framework)
  const present = await docker(['image', 'inspect', '--format', '{{.Id}}', image], { signal })
  throwIfStopped(signal)
  // Pull before the /ping deadline starts: framework images are several GB.
  if (present.code !== 0) {
    const registry = ecrRegistryOf(image)
    if (registry)
      await ecrLogin(registry, docker, options.ecrPassword ?? ecrPasswordFromSdk, log, {
        signal,
        credentials: opts.credentials,
        proxy: opts.proxy
      })
    log(`Pulling ${image} ...`)
    const pulled = await docker(['pull', '--quiet', image], { signal })
    throwIfStopped(signal)
    if (pulled.code !== 0) {
      throw new UserError(
        `docker pull ${image} failed: ${lastLines(pulled.stderr) || `status ${pulled.code}`}` +
          (registry ? '. Check that AWS credentials for the image registry are configured.' : '')
      )
    }
  }
  const port = await freePort()
  const name = options.name ?? `sagemaker-transform-${randomBytes(4).toString('hex')}`
  const args = dockerCreateArgs({
    image,
    name,
    modelDir: opts.modelDir,
    port,
    envNames: Object.keys(opts.env),
    gpu: spec.resources.gpu
  })
  // Not cancellable: once asked for, the container must exist before it can be removed for sure.
  const remove = async () => {
    await docker(['rm', '--force', name], { timeoutMs: 30_000 })
  }
  throwIfStopped(signal)
  const created = await docker(args, { env: { ...serverBaseEnv(), ...opts.env }, timeoutMs: 120_000 })
  if (created.code !== 0) {
    await remove()
    throw new UserError(`docker create failed: ${lastLines(created.stderr) || `status ${created.code}`}`)
  }
  if (signal?.aborted) {
    await remove()
    throw new Error(STOPPED)
  }
  return startManagedServer(
    {
      command: 'docker',
      args: ['start', '--attach', name],
      env: serverBaseEnv(),
      url: `http://127.0.0.1:${port}`,
      name: `the container ${name} (${image})`,
      description: `docker ${args.join(' ')}`,
      hint: 'Check the container output below (docker logs would show the same).',
      // A cancel removes the container at once; a normal end gives the server a short graceful stop.
      beforeStop: async () => {
        if (signal?.aborted) await remove()
        else await docker(['stop', '-t', String(STOP_TIMEOUT_SECONDS), name], { timeoutMs: 30_000 })
      },
      afterStop: remove
    },
    opts
  )
}
