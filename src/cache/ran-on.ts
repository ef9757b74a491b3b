// The outputs are kept under the device that really ran them: the look-up keys by the device predicted
// (a local_gpu run on a runner with a GPU), and a server that fell back to the CPU made CPU outputs.
import type { Logger } from '../context.js'
import { identityDigest, type TransformIdentity } from './identity.js'

/** The identity the job's outputs belong to: the plan's, with the device that ran when it differs. */
export function asRan(
  plan: { identity: string; described: TransformIdentity },
  ranOn: string | undefined,
  log: Logger
): { identity: string; described: TransformIdentity } {
  const runtime = plan.described.runtime
  if (!ranOn || !('device' in runtime) || runtime.device === ranOn) return plan
  const described = { ...plan.described, runtime: { ...runtime, device: ranOn } }
  const identity = identityDigest(described)
  log.info(
    `cache: the model ran on ${ranOn}, not ${runtime.device} as predicted: its outputs are kept under ` +
      `identity ${identity.slice(0, 16)}.`
  )
  return { identity, described }
}
