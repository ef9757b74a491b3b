// The transform cache, one room with two doors. `openCache` is called once, when `cache` is set (the one
// place that asks); then `lookUp` before the job places the outputs kept under this transform's identity
// at output-path and narrows the job to the misses, and `keep` after it keeps what the job made. Stage 3
// reads the input listing's kept boundaries through `listingBoundaries`.
import type { StageContext } from '../context.js'
import type { CheckedModel } from '../artifact/check.js'
import type { IdentitySource } from '../identity-source.js'
import type { JobOutcome } from '../job.js'
import type { CacheSpec, Spec } from '../spec.js'
import { openFolder } from '../storage/resolve.js'
import type { ObjectStore } from '../storage/store.js'
import { keepAfterJob, type FinishedRun } from './after-job.js'
import { listingBoundaries, type ListingBoundaries } from './boundaries.js'
import { openGitHubCache } from './github-cache.js'
import { lookUp } from './look-up.js'
import type { OpenedCache, PartToLookUp } from './plan.js'
import { settlePlacements } from './place-kept.js'
import type { CachePlan } from './plan.js'

export interface Cache {
  /** Stage 3: the boundaries the input's last listing left (S3 prefixes only), and how to keep this one's. */
  listingBoundaries(): Promise<ListingBoundaries | undefined>
  /** Before the job: the kept outputs placed, the part narrowed to the misses (none: nothing to run). */
  lookUp<P extends PartToLookUp>(part: P, checked: CheckedModel | undefined, readingKey?: string): Promise<P>
  /**
   * After the analysis, before publishing: placements that went on beside it ended; the part of a
   * follow-up job when one failed (its input transformed after all), else undefined.
   */
  settle<P extends PartToLookUp>(part: P): Promise<P | undefined>
  /** After the job (and the analysis): what it made kept and recorded, the summary's cache part added. */
  keep(
    part: { cache?: CachePlan; nothingToRun: boolean },
    reported: Spec,
    outcome: JobOutcome,
    finished: FinishedRun
  ): Promise<void>
}

/**
 * The run's cache at `cache.uri`; `identities` is the backend's part of the transform's identity,
 * handed in by src/run/ (the cache and the backends never import each other). Undefined for `cache:
 * github` where GitHub's cache service is not there (said with a warning): the run goes without.
 */
export function openCache(
  given: CacheSpec,
  spec: Spec,
  ctx: StageContext,
  identities: IdentitySource
): Cache | undefined {
  const github = given.github ? openGitHubCache(ctx) : undefined
  if (given.github && !github) return undefined
  const cache = github ? { ...given, uri: github.folder } : given
  // The cache's folder, opened once, when first used.
  let folder: ObjectStore | undefined
  const store = () => (folder ??= openFolder(cache.uri, () => ctx.s3(spec.control), 'cache'))
  const opened: OpenedCache = { spec: cache, store, identities, ctx, ...(github ? { github } : {}) }
  return {
    listingBoundaries: () => listingBoundaries(spec.data, store, cache.write, ctx.log),
    lookUp: (part, checked, readingKey) => lookUp(spec, part, checked, opened, readingKey),
    settle: part => settlePlacements(spec, part, opened),
    keep: (part, reported, outcome, finished) => keepAfterJob(spec, part, reported, outcome, finished, opened)
  }
}
