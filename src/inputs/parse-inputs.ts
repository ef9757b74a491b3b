// Action inputs -> a typed, validated Spec. Pure: no I/O; every problem is collected and thrown at once.
import { InputErrors, type InputProblem } from '../errors.js'
import type { InputReader, Spec } from '../spec.js'
import { parseControl } from './control.js'
import { attachedModel, checkAttach } from './attach.js'
import { parseAssumeRole } from './credentials.js'
import { parseData } from './data.js'
import { parseMode } from './mode.js'
import { parseModel } from './model.js'
import { INPUT_NAMES, type RawInputs } from './names.js'
import { Problems } from './problems.js'
import { parseReport } from './report.js'
import { parseRegister } from './registry.js'
import { parseResources } from './resources.js'
import { checkSageMakerOnly } from './sagemaker-only.js'
import { checkNotYetSupported, checkUndeclared } from './undeclared.js'

/** Problems in the order action.yml (and the README table) lists their inputs. */
export function inActionOrder(problems: InputProblem[]): InputProblem[] {
  const rank = (problem: InputProblem) => {
    const first = /^[a-z0-9-]+/.exec(problem.input)?.[0] ?? ''
    const i = (INPUT_NAMES as readonly string[]).indexOf(first)
    return i === -1 ? INPUT_NAMES.length : i
  }
  return problems
    .map((problem, i) => ({ problem, i }))
    .sort((a, b) => rank(a.problem) - rank(b.problem) || a.i - b.i)
    .map(({ problem }) => problem)
}

/** Reads every declared input once (trimmed), so what is read is exactly what action.yml declares. */
export function readInputs(read: InputReader): RawInputs {
  return Object.fromEntries(INPUT_NAMES.map(name => [name, (read(name) ?? '').trim()])) as RawInputs
}

/**
 * Parses and validates the action's inputs. `env` is consulted for the region fallback (AWS_REGION,
 * then AWS_DEFAULT_REGION) and for `INPUT_*` variables no declared input reads. Throws InputErrors
 * listing every problem found.
 */
export function parseInputs(read: InputReader, env: NodeJS.ProcessEnv = {}): Spec {
  const raw = readInputs(read)
  const problems = new Problems()
  checkNotYetSupported(raw, problems)
  checkUndeclared(env, problems)

  const mode = parseMode(raw, problems)
  if (mode === 'local') checkSageMakerOnly(raw, problems)
  // attach: the job exists, so nothing that defines one is needed (or taken); what attach refuses is
  // read as unset from here on, so each refused input is one problem, not one per rule it also breaks.
  const attach = mode === 'sagemaker' && raw.attach !== ''
  const refused = attach ? checkAttach(raw, problems) : []
  const given: RawInputs = { ...raw, ...Object.fromEntries(refused.map(name => [name, ''])) }
  const control = parseControl(given, problems, mode, env)
  const assumeRole = parseAssumeRole(given, problems)
  if (assumeRole) control.assumeRole = assumeRole
  const resources = parseResources(given, problems, mode, { attach })
  const model = attach
    ? attachedModel()
    : parseModel(given, problems, {
        mode,
        localServer: control.mode === 'local' ? control.localServer : undefined
      })
  const { data, output } = parseData(given, problems, mode, { attach })
  const report = parseReport(given, problems)
  const register = parseRegister(given, problems, mode, env)
  if (register) report.register = register

  if (problems.list.length > 0) throw new InputErrors(inActionOrder(problems.list))
  const common = { model, data, output, resources, report }
  // Either branch pairs the sections with one mode's control, which is what makes a Spec.
  return control.mode === 'local' ? { ...common, control } : { ...common, control }
}
