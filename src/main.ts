// The action's flow: inputs -> spec -> model artifact -> backend.run -> results -> publish -> gates.
// Collaborators come in through `ActionContext` so tests drive `run()` against local services.
import * as core from '@actions/core'
import { setTimeout as delay } from 'node:timers/promises'
import { prepareModel } from './artifact/index.js'
import { createSageMakerBackend } from './aws/backend.js'
import { STATE_JOB_NAME, STATE_REGION, STATE_SAGEMAKER_ENDPOINT } from './aws/post-state.js'
import type { JobOutcome, TransformBackend } from './backend.js'
import { errorMessage, UserError } from './errors.js'
import { parseInputs } from './inputs.js'
import { createLocalBackend } from './local/backend.js'
import { publishResults } from './report/index.js'
import type { InputReader, Spec } from './spec.js'

/** Saved with core.saveState so the post step can stop a job a cancelled run left behind. */
export { STATE_JOB_NAME, STATE_REGION, STATE_SAGEMAKER_ENDPOINT }

export interface ActionContext {
  readInput: InputReader
  env: NodeJS.ProcessEnv
  /** Aborted when the workflow is cancelled (SIGINT/SIGTERM). */
  signal: AbortSignal
  /** Waits; tests pass one that advances a fake clock instead. A given signal ends the wait early. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  now: () => number
}

export function defaultContext(signal: AbortSignal): ActionContext {
  return {
    readInput: name => core.getInput(name),
    env: process.env,
    signal,
    // An aborted wait resolves at once and leaves no timer holding the process open.
    sleep: (ms, signal) => delay(ms, undefined, { signal }).catch(() => undefined),
    now: () => Date.now()
  }
}

function chooseBackend(spec: Spec, ctx: ActionContext): TransformBackend {
  return spec.control.mode === 'local' ? createLocalBackend(ctx) : createSageMakerBackend(ctx)
}

/** Runs the action; never throws: every failure ends in core.setFailed with a readable message. */
export async function run(ctx: ActionContext): Promise<JobOutcome | undefined> {
  try {
    const spec = parseInputs(ctx.readInput, ctx.env)
    const model = await prepareModel(spec, ctx)
    if (model.dataUrl) core.setOutput('model-data-url', model.dataUrl)

    const outcome = await chooseBackend(spec, ctx).run(
      spec,
      model,
      {
        modelReady: ({ modelName, modelDataUrl }) => {
          core.setOutput('model-name', modelName)
          if (modelDataUrl) core.setOutput('model-data-url', modelDataUrl)
        },
        jobCreated: ({ jobName, jobArn }) => {
          core.setOutput('job-name', jobName)
          if (jobArn) core.setOutput('job-arn', jobArn)
          core.setOutput('output-path', spec.output.path)
          // Only a job we wait for is ours to stop; one left running with wait: false is the user's.
          if (spec.control.mode === 'sagemaker' && spec.control.wait) {
            core.saveState(STATE_JOB_NAME, jobName)
            core.saveState(STATE_REGION, spec.control.region ?? '')
            core.saveState(STATE_SAGEMAKER_ENDPOINT, spec.control.sagemakerEndpoint ?? '')
          }
        }
      },
      ctx.signal
    )
    core.setOutput('job-status', outcome.status)
    if (outcome.failureReason) core.setOutput('failure-reason', outcome.failureReason)

    if (outcome.status === 'InProgress') {
      core.info(`Not waiting for ${outcome.jobName} (wait: false).`)
      return outcome
    }

    // Publish first (even for a failed job: partial results still help), then decide the verdict.
    const gateFailures = await publishResults(spec, outcome, ctx)
    if (outcome.status !== 'Completed') {
      core.setFailed(
        `Transform job ${outcome.jobName} ended ${outcome.status}` +
          (outcome.failureReason ? `: ${outcome.failureReason}` : '')
      )
    } else if (gateFailures.length > 0) {
      core.setFailed(`Quality gate failed:\n${gateFailures.map(g => `  - ${g}`).join('\n')}`)
    }
    return outcome
  } catch (err) {
    // Our own errors carry their whole story; anything else gets its message, never a stack trace.
    core.setFailed(err instanceof UserError ? err.message : `Unexpected error: ${errorMessage(err)}`)
    if (!(err instanceof UserError) && err instanceof Error && err.stack) core.debug(err.stack)
    return undefined
  }
}
