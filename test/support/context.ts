// A stage's context for tests that drive a stage directly: real clock, no waiting, a temp RUNNER_TEMP.
import { actionsIO } from '../../src/actions-io.js'
import type { ActionContext, Logger, StageContext } from '../../src/context.js'
import { runS3 } from '../../src/storage/s3.js'

export interface TestContextOptions {
  /** Logs and outputs go to the step's files as in the action; otherwise they are dropped. */
  loud?: boolean
  /** The environment besides RUNNER_TEMP (none by default). */
  env?: NodeJS.ProcessEnv
  signal?: AbortSignal
  now?: () => number
  /** Replaces these parts of the log (to collect the lines a stage writes). */
  log?: Partial<Logger>
}

export function testActionContext(runnerTemp: string, options: TestContextOptions = {}): StageContext {
  const env = { ...options.env, RUNNER_TEMP: runnerTemp }
  const io = options.loud ? actionsIO() : quietIO
  return {
    readInput: () => '',
    env,
    s3: runS3(env),
    signal: options.signal ?? new AbortController().signal,
    sleep: async () => undefined,
    now: options.now ?? (() => Date.now()),
    ...io,
    log: { ...io.log, ...options.log }
  }
}

const quietIO: Pick<ActionContext, 'log' | 'outputs'> = {
  log: {
    info: () => undefined,
    warning: () => undefined,
    debug: () => undefined,
    startGroup: () => undefined,
    endGroup: () => undefined
  },
  outputs: {
    set: () => undefined,
    setFailed: () => undefined,
    saveState: () => undefined,
    appendSummary: async () => false
  }
}
