// What the cache's identity (src/cache/identity.ts) needs from SageMaker: a named model as DescribeModel
// gives it, and the image the model runs.
import type { StageContext } from '../../context.js'
import type { IdentitySource } from '../../identity-source.js'
import { regionOrFallback } from '../../aws/region.js'
import { describeExistingModel, modelImage } from './model.js'

export function sageMakerIdentitySource(ctx: StageContext): IdentitySource {
  return {
    async namedModel(spec, name) {
      const { createSageMakerClient } = await import('./sagemaker.js')
      const { withRetry } = await import('../../aws/retry.js')
      const sm = createSageMakerClient(spec.control, ctx.env, ctx.credentials)
      try {
        const call = <T>(send: () => Promise<T>) =>
          withRetry(send, { sleep: ctx.sleep, now: ctx.now, signal: ctx.signal })
        const found = await describeExistingModel(sm, name, call)
        return { kind: 'model', name, ...found }
      } finally {
        sm.destroy()
      }
    },
    async runtime(spec, framework) {
      // An existing model brings its own image (in its content).
      if (spec.model.source === 'name') return { image: 'the model’s own' }
      return { image: modelImage(spec, framework, regionOrFallback(spec.control.region, ctx.env)) }
    }
  }
}
