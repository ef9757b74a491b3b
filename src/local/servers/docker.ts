// local-server: docker — the framework's inference image (as SageMaker would pick it, or image-uri),
// the unpacked model mounted read-only at /opt/ml/model, `serve`, published on a loopback port.
import { ECRClient, GetAuthorizationTokenCommand } from '@aws-sdk/client-ecr'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { resolveImageUri, processorFor } from '../../aws/images.js'
import { errorMessage, UserError } from '../../errors.js'
import type { Spec } from '../../spec.js'
import type { ModelServer, ModelServerOptions } from '../server.js'
import { serverBaseEnv, startManagedServer } from './managed.js'
import { freePort } from './ready.js'

export const CONTAINER_MODEL_DIR = '/opt/ml/model'
export const CONTAINER_PORT = 8080

export interface DockerRunPlan {
  image: string
  name: string
  modelDir: string
  port: number
  /** Names only: the values reach the container through the docker CLI's environment. */
  envNames: string[]
  gpu: boolean
}

/** The arguments after `docker`. Values of env vars never appear here, so they stay out of logs. */
export function dockerRunArgs(p: DockerRunPlan): string[] {
  const args = ['run', '--rm', '--name', p.name]
  if (p.gpu) args.push('--gpus', 'all')
  args.push('-v', `${p.modelDir}:${CONTAINER_MODEL_DIR}:ro`)
  args.push('-p', `127.0.0.1:${p.port}:${CONTAINER_PORT}`)
  for (const name of p.envNames) args.push('-e', name)
  args.push(p.image, 'serve')
  return args
}

/** image-uri, else the framework image SageMaker would run for this model, region and instance type. */
export function containerImage(spec: Spec, region: string, framework = spec.model.framework): string {
  if (spec.model.imageUri) return spec.model.imageUri
  if (!framework) {
    throw new UserError(
      'local-server: docker needs the framework (or image-uri) to choose the image; set framework.'
    )
  }
  if (!spec.model.frameworkVersion) {
    throw new UserError(
      `framework-version: needed to choose the ${framework} image for local-server: docker; set it or give image-uri.`
    )
  }
  return resolveImageUri({
    framework,
    version: spec.model.frameworkVersion,
    pyVersion: spec.model.pyVersion,
    region,
    instanceType: spec.resources.instanceType
  })
}

export interface EcrRegistry {
  /** `123456789012.dkr.ecr.us-east-1.amazonaws.com` */
  host: string
  accountId: string
  region: string
}

/** The ECR registry an image lives in, or undefined for any other registry. */
export function ecrRegistryOf(image: string): EcrRegistry | undefined {
  const host = image.split('/')[0]
  const m =
    /^(\d{12})\.dkr\.ecr(?:-fips)?\.([a-z0-9-]+)\.(?:amazonaws\.com(?:\.cn)?|sc2s\.sgov\.gov|c2s\.ic\.gov|csp\.hci\.ic\.gov|cloud\.adc-e\.uk)$/.exec(
      host
    )
  return m && image.includes('/') ? { host, accountId: m[1], region: m[2] } : undefined
}

export interface DockerResult {
  code: number
  stdout: string
  stderr: string
  /** ENOENT when there is no docker CLI. */
  errorCode?: string
}

export type DockerRunner = (
  args: string[],
  o?: { input?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }
) => Promise<DockerResult>

export function dockerRunner(binary = 'docker'): DockerRunner {
  return (args, o = {}) =>
    new Promise(resolve => {
      const child = execFile(
        binary,
        args,
        { env: o.env ?? serverBaseEnv(), timeout: o.timeoutMs ?? 0, maxBuffer: 16 * 1024 * 1024 },
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

/** A UserError when there is no docker CLI or its daemon does not answer. */
export async function ensureDocker(docker: DockerRunner): Promise<void> {
  const r = await docker(['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 60_000 })
  if (r.errorCode === 'ENOENT') {
    throw new UserError(
      'local-server: docker needs the docker CLI, and it is not installed (not found on PATH). Install ' +
        'Docker, or use the reference PyTorch server (local-server: reference) or local-serve-command.'
    )
  }
  if (r.code !== 0) {
    throw new UserError(
      `local-server: docker cannot reach the Docker daemon (docker info failed: ${lastLines(r.stderr || r.stdout) || `status ${r.code}`}). ` +
        'Start the daemon (or run on a runner that has Docker, such as GitHub-hosted Ubuntu runners), or use ' +
        'the reference PyTorch server (local-server: reference) or local-serve-command.'
    )
  }
}

export type EcrPassword = (registry: EcrRegistry) => Promise<string>

/** The registry password from GetAuthorizationToken (the token is base64 of `AWS:<password>`). */
export const ecrPasswordFromSdk: EcrPassword = async registry => {
  const client = new ECRClient({ region: registry.region })
  try {
    const out = await client.send(new GetAuthorizationTokenCommand({}))
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
  log: (line: string) => void
): Promise<void> {
  let secret: string
  try {
    secret = await password(registry)
  } catch (err) {
    if (credentialsMissing(err)) {
      log(`No AWS credentials for an ECR login to ${registry.host}; pulling without one.`)
      return
    }
    log(`ECR login to ${registry.host} skipped: GetAuthorizationToken failed: ${errorMessage(err)}`)
    return
  }
  const r = await docker(['login', '--username', 'AWS', '--password-stdin', registry.host], { input: secret })
  if (r.code !== 0) {
    throw new UserError(
      `docker login to ${registry.host} failed: ${lastLines(r.stderr) || `status ${r.code}`}`
    )
  }
  log(`Logged in to ${registry.host}.`)
}

export interface DockerDeps {
  docker?: DockerRunner
  ecrPassword?: EcrPassword
  /** Container name; random by default. */
  name?: string
}

export async function startDockerServer(
  spec: Spec,
  opts: ModelServerOptions,
  deps: DockerDeps = {}
): Promise<ModelServer> {
  const docker = deps.docker ?? dockerRunner()
  const log = opts.log ?? (() => undefined)
  await ensureDocker(docker)
  const region = opts.env.SAGEMAKER_REGION || spec.control.region || process.env.AWS_REGION || 'us-east-1'
  const image = containerImage(spec, region, opts.framework ?? spec.model.framework)
  const registry = ecrRegistryOf(image)
  if (registry) await ecrLogin(registry, docker, deps.ecrPassword ?? ecrPasswordFromSdk, log)
  // Pull before the /ping deadline starts: framework images are several GB.
  if ((await docker(['image', 'inspect', '--format', '{{.Id}}', image])).code !== 0) {
    log(`Pulling ${image} ...`)
    const pulled = await docker(['pull', '--quiet', image])
    if (pulled.code !== 0) {
      throw new UserError(
        `docker pull ${image} failed: ${lastLines(pulled.stderr) || `status ${pulled.code}`}` +
          (registry ? '. Check that AWS credentials for the image registry are configured.' : '')
      )
    }
  }
  const port = await freePort()
  const name = deps.name ?? `sagemaker-transform-${randomBytes(4).toString('hex')}`
  const args = dockerRunArgs({
    image,
    name,
    modelDir: opts.modelDir,
    port,
    envNames: Object.keys(opts.env),
    gpu: processorFor(spec.resources.instanceType) === 'gpu'
  })
  return startManagedServer(
    {
      command: 'docker',
      args,
      env: { ...serverBaseEnv(), ...opts.env },
      url: `http://127.0.0.1:${port}`,
      name: `the container ${name} (${image})`,
      description: `docker ${args.join(' ')}`,
      hint: 'Check the container output below (docker logs would show the same).',
      beforeStop: async () => {
        await docker(['stop', '--time', '10', name], { timeoutMs: 30_000 })
      }
    },
    opts
  )
}
