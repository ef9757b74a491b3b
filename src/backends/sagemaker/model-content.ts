// `model-name`'s real content, for the cache's identity: every container (an inference pipeline has
// several), each by its image's digest, its model data objects' ETags and sizes (ModelDataUrl, or
// ModelDataSource's object or prefix), or the model package it was made from (ARN and version); and
// their environments. A model retrained and uploaded again to the same URL is another model.
import { createHash } from 'node:crypto'
import {
  DescribeModelPackageCommand,
  type ContainerDefinition,
  type DescribeModelCommandOutput,
  type SageMakerClient
} from '@aws-sdk/client-sagemaker'
import type { S3Client } from '@aws-sdk/client-s3'
import type { ModelContainer, ModelContent, ModelData } from '../../identity-source.js'
import { IdentityUnread } from '../../identity-source.js'
import type { Call } from '../../aws/retry.js'
import { errorMessage } from '../../errors.js'
import { headObject } from '../../storage/s3.js'
import { listObjects } from '../../storage/s3-listing.js'
import { parseS3Uri } from '../../storage/uri.js'
import type { ImageDigest } from './image-digest.js'
import { unreadDigestWarning } from './image-digest.js'

export interface ContentReaders {
  sm: SageMakerClient
  call: Call
  s3: () => S3Client
  digest: (image: string) => Promise<ImageDigest>
}

function unreadData(name: string, uri: string, why: string): IdentityUnread {
  return new IdentityUnread(
    `cache: not used in this run: model-name ${name}'s model data ${uri} could not be read (${why}); ` +
      'the cache knows a model by its data objects’ ETags (s3:GetObject, and s3:ListBucket for a prefix). ' +
      'The job runs; nothing is reused or kept.'
  )
}

/** One object by its ETag and size; a prefix by every object under it (keys, ETags, sizes). */
async function dataOf(name: string, uri: string, prefix: boolean, s3: () => S3Client): Promise<ModelData> {
  const loc = parseS3Uri(uri)
  if (!loc) throw unreadData(name, uri, 'not an S3 URI')
  try {
    if (!prefix) {
      const found = await headObject(s3(), loc)
      if (!found) throw unreadData(name, uri, 'no such object')
      return { uri, etag: found.etag ?? '', size: found.size }
    }
    const hash = createHash('sha256')
    let count = 0
    // S3 lists keys in order: the same objects give the same digest.
    for await (const o of listObjects(s3(), loc.bucket, loc.key)) {
      hash.update(`${o.key}\0${o.etag ?? ''}\0${o.size}\n`)
      count++
    }
    return { uri, objects: { sha256: hash.digest('hex'), count } }
  } catch (err) {
    if (err instanceof IdentityUnread) throw err
    throw unreadData(name, uri, errorMessage(err))
  }
}

/** A model package by its ARN and version (a version, once made, never changes). */
async function packageOf(name: string, packageName: string, r: ContentReaders): Promise<string> {
  let found
  try {
    found = await r.call(() => r.sm.send(new DescribeModelPackageCommand({ ModelPackageName: packageName })))
  } catch (err) {
    throw new IdentityUnread(
      `cache: not used in this run: model-name ${name}'s model package ${packageName} could not be ` +
        `described (${errorMessage(err)}); allow sagemaker:DescribeModelPackage to use the cache. ` +
        'The job runs; nothing is reused or kept.'
    )
  }
  const arn = found.ModelPackageArn ?? packageName
  return found.ModelPackageVersion !== undefined ? `${arn} version ${found.ModelPackageVersion}` : arn
}

async function containerOf(name: string, c: ContainerDefinition, r: ContentReaders): Promise<ModelContainer> {
  const data: Promise<ModelData>[] = []
  if (c.ModelDataUrl) data.push(dataOf(name, c.ModelDataUrl, false, r.s3))
  const source = c.ModelDataSource?.S3DataSource
  if (source?.S3Uri) data.push(dataOf(name, source.S3Uri, source.S3DataType === 'S3Prefix', r.s3))
  const image = c.Image
    ? r.digest(c.Image).then(d => {
        if ('unread' in d) throw new IdentityUnread(unreadDigestWarning(c.Image!, d.unread))
        return d.pinned
      })
    : undefined
  const modelPackage = c.ModelPackageName ? packageOf(name, c.ModelPackageName, r) : undefined
  const [pinned, made, objects] = await Promise.all([image, modelPackage, Promise.all(data)])
  return {
    ...(pinned ? { image: pinned } : {}),
    ...(made ? { modelPackage: made } : {}),
    data: objects
  }
}

/** Every container's environment in one map: the first's names as they are, a later one's `2:NAME`. */
function environmentOf(containers: ContainerDefinition[]): Record<string, string> {
  const env: Record<string, string> = {}
  containers.forEach((c, i) => {
    for (const [k, v] of Object.entries(c.Environment ?? {})) env[i === 0 ? k : `${i + 1}:${k}`] = v
  })
  return env
}

/** The named model's content: its containers' digests, data and packages, read side by side. */
export async function namedModelContent(
  name: string,
  described: DescribeModelCommandOutput,
  r: ContentReaders
): Promise<ModelContent> {
  // A pipeline's Containers; else the one PrimaryContainer.
  const containers = described.Containers?.length
    ? described.Containers
    : described.PrimaryContainer
      ? [described.PrimaryContainer]
      : []
  // Settled side by side; the first failure (in container order) is the one told.
  const read = await Promise.allSettled(containers.map(c => containerOf(name, c, r)))
  const failed = read.find(x => x.status === 'rejected')
  if (failed) throw failed.reason
  return {
    kind: 'model',
    name,
    containers: read.map(x => (x as PromiseFulfilledResult<ModelContainer>).value),
    environment: environmentOf(containers)
  }
}
