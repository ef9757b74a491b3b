// What the mode: publish tests share: a fork's pull request on the fake GitHub, the workflow_run event
// its run triggers, a summary as a run of this action writes it, and the publish step run as GitHub runs it.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { actionsIO } from '../../src/actions-io.js'
import { run } from '../../src/main.js'
import type { RunSummary } from '../../src/results/summary/run-summary.js'
import { runAsStep } from './stdout.js'

export const BASE = 'octo/models'
/** The fork's head commit, and another commit (the base branch's, or a later push). */
export const HEAD_SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
export const OTHER_SHA = 'ffffeeeeddddccccbbbbaaaa9999888877776666'
export const FORK = { owner: 'someone', repo: 'someone/models', branch: 'better-model' }
export const RUN_ID = 9001

export interface WorkflowRunEvent {
  headSha?: string
  headOwner?: string
  headRepo?: string
  headBranch?: string
  event?: string
}

/** A workflow_run (completed) payload as GitHub sends it for a fork's run: pull_requests is empty. */
export async function workflowRunEvent(dir: string, e: WorkflowRunEvent = {}): Promise<void> {
  const owner = e.headOwner ?? FORK.owner
  const file = path.join(dir, 'workflow-run-event.json')
  await writeFile(
    file,
    JSON.stringify({
      action: 'completed',
      workflow_run: {
        id: RUN_ID,
        name: 'Evaluate pull request',
        event: e.event ?? 'pull_request',
        status: 'completed',
        conclusion: 'success',
        head_sha: e.headSha ?? HEAD_SHA,
        head_branch: e.headBranch ?? FORK.branch,
        head_repository: { full_name: e.headRepo ?? FORK.repo, owner: { login: owner } },
        repository: { full_name: BASE },
        pull_requests: [],
        html_url: `https://github.com/${BASE}/actions/runs/${RUN_ID}`
      },
      repository: { full_name: BASE, name: 'models', owner: { login: 'octo' } }
    })
  )
  process.env.GITHUB_EVENT_PATH = file
  process.env.GITHUB_EVENT_NAME = 'workflow_run'
}

/** A summary as a local run of this action on a fork's pull request writes it. */
export function forkSummary(): RunSummary {
  return {
    schema: 'sagemaker-batch-transform/summary@1',
    job: {
      name: 'local-eval-17',
      status: 'Completed',
      mode: 'local',
      instanceType: 'local',
      instanceCount: 1
    },
    repository: BASE,
    revision: { sha: HEAD_SHA, ref: FORK.branch },
    data: { uri: '/work/eval/images/', type: 'S3Prefix' },
    outputPath: '/tmp/predictions/',
    format: { requested: 'auto', kind: 'classification', chosen: 'classification', framings: {}, shapes: {} },
    objects: {
      total: 40,
      withOutput: 39,
      written: 39,
      failed: 1,
      unreadable: 0,
      orphanOutputs: 0,
      bytes: 4096
    },
    records: 39,
    unrecognisedRecords: 0,
    failedObjects: ['images/broken.png'],
    failures: [{ reason: 'cannot identify image file', count: 1, examples: ['images/broken.png'] }],
    unreadableObjects: [],
    unrecognisedExamples: [],
    orphanOutputs: [],
    evaluation: {
      kind: 'classification',
      source: 'eval/manifest.jsonl',
      groundTruthLines: 40,
      evaluated: 39,
      missing: 1,
      notAnInput: 0,
      top1Correct: 35,
      top5Correct: 39,
      top1Accuracy: 35 / 39,
      top5Accuracy: 1,
      perClass: [
        { label: 'circle', support: 20, correct: 19, recall: 0.95 },
        { label: 'square', support: 19, correct: 16, recall: 16 / 19 }
      ]
    },
    baseline: {
      path: '/tmp/baseline/',
      kind: 'classification',
      baselineObjects: 40,
      baselineRecords: 40,
      compared: 39,
      agreed: 37,
      agreement: 37 / 39,
      onlyInBaseline: 1,
      onlyInCurrent: 0,
      classDeltas: [{ label: 'circle', before: 20, after: 21, delta: 1 }],
      changed: {
        count: 2,
        examples: [
          {
            key: 'images/sq-3.png',
            record: 0,
            before: 'square',
            after: 'circle',
            beforeConfidence: 0.9,
            afterConfidence: 0.6,
            change: 'broken',
            truth: 'square'
          }
        ]
      },
      paired: { evaluated: 39, bothRight: 34, bothWrong: 2, broken: 2, fixed: 1, p: 1 }
    },
    gates: [],
    notes: ['2 predictions changed against the baseline.']
  }
}

export async function writeSummary(file: string, summary: unknown): Promise<string> {
  await writeFile(file, typeof summary === 'string' ? summary : JSON.stringify(summary, null, 2))
  return file
}

/** Runs the action with these inputs as GitHub runs a step (its log and commands on stdout). */
export async function runStep(
  inputs: Record<string, string>
): Promise<{ stdout: string; failed: boolean; result: Awaited<ReturnType<typeof run>> }> {
  return runAsStep(() =>
    run({
      readInput: name => inputs[name] ?? '',
      env: process.env,
      signal: new AbortController().signal,
      sleep: async () => undefined,
      now: () => Date.parse('2024-05-01T12:00:00Z'),
      ...actionsIO()
    })
  )
}
