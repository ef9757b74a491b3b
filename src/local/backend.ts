// The local backend: model server -> list -> split -> batch -> invoke -> assemble -> .out files.
import type { TransformBackend } from '../backend.js'
import type { ActionContext } from '../main.js'

export function createLocalBackend(_ctx: ActionContext): TransformBackend {
  return {
    run: async () => {
      throw new Error('local backend: not implemented yet')
    }
  }
}
