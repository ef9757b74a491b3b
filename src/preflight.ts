// Checks that need the file system, made before anything is created: the model layout, a local data
// folder and a label-map file. Their problems and the input problems are reported together, in one error.
import { stat } from 'node:fs/promises'
import { modelLayoutProblems } from './artifact/check.js'
import { InputErrors, LayoutError, UserError, type InputProblem } from './errors.js'
import { builtinLabelMapName, LABEL_MAP_NOT_FOUND, parseInputs, readInputs } from './inputs.js'
import type { InputReader, Spec } from './spec.js'
import { isS3Uri, localPath } from './storage/uri.js'

const FRAMEWORKS = ['pytorch', 'tensorflow'] as const

/** A built-in label map's name, or a file on the runner. */
/** Input parsing has refused other URIs already: a label map here is a built-in or a runner path. */
async function isLabelMap(value: string): Promise<boolean> {
  if (builtinLabelMapName(value)) return true
  return (await stat(localPath(value)).catch(() => undefined))?.isFile() ?? false
}

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
  const labelMap = raw['label-map']
  if (labelMap && !problems.some(p => p.input === 'label-map') && !(await isLabelMap(labelMap)))
    problems.push({ input: 'label-map', value: labelMap, ...LABEL_MAP_NOT_FOUND })
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
