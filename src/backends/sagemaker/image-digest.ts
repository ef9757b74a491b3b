// An image's digest, read from ECR (BatchGetImage) once per image per run: the cache keys a run by what
// its tag points at now, and the model is created with `repository@sha256:...`, so what runs is what was
// keyed even if the tag moves during the run. A digest that cannot be read is never guessed.
import { BatchGetImageCommand, ECRClient } from '@aws-sdk/client-ecr'
import type { StageContext } from '../../context.js'
import type { Spec } from '../../spec.js'
import { awsClient, DEFAULT_TIMEOUTS, requestHandlerSettings } from '../../aws/calls.js'
import { proxyConfigOf } from '../../aws/proxy.js'
import { withRetry } from '../../aws/retry.js'
import { errorMessage } from '../../errors.js'
import { ecrImageOf, pinsDigest, type EcrImage } from '../../contract/images.js'

/** The image by digest, or why its digest could not be read. */
export type ImageDigest = { pinned: string } | { unread: string }

/** Said once when a digest cannot be read: the cache is skipped, the job runs with the tag. */
export function unreadDigestWarning(image: string, why: string): string {
  return (
    `cache: not used in this run: the digest of ${image} could not be read (${why}). The cache knows an ` +
    'image by its digest, never by its tag: allow ecr:BatchGetImage on its repository (docs/permissions.md) ' +
    'or give image-uri as repository@sha256:<digest>. The job runs with the tag; nothing is reused or kept.'
  )
}

/** One BatchGetImage for `image`'s tag, in the registry's own account and region. */
async function readDigest(image: string, ecr: EcrImage, spec: Spec, ctx: StageContext): Promise<ImageDigest> {
  const endpoint = ctx.env.AWS_ENDPOINT_URL_ECR || undefined
  const proxy = proxyConfigOf(ctx.env, spec.control.httpProxy)
  const client = awsClient(
    new ECRClient({
      region: ecr.registry.region,
      endpoint,
      maxAttempts: 1,
      ...requestHandlerSettings(DEFAULT_TIMEOUTS, proxy),
      ...(ctx.credentials ? { credentials: ctx.credentials } : {})
    }),
    'ECR',
    { endpoint, proxy }
  )
  try {
    const got = await withRetry(
      () =>
        client.send(
          new BatchGetImageCommand({
            registryId: ecr.registry.accountId,
            repositoryName: ecr.repository,
            imageIds: [{ imageTag: ecr.tag }]
          }),
          { abortSignal: ctx.signal }
        ),
      { sleep: ctx.sleep, now: ctx.now, signal: ctx.signal }
    )
    const digest = got.images?.[0]?.imageId?.imageDigest
    if (digest) return { pinned: `${ecr.registry.host}/${ecr.repository}@${digest}` }
    const failure = got.failures?.[0]
    return { unread: failure ? `${failure.failureCode}: ${failure.failureReason}` : 'no such image' }
  } catch (err) {
    if (ctx.signal.aborted) throw err
    return { unread: errorMessage(err) }
  } finally {
    client.destroy()
  }
}

/**
 * Digests by image, each read once for the run (the identity and the model's creation ask the same
 * one); an image given as `@sha256:` needs no call.
 */
export function imageDigests(spec: Spec, ctx: StageContext): (image: string) => Promise<ImageDigest> {
  const read = new Map<string, Promise<ImageDigest>>()
  return image => {
    if (pinsDigest(image)) return Promise.resolve({ pinned: image })
    let found = read.get(image)
    if (!found) {
      const ecr = ecrImageOf(image)
      found = ecr?.tag
        ? readDigest(image, ecr, spec, ctx)
        : Promise.resolve({ unread: 'not an image in ECR, whose digests are read' })
      read.set(image, found)
    }
    return found
  }
}
