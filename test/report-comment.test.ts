// The sticky PR comment against a loopback fake of GitHub's REST API.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { commentMarker, upsertStickyComment } from '../src/report/sticky-comment.js'
import { publishResults } from './support/publish.js'
import type { JobOutcome } from '../src/job.js'
import { BOT, GitHubFake } from './support/github-fake.js'
import { actionContext, makeSpec, useRunnerFiles } from './support/report-env.js'
import { captureStdout } from './support/stdout.js'

const MALLORY = { login: 'mallory', type: 'User' as const }
const PR = { owner: 'octo', repo: 'models', number: 7 }

describe('sticky pull-request comment', () => {
  let fake: GitHubFake
  let dir: string

  beforeAll(async () => {
    fake = await new GitHubFake().start()
    fake.addToken('ghs_workflow', { user: BOT, installation: true })
    fake.addToken('ghp_personal', { user: { login: 'octo-user', type: 'User' } })
    fake.addToken('ghs_fork', { user: BOT, installation: true, readOnly: true })
    dir = await mkdtemp(path.join(os.tmpdir(), 'comment-'))
    await mkdir(path.join(dir, 'in'))
    await mkdir(path.join(dir, 'out'))
    for (let i = 0; i < 5; i++) {
      await writeFile(path.join(dir, 'in', `img-${i}.jpg`), 'x')
      await writeFile(
        path.join(dir, 'out', `img-${i}.jpg.out`),
        JSON.stringify({ predictions: [[0.2, 0.8]] })
      )
    }
  })
  afterAll(async () => {
    await fake.close()
    await rm(dir, { recursive: true, force: true })
  })
  const runner = useRunnerFiles(() => ({ GITHUB_API_URL: fake.url }))
  beforeEach(async () => {
    process.env.GITHUB_API_URL = fake.url
    fake.requests.length = 0
  })

  const outcome: JobOutcome = { jobName: 'job-1', status: 'Completed', outputPath: '' }
  const spec = (report: Parameters<typeof makeSpec>[0]['report']) =>
    makeSpec({ data: path.join(dir, 'in'), output: path.join(dir, 'out'), report })
  const publish = (report: Parameters<typeof makeSpec>[0]['report']) =>
    captureStdout(() =>
      publishResults(spec(report), { ...outcome, outputPath: path.join(dir, 'out') }, actionContext())
    )

  test('creates one comment with the marker, then updates it in place found across Link pages', async () => {
    await runner.pullRequestEvent(101)
    const thread = fake.comments('octo', 'models', 101)
    for (let i = 0; i < 120; i++) fake.addComment('octo', 'models', 101, MALLORY, `comment ${i}`)

    const first = await publish({ comment: 'auto', commentKey: 'shapes', githubToken: 'ghs_workflow' })
    expect(first.result).toEqual([])
    const created = thread[thread.length - 1]
    expect(created.user).toEqual(BOT)
    expect(
      created.body.startsWith(
        '<!-- sagemaker-batch-transform:shapes -->\n### ✅ Completed · 5 of 5 objects scored\n\nSageMaker Batch Transform job job\\-1 · updated '
      )
    ).toBe(true)
    expect((await runner.outputs())['comment-url']).toBe(created.html_url)
    expect(fake.requests.map(r => `${r.method} ${r.path} ${r.query.page ?? ''}`)).toEqual([
      'GET /user ',
      'GET /repos/octo/models/issues/101/comments ',
      'GET /repos/octo/models/issues/101/comments 2',
      'POST /repos/octo/models/issues/101/comments '
    ])
    expect(fake.requests[1].query.per_page).toBe('100')

    // 130 more comments push ours to page 2 of 3; the next run finds it and edits it.
    for (let i = 0; i < 130; i++) fake.addComment('octo', 'models', 101, MALLORY, `later ${i}`)
    fake.requests.length = 0
    await runner.reset()
    await runner.pullRequestEvent(101)
    await publish({ comment: 'auto', commentKey: 'shapes', githubToken: 'ghs_workflow' })
    expect(fake.requests.map(r => `${r.method} ${r.path} ${r.query.page ?? ''}`)).toEqual([
      'GET /user ',
      'GET /repos/octo/models/issues/101/comments ',
      'GET /repos/octo/models/issues/101/comments 2',
      `PATCH /repos/octo/models/issues/comments/${created.id} `
    ])
    expect(thread.filter(c => c.body.includes(commentMarker('shapes')))).toHaveLength(1)
    expect((await runner.outputs())['comment-url']).toBe(created.html_url)
  })

  test("a marker in someone else's comment is ignored; another key gets its own comment", async () => {
    await runner.pullRequestEvent(102)
    const thread = fake.comments('octo', 'models', 102)
    const quoted = fake.addComment(
      'octo',
      'models',
      102,
      MALLORY,
      `> ${commentMarker('default')}\nlooks good`
    )
    await publish({ comment: 'always', githubToken: 'ghs_workflow' })
    await runner.reset()
    await runner.pullRequestEvent(102)
    await publish({ comment: 'always', commentKey: 'detector', githubToken: 'ghs_workflow' })
    expect(quoted.body).toBe(`> ${commentMarker('default')}\nlooks good`)
    expect(thread.map(c => c.user.login)).toEqual(['mallory', 'github-actions[bot]', 'github-actions[bot]'])
    expect(thread[1].body.startsWith(commentMarker('default'))).toBe(true)
    expect(thread[2].body.startsWith(commentMarker('detector'))).toBe(true)
  })

  test('a personal token finds comments by its own user (GET /user)', async () => {
    const old = fake.addComment(
      'octo',
      'models',
      103,
      { login: 'octo-user', type: 'User' },
      `${commentMarker('default')}\nold`
    )
    fake.addComment('octo', 'models', 103, BOT, `${commentMarker('default')}\nby the bot`)
    const res = await upsertStickyComment({
      token: 'ghp_personal',
      apiUrl: fake.url,
      pr: { ...PR, number: 103 },
      key: 'default',
      body: 'new'
    })
    expect(res).toEqual({ url: old.html_url, action: 'updated' })
    expect(old.body).toBe(`${commentMarker('default')}\nnew`)
  })

  test("a fork's read-only token: a warning, the job summary still written, never a failure", async () => {
    await runner.pullRequestEvent(104, { fork: true })
    const { result, stdout } = await publish({ comment: 'always', githubToken: 'ghs_fork' })
    expect(result).toEqual([])
    expect(stdout).toContain(
      '::warning::Could not comment on pull request #104 (403: the token may not write to this pull request (a fork gets a read-only token)). The job summary has the results.'
    )
    expect(await runner.stepSummary()).toContain('## ✅ Completed · 5 of 5 objects scored')
    expect((await runner.outputs())['comment-url']).toBe('')
    expect(fake.comments('octo', 'models', 104)).toHaveLength(0)
    // Once, how the results can still reach the pull request.
    const summaryJson = (await runner.outputs())['summary-json']
    expect(stdout.split('mode: publish')).toHaveLength(2)
    expect(stdout).toContain(
      `To publish these results on the pull request, upload the summary-json output (${summaryJson}) as an artifact with actions/upload-artifact, and run this action with mode: publish from a workflow_run workflow, whose token may comment: see examples/fork-pr-evaluation.yml and examples/fork-pr-publish.yml (docs/fork-pull-requests.md).`
    )
  })

  test('comment: auto skips a fork quietly; outside a pull request auto is quiet and always warns', async () => {
    await runner.pullRequestEvent(105, { fork: true })
    const fork = await publish({ comment: 'auto', githubToken: 'ghs_fork' })
    expect(fork.stdout).not.toContain('::warning::')
    expect(fork.stdout).toContain('No pull request comment: the pull request comes from a fork')
    expect(fork.stdout.split('run this action with mode: publish')).toHaveLength(2)
    expect(fake.requests).toHaveLength(0)

    await runner.reset()
    const push = path.join(dir, 'push.json')
    await writeFile(push, JSON.stringify({ ref: 'refs/heads/main' }))
    process.env.GITHUB_EVENT_PATH = push
    process.env.GITHUB_EVENT_NAME = 'push'
    const auto = await publish({ comment: 'auto', githubToken: 'ghs_workflow' })
    expect(auto.stdout).not.toContain('::warning::')
    const always = await publish({ comment: 'always', githubToken: 'ghs_workflow' })
    // Not a token that may not comment: nothing said about mode: publish.
    expect(always.stdout).not.toContain('mode: publish')
    expect(always.stdout).toContain(
      '::warning::No pull request comment: the push event is not about a pull request. The job summary has the results.'
    )
    const never = await publish({ comment: 'never', githubToken: 'ghs_workflow' })
    expect(never.stdout).not.toContain('pull request')
    expect(fake.requests).toHaveLength(0)
  })

  test('the marker key cannot close the HTML comment', () => {
    expect(commentMarker('a --> <img src=x>')).toBe('<!-- sagemaker-batch-transform:a_-_img_src_x_ -->')
  })
})
