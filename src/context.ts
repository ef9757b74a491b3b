// What every stage is handed: inputs, environment, cancel signal, clock, the log and the outputs. Only
// this module and the entries talk to @actions/core, so the stages below run the same under tests.
import * as core from '@actions/core'
import { setTimeout as delay } from 'node:timers/promises'
import type { InputReader } from './spec.js'

/** Where progress goes: the workflow log in the action, a collector in tests. */
export interface Logger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
  startGroup(name: string): void
  endGroup(): void
}

/** The step's outputs, its saved state (read by the post step) and its job summary. */
export interface Outputs {
  set(name: string, value: string): void
  saveState(name: string, value: string): void
  /** Appends Markdown to the job summary; false when the runner gives no summary file. */
  appendSummary(markdown: string): Promise<boolean>
}

/** One set of AWS credentials (the shape the AWS SDK's clients take). */
export interface AwsCredentials {
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string
  expiration?: Date
}

/**
 * What every AWS client of a run signs with. `memoized` tells the SDK the provider keeps its own cache
 * (and its own clock), so the SDK asks it before every request instead of caching on its own.
 */
export type CredentialProvider = (() => Promise<AwsCredentials>) & { memoized: true }

export interface ActionContext {
  readInput: InputReader
  env: NodeJS.ProcessEnv
  /** Aborted when the workflow is cancelled (SIGINT/SIGTERM). */
  signal: AbortSignal
  /** Waits; tests pass one that advances a fake clock instead. A given signal ends the wait early. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  now: () => number
  log: Logger
  outputs: Outputs
  /** GitHub's OIDC token for an audience (needs `permissions: id-token: write`). */
  idToken?: (audience: string) => Promise<string>
  /** Set by the run when it gets its own credentials (role-to-assume); else the SDK's default chain. */
  credentials?: CredentialProvider
}

// What the runner may skip or ignore around a command's markers: whitespace (it trims lines), control
// characters, and the zero-width and combining marks a culture-aware comparison ignores. A superset:
// escaping a harmless line costs one character, missing one would hand the log to whoever wrote it.
const IGNORED = '[\\s\\p{Cc}\\p{Cf}\\p{M}\\p{Z}]*'
/** `::name::` after anything the runner trims: the command form it reads at the start of a line. */
const COMMAND_START = new RegExp(`^${IGNORED}:${IGNORED}:`, 'u')
/** `##[name]`: the older form, which the runner finds anywhere in a line. */
const LEGACY_COMMAND = /#[\p{Cc}\p{Cf}\p{M}]*#[\p{Cc}\p{Cf}\p{M}]*\[/gu
/** Controls that could redraw or hide parts of the log (tab and line breaks are kept). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g

/**
 * Text that can never start a workflow command, whatever it holds: each line (the runner splits at
 * CR, LF and CRLF) that would start one gets a leading `\`, `##[` becomes `##\[`, and control
 * characters are shown as `\xNN`. Every log line goes through it (see `actionsIO`), so FailureReason,
 * model answers, object keys, labels and CloudWatch lines print as text.
 */
export function inertText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(line => {
      const shown = line
        .replace(CONTROL, c => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(LEGACY_COMMAND, m => `${m.slice(0, -1)}\\[`)
      return COMMAND_START.test(shown) ? `\\${shown}` : shown
    })
    .join('\n')
}

/** The log, outputs and OIDC tokens of a GitHub Actions step. */
export function actionsIO(
  env: NodeJS.ProcessEnv = process.env
): Pick<ActionContext, 'log' | 'outputs' | 'idToken'> {
  return {
    // Reads ACTIONS_ID_TOKEN_REQUEST_URL / _TOKEN; the token is masked in the log.
    idToken: audience => core.getIDToken(audience),
    log: {
      // Plain lines are the only ones the runner reads commands from; the others go through
      // @actions/core's command escaping (line breaks and `%` encoded in the command's value).
      info: message => core.info(inertText(message)),
      warning: message => core.warning(message),
      debug: message => core.debug(message),
      startGroup: name => core.startGroup(name),
      endGroup: () => core.endGroup()
    },
    outputs: {
      set: (name, value) => core.setOutput(name, value),
      saveState: (name, value) => core.saveState(name, value),
      appendSummary: async markdown => {
        if (!env.GITHUB_STEP_SUMMARY) return false
        await core.summary.addRaw(markdown, true).write()
        return true
      }
    }
  }
}

/** An AbortSignal that a workflow cancel (SIGINT, then SIGTERM) aborts. */
export function cancelSignal(): AbortSignal {
  const controller = new AbortController()
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => controller.abort(new Error(`received ${sig}`)))
  }
  return controller.signal
}

export function defaultContext(signal: AbortSignal = cancelSignal()): ActionContext {
  return {
    readInput: name => core.getInput(name),
    env: process.env,
    signal,
    // An aborted wait resolves at once and leaves no timer holding the process open.
    sleep: (ms, signal) => delay(ms, undefined, { signal }).catch(() => undefined),
    now: () => Date.now(),
    ...actionsIO(process.env)
  }
}
