// The JSONPath subset SageMaker documents for DataProcessing filters: `$`, `.name`, `.*`, `['name']`
// (several names select those members as an object when last, as the Java implementation does),
// `[n]` (negative from the end), `[n,m]`, `[start:end]` / `[start:end:step]`, `[*]`.
// For CSV, a row is an array of fields, so index and slice paths select columns (`$[1:]`), and a
// column slice includes its end: the developer guide's worked examples give `$[1:4]` as "the second
// through fifth columns" (the same page also likens the operator to JavaScript's slice(), which
// excludes it; we follow the examples). On JSON arrays the end is excluded, as in slice().
// An index or slice bound past the end of the list is an error ("you get an error", API reference,
// DataProcessing.OutputFilter), not a silent drop.

import type { JsonPath, JsonPathSelector as Selector } from '../spec.js'

export type { JsonPath }

export class JsonPathError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'JsonPathError'
  }
}

const NAME_CHAR = /[^.[\]\s]/

export function parseJsonPath(source: string): JsonPath {
  const s = source.trim()
  const fail = (at: number, what: string): never => {
    throw new JsonPathError(`${what} at position ${at + 1} of ${JSON.stringify(source)}`)
  }
  if (s[0] !== '$') fail(0, 'a path must start with `$`')
  const segments: Selector[][] = []
  let i = 1
  while (i < s.length) {
    const c = s[i]
    if (c === '.') {
      if (s[i + 1] === '.') fail(i, 'deep scan `..` is not supported')
      i++
      if (s[i] === '*') {
        segments.push([{ kind: 'wildcard' }])
        i++
        continue
      }
      const start = i
      while (i < s.length && NAME_CHAR.test(s[i])) i++
      if (i === start) fail(start, 'a member name is missing after `.`')
      segments.push([{ kind: 'name', name: s.slice(start, i) }])
    } else if (c === '[') {
      const [selectors, next] = parseBracket(s, i + 1, fail)
      segments.push(selectors)
      i = next
    } else {
      fail(i, `unexpected ${JSON.stringify(c)}`)
    }
  }
  const definite = segments.every(
    seg => seg.length === 1 && (seg[0].kind === 'name' || seg[0].kind === 'index')
  )
  return { source, segments, definite }
}

function parseBracket(
  s: string,
  from: number,
  fail: (at: number, what: string) => never
): [Selector[], number] {
  const selectors: Selector[] = []
  let i = from
  for (;;) {
    while (s[i] === ' ') i++
    const c = s[i]
    if (c === "'" || c === '"') {
      let name = ''
      i++
      while (i < s.length && s[i] !== c) {
        if (s[i] === '\\' && i + 1 < s.length) i++
        name += s[i++]
      }
      if (s[i] !== c) fail(i, 'an unterminated quoted name')
      i++
      selectors.push({ kind: 'name', name })
    } else if (c === '*') {
      i++
      selectors.push({ kind: 'wildcard' })
    } else {
      const m = /^(-?\d*)(?::(-?\d*))?(?::(-?\d*))?/.exec(s.slice(i))
      const text = m?.[0] ?? ''
      if (text === '') fail(i, 'expected an index, a slice, a quoted name or `*`')
      const num = (t: string | undefined): number | undefined =>
        t === undefined || t === '' ? undefined : Number(t)
      if (m![2] === undefined && m![3] === undefined && !text.includes(':')) {
        if (m![1] === '' || m![1] === '-') fail(i, 'expected an index')
        selectors.push({ kind: 'index', index: Number(m![1]) })
      } else {
        const step = num(m![3])
        if (step === 0) fail(i, 'a slice step cannot be 0')
        selectors.push({ kind: 'slice', start: num(m![1]), end: num(m![2]), step })
      }
      i += text.length
    }
    while (s[i] === ' ') i++
    if (s[i] === ',') {
      i++
      continue
    }
    if (s[i] === ']') return [selectors, i + 1]
    fail(i, 'expected `,` or `]`')
  }
}

interface SelectOptions {
  /** `included` for the columns of a CSV row (SageMaker's worked examples), `excluded` for JSON arrays. */
  sliceEnd?: 'included' | 'excluded'
}

/** An index or slice bound outside the list it is applied to. */
export class IndexRangeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IndexRangeError'
  }
}

/**
 * The value a definite path selects (undefined when absent), or the array of every match. Throws
 * IndexRangeError when an index or slice bound lies outside a list it is applied to.
 */
export function selectJsonPath(path: JsonPath, root: unknown, opts: SelectOptions = {}): unknown {
  const included = opts.sliceEnd === 'included'
  let nodes: unknown[] = [root]
  const last = path.segments.length - 1
  for (let k = 0; k <= last; k++) {
    const seg = path.segments[k]
    if (k === last && seg.length > 1 && seg.every(sel => sel.kind === 'name')) {
      // Several names as the last step pick those members out of each object.
      const picked = nodes.filter(isObject).map(obj => pick(obj, seg as { kind: 'name'; name: string }[]))
      return path.segments.slice(0, last).every(isDefiniteSegment) ? picked[0] : picked
    }
    const next: unknown[] = []
    for (const node of nodes) for (const sel of seg) applySelector(sel, node, next, included)
    nodes = next
  }
  return path.definite ? nodes[0] : nodes
}

function isDefiniteSegment(seg: Selector[]): boolean {
  return seg.length === 1 && (seg[0].kind === 'name' || seg[0].kind === 'index')
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function pick(obj: Record<string, unknown>, names: { name: string }[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const { name } of names) if (Object.prototype.hasOwnProperty.call(obj, name)) out[name] = obj[name]
  return out
}

function applySelector(sel: Selector, node: unknown, out: unknown[], endIncluded: boolean): void {
  switch (sel.kind) {
    case 'name':
      if (isObject(node) && Object.prototype.hasOwnProperty.call(node, sel.name)) out.push(node[sel.name])
      return
    case 'wildcard':
      if (Array.isArray(node)) out.push(...node)
      else if (isObject(node)) out.push(...Object.values(node))
      return
    case 'index': {
      if (!Array.isArray(node)) return
      checkBound(node.length, sel.index, 'index', false)
      out.push(node[sel.index < 0 ? node.length + sel.index : sel.index])
      return
    }
    case 'slice': {
      if (!Array.isArray(node)) return
      for (const i of sliceIndexes(node.length, sel, endIncluded)) out.push(node[i])
    }
  }
}

/** A bound must name an item of the list; an excluded end may also be one past the last. */
function checkBound(len: number, at: number, what: string, pastLast: boolean): void {
  const max = pastLast ? len : len - 1
  if (at >= -len && at <= max) return
  const valid = len === 0 ? 'it is empty' : `valid: ${-len} to ${max}`
  throw new IndexRangeError(`${what} ${at} is past the end of a list of ${len} (${valid})`)
}

/**
 * Slice rules: negative bounds count from the end, a bound outside the list is an IndexRangeError, and
 * the end is excluded (JSON arrays) or included (CSV columns).
 */
function sliceIndexes(
  len: number,
  sel: { start?: number; end?: number; step?: number },
  endIncluded = false
): number[] {
  if (sel.start !== undefined) checkBound(len, sel.start, 'slice start', false)
  if (sel.end !== undefined) checkBound(len, sel.end, 'slice end', !endIncluded)
  if (sel.end !== undefined && endIncluded) {
    // The included end becomes the excluded one next to it, in the slice's direction.
    const end = sel.end < 0 ? sel.end + len : sel.end
    const step = sel.step ?? 1
    return sliceIndexes(len, { ...sel, end: step > 0 ? end + 1 : end - 1 < 0 ? undefined : end - 1 })
  }
  const step = sel.step ?? 1
  const norm = (v: number, lo: number, hi: number): number => {
    const x = v < 0 ? v + len : v
    return Math.min(Math.max(x, lo), hi)
  }
  const out: number[] = []
  if (step > 0) {
    const start = sel.start === undefined ? 0 : norm(sel.start, 0, len)
    const end = sel.end === undefined ? len : norm(sel.end, 0, len)
    for (let i = start; i < end; i += step) out.push(i)
  } else {
    const start = sel.start === undefined ? len - 1 : norm(sel.start, -1, len - 1)
    const end = sel.end === undefined ? -1 : norm(sel.end, -1, len - 1)
    for (let i = start; i > end; i += step) out.push(i)
  }
  return out
}
