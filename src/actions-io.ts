// The step as GitHub Actions runs it: @actions/core behind the context's interfaces. Only the entries
// (src/index.ts, src/main.ts's default argument, src/post.ts) and the test support use it.
import * as core from '@actions/core'
import type { ActionContext } from './context.js'
import { inertText } from './inert-text.js'
import { sleep } from './sleep.js'
import type { InputReader } from './spec.js'

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
      setFailed: message => core.setFailed(message),
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
function cancelSignal(): AbortSignal {
  const controller = new AbortController()
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => controller.abort(new Error(`received ${sig}`)))
  }
  return controller.signal
}

/** The step's inputs (`INPUT_*`), as the runner passes them. */
export const actionInput: InputReader = name => core.getInput(name)

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
