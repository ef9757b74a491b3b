// A stage's context for tests that drive a stage directly: real clock, no waiting, a temp RUNNER_TEMP.
import { actionsIO } from '../../src/actions-io.js'
import type { ActionContext, StageContext } from '../../src/context.js'
import { runS3 } from '../../src/storage/s3.js'

/** Logs and outputs are dropped unless `loud`, when they go to the step's files as in the action. */
export function testActionContext(runnerTemp: string, loud = false): StageContext {
  const env = { RUNNER_TEMP: runnerTemp }
  return {
    readInput: () => '',
    env,
    s3: runS3(env),
    signal: new AbortController().signal,
    sleep: async () => undefined,
    now: () => Date.now(),
    ...(loud ? actionsIO() : quietIO)
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
