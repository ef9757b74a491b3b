// Parsers for one input value each. A bad value records a problem (input, value, fix) and yields
// undefined, so parsing goes on and every problem is reported at once.
import { fileURLToPath } from 'node:url'
import { bucketNameProblem, parseS3Uri } from '../storage/uri.js'
import type { Problems } from './problems.js'
import { S3_URI_MAX } from '../contract/limits.js'
import { hiddenValue, shownEntry, shownKey } from '../redact.js'

const TRUE = ['true', 'True', 'TRUE']
const FALSE = ['false', 'False', 'FALSE']

/** YAML 1.2 core booleans only: `yes`, `on`, `1` are mistakes, not booleans. */
export function parseBool(problems: Problems, name: string, raw: string, fallback: boolean): boolean {
  if (raw === '') return fallback
  if (TRUE.includes(raw)) return true
  if (FALSE.includes(raw)) return false
  problems.add(name, raw, 'is not a boolean', 'Use true or false.')
  return fallback
}

/** A whole number within [min, max]; '' gives undefined (the caller's default applies). */
export function parseInteger(
  problems: Problems,
  name: string,
  raw: string,
  range: { min: number; max?: number }
): number | undefined {
  if (raw === '') return undefined
  const span = range.max === undefined ? `${range.min} or more` : `from ${range.min} to ${range.max}`
  if (!/^[+-]?\d+$/.test(raw))
    return problems.add(name, raw, 'is not a whole number', `Use a whole number ${span}.`)
  const n = Number(raw)
  if (!Number.isSafeInteger(n) || n < range.min || (range.max !== undefined && n > range.max)) {
    return problems.add(name, raw, 'is out of range', `Use a whole number ${span}.`)
  }
  return n
}

/** A share in [0, 1], written `0.9` or `90%`. */
export function parseFraction(problems: Problems, name: string, raw: string): number | undefined {
  if (raw === '') return undefined
  const fix = 'Use a number from 0 to 1 (e.g. 0.9) or a percentage (e.g. 90%).'
  const m = /^(\d+(?:\.\d*)?|\.\d+)(%?)$/.exec(raw)
  if (!m) return problems.add(name, raw, 'is not a number', fix)
  const n = Number(m[1]) / (m[2] ? 100 : 1)
  if (n > 1) return problems.add(name, raw, 'is more than 100%', fix)
  return n
}

/** A non-negative decimal number, with an optional leading `$`. */
export const AMOUNT = /^\$?\s*(\d+(?:\.\d*)?|\.\d+)$/

/** A non-negative decimal number (a leading `$` is accepted for prices). */
export function parseAmount(problems: Problems, name: string, raw: string): number | undefined {
  if (raw === '') return undefined
  const m = AMOUNT.exec(raw)
  if (!m) return problems.add(name, raw, 'is not a non-negative number', 'Use a number such as 3.825.')
  return Number(m[1])
}

/** Case, `-`, `_` and spaces are ignored when matching an enum: `multi_record` -> `MultiRecord`. */
const canonical = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '')

/** One of `values`, returned in its exact spelling; '' gives undefined. */
export function parseEnum<T extends string>(
  problems: Problems,
  name: string,
  raw: string,
  values: readonly T[]
): T | undefined {
  if (raw === '') return undefined
  const found = values.find(v => canonical(v) === canonical(raw))
  if (found !== undefined) return found
  return problems.add(name, raw, 'is not a valid value', `Use one of: ${values.join(', ')}.`)
}

/** `s3://bucket/key`; the key may be empty only if `keyRequired` is false. */
export function parseS3(
  problems: Problems,
  name: string,
  raw: string,
  opts: { keyRequired?: boolean } = {}
): string | undefined {
  const loc = parseS3Uri(raw)
  const bucketProblem = raw.startsWith('s3://')
    ? bucketNameProblem(/^s3:\/\/([^/]*)/.exec(raw)![1])
    : undefined
  if (bucketProblem || (!loc && raw.startsWith('s3://'))) {
    return problems.add(
      name,
      raw,
      `has an invalid bucket name: it ${bucketProblem ?? 'does not follow S3 bucket naming rules'}`,
      'Bucket names are 3-63 characters: lowercase letters, digits, dots and hyphens, with a letter or ' +
        'digit at each end, no two dots in a row, and not an IP address.'
    )
  }
  if (!loc) return problems.add(name, raw, 'is not an S3 URI', 'Use s3://bucket/prefix.')
  if (raw.length > S3_URI_MAX)
    return problems.add(name, raw, `is longer than ${S3_URI_MAX} characters`, 'Use a shorter S3 URI.')
  if (opts.keyRequired && loc.key === '')
    return problems.add(name, raw, 'names a bucket but no object', 'Add the object key.')
  return raw
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//

/**
 * An S3 URI, or (when `local` is allowed) a local path or `file://` URL, which becomes a path.
 * `sagemakerFix` explains why only S3 works when local locations are not allowed.
 */
export function parseLocation(
  problems: Problems,
  name: string,
  raw: string,
  opts: { local: boolean; keyRequired?: boolean; sagemakerFix?: string }
): string | undefined {
  const scheme = SCHEME.exec(raw)?.[1]?.toLowerCase()
  if (scheme === 's3') return parseS3(problems, name, raw, opts)
  if (!opts.local) {
    return problems.add(
      name,
      raw,
      'is not an S3 URI',
      opts.sagemakerFix ?? 'SageMaker reads and writes S3 only: use s3://bucket/prefix (or mode: local).'
    )
  }
  if (scheme === 'file') {
    try {
      return fileURLToPath(raw)
    } catch {
      return problems.add(
        name,
        raw,
        'is not a usable file:// URL',
        'Use file:///absolute/path or a plain path.'
      )
    }
  }
  if (scheme !== undefined) {
    return problems.add(
      name,
      raw,
      `uses the unsupported scheme ${scheme}://`,
      'Use s3://bucket/prefix or a local path.'
    )
  }
  return raw
}

/** Items separated by commas, newlines or spaces (subnet ids, security group ids). */
export function parseList(raw: string): string[] {
  return raw.split(/[\s,]+/).filter(s => s !== '')
}

/**
 * KEY=VALUE entries, one per line or comma separated. A value may contain `=`; a comma starts a new
 * entry only when a key (starting with a letter, digit or _) and `=` follow it, so `A=x,y` and
 * `OPTS=-Xmx1g,-Dk=v` keep their values whole. Malformed entries are problems.
 */
export function parseKeyValues(problems: Problems, name: string, raw: string): [string, string][] {
  const entries: [string, string][] = []
  const seen = new Set<string>()
  for (const line of raw.split(/\r?\n/)) {
    for (const item of line.split(/,(?=\s*[\p{L}\p{N}_][^,=]*=)/u)) {
      const text = item.trim()
      if (text === '') continue
      const eq = text.indexOf('=')
      if (eq <= 0) {
        // Values may be secrets: only a leading name is shown, never what follows it.
        problems.add(
          name,
          eq === 0 ? `=${hiddenValue(text.slice(1))}` : shownEntry(text),
          eq === 0 ? 'has an entry with no key' : 'has an entry without `=`',
          'Write each entry as KEY=VALUE, one per line or separated by commas.'
        )
        continue
      }
      const key = text.slice(0, eq).trim()
      const value = text.slice(eq + 1).trim()
      if (seen.has(key)) {
        problems.add(name, shownKey(key), 'sets the same key twice', `Keep one ${shownKey(key)}=... entry.`)
        continue
      }
      seen.add(key)
      entries.push([key, value])
    }
  }
  return entries
}

/** Checks an environment map against an API shape's limits; problems show keys, never values. */
export function checkEnvironment(
  problems: Problems,
  name: string,
  entries: [string, string][],
  limits: { maxEntries: number; keyPattern: RegExp; keyMax: number; valueMax: number }
): Record<string, string> {
  if (entries.length > limits.maxEntries) {
    problems.add(
      name,
      entries.map(([k]) => shownKey(k)).join(','),
      `has ${entries.length} entries, more than the ${limits.maxEntries} SageMaker allows`,
      `Keep at most ${limits.maxEntries} entries.`
    )
  }
  const env: Record<string, string> = {}
  for (const [key, value] of entries) {
    if (key.length > limits.keyMax || !limits.keyPattern.test(key)) {
      problems.add(
        name,
        shownKey(key),
        'has an invalid variable name',
        `Names start with a letter or _, hold only letters, digits and _, and are at most ${limits.keyMax} characters.`
      )
    } else if (value.length > limits.valueMax) {
      problems.add(
        name,
        `${shownKey(key)}=${hiddenValue(value)}`,
        `has a value longer than ${limits.valueMax} characters`,
        `Shorten ${shownKey(key)}'s value to at most ${limits.valueMax} characters.`
      )
    }
    env[key] = value
  }
  return env
}

/** True when the text holds a control character (line breaks included). */
export function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++)
    if (text.charCodeAt(i) < 0x20 || text.charCodeAt(i) === 0x7f) return true
  return false
}
