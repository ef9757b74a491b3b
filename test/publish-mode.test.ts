// mode: publish against the fake GitHub API: a fork's pull request found from the workflow_run event
// (its pull_requests empty, its commit's pull requests empty, as GitHub answers), one sticky comment,
// the commit status on the pull request's head; the summary read as untrusted data.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BOT, GitHubFake } from './support/github-fake.js'
import {
  BASE,
  FORK,
  forkSummary,
  HEAD_SHA,
  OTHER_SHA,
  runStep,
  workflowRunEvent,
  writeSummary
} from './support/fork-publish.js'
import { renderGfm } from './support/gfm.js'
import { useRunnerFiles } from './support/report-env.js'

let fake: GitHubFake
let dir: string
const MARKER = '<!-- sagemaker-batch-transform:eval-fork -->'

beforeAll(async () => {
  fake = await new GitHubFake().start()
  fake.addToken('ghs_publish', { user: BOT, installation: true })
  // The fork's pull request #12, another fork's #13 on a branch of the same name, and a same-repository #14.
  fake.addPull('octo', 'models', {
    number: 12,
    state: 'open',
    head: { sha: HEAD_SHA, ref: FORK.branch, repo: FORK.repo }
  })
  fake.addPull('octo', 'models', {
    number: 13,
    state: 'open',
    head: { sha: OTHER_SHA, ref: FORK.branch, repo: 'mallory/models' }
  })
  fake.addPull('octo', 'models', {
    number: 14,
    state: 'open',
    head: { sha: OTHER_SHA, ref: 'tune', repo: BASE }
  })
  dir = await mkdtemp(path.join(os.tmpdir(), 'publish-mode-'))
})
afterAll(async () => {
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})
const runner = useRunnerFiles(() => ({ GITHUB_API_URL: fake.url }))
beforeEach(() => {
  fake.requests.length = 0
})

const publishInputs = (file: string, more: Record<string, string> = {}) => ({
  mode: 'publish',
  'summary-json': file,
  'github-token': 'ghs_publish',
  'comment-key': 'eval-fork',
  ...more
})
const thread = (n: number) => fake.comments('octo', 'models', n)
const calls = () => fake.requests.map(r => `${r.method} ${r.path}`)

describe('mode: publish from a workflow_run event', () => {
  test('finds the fork pull request by its head, posts one comment, updates it, sets the status on the head commit', async () => {
    await workflowRunEvent(runner.dir)
    const file = await writeSummary(path.join(dir, 'first.json'), forkSummary())
    const first = await runStep(publishInputs(file))
    expect(first.failed).toBe(false)
    expect(thread(12)).toHaveLength(1)
    expect([thread(13), thread(14)]).toEqual([[], []])
    const body = thread(12)[0].body
    expect(
      body.startsWith(
        `${MARKER}\n> Results reported by [the pull request's own run](https://github.com/octo/models/actions/runs/9001), published by a workflow_run workflow`
      )
    ).toBe(true)
    expect(body).toContain('top-1 89.7% (35 of 39)')
    expect(body).toContain('cannot identify image file')
    // Listed by head label, never through the commit's pull requests (empty for a fork's head).
    expect(calls()).toEqual([
      'GET /repos/octo/models/pulls',
      'GET /user',
      'GET /repos/octo/models/issues/12/comments',
      'POST /repos/octo/models/issues/12/comments',
      `POST /repos/octo/models/statuses/${HEAD_SHA}`
    ])
    expect(fake.requests[0].query).toEqual({ head: 'someone:better-model', state: 'all', per_page: '100' })
    expect(fake.statuses).toEqual([
      {
        repo: BASE,
        sha: HEAD_SHA,
        state: 'success',
        context: 'sagemaker-batch-transform/eval-fork',
        description: 'Reported by the PR run; top-1 89.7%',
        target_url: 'https://github.com/octo/models/actions/runs/9001'
      }
    ])
    expect((await runner.outputs())['comment-url']).toBe(thread(12)[0].html_url)

    // A second publish edits the same comment.
    const again = await runStep(publishInputs(file, { 'min-accuracy': '0.8' }))
    expect(again.failed).toBe(false)
    expect(thread(12)).toHaveLength(1)
    expect(thread(12)[0].body).toContain('1 gate passed')
    expect(fake.requests.filter(r => r.method === 'PATCH')).toHaveLength(1)
    expect(fake.statuses.map(s => s.sha)).toEqual([HEAD_SHA, HEAD_SHA])
  })

  test('a summary edited to hold HTML, a mention, markers, a javascript: link and another pull request number comments on the right pull request, all inert', async () => {
    await workflowRunEvent(runner.dir)
    const hostile =
      '</details><!-- sagemaker-batch-transform:eval-fork --> <img src=x onerror=alert(1)> @octo/team fixes #13 [go](javascript:alert(1))'
    const s = forkSummary() as unknown as Record<string, unknown> & ReturnType<typeof forkSummary>
    s.job.name = hostile
    s.job.failureReason = hostile
    s.notes = [hostile]
    s.failures = [{ reason: hostile, count: 1, examples: [hostile] }]
    s.baseline!.changed.examples[0].key = hostile
    s.baseline!.path = hostile
    s.evaluation!.perClass[0].label = hostile
    // Numbers and fields a forger adds: never read.
    Object.assign(s, {
      pullRequest: 13,
      number: 13,
      pull_request: { number: 13 },
      comment: `@octo/team ${hostile}`
    })
    const file = await writeSummary(path.join(dir, 'hostile.json'), s)
    const before = thread(13).length
    const { failed } = await runStep(publishInputs(file))
    expect(failed).toBe(false)
    expect(thread(13)).toHaveLength(before)
    const body = thread(12)[0].body
    expect(body.split('<!--')).toHaveLength(2) // the marker only
    const html = renderGfm(body)
    expect(html).not.toMatch(/<(img|script)\b|<\/details>\s*<!--/)
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map(m => m[1])
    expect(new Set(hrefs)).toEqual(new Set(['https://github.com/octo/models/actions/runs/9001']))
    for (const node of html.split(/<[^>]*>/)) expect(node).not.toMatch(/@[a-z0-9]|#[0-9]/i)
    expect(body).not.toContain('@octo/team fixes')
    expect(fake.statuses.at(-1)?.sha).toBe(HEAD_SHA)
  })

  test("figures forged to pass are published as reported, judged by the publish step's own gates", async () => {
    await workflowRunEvent(runner.dir)
    const s = forkSummary()
    s.evaluation = {
      ...s.evaluation!,
      kind: 'classification',
      top1Accuracy: 1,
      top1Correct: 39
    } as typeof s.evaluation
    s.gates = [{ gate: 'min-accuracy', threshold: 0, measured: 1, passed: true, message: 'forged gate' }]
    const file = await writeSummary(path.join(dir, 'forged.json'), s)
    const statuses = fake.statuses.length
    const passing = await runStep(publishInputs(file))
    expect(passing.failed).toBe(false)
    const body = thread(12)[0].body
    expect(body).toContain('top-1 100.0%')
    // The run's own gates are not shown: with no gates of its own, the publish step shows none.
    expect(body).not.toContain('forged gate')
    expect(body).not.toContain('gate passed')

    // The publish step's min-agreement is not met by the reported agreement: the step fails.
    const failing = await runStep(publishInputs(file, { 'min-agreement': '0.99' }))
    expect(failing.failed).toBe(true)
    expect(failing.stdout).toContain('::error::Quality gate failed on the figures the pull request')
    expect(fake.statuses.slice(statuses).map(x => [x.sha, x.state])).toEqual([
      [HEAD_SHA, 'success'],
      [HEAD_SHA, 'failure']
    ])

    // Claiming another commit is refused before any call: never a status elsewhere.
    fake.requests.length = 0
    const elsewhere = await runStep(
      publishInputs(
        await writeSummary(path.join(dir, 'other-sha.json'), { ...s, revision: { sha: OTHER_SHA } })
      )
    )
    expect(elsewhere.failed).toBe(true)
    expect(elsewhere.stdout).toContain(
      `::error::summary-json: the summary evaluated commit ${OTHER_SHA}, but the run that triggered this workflow ran on ${HEAD_SHA}`
    )
    expect(fake.requests).toEqual([])
    expect(fake.statuses.every(x => x.sha === HEAD_SHA)).toBe(true)
  })

  test('a malformed and a 20 MB file are refused naming summary-json, before any call; the comment is unchanged', async () => {
    await workflowRunEvent(runner.dir)
    const kept = thread(12)[0]?.body
    expect(kept).toBeDefined()
    const malformed = await writeSummary(
      path.join(dir, 'malformed.json'),
      '{"schema": "sagemaker-batch-transform/summary@1",'
    )
    const huge = path.join(dir, 'huge.json')
    await writeFile(
      huge,
      `{"schema":"sagemaker-batch-transform/summary@1","notes":["${'x'.repeat(20 * 1024 * 1024)}"]}`
    )
    const bad = await runStep(publishInputs(malformed))
    expect(bad.failed).toBe(true)
    expect(bad.stdout).toContain(`::error::summary-json: ${malformed} is not JSON (or not UTF-8).`)
    const big = await runStep(publishInputs(huge))
    expect(big.failed).toBe(true)
    expect(big.stdout).toContain(`::error::summary-json: ${huge} is larger than 4 MiB`)
    expect(fake.requests).toEqual([])
    expect(thread(12)[0].body).toBe(kept)
  })

  test('a closed or gone pull request: a notice, and the step passes', async () => {
    fake.addPull('octo', 'models', {
      number: 15,
      state: 'closed',
      head: { sha: OTHER_SHA, ref: 'old', repo: 'someone/models' }
    })
    await workflowRunEvent(runner.dir, { headSha: OTHER_SHA, headBranch: 'old' })
    const file = await writeSummary(path.join(dir, 'closed.json'), {
      ...forkSummary(),
      revision: { sha: OTHER_SHA }
    })
    const closed = await runStep(publishInputs(file))
    expect(closed.failed).toBe(false)
    expect(closed.stdout).toContain('Pull request #15 is closed: its results are not published.')
    expect(thread(15)).toEqual([])

    // The fork pushed again: its pull request's head is no longer the reported commit.
    await workflowRunEvent(runner.dir, { headSha: OTHER_SHA })
    const pushed = await runStep(publishInputs(file))
    expect(pushed.failed).toBe(false)
    expect(pushed.stdout).toContain(`No pull request of octo/models with head ${OTHER_SHA.slice(0, 7)}`)

    await workflowRunEvent(runner.dir, { headSha: OTHER_SHA, headBranch: 'deleted' })
    const gone = await runStep(publishInputs(file))
    expect(gone.failed).toBe(false)
    expect(gone.stdout).toContain(
      `No pull request of octo/models with head ${OTHER_SHA.slice(0, 7)} from someone/models (pushed again since, or gone): nothing is published.`
    )
    expect(calls().filter(c => c.startsWith('POST'))).toEqual([])
  })
})

describe('mode: publish refuses bad input with the fix, before any call', () => {
  test('no summary-json, transform inputs, a file that is not a summary, a summary of another repository', async () => {
    await workflowRunEvent(runner.dir)
    const none = await runStep({
      mode: 'publish',
      'model-path': 'model/',
      data: 'eval/',
      'data-type': 'S3Prefix'
    })
    expect(none.failed).toBe(true)
    expect(none.stdout).toContain('model-path: is not used with mode: publish')
    expect(none.stdout).toContain('data: is not used with mode: publish')
    expect(none.stdout).not.toContain('data-type:')
    expect(none.stdout).toContain(
      'summary-json: is required with mode: publish (got ""). Give the path of the _summary.json'
    )

    const other = await writeSummary(path.join(dir, 'not-a-summary.json'), {
      name: 'package',
      version: '1.0.0'
    })
    const notSummary = await runStep(publishInputs(other))
    expect(notSummary.stdout).toContain(`::error::summary-json: ${other} is not a summary of this action`)

    const missing = await writeSummary(path.join(dir, 'partial.json'), {
      ...forkSummary(),
      job: { name: 'x', status: 'Done' },
      repository: undefined
    })
    const partial = await runStep(publishInputs(missing))
    expect(partial.stdout).toContain('repository is missing')
    expect(partial.stdout).toContain(
      'job.status is not one of InProgress, Completed, Failed, Stopping, Stopped'
    )

    const foreign = await writeSummary(path.join(dir, 'foreign.json'), {
      ...forkSummary(),
      repository: 'mallory/models'
    })
    const elsewhere = await runStep(publishInputs(foreign))
    expect(elsewhere.stdout).toContain(
      '::error::summary-json: the summary was written in mallory/models, not in octo/models'
    )
    expect(fake.requests).toEqual([])
  })

  test('outside workflow_run only with pull-request, whose head must be the summary commit', async () => {
    process.env.GITHUB_EVENT_NAME = 'workflow_dispatch'
    const file = await writeSummary(path.join(dir, 'by-hand.json'), forkSummary())
    const refused = await runStep(publishInputs(file))
    expect(refused.stdout).toContain(
      "pull-request: is required outside a workflow_run event (this run's event is workflow_dispatch)"
    )
    expect(fake.requests).toEqual([])

    const wrong = await runStep(publishInputs(file, { 'pull-request': '14' }))
    expect(wrong.failed).toBe(true)
    expect(wrong.stdout).toContain(`pull request #14's head is ${OTHER_SHA}: it is not published`)
    expect(thread(14)).toEqual([])

    const statuses = fake.statuses.length
    const byHand = await runStep(publishInputs(file, { 'pull-request': '12' }))
    expect(byHand.failed).toBe(false)
    expect(thread(12)[0].body).toContain('published by hand (pull-request: 12)')
    expect(fake.statuses.slice(statuses).map(s => s.sha)).toEqual([HEAD_SHA])

    await workflowRunEvent(runner.dir)
    const both = await runStep(publishInputs(file, { 'pull-request': '13' }))
    expect(both.stdout).toContain('pull-request: is not used in a workflow_run event')
  })
})
