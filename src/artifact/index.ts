// The model artifact: layout check, deterministic model.tar.gz, sha256, upload (skip if present).
import type { PreparedModel } from '../backend.js'
import type { ActionContext } from '../main.js'
import type { Spec } from '../spec.js'

export async function prepareModel(_spec: Spec, _ctx: ActionContext): Promise<PreparedModel> {
  throw new Error('prepareModel: not implemented yet')
}
