// The README's five-minute workflow, as written: its step's inputs taken from the README's YAML, its
// handler from the README's Python (the same file as examples/model/code/inference.py), run in local
// mode on a workspace laid out as the README says (model/ with the fixture classifier's model.pt,
// eval/images/ with the shipped shapes images). Every input must come back with an output.
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { actionsIO } from '../src/actions-io.js'
import { run } from '../src/main.js'
import { runnerFiles, type RunnerFiles } from './support/report-env.js'
import { captureStdout } from './support/stdout.js'

const FIXTURES = path.resolve('test/fixtures')
const HANDLER = path.resolve('examples/model/code/inference.py')

/** The fenced blocks of `lang` in the README's section that starts with `heading`. */
async function blocks(heading: string, lang: string): Promise<string[]> {
  const readme = await readFile('README.md', 'utf8')
  const start = readme.indexOf(`\n${heading}\n`)
  expect(start).toBeGreaterThan(0)
  const end = readme.indexOf('\n## ', start + heading.length + 2)
  const section = readme.slice(start, end < 0 ? undefined : end)
  return [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map(m => m[1])
}

/** The `with:` inputs of the step that uses the action, from a workflow's YAML (comments dropped). */
function actionInputs(workflow: string): Record<string, string> {
  const lines = workflow.split('\n')
  const uses = lines.findIndex(l => /uses: OWNER\/sagemaker-batch-transform-action@v1/.test(l))
  expect(uses).toBeGreaterThan(0)
  const withAt = lines.findIndex((l, i) => i > uses && l.trim() === 'with:')
  const indent = lines[withAt].search(/\S/)
  const inputs: Record<string, string> = {}
  for (const line of lines.slice(withAt + 1)) {
    if (line.trim() === '' || line.search(/\S/) <= indent) break
    const m = /^\s*([a-z-]+):\s*(.*?)\s*(#.*)?$/.exec(line)!
    inputs[m[1]] = m[2]
  }
  return inputs
}

let runner: RunnerFiles
let workspace: string
const cwd = process.cwd()
beforeAll(async () => {
  runner = await runnerFiles()
  workspace = await mkdtemp(path.join(os.tmpdir(), 'readme-workspace-'))
})
afterAll(async () => {
  process.chdir(cwd)
  await runner.restore()
  await rm(workspace, { recursive: true, force: true })
})

it('shows the handler that examples/model/code/inference.py ships', async () => {
  expect(await blocks('## Try it in five minutes, without AWS', 'python')).toEqual([
    await readFile(HANDLER, 'utf8')
  ])
})

it('scores every image of eval/images/ with model/ in local mode, as the README writes the step', async () => {
  const [workflow] = await blocks('## Try it in five minutes, without AWS', 'yaml')
  const written = actionInputs(workflow)
  expect(written).toEqual({
    mode: 'local',
    'model-path': 'model/',
    data: 'eval/images/',
    'content-type': 'application/x-image',
    'output-path': '${{ runner.temp }}/predictions'
  })
  // The repository as the README lays it out: model/ (model.pt, code/inference.py) and eval/images/.
  await mkdir(path.join(workspace, 'model', 'code'), { recursive: true })
  await copyFile(path.join(FIXTURES, 'models/classifier/model.pt'), path.join(workspace, 'model/model.pt'))
  await copyFile(HANDLER, path.join(workspace, 'model/code/inference.py'))
  await cp(path.join(FIXTURES, 'shapes/images'), path.join(workspace, 'eval/images'), { recursive: true })
  const inputs = Object.fromEntries(
    Object.entries(written).map(([k, v]) => [k, v.replace('${{ runner.temp }}', process.env.RUNNER_TEMP!)])
  )

  process.chdir(workspace)
  const { result } = await captureStdout(() =>
    run({
      readInput: name => inputs[name] ?? '',
      env: process.env,
      signal: new AbortController().signal,
      sleep: async () => undefined,
      now: () => Date.now(),
      ...actionsIO()
    })
  )
  process.chdir(cwd)

  expect(result?.status).toBe('Completed')
  const outputs = await runner.outputs()
  // What the README's next step echoes.
  expect([outputs['objects-total'], outputs['objects-failed'], outputs['job-status']]).toEqual([
    '40',
    '0',
    'Completed'
  ])
  const images = (await readdir(path.join(workspace, 'eval/images'))).sort()
  const written40 = (await readdir(path.join(process.env.RUNNER_TEMP!, 'predictions')))
    .filter(f => f.endsWith('.out'))
    .sort()
  expect(written40).toEqual(images.map(f => `${f}.out`))
  // The job summary the README promises: the class counts and the least confident inputs.
  const summary = await runner.stepSummary()
  expect(summary).toContain('40 objects')
}, 180_000)
