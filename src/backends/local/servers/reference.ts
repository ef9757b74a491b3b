// The built-in reference PyTorch server (serve/reference_server.py), run with a Python that has torch.
// No separate check runs first: importing torch is most of the server's start-up, so the server's own
// start says whether an interpreter has it (exit status 3 and `cannot import torch: ...`).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { UserError } from '../../../errors.js'
import type { LocalRunSpec } from '../../../spec.js'
import type { ModelServer, ModelServerOptions } from '../server.js'
import { serverBaseEnv, startManagedServer } from './managed.js'
import type { Exit } from './process.js'
import { freePort } from './ready.js'
import { DeviceLines } from './device.js'
import { PythonNotFound, pythonWithRequirements } from './requirements.js'

const SERVER_SCRIPT = 'reference_server.py'

/** The server's exit status when a module it needs (torch, numpy) cannot be imported. */
const MISSING_MODULE_STATUS = 3
const MISSING_MODULE_LINE = /^reference server: cannot import \S+: (.*)$/

export const INSTALL_HINT =
  'On Debian/Ubuntu install it with `sudo apt-get install -y python3-torch python3-pil`, or set ' +
  'local-python to an interpreter that has torch, or choose local-server: docker or local-serve-command.'

/** The interpreters to try: local-python when given (and only it), else /usr/bin/python3, then python3. */
export function pythonCandidates(localPython: string | undefined): string[] {
  return localPython ? [localPython] : ['/usr/bin/python3', 'python3']
}

/** An interpreter that cannot run the server: it is missing, or lacks a module the server imports. */
class InterpreterUnfit extends Error {
  constructor(readonly problem: string) {
    super(problem)
    this.name = 'InterpreterUnfit'
  }
}

/** Why the interpreter, not the model, stopped the server's start; undefined for any other exit. */
export function interpreterProblem(exit: Exit, lastOutput: string[]): string | undefined {
  if (exit.error)
    return (exit.error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : exit.error.message
  if (exit.code !== MISSING_MODULE_STATUS) return undefined
  for (const line of [...lastOutput].reverse()) {
    const found = MISSING_MODULE_LINE.exec(line)
    if (found) return found[1]
  }
  return undefined
}

interface TriedInterpreter {
  python: string
  problem: string
}

/** The error once every candidate failed: local-python named alone, else every interpreter tried. */
export function noTorchError(localPython: string | undefined, tried: TriedInterpreter[]): UserError {
  if (localPython) {
    return new UserError(
      `local-python: ${JSON.stringify(localPython)} cannot run the reference PyTorch server ` +
        `(import torch failed: ${tried[0]?.problem ?? 'not found'}). ${INSTALL_HINT}`
    )
  }
  return new UserError(
    `local mode: no Python interpreter with torch was found for the reference PyTorch server ` +
      `(tried ${tried.map(t => `${t.python}: ${t.problem}`).join('; ')}). ${INSTALL_HINT}`
  )
}

/**
 * serve/ beside the bundle (dist/serve next to dist/index.js) or at the repository root when running
 * from the sources; the first that holds the server script.
 */
export function serveDirCandidates(moduleUrl: string = import.meta.url, argv1 = process.argv[1]): string[] {
  const here = path.dirname(fileURLToPath(moduleUrl))
  const list = [path.join(here, 'serve'), path.resolve(here, '..', '..', '..', '..', 'serve')]
  if (argv1) list.push(path.join(path.dirname(path.resolve(argv1)), 'serve'))
  return [...new Set(list)]
}

export function findServeDir(candidates: string[] = serveDirCandidates()): string {
  const found = candidates.find(dir => existsSync(path.join(dir, SERVER_SCRIPT)))
  if (found) return found
  throw new UserError(
    `local mode: the reference server (${SERVER_SCRIPT}) is missing; looked in ${candidates.join(', ')}. ` +
      'The action is incomplete: rebuild it with `npm run bundle`.'
  )
}

interface ReferenceServerOptions {
  serveDir?: string
}

/** The environment that says where the model runs: the GPU for local_gpu, none for local (a CPU instance). */
function deviceEnvironment(gpu: boolean): Record<string, string> {
  return gpu ? { SAGEMAKER_REFERENCE_GPU: '1' } : { SAGEMAKER_REFERENCE_GPU: '0', CUDA_VISIBLE_DEVICES: '' }
}

/** The server's worker count and device lines: `4 workers (16 cores, 1 GPU): why`, `device cuda:0 ...`. */
const LOGGED_LINE = /^reference server: (?:\d+ workers? \(|device )/
/** Its warnings (local_gpu without a GPU, a worker that ran out of GPU memory). */
const WARNING_LINE = /^reference server: (?:warning: |(?:worker \d+: )?CUDA out of memory )/

/**
 * The server's worker count and device go to the action log, its warnings as warnings; its device
 * lines tell `devices` what really runs the model.
 */
function serverLogLine(
  opts: Pick<ModelServerOptions, 'log' | 'warn'>,
  devices: DeviceLines
): (line: string) => void {
  return line => {
    devices.read(line)
    if (WARNING_LINE.test(line)) (opts.warn ?? opts.log)?.(line)
    else if (LOGGED_LINE.test(line)) opts.log?.(line)
  }
}

export async function startReferenceServer(
  spec: LocalRunSpec,
  opts: ModelServerOptions,
  options: ReferenceServerOptions = {}
): Promise<ModelServer> {
  const serveDir = options.serveDir ?? findServeDir()
  const tried: TriedInterpreter[] = []
  for (const python of pythonCandidates(spec.control.localPython)) {
    try {
      return await startWith(python, path.join(serveDir, SERVER_SCRIPT), spec, opts)
    } catch (err) {
      if (err instanceof PythonNotFound) tried.push({ python, problem: 'not found' })
      else if (err instanceof InterpreterUnfit) tried.push({ python, problem: err.problem })
      else throw err
    }
  }
  throw noTorchError(spec.control.localPython, tried)
}

async function startWith(
  python: string,
  script: string,
  spec: LocalRunSpec,
  opts: ModelServerOptions
): Promise<ModelServer> {
  const control = spec.control
  const command = await pythonWithRequirements({
    python,
    modelDir: opts.modelDir,
    install: !('localInstallRequirements' in control) || control.localInstallRequirements !== false,
    env: serverBaseEnv(),
    log: opts.log,
    warn: opts.warn
  })
  const port = await freePort()
  const devices = new DeviceLines()
  const server = await startManagedServer(
    {
      command,
      args: [script],
      env: {
        ...serverBaseEnv(),
        ...deviceEnvironment(spec.resources.gpu),
        ...opts.env,
        SM_MODEL_DIR: opts.modelDir,
        SAGEMAKER_BIND_TO_PORT: String(port),
        SAGEMAKER_BIND_HOST: '127.0.0.1',
        // The action's directory may be read-only; nothing to gain from caching bytecode there.
        PYTHONDONTWRITEBYTECODE: '1',
        PYTHONUNBUFFERED: '1'
      },
      cwd: opts.modelDir,
      url: `http://127.0.0.1:${port}`,
      name: `the reference PyTorch server (${python} ${script})`,
      description: `reference PyTorch server (${python})`,
      hint: 'Loading a large model can take longer than the deadline; check model_fn and the output below.',
      onLine: serverLogLine(opts, devices),
      startFailure: (exit, lastOutput) => {
        const problem = interpreterProblem(exit, lastOutput)
        return problem === undefined ? undefined : new InterpreterUnfit(problem)
      }
    },
    opts
  )
  return { ...server, ranOn: () => devices.ranOn() }
}
