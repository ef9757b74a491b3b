// Detection pictures: N input images chosen to cover every detected class, least confident first,
// with their boxes above the threshold, written as PNG files and uploaded as a workflow artifact
// (GitHub comments cannot embed local images).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../../errors.js'
import type { ClassRegistry } from '../../results/classes.js'
import type { InputListing } from '../../contract/listing.js'
import { nameOfOutput } from '../../contract/output-keys.js'
import type { DetectionPrediction } from '../../results/predictions.js'
import { readObject, type ReadOptions } from '../../results/read-object.js'
import type { PicturesInfo } from '../../results/run-summary.js'
import { readAll, type ObjectStore } from '../../storage/store.js'
import { decodeImage, encodePng } from './codec.js'
import { drawDetections } from './draw.js'

/** Input images larger than this are not decoded for pictures. */
const MAX_IMAGE_BYTES = 32 * 1024 * 1024

export interface PictureParams {
  inputs: InputListing
  outputs: ObjectStore
  read: ReadOptions
  registry: ClassRegistry
  threshold: number
  count: number
  dir: string
}

export interface RenderedPictures {
  files: string[]
  skipped: string[]
}

function fileNameFor(index: number, key: string): string {
  const safe = key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)
  return `${String(index + 1).padStart(3, '0')}-${safe}.png`
}

interface Candidate<I> {
  input: I
  key: string
  detection: DetectionPrediction
  /** The strongest detection's class (-1 for none above the threshold) and its score. */
  cls: number
  score: number
}

/**
 * The pictures that tell most: one of each detected class first (so every class is seen), each time the
 * least confident of its class, then the next least confident of each class in turn.
 */
export function choosePictures<T extends { cls: number; score: number; key: string }>(
  candidates: T[],
  count: number
): T[] {
  const byClass = new Map<number, T[]>()
  for (const c of candidates) byClass.set(c.cls, [...(byClass.get(c.cls) ?? []), c])
  const queues = [...byClass.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, list]) => list.sort((x, y) => x.score - y.score || (x.key < y.key ? -1 : 1)))
  const chosen: T[] = []
  for (let round = 0; chosen.length < count && queues.some(q => q.length > round); round++) {
    for (const q of queues) if (q[round] && chosen.length < count) chosen.push(q[round])
  }
  return chosen
}

export async function renderPictures(p: PictureParams): Promise<RenderedPictures> {
  const files: string[] = []
  const skipped: string[] = []
  await mkdir(p.dir, { recursive: true })
  const candidates: Candidate<AsyncIterableValue<ReturnType<typeof p.inputs.objects>>>[] = []
  let looked = 0
  for await (const input of p.inputs.objects()) {
    if (looked >= p.count * 10) break
    const outKey = input.output.key
    if (outKey === undefined) continue
    const key = nameOfOutput(outKey)!
    looked++
    const size = await p.outputs.head(outKey)
    if (size === undefined) continue
    try {
      let detection: DetectionPrediction | undefined
      await readObject(await p.outputs.get(outKey), size, p.read, pred => {
        if (!detection && pred.kind === 'detection') detection = pred
      })
      if (!detection) {
        skipped.push(`${key}: no detections in its output`)
        continue
      }
      let best = -1
      for (let i = 0; i < detection.labels.length; i++) {
        if (detection.scores[i] >= p.threshold && (best < 0 || detection.scores[i] > detection.scores[best]))
          best = i
      }
      candidates.push({
        input,
        key,
        detection,
        cls: best < 0 ? -1 : detection.labels[best],
        score: best < 0 ? 0 : detection.scores[best]
      })
    } catch (err) {
      skipped.push(`${key}: ${errorMessage(err)}`)
    }
  }
  // All candidates in order of interest: one that cannot be drawn gives its place to the next.
  for (const { input, key, detection } of choosePictures(candidates, candidates.length)) {
    if (files.length >= p.count) break
    try {
      const inputSize = input.size ?? (await input.store.head(input.key))
      if (inputSize !== undefined && inputSize > MAX_IMAGE_BYTES) {
        skipped.push(`${key}: larger than ${MAX_IMAGE_BYTES} bytes`)
        continue
      }
      const image = decodeImage(await readAll(await input.store.get(input.key)))
      if (!image) {
        skipped.push(`${key}: not a JPEG or PNG image`)
        continue
      }
      const drawn = drawDetections(image, detection, p.threshold, id => p.registry.nameOf(id))
      const file = path.join(p.dir, fileNameFor(files.length, key))
      await writeFile(file, encodePng(drawn))
      files.push(file)
    } catch (err) {
      skipped.push(`${key}: ${errorMessage(err)}`)
    }
  }
  return { files, skipped }
}

type AsyncIterableValue<T> = T extends AsyncIterable<infer V> ? V : never

export interface ArtifactEnv {
  ACTIONS_RUNTIME_TOKEN?: string
  GITHUB_SERVER_URL?: string
  GITHUB_REPOSITORY?: string
  GITHUB_RUN_ID?: string
}

/** Uploads the pictures as a workflow artifact when the runner allows it; otherwise says why not. */
export async function uploadPictures(
  name: string,
  rendered: RenderedPictures,
  dir: string,
  env: ArtifactEnv
): Promise<PicturesInfo> {
  const info: PicturesInfo = { rendered: rendered.files.length, artifactName: name }
  if (rendered.files.length === 0) {
    return { rendered: 0, note: `none rendered${rendered.skipped.length ? ` (${rendered.skipped[0]})` : ''}` }
  }
  if (!env.ACTIONS_RUNTIME_TOKEN) {
    return {
      ...info,
      note: `${rendered.files.length} rendered to ${dir}; not uploaded (no ACTIONS_RUNTIME_TOKEN: not running in GitHub Actions)`
    }
  }
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact')
    const res = await new DefaultArtifactClient().uploadArtifact(name, rendered.files, dir, {
      retentionDays: 0
    })
    info.artifactId = res.id
    if (res.id !== undefined && env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID) {
      info.url = `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${res.id}`
    }
    return info
  } catch (err) {
    return {
      ...info,
      note: `${rendered.files.length} rendered but the artifact upload failed: ${errorMessage(err)}`
    }
  }
}
