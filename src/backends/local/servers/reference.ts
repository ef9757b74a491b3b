// The built-in reference PyTorch server (serve/reference_server.py), run with a Python that has torch.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { UserError } from '../../../errors.js'
import type { LocalSpec } from '../../../spec.js'
import type { ModelServer, ModelServerOptions } from '../server.js'
import { serverBaseEnv, startManagedServer } from './managed.js'
import { freePort } from './ready.js'

export const SERVER_SCRIPT = 'reference_server.py'

/** Why an interpreter cannot run the server, or undefined when it can. */
export type TorchCheck = (python: string) => Promise<string | undefined>

const checked = new Map<string, Promise<string | undefined>>()

/** Runs `python -c 'import torch'` once per interpreter per process. */
export const checkTorch: TorchCheck = python => {
  let result = checked.get(python)
  if (!result) {
    result = new Promise(resolve => {
      execFile(python, ['-c', 'import torch, numpy'], { timeout: 120_000 }, (err, _stdout, stderr) => {
        if (!err) return resolve(undefined)
        const code = (err as NodeJS.ErrnoException).code
        if (code === 'ENOENT') return resolve('not found')
        const last = String(stderr).trim().split('\n').pop()
        resolve(last || err.message)
      })
    })
    checked.set(python, result)
  }
  return result
}

export const INSTALL_HINT =
  'On Debian/Ubuntu install it with `sudo apt-get install -y python3-torch python3-pil`, or set ' +
  'local-python to an interpreter that has torch, or choose local-server: docker or local-serve-command.'

/** local-python when given (and only it), else /usr/bin/python3, else python3 on PATH. */
export async function findTorchPython(
  localPython: string | undefined,
  check: TorchCheck = checkTorch
): Promise<string> {
  if (localPython) {
    const problem = await check(localPython)
    if (!problem) return localPython
    throw new UserError(
      `local-python: ${JSON.stringify(localPython)} cannot run the reference PyTorch server ` +
        `(import torch failed: ${problem}). ${INSTALL_HINT}`
    )
  }
  const tried: string[] = []
  for (const candidate of ['/usr/bin/python3', 'python3']) {
    const problem = await check(candidate)
    if (!problem) return candidate
    tried.push(`${candidate}: ${problem}`)
  }
  throw new UserError(
    `local mode: no Python interpreter with torch was found for the reference PyTorch server ` +
      `(tried ${tried.join('; ')}). ${INSTALL_HINT}`
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

export interface ReferenceDeps {
  check?: TorchCheck
  serveDir?: string
}

export async function startReferenceServer(
  spec: LocalSpec,
  opts: ModelServerOptions,
  deps: ReferenceDeps = {}
): Promise<ModelServer> {
  const python = await findTorchPython(spec.control.localPython, deps.check)
  const serveDir = deps.serveDir ?? findServeDir()
  const port = await freePort()
  const script = path.join(serveDir, SERVER_SCRIPT)
  return startManagedServer(
    {
      command: python,
      args: [script],
      env: {
        ...serverBaseEnv(),
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
      hint: 'Loading a large model can take longer than the deadline; check model_fn and the output below.'
    },
    opts
  )
}
