// The fork pull-request pair as shipped (examples/fork-pr-evaluation.yml, examples/fork-pr-publish.yml),
// parsed from their YAML and run end to end with this test playing the runner: the evaluation's action
// step on a fork's pull_request event (local mode on the shipped shapes images), its _summary.json handed
// over as the artifact would be, then the publish step on the workflow_run event that run triggers.
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { BOT, GitHubFake } from './support/github-fake.js'
import { FORK, HEAD_SHA, runStep, workflowRunEvent } from './support/fork-publish.js'
import { runnerFiles, type RunnerFiles } from './support/report-env.js'

const FIXTURES = path.resolve('test/fixtures')
const MERGE_SHA = '0123456789abcdef0123456789abcdef01234567'

interface Step {
  uses?: string
  id?: string
  if?: string
  run?: string
  with?: Record<string, string | number>
}
interface Workflow {
  name: string
  on: Record<string, { workflows?: string[]; types?: string[] } | null>
  permissions: Record<string, string>
  jobs: Record<string, { if?: string; steps: Step[] }>
}

async function workflow(file: string): Promise<Workflow> {
  return parse(await readFile(path.join('examples', file), 'utf8')) as Workflow
}
const stepUsing = (w: Workflow, action: string): Step =>
  Object.values(w.jobs)
    .flatMap(j => j.steps)
    .find(s => s.uses?.startsWith(action))!

/** A step's `with:` as the runner hands it over: runner.temp and github.* expressions filled in. */
function inputsOf(step: Step, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(step.with ?? {}).map(([k, v]) => [
      k,
      String(v).replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
        if (!(name in values)) throw new Error(`no value for ${name} in ${k}`)
        return values[name]
      })
    ])
  )
}

let fake: GitHubFake
let runner: RunnerFiles
let workspace: string
const cwd = process.cwd()
beforeAll(async () => {
  fake = await new GitHubFake().start()
  fake.addToken('ghs_fork', { user: BOT, installation: true, readOnly: true })
  fake.addToken('ghs_publish', { user: BOT, installation: true })
  fake.addPull('octo', 'models', {
    number: 21,
    state: 'open',
    head: { sha: HEAD_SHA, ref: FORK.branch, repo: FORK.repo }
  })
  runner = await runnerFiles({ GITHUB_API_URL: fake.url })
  workspace = await mkdtemp(path.join(os.tmpdir(), 'fork-workspace-'))
})
afterAll(async () => {
  process.chdir(cwd)
  await fake.close()
  await runner.restore()
  await rm(workspace, { recursive: true, force: true })
})

it('wires the two workflows together: the artifact of exactly the triggering run, no checkout in the trusted half', async () => {
  const evaluation = await workflow('fork-pr-evaluation.yml')
  const publish = await workflow('fork-pr-publish.yml')
  expect(Object.keys(evaluation.on)).toEqual(['pull_request'])
  expect(publish.on).toEqual({ workflow_run: { workflows: [evaluation.name], types: ['completed'] } })
  expect(publish.permissions).toEqual({ actions: 'read', 'pull-requests': 'write', statuses: 'write' })
  const upload = stepUsing(evaluation, 'actions/upload-artifact@')
  const download = stepUsing(publish, 'actions/download-artifact@')
  expect(upload.with?.path).toBe('${{ steps.evaluate.outputs.summary-json }}')
  expect(download.with).toMatchObject({
    name: upload.with?.name,
    'run-id': '${{ github.event.workflow_run.id }}',
    'github-token': '${{ github.token }}'
  })
  expect(Object.values(publish.jobs)[0].if).toContain("github.event.workflow_run.event == 'pull_request'")
  const trustedSteps = Object.values(publish.jobs).flatMap(j => j.steps)
  expect(trustedSteps.filter(s => s.run !== undefined || s.uses?.startsWith('actions/checkout@'))).toEqual([])
})

it("runs the fork's evaluation (no comment, says how to publish), then publishes its summary on the pull request", async () => {
  const evaluation = await workflow('fork-pr-evaluation.yml')
  const publish = await workflow('fork-pr-publish.yml')
  // The repository as the examples lay it out.
  await mkdir(path.join(workspace, 'model', 'code'), { recursive: true })
  await copyFile(path.join(FIXTURES, 'models/classifier/model.pt'), path.join(workspace, 'model/model.pt'))
  await copyFile('examples/model/code/inference.py', path.join(workspace, 'model/code/inference.py'))
  await cp(path.join(FIXTURES, 'shapes/images'), path.join(workspace, 'eval/images'), { recursive: true })
  await copyFile(path.join(FIXTURES, 'shapes/labels.txt'), path.join(workspace, 'eval/labels.txt'))
  const manifest = (await readFile(path.join(FIXTURES, 'shapes/manifest.jsonl'), 'utf8')).replaceAll(
    'images/',
    ''
  )
  await writeFile(path.join(workspace, 'eval/manifest.jsonl'), manifest)

  // 1. The fork's pull_request run: read-only token, GITHUB_SHA the merge commit.
  const event = path.join(runner.dir, 'pull-request-event.json')
  await writeFile(
    event,
    JSON.stringify({
      action: 'synchronize',
      number: 21,
      pull_request: {
        number: 21,
        head: { sha: HEAD_SHA, ref: FORK.branch, repo: { full_name: FORK.repo } },
        base: { ref: 'main', repo: { full_name: 'octo/models' } }
      },
      repository: { name: 'models', owner: { login: 'octo' } }
    })
  )
  Object.assign(process.env, {
    GITHUB_EVENT_PATH: event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_SHA: MERGE_SHA,
    GITHUB_TOKEN: 'ghs_fork'
  })
  const evaluate = inputsOf(stepUsing(evaluation, 'OWNER/sagemaker-batch-transform-action@'), {
    'runner.temp': process.env.RUNNER_TEMP!
  })
  process.chdir(workspace)
  const untrusted = await runStep(evaluate)
  process.chdir(cwd)
  expect(untrusted.result?.status).toBe('Completed')
  expect(fake.requests.filter(r => r.method !== 'GET')).toEqual([])
  expect(
    untrusted.stdout.match(/run this action with mode: publish from a workflow_run workflow/g)
  ).toHaveLength(1)
  expect(untrusted.stdout).toContain('examples/fork-pr-evaluation.yml and examples/fork-pr-publish.yml')
  const summaryJson = (await runner.outputs())['summary-json']
  const written = JSON.parse(await readFile(summaryJson, 'utf8'))
  expect([written.repository, written.revision.sha]).toEqual(['octo/models', HEAD_SHA])

  // 2. The artifact: the upload step's one file, downloaded by the publish job into its runner.temp.
  const publishTemp = path.join(runner.dir, 'publish-temp')
  const download = inputsOf(stepUsing(publish, 'actions/download-artifact@'), {
    'runner.temp': publishTemp,
    'github.event.workflow_run.id': '9001',
    'github.token': 'ghs_publish'
  })
  await mkdir(download.path, { recursive: true })
  await copyFile(summaryJson, path.join(download.path, path.basename(summaryJson)))

  // 3. The trusted workflow_run run: its own token, the event's head commit and branch.
  await workflowRunEvent(runner.dir)
  Object.assign(process.env, { GITHUB_TOKEN: 'ghs_publish', GITHUB_SHA: 'eeee' + HEAD_SHA.slice(4) })
  fake.requests.length = 0
  const trusted = await runStep(inputsOf(stepUsing(publish, 'OWNER/'), { 'runner.temp': publishTemp }))
  expect(trusted.failed).toBe(false)
  const [comment] = fake.comments('octo', 'models', 21)
  expect(comment.body).toMatch(
    /^<!-- sagemaker-batch-transform:eval-fork -->\n> Results reported by \[the pull request's own run\]/
  )
  expect(comment.body).toContain(`Evaluated \`${HEAD_SHA.slice(0, 7)}\``)
  expect(comment.body).toContain('1 gate passed')
  expect(fake.statuses).toEqual([
    expect.objectContaining({
      sha: HEAD_SHA,
      state: 'success',
      context: 'sagemaker-batch-transform/eval-fork'
    })
  ])
}, 240_000)
