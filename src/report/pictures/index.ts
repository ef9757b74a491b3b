// Detection pictures: the first N input images (in key order) with their boxes above the threshold,
// written as PNG files and uploaded as a workflow artifact (GitHub comments cannot embed local images).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../../errors.js'
import type { ClassRegistry } from '../../results/classes.js'
import { OUTPUT_SUFFIX } from '../../results/collect.js'
import type { InputObjects } from '../../results/input-objects.js'
import type { DetectionPrediction } from '../../results/predictions.js'
import { readObject, type ReadOptions } from '../../results/read-object.js'
import type { PicturesInfo } from '../../results/run-summary.js'
import { readAll, type ObjectStore } from '../../storage.js'
import { decodeImage, encodePng } from './codec.js'
import { drawDetections } from './draw.js'

/** Input images larger than this are not decoded for pictures. */
const MAX_IMAGE_BYTES = 32 * 1024 * 1024

export interface PictureParams {
  inputs: InputObjects
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

export async function renderPictures(p: PictureParams): Promise<RenderedPictures> {
  const files: string[] = []
  const skipped: string[] = []
  await mkdir(p.dir, { recursive: true })
  let looked = 0
  for await (const key of p.inputs.keys()) {
    if (files.length >= p.count || looked >= p.count * 10) break
    looked++
    const size = await p.outputs.head(`${key}${OUTPUT_SUFFIX}`)
    if (size === undefined) continue
    try {
      let detection: DetectionPrediction | undefined
      await readObject(await p.outputs.get(`${key}${OUTPUT_SUFFIX}`), size, p.read, pred => {
        if (!detection && pred.kind === 'detection') detection = pred
      })
      if (!detection) {
        skipped.push(`${key}: no detections in its output`)
        continue
      }
      const inputSize = await p.inputs.store.head(key)
      if (inputSize !== undefined && inputSize > MAX_IMAGE_BYTES) {
        skipped.push(`${key}: larger than ${MAX_IMAGE_BYTES} bytes`)
        continue
      }
      const image = decodeImage(await readAll(await p.inputs.store.get(key)))
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
