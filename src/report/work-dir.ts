// Where a run's report files go on the runner, and how its artifacts are named.
import os from 'node:os'
import path from 'node:path'
import { markerKey } from './escape.js'

/** The runner's folder for this job's report files (summary JSON, pictures). */
export function workDir(env: NodeJS.ProcessEnv, jobName: string): string {
  return path.join(env.RUNNER_TEMP || os.tmpdir(), 'sagemaker-batch-transform', markerKey(jobName))
}

/**
 * Artifact names must be unique within a workflow run, re-run attempts included; one job can be
 * reported by several steps (`attach`, an explicit `job-name`), so the step and the attempt join the name.
 */
export function artifactSuffix(env: NodeJS.ProcessEnv): string {
  const step = [env.GITHUB_JOB, env.GITHUB_ACTION].filter(Boolean).join('-')
  const attempt = env.GITHUB_RUN_ATTEMPT
  return (step ? `-${markerKey(step)}` : '') + (attempt ? `-attempt-${markerKey(attempt)}` : '')
}
