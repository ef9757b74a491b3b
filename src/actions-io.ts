// The step as GitHub Actions runs it: the runner's workflow commands (stdout lines and the files it
// names in GITHUB_OUTPUT, GITHUB_STATE and GITHUB_STEP_SUMMARY) behind the context's interfaces. They are
// written here, the way @actions/core writes them, because that package loads an HTTP client on import
// that only the OIDC token needs: it is imported for that alone. Only the entries (src/index.ts,
// src/main.ts's default argument, src/post.ts) and the test support use this module.
import { randomUUID } from 'node:crypto'
import { appendFileSync, existsSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import { EOL } from 'node:os'
import type { ActionContext } from './context.js'
import { inertText } from './inert-text.js'
import { inputVariable } from './inputs/names.js'
import { sleep } from './sleep.js'
import type { InputReader } from './spec.js'

/** A command's value with `%`, CR and LF encoded, as the runner decodes it. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** `::name key=value::message` on a line of its own. */
function issue(name: string, message = '', properties: Record<string, string> = {}): void {
  const props = Object.entries(properties)
    .map(([k, v]) => `${k}=${escapeData(v).replace(/:/g, '%3A').replace(/,/g, '%2C')}`)
    .join(',')
  process.stdout.write(`::${name}${props ? ` ${props}` : ''}::${escapeData(message)}${EOL}`)
}

/** `name=value` for the step's OUTPUT or STATE file, or the older stdout command when there is none. */
function keyValue(file: 'OUTPUT' | 'STATE', command: string, name: string, value: string): void {
  const path = process.env[`GITHUB_${file}`]
  if (!path) {
    if (file === 'OUTPUT') process.stdout.write(EOL)
    return issue(command, value, { name })
  }
  if (!existsSync(path)) throw new Error(`Missing file at path: ${path}`)
  // A delimiter no name or value contains, so a value with line breaks stays one value.
  const delimiter = `ghadelimiter_${randomUUID()}`
  if (`${name}${value}`.includes(delimiter)) throw new Error(`${name}: the value holds its own delimiter`)
  appendFileSync(path, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8')
}

/** The log, outputs and OIDC tokens of a GitHub Actions step. */
export function actionsIO(
  env: NodeJS.ProcessEnv = process.env
): Pick<ActionContext, 'log' | 'outputs' | 'idToken'> {
  // The runner hides `::debug::` lines unless step debugging is on; anywhere else they would be printed
  // as they are, so there they are kept back unless ACTIONS_STEP_DEBUG asks for them.
  const debugLines = Boolean(env.GITHUB_ACTIONS) || env.ACTIONS_STEP_DEBUG === 'true'
  return {
    // Reads ACTIONS_ID_TOKEN_REQUEST_URL / _TOKEN; the token is masked in the log.
    idToken: async audience => (await import('@actions/core')).getIDToken(audience),
    log: {
      // Plain lines are the only ones the runner reads commands from; the others are commands whose
      // value has its line breaks and `%` encoded.
      info: message => void process.stdout.write(`${inertText(message)}${EOL}`),
      warning: message => issue('warning', message),
      notice: message => issue('notice', message),
      debug: message => (debugLines ? issue('debug', message) : undefined),
      startGroup: name => issue('group', name),
      endGroup: () => issue('endgroup')
    },
    outputs: {
      set: (name, value) => keyValue('OUTPUT', 'set-output', name, value),
      setFailed: message => {
        process.exitCode = 1
        issue('error', message)
      },
      saveState: (name, value) => keyValue('STATE', 'save-state', name, value),
      appendSummary: async markdown => {
        const file = process.env.GITHUB_STEP_SUMMARY
        if (!env.GITHUB_STEP_SUMMARY || !file) return false
        await appendFile(file, `${markdown}${EOL}`, 'utf8')
        return true
      }
    }
  }
}

/** An AbortSignal that a workflow cancel (SIGINT, then SIGTERM) aborts. */
function cancelSignal(): AbortSignal {
  const controller = new AbortController()
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => controller.abort(new Error(`received ${sig}`)))
  }
  return controller.signal
}

/** The step's inputs (`INPUT_*`), as the runner passes them. */
export const actionInput: InputReader = name => (process.env[inputVariable(name)] ?? '').trim()

export function defaultContext(signal: AbortSignal = cancelSignal()): ActionContext {
  return {
    readInput: actionInput,
    env: process.env,
    signal,
    sleep,
    now: () => Date.now(),
    ...actionsIO(process.env)
  }
}
