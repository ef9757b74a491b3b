// The environment of a workflow step that runs the action: its inputs as INPUT_* variables, its
// output and summary files (made empty) and RUNNER_TEMP in the round's folder. A Python named with
// --python or BENCH_PYTHON is the action's local-python too, so both sides run the same interpreter.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { option, PYTHON } from './options.js'

export async function stepEnv(dir: string, inputs: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  const files = {
    GITHUB_OUTPUT: path.join(dir, 'output.txt'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md')
  }
  for (const f of Object.values(files)) await writeFile(f, '')
  const env: NodeJS.ProcessEnv = { ...process.env, ...files, RUNNER_TEMP: dir, NODE_NO_WARNINGS: '1' }
  const chosen = option('python') ? { 'local-python': PYTHON } : {}
  for (const [k, v] of Object.entries({ ...chosen, ...inputs })) env[`INPUT_${k.toUpperCase()}`] = v
  return env
}
