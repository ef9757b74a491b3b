// Default model and job names: `<readable prefix>-<run id>-<attempt>-<hash>`, always a valid SageMaker
// name (1-63 chars, [a-zA-Z0-9](-*[a-zA-Z0-9]){0,62}). The same workflow attempt with the same spec and
// artifact gets the same name, so a restarted runner finds its own job instead of making a second one.
import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Spec } from '../spec.js'
import { NAME_MAX, NAME_PATTERN } from './limits.js'

export function isValidName(name: string): boolean {
  return name.length <= NAME_MAX && NAME_PATTERN.test(name)
}

/** JSON with object keys sorted, so equal values hash equally whatever the key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v
  )
}

export function shortHash(value: unknown, length = 8): string {
  return createHash('sha256').update(stableJson(value)).digest('hex').slice(0, length)
}

/** Letters, digits and single hyphens only; no hyphen at either end. */
export function sanitizeName(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}

/** A readable prefix: the model directory or archive's name, else the model name, else the repository's. */
export function namePrefix(spec: Spec, env: NodeJS.ProcessEnv): string {
  const candidates = [
    spec.model.path
      ? path.basename(spec.model.path.replace(/[\\/]+$/, '')).replace(/\.tar\.gz$|\.tgz$/, '')
      : '',
    spec.model.name ?? '',
    spec.model.dataUrl ? path.posix.basename(path.posix.dirname(spec.model.dataUrl)) : '',
    (env.GITHUB_REPOSITORY ?? '').split('/').pop() ?? ''
  ]
  for (const c of candidates) {
    const clean = sanitizeName(c)
    if (clean) return clean
  }
  return 'transform'
}

/** `<run id>-<attempt>` of this workflow run; undefined outside a workflow (no GITHUB_RUN_ID). */
export function workflowRun(env: NodeJS.ProcessEnv): string | undefined {
  const runId = sanitizeName(env.GITHUB_RUN_ID ?? '')
  return runId ? `${runId}-${sanitizeName(env.GITHUB_RUN_ATTEMPT ?? '') || '1'}` : undefined
}

/**
 * `<prefix>-<run id>-<attempt>-<hash>`, the prefix cut to fit 63 characters. Outside a workflow (no
 * GITHUB_RUN_ID) the run part is the time, base 36.
 */
export function defaultName(prefix: string, env: NodeJS.ProcessEnv, hash: string, now: number): string {
  const run = workflowRun(env) ?? now.toString(36)
  const suffix = `-${run}-${hash}`
  const room = NAME_MAX - suffix.length
  const head = sanitizeName(prefix).slice(0, Math.max(room, 0)).replace(/-+$/, '')
  const name = head ? `${head}${suffix}` : suffix.slice(1)
  return name.length <= NAME_MAX ? name : name.slice(name.length - NAME_MAX).replace(/^-+/, '')
}
