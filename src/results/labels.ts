// Label maps: class index -> display name. Built-ins are bundled JSON (no file reads at run time); a user
// file is a JSON array, a JSON object ({"0": "cat"} or {"cat": 0}) or one label per line.
import coco91 from '../../data/labels/coco-91.json' with { type: 'json' }
import imagenet1000 from '../../data/labels/imagenet-1000.json' with { type: 'json' }
import { createHash } from 'node:crypto'
import { UserError } from '../errors.js'

export interface LabelMap {
  /** What the map is, for the summary: `imagenet-1001` or the file's name. */
  readonly source: string
  name(index: number): string | undefined
  indexOf(label: string): number | undefined
  /** What the map says, as a digest (its names by index; not where it came from). */
  digest(): string
}

class ArrayLabelMap implements LabelMap {
  readonly source: string
  private readonly names: (string | undefined)[]
  private readonly indices = new Map<string, number>()
  constructor(source: string, names: (string | undefined)[]) {
    this.source = source
    this.names = names
    names.forEach((n, i) => {
      if (n !== undefined && !this.indices.has(n)) this.indices.set(n, i)
    })
  }
  name(index: number): string | undefined {
    return Number.isInteger(index) && index >= 0 ? this.names[index] : undefined
  }
  indexOf(label: string): number | undefined {
    return this.indices.get(label)
  }
  digest(): string {
    return createHash('sha256').update(JSON.stringify(this.names)).digest('hex')
  }
}

export function builtinLabelMap(name: string): LabelMap | undefined {
  switch (name) {
    case 'imagenet-1000':
      return new ArrayLabelMap(name, imagenet1000.labels)
    case 'imagenet-1001':
      // TF-Slim ImageNet models (the seeds' ResNet-50) put a background class at index 0.
      return new ArrayLabelMap(name, ['background', ...imagenet1000.labels])
    case 'coco-91':
      return new ArrayLabelMap(name, coco91.labels)
    default:
      return undefined
  }
}

/** Parses a user's label file. `source` names the file in messages. */
export function parseLabelFile(source: string, text: string): LabelMap {
  const trimmed = text.replace(/^\uFEFF/, '').trim()
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let value: unknown
    try {
      value = JSON.parse(trimmed)
    } catch (err) {
      throw new UserError(
        `label-map: ${source} looks like JSON but does not parse (${(err as Error).message}). ` +
          'Give a JSON array of names, a JSON object, or one label per line.'
      )
    }
    return new ArrayLabelMap(source, namesFromJson(source, value))
  }
  const lines = trimmed.split(/\r?\n/).map(l => l.trim())
  if (lines.length === 0 || (lines.length === 1 && lines[0] === '')) {
    throw new UserError(`label-map: ${source} is empty. Give one label per line (line 1 = class 0).`)
  }
  return new ArrayLabelMap(source, lines)
}

function namesFromJson(source: string, value: unknown): (string | undefined)[] {
  if (Array.isArray(value)) return value.map(v => (v === null || v === undefined ? undefined : String(v)))
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    // {"labels": [...]} as the bundled files are written.
    if (Array.isArray(obj.labels)) return namesFromJson(source, obj.labels)
    const names: (string | undefined)[] = []
    const entries = Object.entries(obj)
    const indexKeys = entries.every(([k]) => /^\d+$/.test(k))
    const indexValues = entries.every(([, v]) => typeof v === 'number' && Number.isInteger(v) && v >= 0)
    if (indexKeys && entries.length > 0) {
      for (const [k, v] of entries) names[Number(k)] = String(v)
      return names
    }
    if (indexValues && entries.length > 0) {
      for (const [k, v] of entries) names[v as number] = k
      return names
    }
  }
  throw new UserError(
    `label-map: ${source} is JSON but neither an array of names nor an object mapping index to name ` +
      '(or name to index). Give ["cat", "dog"] or {"0": "cat", "1": "dog"}.'
  )
}
