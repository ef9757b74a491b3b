// Detection pictures: N input images chosen to tell most (see select.ts), drawn with their boxes and
// ground truth, and one contact sheet of them all, written as PNG files and uploaded as workflow
// artifacts (GitHub comments cannot embed local images).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../../errors.js'
import type { Change } from '../../results/baseline/baseline-comparison.js'
import type { ClassRegistry } from '../../results/classes.js'
import type { InputListing } from '../../listing/listing.js'
import { nameOfOutput } from '../../contract/output-keys.js'
import { matchImage, type ImageMatch } from '../../results/evaluation/detection-quality.js'
import type { GroundTruth, GroundTruthEntry } from '../../results/evaluation/ground-truth.js'
import type { DetectionPrediction, Prediction } from '../../results/predictions.js'
import { readObject, type ReadOptions } from '../../results/read/read-object.js'
import type { PictureItem, PicturesInfo } from '../../results/summary/run-summary.js'
import { labelsAbove } from '../../results/summary/prediction-summaries.js'
import { readAll, type ObjectStore } from '../../storage/store.js'
import type { Canvas } from './canvas.js'
import { decodeImage, encodePng } from './codec.js'
import { contactSheet, thumbnail } from './contact-sheet.js'
import { drawPicture } from './draw.js'
import { choosePictures, type PictureCandidate } from './select.js'

export { choosePictures }

/** Input images larger than this are not decoded for pictures. */
const MAX_IMAGE_BYTES = 32 * 1024 * 1024
/** Outputs read to choose from, per picture wanted (and every object that changed from the baseline). */
const LOOK_PER_PICTURE = 10

interface PictureParams {
  inputs: InputListing
  outputs: ObjectStore
  read: ReadOptions
  registry: ClassRegistry
  threshold: number
  count: number
  dir: string
  /** The contact sheet's file name, also its artifact's name: unique within the workflow run. */
  sheetName: string
  truth?: GroundTruth
  /** Whether the report counted an input's output (by output name): an earlier run's is not drawn. */
  counted?: (name: string) => boolean
  /** Objects whose first prediction changed from the baseline's, and how. */
  changes?: Map<string, Change>
  /** An output's predictions as the analysis read (or replayed) them: that output is not read again. */
  predictionsOf?: (name: string) => Prediction[] | undefined
}

interface RenderedPictures {
  files: string[]
  items: PictureItem[]
  /** The contact sheet's path, when any picture was drawn. */
  sheet?: string
  skipped: string[]
}

function fileNameFor(index: number, key: string): string {
  const safe = key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)
  return `${String(index + 1).padStart(3, '0')}-${safe}.png`
}

interface Candidate<I> extends PictureCandidate {
  input: I
  detection: DetectionPrediction
  truth?: GroundTruthEntry
  match?: ImageMatch
  change?: Change
}

function candidateOf<I>(
  input: I,
  key: string,
  detection: DetectionPrediction,
  p: PictureParams
): Candidate<I> {
  const truth = p.truth?.byKey.get(key)
  const boxes = truth?.boxes
  const match = boxes ? matchImage(detection, truth, p.threshold) : undefined
  const change = p.changes?.get(key)
  let lowest = Infinity
  for (const s of detection.scores) if (s >= p.threshold && s < lowest) lowest = s
  const errors = match ? match.missed + match.falsePositives : 0
  return {
    input,
    key,
    detection,
    ...(boxes ? { truth, match } : {}),
    ...(change ? { change } : {}),
    classes: [...new Set([...labelsAbove(detection, p.threshold), ...(boxes ?? []).map(b => b.cls)])],
    lowest,
    errors,
    disagreement: change === 'broken' ? 3 : errors > 0 ? 2 : change ? 1 : 0
  }
}

export async function renderPictures(p: PictureParams): Promise<RenderedPictures> {
  const files: string[] = []
  const items: PictureItem[] = []
  const skipped: string[] = []
  await mkdir(p.dir, { recursive: true })
  type Input = AsyncIterableValue<ReturnType<typeof p.inputs.objects>>
  const candidates: Candidate<Input>[] = []
  const changed = new Set(p.changes?.keys())
  let looked = 0
  for await (const input of p.inputs.objects()) {
    const outKey = input.output.key
    if (outKey === undefined) continue
    const key = nameOfOutput(outKey)!
    if (p.counted && !p.counted(key)) continue
    const wanted = changed.delete(key)
    if (looked >= p.count * LOOK_PER_PICTURE && !wanted) {
      if (changed.size === 0) break
      continue
    }
    looked++
    const known = p.predictionsOf?.(key)
    const size = known ? undefined : await p.outputs.head(outKey)
    if (!known && size === undefined) continue
    try {
      let detection: DetectionPrediction | undefined
      const take = (pred: Prediction) => {
        if (!detection && pred.kind === 'detection') detection = pred
      }
      if (known) known.forEach(take)
      else await readObject(await p.outputs.get(outKey), size, p.read, take)
      if (!detection) {
        skipped.push(`${key}: no detections in its output`)
        continue
      }
      candidates.push(candidateOf(input, key, detection, p))
    } catch (err) {
      skipped.push(`${key}: ${errorMessage(err)}`)
    }
  }
  const thumbs: Canvas[] = []
  for (const { candidate: c, reason } of choosePictures(candidates, p.count)) {
    if (files.length >= p.count) break
    try {
      const inputSize = c.input.size ?? (await c.input.store.head(c.input.key))
      if (inputSize !== undefined && inputSize > MAX_IMAGE_BYTES) {
        skipped.push(`${c.key}: larger than ${MAX_IMAGE_BYTES} bytes`)
        continue
      }
      const image = decodeImage(await readAll(await c.input.store.get(c.input.key)))
      if (!image) {
        skipped.push(`${c.key}: not a JPEG or PNG image`)
        continue
      }
      const drawn = drawPicture(image, c.detection, p.threshold, id => p.registry.nameOf(id), c.truth)
      const file = path.join(p.dir, fileNameFor(files.length, c.key))
      await writeFile(file, encodePng(drawn.canvas))
      files.push(file)
      thumbs.push(thumbnail(drawn.canvas))
      items.push({
        file: path.basename(file),
        key: c.key,
        reason,
        shown: drawn.shown,
        ...(c.match && c.truth?.boxes ? { groundTruth: c.truth.boxes.length, ...c.match } : {}),
        ...(c.change ? { baseline: c.change } : {})
      })
    } catch (err) {
      skipped.push(`${c.key}: ${errorMessage(err)}`)
    }
  }
  if (thumbs.length === 0) return { files, items, skipped }
  const sheet = path.join(p.dir, p.sheetName)
  await writeFile(sheet, encodePng(contactSheet(thumbs)))
  return { files, items, sheet, skipped }
}

type AsyncIterableValue<T> = T extends AsyncIterable<infer V> ? V : never

interface ArtifactEnv {
  ACTIONS_RUNTIME_TOKEN?: string
  GITHUB_SERVER_URL?: string
  GITHUB_REPOSITORY?: string
  GITHUB_RUN_ID?: string
}

function artifactUrl(env: ArtifactEnv, id: number | undefined): string | undefined {
  return id !== undefined && env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
    ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`
    : undefined
}

/**
 * Uploads the pictures (and the contact sheet) as one zipped workflow artifact, and the contact sheet
 * again unzipped, so its link opens the image; without a runner to upload to, says where they are.
 */
export async function uploadPictures(
  name: string,
  rendered: RenderedPictures,
  dir: string,
  env: ArtifactEnv
): Promise<PicturesInfo> {
  if (rendered.files.length === 0) {
    return { rendered: 0, note: `none rendered${rendered.skipped.length ? ` (${rendered.skipped[0]})` : ''}` }
  }
  const info: PicturesInfo = {
    rendered: rendered.files.length,
    artifactName: name,
    items: rendered.items,
    ...(rendered.sheet ? { contactSheet: { file: path.basename(rendered.sheet) } } : {})
  }
  if (!env.ACTIONS_RUNTIME_TOKEN) {
    return {
      ...info,
      note: `${rendered.files.length} rendered to ${dir}; not uploaded (no ACTIONS_RUNTIME_TOKEN: not running in GitHub Actions)`
    }
  }
  const { DefaultArtifactClient } = await import('@actions/artifact')
  const client = new DefaultArtifactClient()
  try {
    const all = rendered.sheet ? [...rendered.files, rendered.sheet] : rendered.files
    const res = await client.uploadArtifact(name, all, dir, { retentionDays: 0 })
    info.artifactId = res.id
    const url = artifactUrl(env, res.id)
    if (url) info.url = url
  } catch (err) {
    return {
      ...info,
      note: `${rendered.files.length} rendered but the artifact upload failed: ${errorMessage(err)}`
    }
  }
  if (rendered.sheet && info.contactSheet) {
    try {
      const res = await client.uploadArtifact(info.contactSheet.file, [rendered.sheet], dir, {
        retentionDays: 0,
        skipArchive: true
      })
      const url = artifactUrl(env, res.id)
      if (url) info.contactSheet.url = url
    } catch (err) {
      info.note = `the contact sheet is only in the artifact ${name}: ${errorMessage(err)}`
    }
  }
  return info
}
