// Inputs that would otherwise be ignored without a word. Those the step was given that action.yml does
// not declare: the runner only warns about them and the action would never read them, so a misspelt gate
// (`min_accuracy: 0.9`) would pass with a green check; each is an input problem, named with the closest
// declared input. And inputs action.yml declares whose behaviour is not built yet: they fail loudly.
import { hiddenValue } from '../redact.js'
import { INPUT_NAMES, inputVariable, type InputName, type RawInputs } from './names.js'
import type { Problems } from './problems.js'

const PREFIX = 'INPUT_'

/** How far apart two names are: insertions, deletions, substitutions and swaps of neighbours. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0][j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1)
    }
  }
  return rows[a.length][b.length]
}

/** The declared input a name most likely meant (`min_acurracy` -> `min-accuracy`), if one is close. */
export function closestInput(name: string): string | undefined {
  // The runner upper-cases names; `_` and spaces are the usual slips for `-`.
  const wanted = name.toLowerCase().replace(/[_\s]/g, '-')
  let best: { name: string; far: number } | undefined
  for (const declared of INPUT_NAMES) {
    const far = distance(wanted, declared)
    if (!best || far < best.far) best = { name: declared, far }
  }
  return best && best.far <= Math.max(2, Math.floor(wanted.length / 4)) ? best.name : undefined
}

/** Every `INPUT_*` variable in `env` that no declared input is read from. */
export function checkUndeclared(env: NodeJS.ProcessEnv, problems: Problems): void {
  const declared = new Set<string>(INPUT_NAMES.map(inputVariable))
  for (const [variable, value] of Object.entries(env)) {
    if (!variable.startsWith(PREFIX) || declared.has(variable) || value === undefined) continue
    const name = variable.slice(PREFIX.length).toLowerCase()
    const near = closestInput(name)
    problems.add(
      name,
      // The value of an unknown input may be a secret: its length alone.
      hiddenValue(value),
      `is not an input of this action (${variable}), so the step would ignore it`,
      near
        ? `Did you mean \`${near}\`? Rename it in the step's \`with:\`.`
        : "Remove it from the step's `with:`, or use an input that action.yml declares."
    )
  }
}

interface Unsupported {
  input: InputName
  /** Values that mean "not used" (besides ''), e.g. the default `false` of a boolean. */
  inert?: string[]
}

/** Everything action.yml declares is built; list an input here while its behaviour is missing. */
export const NOT_YET_SUPPORTED: readonly Unsupported[] = []

export function checkNotYetSupported(
  raw: RawInputs,
  problems: Problems,
  list: readonly Unsupported[] = NOT_YET_SUPPORTED
) {
  for (const { input, inert = [] } of list) {
    const value = raw[input]
    if (value !== '' && !inert.includes(value)) {
      problems.add(input, value, 'is not yet supported by this version of the action', `Remove ${input}.`)
    }
  }
}
