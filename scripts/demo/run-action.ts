// Runs the bundled action (dist/index.js) as a workflow step would: inputs as INPUT_* variables, the
// runner's files (step summary, outputs, state) in a folder of its own. The action's log goes to this
// terminal with its workflow commands (`::error::...`) turned into plain lines, as GitHub's log shows
// them, so an expected failure does not read as a crash.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

export const root = path.resolve(import.meta.dirname, '..', '..')
export const fixtures = path.join(root, 'test', 'fixtures')

export interface StepResult {
  /** The step's exit status: 0 passed, 1 failed. */
  status: number
  /** Outputs the step set, by name. */
  outputs: Record<string, string>
  /** The step summary the action wrote (GITHUB_STEP_SUMMARY). */
  summaryFile: string
  /** The `::error::` messages the step printed, decoded. */
  errors: string[]
}

/** A workflow command's data decoded (the runner's %25, %0D, %0A escapes). */
function decodeCommandData(data: string): string {
  return data.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%')
}

/** A line of the action's log as GitHub shows it: commands become labelled lines, the rest is as is. */
export function logLine(line: string, errors: string[]): string | undefined {
  const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
  if (!command) return line
  const [, name, data] = command
  const text = decodeCommandData(data)
  if (name === 'error') {
    errors.push(text)
    return text
      .split('\n')
      .map((l, i) => (i === 0 ? `Error: ${l}` : `  ${l}`))
      .join('\n')
  }
  if (name === 'warning' || name === 'notice') return `${name[0].toUpperCase()}${name.slice(1)}: ${text}`
  if (name === 'group') return `> ${text}`
  // add-mask, endgroup, debug and the rest: the runner shows nothing for them.
  return undefined
}

/** `name<<DELIM\nvalue\nDELIM` entries of a GITHUB_OUTPUT file. */
function readOutputs(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8')
  return Object.fromEntries([...text.matchAll(/^([a-z-]+)<<(.+)$\n([\s\S]*?)\n\2$/gm)].map(m => [m[1], m[3]]))
}

export interface RunOptions {
  /** Variables beside the inputs (GITHUB_SHA, ...). */
  env?: Record<string, string>
  /** The step is meant to fail: keep its errors for the caller to explain instead of printing them. */
  expectFailure?: boolean
}

export async function runAction(
  runnerDir: string,
  inputs: Record<string, string>,
  opts: RunOptions = {}
): Promise<StepResult> {
  mkdirSync(runnerDir, { recursive: true })
  const files = {
    GITHUB_STEP_SUMMARY: path.join(runnerDir, 'job-summary.md'),
    GITHUB_OUTPUT: path.join(runnerDir, 'outputs.txt'),
    GITHUB_STATE: path.join(runnerDir, 'state.txt')
  }
  for (const f of Object.values(files)) writeFileSync(f, '')
  const env: NodeJS.ProcessEnv = { ...process.env, ...files, ...opts.env, RUNNER_TEMP: runnerDir }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  const child = spawn(process.execPath, [path.join(root, 'dist', 'index.js')], {
    env,
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const errors: string[] = []
  for await (const line of createInterface({ input: child.stdout })) {
    const before = errors.length
    const shown = logLine(line, errors)
    if (shown !== undefined && !(opts.expectFailure && errors.length > before)) console.log(shown)
  }
  const status = await new Promise<number>(resolve => child.on('close', code => resolve(code ?? 1)))
  return { status, outputs: readOutputs(files.GITHUB_OUTPUT), summaryFile: files.GITHUB_STEP_SUMMARY, errors }
}
