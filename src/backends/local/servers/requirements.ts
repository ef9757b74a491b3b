// code/requirements.txt, installed before the reference server starts as the PyTorch container installs
// it (`pip install -r` at start-up): into a virtual environment that sees the interpreter's own packages
// (torch stays the system's), kept per content of the file so that a later run reuses it at once.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { UserError } from '../../../errors.js'

/** Written last into a finished environment: one without it is half-made and built again. */
const READY_MARKER = '.installed'
const INSTALL_TIMEOUT_MS = 30 * 60_000
const PIP_LINES_SHOWN = 12

/** The interpreter itself is missing: the caller tries the next one. */
export class PythonNotFound extends Error {
  constructor(readonly python: string) {
    super(`${python}: not found`)
    this.name = 'PythonNotFound'
  }
}

export interface CommandResult {
  code: number | null
  output: string
  /** Set when the command could not run at all (ENOENT) or was stopped. */
  error?: Error
}

/** Runs a command to its end: its exit status and its stdout and stderr together. */
export type RunCommand = (command: string, args: string[], env: NodeJS.ProcessEnv) => Promise<CommandResult>

export const runCommand: RunCommand = (command, args, env) =>
  new Promise(resolve => {
    execFile(
      command,
      args,
      { env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 64 << 20, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`
        if (!error) return resolve({ code: 0, output })
        const code = typeof error.code === 'number' ? error.code : null
        resolve({ code, output, ...(code === null ? { error } : {}) })
      }
    )
  })

export interface RequirementsOptions {
  /** The interpreter the environment is made from (it must have torch). */
  python: string
  modelDir: string
  /** `local-install-requirements`; false skips the install with a warning. */
  install: boolean
  /** The step's environment: its PIP_* settings (index, find-links, no-index) apply. */
  env: NodeJS.ProcessEnv
  /** Where environments are kept: RUNNER_TOOL_CACHE, else the temp folder. */
  cacheRoot?: string
  run?: RunCommand
  log?: (line: string) => void
  warn?: (line: string) => void
}

export function requirementsFile(modelDir: string): string {
  return path.join(modelDir, 'code', 'requirements.txt')
}

/** The environment's folder: one per interpreter and content of requirements.txt. */
export function environmentDir(cacheRoot: string, python: string, requirements: Buffer): string {
  const hash = createHash('sha256').update(python).update('\0').update(requirements).digest('hex')
  return path.join(cacheRoot, 'sagemaker-transform-requirements', hash.slice(0, 24))
}

function defaultCacheRoot(env: NodeJS.ProcessEnv): string {
  return env.RUNNER_TOOL_CACHE || os.tmpdir()
}

/**
 * The interpreter to run the server with: `python` itself when the model has no code/requirements.txt
 * (or the install is turned off), else the environment's, made and filled on first use.
 */
export async function pythonWithRequirements(opts: RequirementsOptions): Promise<string> {
  const file = requirementsFile(opts.modelDir)
  if (!existsSync(file)) return opts.python
  if (!opts.install) {
    ;(opts.warn ?? opts.log)?.(
      'local mode: code/requirements.txt is not installed (local-install-requirements: false); the ' +
        'PyTorch container installs it before the model loads'
    )
    return opts.python
  }
  const dir = environmentDir(opts.cacheRoot ?? defaultCacheRoot(opts.env), opts.python, await readFile(file))
  const python = path.join(dir, 'bin', 'python')
  if (existsSync(path.join(dir, READY_MARKER))) {
    opts.log?.(`local mode: code/requirements.txt already installed in ${dir}`)
    return python
  }
  const run = opts.run ?? runCommand
  await rm(dir, { recursive: true, force: true })
  await mkdir(path.dirname(dir), { recursive: true })
  opts.log?.(`local mode: installing code/requirements.txt with pip into ${dir}`)
  const made = await run(opts.python, ['-m', 'venv', '--system-site-packages', dir], opts.env)
  if (made.code !== 0) {
    await rm(dir, { recursive: true, force: true })
    if ((made.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
      throw new PythonNotFound(opts.python)
    throw new UserError(
      `local mode: cannot make a virtual environment for code/requirements.txt with ${opts.python} ` +
        `(${made.error?.message ?? `exit status ${made.code}`}): ${lastLines(made.output)}. On Debian/Ubuntu ` +
        'install `python3-venv` and `python3-pip`, or set local-install-requirements: false.'
    )
  }
  const env = { ...opts.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' }
  const installed = await run(python, ['-m', 'pip', 'install', '-r', file], env)
  if (installed.code !== 0) {
    await rm(dir, { recursive: true, force: true })
    const which = failedRequirement(installed.output)
    throw new UserError(
      `local mode: pip could not install ${which ? `the requirement ${which}` : 'the requirements'} of ` +
        `code/requirements.txt (${installed.error?.message ?? `exit status ${installed.code}`}); no input ` +
        `was sent. pip's last lines:\n${lastLines(installed.output)}\n` +
        'Fix the requirement, or set PIP_INDEX_URL / PIP_FIND_LINKS for a private index, or ' +
        'local-install-requirements: false.'
    )
  }
  await writeFile(path.join(dir, READY_MARKER), `${new Date().toISOString()}\n`)
  return python
}

/** The requirement pip names in its error (`... satisfies the requirement nosuch==1.0 ...`). */
export function failedRequirement(output: string): string | undefined {
  const found =
    /satisf(?:y|ies) the requirement (\S+)/.exec(output) ??
    /No matching distribution found for (\S+)/.exec(output)
  return found?.[1]
}

function lastLines(output: string): string {
  const lines = output
    .split('\n')
    .map(l => l.trimEnd())
    .filter(Boolean)
  return lines.slice(-PIP_LINES_SHOWN).join('\n') || '(no output)'
}
