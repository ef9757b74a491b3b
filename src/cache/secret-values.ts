// Values that may be secrets never reach the cache or the log: every environment (`env`, `model-env`, a
// named model's container environment) is shown by its names, a command by its program and how many
// words follow, and all those values together count through ONE digest (a digest per value would let a
// short secret be found by trying every guess against it). The identity's digest covers that digest, so
// a changed value still gives another identity.
import { createHash } from 'node:crypto'
import { stableJson } from '../contract/names.js'
import { shownCommand, shownKey } from '../redact.js'

/** Fields holding an environment (name -> value), wherever they sit in what a backend describes. */
const ENVIRONMENTS = new Set(['env', 'environment', 'Environment', 'modelEnv'])
/** Fields holding a command line: its arguments may carry a token. */
const COMMANDS = new Set(['command'])

const isEnvironment = (v: unknown): v is Record<string, string> =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.values(v as Record<string, unknown>).every(x => typeof x === 'string')

/** The values taken out, by where they were: what the one digest covers. */
export type TakenValues = [string, string][]

/**
 * `value` with every environment's values and every command's arguments taken out into `taken`
 * (each under its path), the rest as it was. Environments become their sorted (shown) names.
 */
export function withoutValues<T>(value: T, taken: TakenValues, at = ''): T {
  if (Array.isArray(value)) return value.map((v, i) => withoutValues(v, taken, `${at}.${i}`)) as T
  if (!value || typeof value !== 'object') return value
  const shown: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const where = `${at}.${key}`
    if (ENVIRONMENTS.has(key) && isEnvironment(v)) {
      const names = Object.keys(v).sort()
      for (const name of names) taken.push([`${where}.${name}`, v[name]])
      shown[key] = names.map(shownKey)
    } else if (COMMANDS.has(key) && typeof v === 'string') {
      taken.push([where, v])
      shown[key] = shownCommand(v)
    } else shown[key] = withoutValues(v, taken, where)
  }
  return shown as T
}

/** The one digest over every value taken out (sha256, hex); undefined when none was. */
export function valuesDigest(taken: TakenValues): string | undefined {
  if (taken.length === 0) return undefined
  const sorted = [...taken].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha256').update(stableJson(sorted)).digest('hex')
}
