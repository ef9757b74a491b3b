// Ground truth from a JSON Lines manifest, as SageMaker Ground Truth writes it:
//   classification: {"source-ref": "s3://b/images/x.jpg", "class": 3}
//                   (or any "<attribute>": k with an "<attribute>-metadata" beside it)
//   object detection: {"source-ref": ..., "<attribute>": {"image_size": [{"width", "height"}],
//                   "annotations": [{"class_id", "left", "top", "width", "height"}]}}
// Each line is matched to an input object by its URI (relative refs are resolved beside the manifest).
import { plural } from '../../format.js'
import path from 'node:path'
import { UserError } from '../../errors.js'
import type { ClassRegistry } from '../classes.js'
import type { InputListing } from '../../listing/listing.js'
import { canonicalUri, isS3Uri, resolveBeside } from '../../storage/uri.js'
import { readWholeFile, type S3ClientSource } from '../../storage/resolve.js'

export interface GroundTruthBox {
  cls: number
  x1: number
  y1: number
  x2: number
  y2: number
}

export interface GroundTruthEntry {
  cls?: number
  boxes?: GroundTruthBox[]
  width?: number
  height?: number
}

export interface GroundTruth {
  kind: 'classification' | 'detection'
  source: string
  byKey: Map<string, GroundTruthEntry>
  lines: number
  /** Lines whose source-ref names no input object. */
  notAnInput: number
  /** The first of those lines' source-ref (untrusted). */
  firstNotAnInput?: string
}

/** The input name a ref names: by its URI (or beside the manifest), else a relative ref as it is. */
function keyFor(ref: string, source: string, inputs: InputListing): string | undefined {
  const relative = !isS3Uri(ref) && !path.isAbsolute(ref) && !ref.startsWith('file://')
  for (const c of relative ? [resolveBeside(source, ref)] : [ref]) {
    if (!isS3Uri(c) && !path.isAbsolute(c) && !c.startsWith('file://')) continue
    const name = inputs.nameOf(canonicalUri(c))
    if (name !== undefined) return name
  }
  // A relative ref that is not beside the manifest: take it as a name under the input folder, if it is
  // one of this run's inputs (a sample's or rerun's manifest holds only some of the folder).
  const name = ref.replace(/^\.\//, '')
  return relative && inputs.holds(name) ? name : undefined
}

function parseEntry(obj: Record<string, unknown>, classes: ClassRegistry): GroundTruthEntry | string {
  if (typeof obj.class === 'number' || typeof obj.class === 'string') return { cls: classes.idOf(obj.class) }
  for (const [name, value] of Object.entries(obj)) {
    if (name === 'source-ref' || name.endsWith('-metadata')) continue
    if (
      value &&
      typeof value === 'object' &&
      Array.isArray((value as { annotations?: unknown }).annotations)
    ) {
      return parseBoxes(value as { annotations: unknown[]; image_size?: unknown }, classes)
    }
    if ((typeof value === 'number' || typeof value === 'string') && `${name}-metadata` in obj) {
      return { cls: classes.idOf(value) }
    }
  }
  return 'no "class" and no Ground Truth label attribute (a number or {"annotations": [...]})'
}

function parseBoxes(
  value: { annotations: unknown[]; image_size?: unknown },
  classes: ClassRegistry
): GroundTruthEntry | string {
  const boxes: GroundTruthBox[] = []
  for (const a of value.annotations) {
    const b = a as Record<string, unknown>
    const nums = ['left', 'top', 'width', 'height'].map(k => b[k])
    if (
      !nums.every(n => typeof n === 'number') ||
      (typeof b.class_id !== 'number' && typeof b.class_id !== 'string')
    ) {
      return 'each annotation needs class_id, left, top, width and height'
    }
    const [left, top, width, height] = nums as number[]
    boxes.push({ cls: classes.idOf(b.class_id), x1: left, y1: top, x2: left + width, y2: top + height })
  }
  const size = Array.isArray(value.image_size) ? (value.image_size[0] as Record<string, unknown>) : undefined
  return {
    boxes,
    ...(typeof size?.width === 'number' ? { width: size.width } : {}),
    ...(typeof size?.height === 'number' ? { height: size.height } : {})
  }
}

export function parseGroundTruth(
  text: string,
  source: string,
  inputs: InputListing,
  classes: ClassRegistry
): GroundTruth {
  const byKey = new Map<string, GroundTruthEntry>()
  const problems: string[] = []
  let lines = 0
  let notAnInput = 0
  let firstNotAnInput: string | undefined
  let detection = 0
  const all = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  all.forEach((line, i) => {
    if (line.trim() === '') return
    lines++
    let obj: unknown
    try {
      obj = JSON.parse(line)
    } catch {
      problems.push(`line ${i + 1} is not JSON`)
      return
    }
    const ref = (obj as { 'source-ref'?: unknown })?.['source-ref']
    if (typeof ref !== 'string') {
      problems.push(`line ${i + 1} has no "source-ref"`)
      return
    }
    const entry = parseEntry(obj as Record<string, unknown>, classes)
    if (typeof entry === 'string') {
      problems.push(`line ${i + 1}: ${entry}`)
      return
    }
    if (entry.boxes) detection++
    const key = keyFor(ref, source, inputs)
    if (key === undefined) {
      notAnInput++
      firstNotAnInput ??= ref
      return
    }
    byKey.set(key, entry)
  })
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ')
    throw new UserError(
      `ground-truth: ${source} has ${plural(problems.length, 'bad line')} (${shown}). ` +
        'Each line must be {"source-ref": "...", "class": k} or a Ground Truth object-detection line.'
    )
  }
  if (lines === 0) throw new UserError(`ground-truth: ${source} has no lines. Give one JSON object per line.`)
  if (detection > 0 && detection < lines) {
    throw new UserError(
      `ground-truth: ${source} mixes ${detection} bounding-box lines with ${lines - detection} class lines. ` +
        'Use one kind per manifest.'
    )
  }
  const kind = detection > 0 ? 'detection' : 'classification'
  return { kind, source, byKey, lines, notAnInput, ...(firstNotAnInput ? { firstNotAnInput } : {}) }
}

export async function loadGroundTruth(
  uri: string,
  s3: S3ClientSource,
  inputs: InputListing,
  classes: ClassRegistry
): Promise<GroundTruth> {
  const text = (await readWholeFile(uri, s3, 'ground-truth')).toString('utf8')
  return parseGroundTruth(text, uri, inputs, classes)
}
