// Runs the whole action in-process (`run()` from src/main.ts) the way the runner does: inputs by name,
// outputs and state written to the GITHUB_OUTPUT / GITHUB_STATE files, stdout captured.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { JobOutcome } from '../../../src/job.js'
import { actionsIO } from '../../../src/actions-io.js'
import type { ActionContext } from '../../../src/context.js'
import { run } from '../../../src/main.js'
import { resolveImageUri } from '../../../src/contract/images.js'
import { parseCommandFile } from '../command-file.js'
import { runAsStep } from '../stdout.js'

export interface ActionRun {
  outcome: JobOutcome | undefined
  outputs: Record<string, string>
  state: Record<string, string>
  stdout: string
  failed: boolean
}

/**
 * The classifier fixture as the action's model inputs in SageMaker mode: a PyTorch model directory
 * packaged into `s3://<bucket>/artifacts` and run on ml.m5.xlarge.
 */
export function classifierOnSageMaker(bucket: string): Record<string, string> {
  return {
    'model-path': 'test/fixtures/models/classifier',
    framework: 'pytorch',
    'framework-version': '2.6',
    role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
    'artifact-path': `s3://${bucket}/artifacts`,
    'instance-type': 'ml.m5.xlarge'
  }
}

/** The framework image `classifierOnSageMaker` resolves to in us-east-1: the one a test pushes to moto's ECR. */
export const CLASSIFIER_IMAGE = resolveImageUri({
  framework: 'pytorch',
  version: '2.6',
  region: 'us-east-1',
  instanceType: 'ml.m5.xlarge'
})

const ID_TOKEN_KEYS = ['ACTIONS_ID_TOKEN_REQUEST_URL', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN']

export async function runAction(
  inputs: Record<string, string>,
  ctx: Omit<ActionContext, 'readInput' | 'log' | 'outputs'>
): Promise<ActionRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'action-run-'))
  const files = { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STATE: path.join(dir, 'state') }
  await writeFile(files.GITHUB_OUTPUT, '')
  await writeFile(files.GITHUB_STATE, '')
  // @actions/core reads these from process.env, not from the context's env.
  const mirrored = Object.fromEntries(
    ID_TOKEN_KEYS.filter(k => ctx.env[k] !== undefined).map(k => [k, ctx.env[k]])
  )
  const saved = Object.fromEntries([...Object.keys(files), ...ID_TOKEN_KEYS].map(k => [k, process.env[k]]))
  for (const k of ID_TOKEN_KEYS) delete process.env[k]
  Object.assign(process.env, files, mirrored)
  const printed = await runAsStep(() =>
    run({ ...ctx, ...actionsIO(ctx.env), readInput: name => inputs[name] ?? '' })
  ).finally(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  })
  try {
    return {
      outcome: printed.result,
      outputs: parseCommandFile(await readFile(files.GITHUB_OUTPUT, 'utf8')),
      state: parseCommandFile(await readFile(files.GITHUB_STATE, 'utf8')),
      stdout: printed.stdout,
      failed: printed.failed
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
