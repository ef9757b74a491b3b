// A small schema reader for untrusted JSON: each check returns the value typed when it is what the schema
// says, or records where and why it is not. Unknown fields are never read, so never shown.

/** Where each problem is (`job.status`), and what is wrong there. */
export class SchemaProblems {
  readonly list: string[] = []
  add(at: string, problem: string): undefined {
    this.list.push(`${at || 'the file'} ${problem}`)
    return undefined
  }
}

/**
 * Reads `value` at `at`; on a problem it records it and returns undefined (the caller refuses the whole
 * file when any problem was recorded, so an undefined never reaches a reader of the result).
 */
export type Check<T> = (value: unknown, at: string, problems: SchemaProblems) => T

/** Strings: at most `max` characters (a summary's longest are model errors and notes). */
export function str(max = 10_000): Check<string> {
  return (v, at, p) => {
    if (typeof v !== 'string') return p.add(at, 'is not a string') as never
    if (v.length > max) return p.add(at, `is longer than ${max} characters`) as never
    return v
  }
}

export function pattern(re: RegExp, what: string): Check<string> {
  return (v, at, p) => (typeof v === 'string' && re.test(v) ? v : (p.add(at, `is not ${what}`) as never))
}

export function oneOf<T extends string>(...values: T[]): Check<T> {
  return (v, at, p) =>
    values.includes(v as T) ? (v as T) : (p.add(at, `is not one of ${values.join(', ')}`) as never)
}

/** A whole number from `min` up (counts). */
export function int(min = 0): Check<number> {
  return (v, at, p) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min
      ? v
      : (p.add(at, `is not a whole number from ${min} up`) as never)
}

/** A finite number in [min, max]. */
export function num(min = -Infinity, max = Infinity): Check<number> {
  return (v, at, p) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max
      ? v
      : (p.add(at, `is not a number from ${min} to ${max}`) as never)
}

/** A share in [0, 1], or null where the run had none to measure (JSON writes NaN as null). */
export function shareOrNull(): Check<number | null> {
  const share = num(0, 1)
  return (v, at, p) => (v === null ? null : share(v, at, p))
}

/** A share whose "not measured" the report reads as NaN (JSON wrote it as null). */
export function shareOrNaN(): Check<number> {
  const share = shareOrNull()
  return (v, at, p) => share(v, at, p) ?? NaN
}

export function arrayOf<T>(item: Check<T>, max: number): Check<T[]> {
  return (v, at, p) => {
    if (!Array.isArray(v)) return p.add(at, 'is not a list') as never
    if (v.length > max) return p.add(at, `has more than ${max} items`) as never
    return v.map((x, i) => item(x, `${at}[${i}]`, p))
  }
}

/** Marks a field that may be absent (absent stays absent; null is refused). */
export interface Optional<T> {
  optional: Check<T>
}
export const optional = <T>(check: Check<T>): Optional<T> => ({ optional: check })

type Fields = Record<string, Check<unknown> | Optional<unknown>>
type Required<F extends Fields> = {
  [K in keyof F as F[K] extends Optional<unknown> ? never : K]: F[K] extends Check<infer T> ? T : never
}
type Absent<F extends Fields> = {
  [K in keyof F as F[K] extends Optional<unknown> ? K : never]?: F[K] extends Optional<infer T> ? T : never
}
export type Shape<F extends Fields> = Required<F> & Absent<F>

/** An object: only the fields named are read; the others are left behind. */
export function object<F extends Fields>(fields: F): Check<Shape<F>> {
  return (v, at, p) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return p.add(at, 'is not an object') as never
    const source = v as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [name, field] of Object.entries(fields)) {
      const where = at ? `${at}.${name}` : name
      const has = Object.prototype.hasOwnProperty.call(source, name)
      if ('optional' in field) {
        if (has && source[name] !== undefined) out[name] = field.optional(source[name], where, p)
      } else if (!has) {
        p.add(where, 'is missing')
      } else {
        out[name] = field(source[name], where, p)
      }
    }
    return out as Shape<F>
  }
}

/** One of several object shapes, told apart by the `kind` field. */
export function byKind<T>(shapes: Record<string, Check<T>>): Check<T> {
  return (v, at, p) => {
    const kind = (v as { kind?: unknown } | null)?.kind
    const shape = typeof kind === 'string' && Object.hasOwn(shapes, kind) ? shapes[kind] : undefined
    if (!shape) return p.add(`${at}.kind`, `is not one of ${Object.keys(shapes).join(', ')}`) as never
    return shape(v, at, p)
  }
}
