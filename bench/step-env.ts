// The environment of a workflow step that runs the action: its inputs as INPUT_* variables, its
// output and summary files (made empty) and RUNNER_TEMP in the round's folder. A Python named with
// --python or BENCH_PYTHON is the action's local-python too, so both sides run the same interpreter;
// --model-env (BENCH_MODEL_ENV) is the step's model-env input, e.g. SAGEMAKER_MODEL_SERVER_WORKERS=2
// to time the request path the GPU rule takes (a set worker count computes without a limit) on CPUs.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { option, PYTHON } from './options.js'

/** The action's settings as the benchmarks' tables name them: the model-env of --model-env, or none. */
export function actionSettings(): string {
  const modelEnv = option('model-env')
  return modelEnv ? `model-env ${modelEnv}` : 'default settings'
}

export async function stepEnv(dir: string, inputs: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  const files = {
    GITHUB_OUTPUT: path.join(dir, 'output.txt'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md')
  }
  for (const f of Object.values(files)) await writeFile(f, '')
  const env: NodeJS.ProcessEnv = { ...process.env, ...files, RUNNER_TEMP: dir, NODE_NO_WARNINGS: '1' }
  const chosen: Record<string, string> = option('python') ? { 'local-python': PYTHON } : {}
  const modelEnv = option('model-env')
  if (modelEnv) chosen['model-env'] = modelEnv
  for (const [k, v] of Object.entries({ ...chosen, ...inputs })) env[`INPUT_${k.toUpperCase()}`] = v
  return env
}
