// Inputs declared in action.yml whose behaviour is not built yet fail loudly instead of being ignored.
import type { InputName, RawInputs } from './names.js'
import type { Problems } from './problems.js'

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
