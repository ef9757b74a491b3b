// Stages 1 and 2 of a run, before any network call: the inputs parsed into a Spec, then every check
// the runner can make on its own (the model's files and layout, source-dir, local data, label-map and
// ground-truth files). All their problems come in one error, whether or not the inputs had problems.
import { stat } from 'node:fs/promises'
import { checkModelFiles, type CheckedModel } from '../artifact/check.js'
import { InputErrors, LayoutError, UserError, type InputProblem } from '../errors.js'
import { parseInputs, readInputs } from '../inputs/parse-inputs.js'
import type { RawInputs } from '../inputs/names.js'
import { builtinLabelMapName, LABEL_MAP_NOT_FOUND } from '../inputs/report.js'
import type { Framework, InputReader, Spec } from '../spec.js'
import { isS3Uri, localPath } from '../storage/uri.js'

const FRAMEWORKS: readonly Framework[] = ['pytorch', 'tensorflow']

/** What the free checks hand on: the spec, and a local model as it was read and checked. */
interface Preflight {
  spec: Spec
  model?: CheckedModel
}

/** Input parsing has refused other URIs already: a label map here is a built-in or a runner path. */
async function isLabelMap(value: string): Promise<boolean> {
  if (builtinLabelMapName(value)) return true
  return (await stat(localPath(value)).catch(() => undefined))?.isFile() ?? false
}

const exists = async (value: string): Promise<boolean> =>
  Boolean(await stat(localPath(value)).catch(() => undefined))

/** Runner paths named by the inputs that must exist: a local data folder, a local ground truth. */
async function localPathProblems(raw: RawInputs, localMode: boolean, known: InputProblem[]) {
  const problems: InputProblem[] = []
  const named = (input: string) => known.some(p => p.input === input)
  const data = raw.data
  if (localMode && data && !isS3Uri(data) && !named('data') && !(await exists(data)))
    problems.push({
      input: 'data',
      value: data,
      problem: 'does not exist on the runner',
      fix: 'Check the path (relative paths start at the workspace), or give an S3 URI.'
    })
  const labelMap = raw['label-map']
  if (labelMap && !named('label-map') && !(await isLabelMap(labelMap)))
    problems.push({ input: 'label-map', value: labelMap, ...LABEL_MAP_NOT_FOUND })
  const truth = raw['ground-truth']
  if (truth && !isS3Uri(truth) && !named('ground-truth') && !(await exists(truth)))
    problems.push({
      input: 'ground-truth',
      value: truth,
      problem: 'does not exist on the runner',
      fix: 'Check the path (relative paths start at the workspace), or give an S3 URI.'
    })
  return problems
}

/** The model on the runner to check: from the spec when it parsed, else from the raw inputs. */
function localModelOf(spec: Spec | undefined, raw: RawInputs) {
  if (spec) return spec.model.source === 'path' ? spec.model : undefined
  const modelPath = raw['model-path']
  if (!modelPath || isS3Uri(modelPath)) return undefined
  return {
    path: modelPath,
    sourceDir: raw['source-dir'] || undefined,
    framework: FRAMEWORKS.find(f => f === raw.framework.toLowerCase()),
    entryPoint: raw['entry-point'] || undefined
  }
}

/** The Spec and the checked model, or one UserError holding every input and layout problem found. */
export async function preflight(read: InputReader, env: NodeJS.ProcessEnv): Promise<Preflight> {
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
  problems.push(...(await localPathProblems(raw, localMode, problems)))
  const local = localModelOf(spec, raw)
  const { checked, problems: layout } = local ? await checkModelFiles(local) : { problems: [] }
  if (spec && problems.length === 0 && layout.length === 0) return { spec, model: checked }
  const parts = [
    problems.length ? new InputErrors(problems).message : '',
    layout.length ? new LayoutError(layout).message : ''
  ]
  throw new UserError(parts.filter(Boolean).join('\n'))
}
