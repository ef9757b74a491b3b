// What the cache decided for a run: handed from the lookup (before the job) to the job, the analysis
// and the record (after it).
import type { StageContext } from '../context.js'
import type { IdentitySource } from '../identity-source.js'
import type { ListedInputs } from '../listing/listed-inputs.js'
import type { CacheSpec, RunSpec, Spec } from '../spec.js'
import type { ObjectStore } from '../storage/store.js'
import type { CacheSummary } from './summary.js'
import type { TransformIdentity } from './identity.js'
import type { Reused, ReuseParams } from './reuse.js'
import type { GitHubCache } from './github-cache.js'

/**
 * What reading each placed output gave, kept beside its record (results/' KeptReadings, which the
 * cache does not import): the analysis replays these instead of reading the outputs.
 */
export interface KeptReadingsOfRun {
  key: string
  names: readonly string[]
  readingOf(name: string): string | undefined
  /** Settles once every placement has, while they go on beside the analysis. */
  placed?: Promise<unknown>
}

export interface CachePlan {
  spec: CacheSpec
  store: ObjectStore
  /** The identity's digest, and what went into it. */
  identity: string
  described: TransformIdentity
  inputs: ListedInputs
  /** Positions (in the run's listing) of the inputs the job transforms, and their output names. */
  misses: number[]
  missNames: string[]
  /** Each input's content, by position. */
  contents: Map<number, string>
  summary: CacheSummary
  /** The spec of the part before the cache narrowed it (a sample's is what the report covers). */
  partSpec: Spec
  outputPath: string
  /** How the kept outputs are placed, and the readings kept of them. */
  reuse: ReuseParams
  readings?: KeptReadingsOfRun
  /** The placements still under way (every input kept): settled before anything is published. */
  placing?: Promise<Reused>
}

/** The cache as opened once for a run (src/cache/open.ts): its settings, its folder, its backend's answers. */
export interface OpenedCache {
  spec: CacheSpec
  store(): ObjectStore
  identities: IdentitySource
  ctx: StageContext
  /** `cache: github`: the folder carried between runs in GitHub's cache service. */
  github?: GitHubCache
}

/** What the look-up reads of the part stage 3 planned (run/part.ts's RunPart), and narrows. */
export interface PartToLookUp {
  subset?: { names: readonly string[] }
  runSpec: RunSpec
  nothingToRun: boolean
  inputs?: ListedInputs
  runInputs?: ListedInputs
  cache?: CachePlan
  stamp: string
}
