// After the job: the outputs it wrote for the misses are copied into the cache under their input's
// content, and one record names them. Only outputs that landed and count as the job's are kept: a
// failed input has none, and runs again next time.
import type { ListedInputs } from '../contract/listed-inputs.js'
import { outputKey, outputName } from '../contract/output-keys.js'
import type { ObjectStore } from '../storage/store.js'
import { S3Store } from '../storage/s3.js'
import { forEachLimited } from '../results/pool.js'
import { keptOutputKey } from './layout.js'
import { placeObject } from './place.js'
import { writeRecord } from './records.js'

interface KeepParams {
  inputs: ListedInputs
  /** Positions of the inputs the job transformed, with their content. */
  misses: readonly number[]
  contents: ReadonlyMap<number, string>
  /** Whether the output of an input (by output name) counts as this job's. */
  counted: (name: string) => boolean
  outputs: ObjectStore
  cache: ObjectStore
  identity: string
  /** What went into the identity, written beside its records once. */
  described: unknown
  job: { name: string; endedAt: number; instanceSeconds?: number; pricePerHour?: number }
}

export interface Kept {
  kept: number
  /** Outputs that counted but could not be copied (gone by now). */
  lost: number
  record?: string
}

export async function keepOutputs(p: KeepParams): Promise<Kept> {
  const entries: [string, string][] = []
  let lost = 0
  const concurrency = p.outputs instanceof S3Store && p.cache instanceof S3Store ? 64 : 8
  const landed = p.misses.filter(i => {
    const name = outputName(p.inputs.nameAt(i), p.inputs.outputs)
    return name !== undefined && p.contents.has(i) && p.counted(name)
  })
  await forEachLimited(landed, concurrency, async i => {
    const content = p.contents.get(i)!
    const from = outputKey(p.inputs.nameAt(i), p.inputs.outputs).key!
    const fingerprint = await placeObject(
      { store: p.outputs, key: from },
      { store: p.cache, key: keptOutputKey(p.identity, content) }
    )
    if (fingerprint === undefined) lost++
    else entries.push([content, fingerprint])
  })
  if (entries.length === 0) return { kept: 0, lost }
  const record = await writeRecord(
    p.cache,
    {
      identity: p.identity,
      job: p.job.name,
      transformedAt: new Date(p.job.endedAt).toISOString(),
      ...(p.job.instanceSeconds !== undefined ? { instanceSeconds: p.job.instanceSeconds } : {}),
      ...(p.job.pricePerHour !== undefined ? { pricePerHour: p.job.pricePerHour } : {}),
      transformed: p.misses.length,
      outputs: entries
    },
    p.described
  )
  return { kept: entries.length, lost, record }
}
