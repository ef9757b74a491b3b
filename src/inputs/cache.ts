// `cache`, `cache-max-age` and `cache-write`: where transformed outputs are kept for reuse, for how long,
// and whether this run may add to them. Free checks only: the place's kind for the mode, the age, and that the cache shares no folder with data or
// output-path (each one's listing would take the other's objects for its own).
import type { CacheSpec, Mode } from '../spec.js'
import { asFolder, outputsReadAsInputs } from '../contract/output-keys.js'
import { localPath, parseS3Uri } from '../storage/uri.js'
import type { RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { parseBool, parseLocation } from './values.js'

/** `cache-max-age` when not given: a month, after which an output is transformed again. */
export const DEFAULT_CACHE_MAX_AGE_DAYS = 30

/** Bucket and key prefix, or a local path, `/`-separated, as a folder. */
function place(uri: string): { root: string; folder: string } {
  const s3 = parseS3Uri(uri)
  if (s3) return { root: `s3://${s3.bucket}/`, folder: asFolder(s3.key) }
  return { root: '', folder: asFolder(localPath(uri).split('\\').join('/')) }
}

/** Whether one folder holds the other (or they are the same). */
function overlaps(a: string, b: string): boolean {
  const [x, y] = [place(a), place(b)]
  return x.root === y.root && (x.folder.startsWith(y.folder) || y.folder.startsWith(x.folder))
}

function parseMaxAge(problems: Problems, raw: string): number {
  if (raw === '') return DEFAULT_CACHE_MAX_AGE_DAYS
  const days = /^(\d+(?:\.\d*)?|\.\d+)$/.test(raw) ? Number(raw) : Number.NaN
  if (days > 0) return days
  problems.add(
    'cache-max-age',
    raw,
    'is not a number of days above 0',
    `Use a number of days, e.g. ${DEFAULT_CACHE_MAX_AGE_DAYS} (outputs transformed longer ago are made again).`
  )
  return DEFAULT_CACHE_MAX_AGE_DAYS
}

/** `cache: github`: the word is reserved (a folder of that name is `./github`). */
const GITHUB_WORD = /^github$/i

/** `cache: github`: local mode only, no place of its own to check against data and output-path. */
function parseGitHubCache(
  raw: RawInputs,
  problems: Problems,
  mode: Mode,
  maxAgeDays: number,
  write: boolean
): CacheSpec | undefined {
  if (mode !== 'local')
    return problems.add(
      'cache',
      raw.cache,
      "keeps a folder on the runner in GitHub's cache service, which serves local mode only",
      'In SageMaker mode use an S3 prefix, e.g. s3://bucket/cache/ (or mode: local).'
    )
  return { uri: '', github: true, maxAgeDays, write }
}

/** The cache, or undefined when `cache` is empty; `data`/`output` as parsed (undefined when invalid). */
export function parseCache(
  raw: RawInputs,
  problems: Problems,
  mode: Mode,
  where: { data?: string; dataIsPrefix: boolean; output?: string }
): CacheSpec | undefined {
  const maxAgeDays = parseMaxAge(problems, raw['cache-max-age'])
  const write = parseBool(problems, 'cache-write', raw['cache-write'], true)
  if (raw.cache === '') {
    if (!write)
      problems.add(
        'cache-write',
        raw['cache-write'],
        'is used only with cache',
        'Set cache, or remove cache-write.'
      )
    if (raw['cache-max-age'] !== '' && raw['cache-max-age'] !== String(DEFAULT_CACHE_MAX_AGE_DAYS))
      problems.add(
        'cache-max-age',
        raw['cache-max-age'],
        'is used only with cache',
        'Set cache, or remove cache-max-age.'
      )
    return undefined
  }
  if (GITHUB_WORD.test(raw.cache)) return parseGitHubCache(raw, problems, mode, maxAgeDays, write)
  const uri = parseLocation(problems, 'cache', raw.cache, {
    local: mode === 'local',
    sagemakerFix:
      'In SageMaker mode the cache is an S3 prefix, so outputs are copied inside S3: use s3://bucket/prefix (a folder on the runner serves local mode only).'
  })
  if (uri === undefined) return undefined
  // The step would end before any output exists: nothing could be kept, and a later run would pay again
  // (a read-only cache keeps nothing anyway: its hits are still placed).
  if (write && /^false$/i.test(raw.wait))
    problems.add(
      'wait',
      raw.wait,
      'leaves nothing for cache to keep (the step ends before the job has made any output)',
      'Remove wait (the cache keeps the outputs once the job is done), or remove cache.'
    )
  if (where.output && overlaps(uri, where.output))
    problems.add(
      'cache',
      raw.cache,
      `shares a folder with output-path (${where.output})`,
      "Give the cache a prefix of its own: each would list the other's objects as its own."
    )
  const data = where.data
  const s3 = parseS3Uri(uri)
  const inData =
    data &&
    (where.dataIsPrefix
      ? (() => {
          const d = parseS3Uri(data)
          if (d && s3) return d.bucket === s3.bucket && outputsReadAsInputs(d.key, s3.key)
          return !d && !s3 && overlaps(uri, data)
        })()
      : false)
  if (inData)
    problems.add(
      'cache',
      raw.cache,
      `is inside data (${data}): the cached outputs would be listed as inputs`,
      'Give the cache a prefix outside the input.'
    )
  return { uri, maxAgeDays, write }
}
