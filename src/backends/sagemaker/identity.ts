// What the cache's identity (src/cache/identity.ts) needs from SageMaker: a named model's real content
// (model-content.ts), the image the model runs by its digest (image-digest.ts: one BatchGetImage per
// image per run, shared with the model's creation through the run's spec), and the instance family.
import type { StageContext } from '../../context.js'
import type { IdentitySource } from '../../identity-source.js'
import { IdentityUnread } from '../../identity-source.js'
import type { Framework, Spec } from '../../spec.js'
import { regionOrFallback } from '../../aws/region.js'
import { describeExistingModel } from './model.js'
import { namedImage } from '../../contract/images.js'
import { imageDigests, unreadDigestWarning } from './image-digest.js'

/** `ml.g5.xlarge` -> `ml.g5`: sizes of one family run the same hardware; families differ. */
export function instanceFamily(instanceType: string): string {
  return instanceType.split('.').slice(0, 2).join('.')
}

export function sageMakerIdentitySource(ctx: StageContext): IdentitySource {
  let digests: ReturnType<typeof imageDigests> | undefined
  const digestOf = (spec: Spec, image: string) => (digests ??= imageDigests(spec, ctx))(image)
  /** The image as named, when this run creates the model (model-name brings its own). */
  const imageOf = (spec: Spec, framework: Framework | undefined) =>
    spec.model.source === 'name' || spec.model.source === 'job'
      ? undefined
      : namedImage(spec, framework, regionOrFallback(spec.control.region, ctx.env))
  return {
    async namedModel(spec, name) {
      const { createSageMakerClient } = await import('./sagemaker.js')
      const { withRetry } = await import('../../aws/retry.js')
      const { namedModelContent } = await import('./model-content.js')
      const sm = createSageMakerClient(spec.control, ctx.env, ctx.credentials)
      try {
        const call = <T>(send: () => Promise<T>) =>
          withRetry(send, { sleep: ctx.sleep, now: ctx.now, signal: ctx.signal })
        const described = await describeExistingModel(sm, name, call)
        return await namedModelContent(name, described, {
          sm,
          call,
          s3: () => ctx.s3(spec.control),
          digest: image => digestOf(spec, image)
        })
      } finally {
        sm.destroy()
      }
    },
    async runtime(spec, framework) {
      const family = instanceFamily(spec.resources.instanceType)
      // An existing model brings its own images (in its content).
      const image = spec.model.pinnedImage ?? imageOf(spec, framework)
      if (!image) return { image: 'the model’s own', instanceFamily: family }
      const found = await digestOf(spec, image)
      if ('unread' in found) throw new IdentityUnread(unreadDigestWarning(image, found.unread))
      return { image: found.pinned, instanceFamily: family }
    },
    async pinnedImage(spec, framework) {
      try {
        const image = imageOf(spec, framework)
        const found = image ? await digestOf(spec, image) : undefined
        return found && 'pinned' in found ? found.pinned : undefined
      } catch {
        // Told where it counts: the model's creation, or the identity's runtime.
        return undefined
      }
    }
  }
}
