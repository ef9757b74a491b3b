// Checks that need the file system, made before anything is created: the model layout and a local
// data folder. Their problems and the input problems are reported together, in one error.
import { stat } from 'node:fs/promises'
import { modelLayoutProblems } from './artifact/check.js'
import { InputErrors, LayoutError, UserError, type InputProblem } from './errors.js'
import { parseInputs, readInputs } from './inputs.js'
import type { InputReader, Spec } from './spec.js'
import { isS3Uri, localPath } from './storage/uri.js'

const FRAMEWORKS = ['pytorch', 'tensorflow'] as const

/** The Spec, or one UserError holding every input problem and every layout problem found. */
export async function checkedSpec(read: InputReader, env: NodeJS.ProcessEnv): Promise<Spec> {
  const raw = readInputs(read)
  const problems: InputProblem[] = []
  let spec: Spec | undefined
  try {
    spec = parseInputs(read, env)
  } catch (err) {
    if (!(err instanceof InputErrors)) throw err
    problems.push(...err.problems)
  }
  const localMode = spec
    ? spec.control.mode === 'local'
    : raw.mode === 'local' || /^local/i.test(raw['instance-type'])
  if (localMode && raw.data && !isS3Uri(raw.data) && !problems.some(p => p.input === 'data')) {
    const found = await stat(localPath(raw.data)).catch(() => undefined)
    if (!found)
      problems.push({
        input: 'data',
        value: raw.data,
        problem: 'does not exist on the runner',
        fix: 'Check the path (relative paths start at the workspace), or give an S3 URI.'
      })
  }
  // With the inputs in order prepareModel checks the layout on its way; otherwise it is checked here.
  const layout =
    spec && problems.length === 0
      ? []
      : raw['model-path'] && !isS3Uri(raw['model-path'])
        ? await modelLayoutProblems({
            path: raw['model-path'],
            sourceDir: raw['source-dir'] || undefined,
            framework: FRAMEWORKS.find(f => f === raw.framework.toLowerCase()),
            entryPoint: raw['entry-point'] || undefined
          })
        : []
  if (problems.length === 0 && layout.length === 0) return spec!
  const parts = [
    problems.length ? new InputErrors(problems).message : '',
    layout.length ? new LayoutError(layout).message : ''
  ]
  throw new UserError(parts.filter(Boolean).join('\n'))
}
