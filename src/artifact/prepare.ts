// The model artifact: layout check, deterministic model.tar.gz, sha256, upload (skip if present).
// Every layout problem is raised before the first AWS call.
import { plural, seconds } from '../format.js'
import type { S3Client } from '@aws-sdk/client-s3'
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { PreparedModel } from '../job.js'
import { formatS3Uri, parseS3Uri, type S3Location } from '../storage/uri.js'
import type { Logger, StageContext } from '../context.js'
import type { Spec } from '../spec.js'
import { checkedModelOrThrow, type CheckedModel } from './check.js'
import type { Layout } from './layout.js'
import { packTree, tarIdentity, type PackResult, type TarIdentity } from './pack.js'
import {
  ARCHIVE_NAME,
  artifactLocation,
  checksumLine,
  findPublished,
  uploadArchive,
  writeChecksum
} from './publish.js'
import type { ModelTree } from './tree.js'

export interface ArtifactOptions {
  /** The S3 client, created only when something has to go to S3. */
  s3: () => S3Client
  /** Where local mode keeps packed archives (one folder per tar sha256, reused when unchanged). */
  cacheDir: string
  log: Pick<Logger, 'info'>
  now: () => number
  signal?: AbortSignal
  /** Blocks compressed at once (default: CPUs). */
  parallel?: number
  /** Multipart part size in bytes. */
  partSize?: number
}

export async function prepareModel(
  spec: Spec,
  ctx: StageContext,
  checked?: CheckedModel
): Promise<PreparedModel> {
  return prepareModelWith(
    spec,
    {
      s3: () => ctx.s3(spec.control),
      cacheDir: path.join(ctx.env.RUNNER_TEMP || os.tmpdir(), 'sagemaker-model-artifacts'),
      log: ctx.log,
      now: ctx.now,
      signal: ctx.signal
    },
    checked
  )
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`

/** `checked`: the model as the free checks read it; without it the files are read and checked here. */
export async function prepareModelWith(
  spec: Spec,
  options: ArtifactOptions,
  checked?: CheckedModel
): Promise<PreparedModel> {
  const m = spec.model
  // An existing model, or an attached job's: nothing to package.
  if (m.source === 'name' || m.source === 'job') return {}
  if (m.source === 'data-url') return { dataUrl: m.dataUrl }
  const local = spec.control.mode === 'local'
  // parseInputs has checked artifact-path (an S3 URI, required in SageMaker mode).
  const target: S3Location | undefined = m.artifactPath ? parseS3Uri(m.artifactPath) : undefined
  const model = checked ?? (await checkedModelOrThrow(m, options.now))
  return model.kind === 'directory'
    ? fromDirectory(spec, model, target, local, options)
    : fromArchive(model, target, local, options)
}

function described(layout: Layout): string {
  const where = layout.versions.length ? ` (versions ${layout.versions.join(', ')})` : ''
  return `${layout.framework} layout${where}${layout.entryPoint ? `, entry point ${layout.entryPoint}` : ''}`
}

function prepared(layout: Layout, extra: PreparedModel): PreparedModel {
  const out: PreparedModel = { framework: layout.framework, ...extra }
  if (layout.entryPoint) out.entryPoint = layout.entryPoint.slice('code/'.length)
  return out
}

function packSummary(r: PackResult, ms: number): string {
  const ratio = r.tarBytes ? (r.bytes / r.tarBytes).toFixed(3) : '1'
  return (
    `packed ${plural(r.files, 'file')}, ${mb(r.tarBytes)} -> ${mb(r.bytes)} (ratio ${ratio}; ` +
    `${plural(r.deflatedBlocks, 'block')} deflated, ${r.storedBlocks} stored) in ${seconds(ms, 2)}, ` +
    `sha256 ${r.sha256}`
  )
}

async function fromDirectory(
  spec: Spec,
  checked: CheckedModel & { kind: 'directory' },
  target: S3Location | undefined,
  local: boolean,
  options: ArtifactOptions
): Promise<PreparedModel> {
  const m = spec.model
  const { path: dir, tree, layout } = checked
  // The check's own time counts in what the log reports.
  const t0 = options.now() - checked.checkedMs
  // Local mode serves a model folder where it is: no archive to make unless one is to be uploaded, or
  // source-dir adds code/ that only the archive puts in place.
  if (local && !target && !m.sourceDir) {
    const bytes = tree.entries.reduce((n, e) => n + e.size, 0)
    options.log.info(
      `Model ${dir}: ${described(layout)}; ${plural(tree.entries.length, 'entry', 'entries')}, ${mb(bytes)}, ` +
        `served from the folder itself (checked in ${seconds(options.now() - t0, 2)}).`
    )
    return prepared(layout, { localDir: path.resolve(dir) })
  }
  const id = await tarIdentity(tree)
  options.log.info(
    `Model ${dir}: ${described(layout)}; ${plural(tree.entries.length, 'entry', 'entries')}, ${mb(id.tarBytes)} ` +
      `(tar sha256 ${id.tarSha256}, hashed in ${seconds(options.now() - t0, 2)}).`
  )

  let published: { dataUrl: string; sha256: string } | undefined
  let loc: S3Location | undefined
  if (target) {
    loc = artifactLocation(target, id.tarSha256)
    published = await findPublished(options.s3(), loc, id.tarSha256)
    if (published) {
      options.log.info(
        `Model unchanged: ${published.dataUrl} already holds it; upload skipped (${seconds(options.now() - t0, 2)}).`
      )
    }
  }

  if (local && published && !m.sourceDir) {
    return prepared(layout, {
      localDir: path.resolve(dir),
      dataUrl: published.dataUrl,
      sha256: published.sha256
    })
  }
  if (local) {
    const archive = await localArchive(tree, id, options)
    if (loc && !published) {
      const t1 = options.now()
      await uploadArchive(options.s3(), loc, createReadStream(archive.file), {
        tarSha256: id.tarSha256,
        sha256: archive.sha256,
        partSize: options.partSize,
        signal: options.signal
      })
      await writeChecksum(options.s3(), loc, archive.sha256)
      published = { dataUrl: formatS3Uri(loc), sha256: archive.sha256 }
      options.log.info(`Uploaded ${published.dataUrl} in ${seconds(options.now() - t1, 2)}.`)
    }
    const out: PreparedModel = m.sourceDir
      ? { localArchive: archive.file, sha256: archive.sha256 }
      : { localDir: path.resolve(dir), sha256: archive.sha256 }
    if (published) out.dataUrl = published.dataUrl
    return prepared(layout, out)
  }
  if (published) return prepared(layout, { dataUrl: published.dataUrl, sha256: published.sha256 })

  return prepared(layout, await packAndUpload(tree, id, loc!, options))
}

/** Packs and uploads in one stream: compression overlaps the upload, nothing touches the disk. */
async function packAndUpload(
  tree: ModelTree,
  id: TarIdentity,
  loc: S3Location,
  options: ArtifactOptions
): Promise<{ dataUrl: string; sha256: string }> {
  const t1 = options.now()
  const packed = packTree(tree, id, options.parallel)
  await uploadArchive(options.s3(), loc, Readable.from(packed.stream), {
    tarSha256: id.tarSha256,
    partSize: options.partSize,
    signal: options.signal
  })
  const r = await packed.result
  await writeChecksum(options.s3(), loc, r.sha256)
  const dataUrl = formatS3Uri(loc)
  options.log.info(`Uploaded ${dataUrl}: ${packSummary(r, options.now() - t1)}.`)
  return { dataUrl, sha256: r.sha256 }
}

/** Local mode's archive: packed once per tar identity into the cache folder, then reused. */
async function localArchive(
  tree: ModelTree,
  id: TarIdentity,
  options: ArtifactOptions
): Promise<{ file: string; sha256: string }> {
  const dir = path.join(options.cacheDir, id.tarSha256)
  const file = path.join(dir, ARCHIVE_NAME)
  const sums = await readFile(`${file}.sha256`, 'utf8').catch(() => '')
  const cached = /^([0-9a-f]{64})\b/.exec(sums)?.[1]
  if (cached && (await stat(file).catch(() => undefined))?.isFile()) {
    options.log.info(`Model unchanged: reusing ${file}.`)
    return { file, sha256: cached }
  }
  await mkdir(dir, { recursive: true })
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`
  const t0 = options.now()
  try {
    const packed = packTree(tree, id, options.parallel)
    await pipeline(Readable.from(packed.stream), createWriteStream(partial))
    const r = await packed.result
    await rename(partial, file)
    await writeFile(`${file}.sha256`, checksumLine(r.sha256))
    options.log.info(`Wrote ${file}: ${packSummary(r, options.now() - t0)}.`)
    return { file, sha256: r.sha256 }
  } finally {
    await rm(partial, { force: true })
  }
}

async function fromArchive(
  checked: CheckedModel & { kind: 'archive' },
  target: S3Location | undefined,
  local: boolean,
  options: ArtifactOptions
): Promise<PreparedModel> {
  const { path: file, info, layout } = checked
  const t0 = options.now() - checked.checkedMs
  options.log.info(
    `Model ${file}: ${described(layout)}; ${plural(info.tree.entries.length, 'entry', 'entries')}, ${mb(info.bytes)} ` +
      `(sha256 ${info.sha256}, checked in ${seconds(options.now() - t0, 2)}).`
  )
  const out: PreparedModel = { sha256: info.sha256 }
  if (local) out.localArchive = path.resolve(file)
  if (target) {
    const loc = artifactLocation(target, info.tarSha256)
    const found = await findPublished(options.s3(), loc, info.tarSha256)
    if (found) {
      options.log.info(`Model unchanged: ${found.dataUrl} already holds it; upload skipped.`)
      out.dataUrl = found.dataUrl
      if (!local) out.sha256 = found.sha256
    } else {
      const t1 = options.now()
      await uploadArchive(options.s3(), loc, createReadStream(file), {
        tarSha256: info.tarSha256,
        sha256: info.sha256,
        partSize: options.partSize,
        signal: options.signal
      })
      await writeChecksum(options.s3(), loc, info.sha256)
      out.dataUrl = formatS3Uri(loc)
      options.log.info(
        `Uploaded ${file} as is to ${out.dataUrl} (${mb(info.bytes)}) in ${seconds(options.now() - t1, 2)}.`
      )
    }
  }
  return prepared(layout, out)
}
