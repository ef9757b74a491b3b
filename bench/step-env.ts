// The environment of a workflow step that runs the action: its inputs as INPUT_* variables, its
// output and summary files (made empty) and RUNNER_TEMP in the round's folder. A Python named with
// --python or BENCH_PYTHON is the action's local-python too, so both sides run the same interpreter.
// --instance-type and --model-env (BENCH_INSTANCE_TYPE, BENCH_MODEL_ENV) are the step's inputs of those
// names where the benchmark does not set them itself: e.g. local_gpu with a Python whose torch sees a
// GPU, or SAGEMAKER_MODEL_SERVER_WORKERS=2, which computes each request as the GPU rule does.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { option, PYTHON } from './options.js'

/** The step's inputs that options set. */
export type Setting = 'instance-type' | 'model-env'
const SETTINGS: Setting[] = ['instance-type', 'model-env']

/** The settings given as options, among `names`. */
function chosenSettings(names: Setting[] = SETTINGS): Record<string, string> {
  const chosen: Record<string, string> = {}
  for (const name of names) {
    const value = option(name)
    if (value) chosen[name] = value
  }
  return chosen
}

/** The action's settings as the benchmarks' tables name them: those given as options, or the default. */
export function actionSettings(names: Setting[] = SETTINGS): string {
  const given = Object.entries(chosenSettings(names)).map(([name, value]) => `${name} ${value}`)
  return given.length ? given.join(', ') : 'default settings'
}

export async function stepEnv(dir: string, inputs: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  const files = {
    GITHUB_OUTPUT: path.join(dir, 'output.txt'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md')
  }
  for (const f of Object.values(files)) await writeFile(f, '')
  const env: NodeJS.ProcessEnv = { ...process.env, ...files, RUNNER_TEMP: dir, NODE_NO_WARNINGS: '1' }
  const python = option('python') ? { 'local-python': PYTHON } : {}
  // The benchmark's own inputs win: local-gpu sets each row's instance type.
  for (const [k, v] of Object.entries({ ...python, ...chosenSettings(), ...inputs }))
    env[`INPUT_${k.toUpperCase()}`] = v
  return env
}
