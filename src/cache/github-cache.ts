// `cache: github` (local mode): the cache is a folder under RUNNER_TEMP, carried from run to run in
// GitHub's cache service (@actions/cache). Before the look-up reads an identity's records, the newest
// entry saved under that identity is restored into its folder; after a run keeps new outputs, the
// identity's folder (its outputs and records; not the input index, useless on a fresh checkout whose
// files all have new mtimes) is saved as a new entry. Entries cannot change, so each save is its own.
// The service is best effort: a read-only runner or a refused save is a notice, and a step that has no
// service a warning and a run without the cache.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { StageContext } from '../context.js'
import { errorMessage } from '../errors.js'
import { plural } from '../format.js'
import { identityFileKey } from './layout.js'

/** The folder under RUNNER_TEMP: an entry restores only to the very paths it was saved from. */
export const GITHUB_CACHE_FOLDER = 'sagemaker-batch-transform-cache'
/** Every entry's key starts so; the layout's version is in it, so a new layout starts afresh. */
export const GITHUB_CACHE_KEY_PREFIX = 'sagemaker-batch-transform-cache-v1'

/** The cache's folder and its two moments with GitHub's cache service; neither ever throws. */
export interface GitHubCache {
  folder: string
  /** Before the identity's records are read: its newest entry restored into its folder. */
  restore(identity: string): Promise<void>
  /** After `kept` new outputs were kept under the identity: its folder saved as a new entry. */
  save(identity: string, kept: number): Promise<void>
}

/** The runner's cache modes (ACTIONS_CACHE_MODE); another value or none allows both, as the toolkit reads it. */
const MODES: Record<string, { read: boolean; write: boolean }> = {
  none: { read: false, write: false },
  read: { read: true, write: false },
  write: { read: true, write: true },
  'write-only': { read: false, write: true }
}

function cacheMode(env: NodeJS.ProcessEnv): { name: string; read: boolean; write: boolean } {
  const name = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase()
  return { name, ...(MODES[name] ?? { read: true, write: true }) }
}

/** GitHub Enterprise Server, as the toolkit tells it from GITHUB_SERVER_URL (it has no cache service v2). */
function isEnterpriseServer(env: NodeJS.ProcessEnv): boolean {
  let host: string
  try {
    host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.toLowerCase()
  } catch {
    return true
  }
  return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')
}

/** Why this step cannot reach GitHub's cache service, or undefined when it can. */
function missingService(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.RUNNER_TEMP || !env.ACTIONS_RUNTIME_TOKEN)
    return 'this is no GitHub Actions step: no RUNNER_TEMP or ACTIONS_RUNTIME_TOKEN'
  // The service the toolkit speaks to: v2 at ACTIONS_RESULTS_URL, else the older one at ACTIONS_CACHE_URL.
  const v2 = !!env.ACTIONS_CACHE_SERVICE_V2 && !isEnterpriseServer(env)
  if (v2 ? !env.ACTIONS_RESULTS_URL : !env.ACTIONS_CACHE_URL)
    return `the runner names no cache service (no ${v2 ? 'ACTIONS_RESULTS_URL' : 'ACTIONS_CACHE_URL'}; GitHub Enterprise Server may have none)`
  return undefined
}

/** The run's id and attempt as the runner gives them (digits), for keys that sort by run. */
function runOf(env: NodeJS.ProcessEnv, now: number): string {
  const digits = (v: string | undefined) => (v && /^\d{1,20}$/.test(v) ? v : undefined)
  return `${digits(env.GITHUB_RUN_ID) ?? now}-${digits(env.GITHUB_RUN_ATTEMPT) ?? 1}`
}

/**
 * GitHub's cache for the step, or undefined (said with a warning) where the service is not there. The
 * toolkit reads the service's variables from the process's environment, as the runner sets them.
 */
export function openGitHubCache(ctx: StageContext): GitHubCache | undefined {
  const { env, log } = ctx
  const missing = missingService(env)
  if (missing) {
    log.warning(
      `cache: github keeps the cache in GitHub's cache service, which this step cannot reach (${missing}); this run goes without the cache.`
    )
    return undefined
  }
  const folder = path.join(env.RUNNER_TEMP!, GITHUB_CACHE_FOLDER)
  const notice = (message: string) => (log.notice ? log.notice(message) : log.info(message))
  // An identity's folder: its description, outputs and records (layout.ts), and nothing else.
  const paths = (identity: string) => [path.join(folder, path.posix.dirname(identityFileKey(identity)))]
  const identityPrefix = (identity: string) => `${GITHUB_CACHE_KEY_PREFIX}-${identity}-`
  // This run's entries; two jobs or steps of one run with the same identity each save their own.
  const run = runOf(env, ctx.now())
  return {
    folder,
    async restore(identity) {
      const mode = cacheMode(env)
      if (!mode.read) {
        log.info(`cache: nothing restored from GitHub's cache (the runner's cache mode is ${mode.name}).`)
        return
      }
      const { restoreCache } = await import('@actions/cache')
      let matched: string | undefined
      try {
        // This run's own entry first (an earlier step's), then the identity's newest.
        matched = await restoreCache(paths(identity), `${identityPrefix(identity)}${run}`, [
          identityPrefix(identity)
        ])
      } catch (err) {
        log.warning(`cache: could not restore from GitHub's cache: ${errorMessage(err)}`)
        return
      }
      log.info(
        matched
          ? `cache: restored from GitHub's cache entry ${matched}.`
          : "cache: GitHub's cache had no entry for this identity to restore (the folder starts as it is)."
      )
    },
    async save(identity, kept) {
      const what = plural(kept, 'new output')
      const them = kept === 1 ? 'it' : 'them'
      const mode = cacheMode(env)
      if (!mode.write) {
        notice(
          `cache: ${what} not saved in GitHub's cache: the runner's cache is read-only for this run (cache mode ${mode.name}, as for a pull request from a fork); the next run transforms ${them} again.`
        )
        return
      }
      const { saveCache } = await import('@actions/cache')
      const key = `${identityPrefix(identity)}${run}-${randomBytes(4).toString('hex')}`
      let id: number
      try {
        id = await saveCache(paths(identity), key)
      } catch (err) {
        log.warning(`cache: could not save in GitHub's cache: ${errorMessage(err)}`)
        return
      }
      if (id < 0)
        notice(
          `cache: GitHub's cache did not take entry ${key} with ${what} (refused or failed: the line above says why); the next run transforms ${them} again.`
        )
      else log.info(`cache: ${what} saved in GitHub's cache as entry ${key}.`)
    }
  }
}
