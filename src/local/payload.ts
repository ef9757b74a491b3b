// `max-payload: auto` for local runs: with split-type None each object is sent whole, so the payload is
// the smallest whole MB that holds the largest object (as the SageMaker path sizes it).
import { UserError } from '../errors.js'
import type { DataSpec } from '../spec.js'
import { inputObjects, type DataPlaneInput } from './sources.js'

const MB = 1024 * 1024
const MAX_PAYLOAD_MB = 100

/** Undefined leaves the default (or the container's execution-parameters) in charge. */
export async function largestObjectMB(input: DataPlaneInput, data: DataSpec): Promise<number | undefined> {
  if (data.splitType !== 'None' || data.compression !== 'None' || input.type !== 'S3Prefix') return undefined
  let largest: { key: string; size: number } | undefined
  for await (const o of inputObjects(input)) {
    if (o.size !== undefined && (!largest || o.size > largest.size)) largest = { key: o.key, size: o.size }
  }
  if (!largest) return undefined
  const mb = Math.max(1, Math.ceil(largest.size / MB))
  if (mb > MAX_PAYLOAD_MB) {
    throw new UserError(
      `max-payload: auto cannot hold ${input.store.uriOf(largest.key)} (${(largest.size / MB).toFixed(1)} MB): ` +
        `a payload is at most ${MAX_PAYLOAD_MB} MB. Choose a split-type so records are sent separately.`
    )
  }
  return mb
}
