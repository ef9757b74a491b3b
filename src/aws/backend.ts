// The SageMaker backend: CreateModel -> CreateTransformJob -> poll -> verdict (stop on cancel/deadline).
import type { TransformBackend } from '../backend.js'
import type { ActionContext } from '../main.js'

export function createSageMakerBackend(_ctx: ActionContext): TransformBackend {
  return {
    run: async () => {
      throw new Error('SageMaker backend: not implemented yet')
    }
  }
}
