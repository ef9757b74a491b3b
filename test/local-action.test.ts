// The action run by @github/local-action, the toolkit's way to run an action on a developer's machine:
// it imports src/main.ts and src/post.ts, calls their exported run() with no argument, and stands in for
// the runner (inputs from a .env file, outputs as workflow commands). Local mode on the shapes images.
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve('.')
const fixtures = path.join(root, 'test/fixtures')
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'local-action-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

function localAction(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise(resolve => {
    execFile(
      path.join(root, 'node_modules/.bin/local-action'),
      args,
      { cwd: root, timeout: 240_000, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_OPTIONS: '' } },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0
        resolve({ code, output: `${stdout}${stderr}` })
      }
    )
  })
}

it('runs the main step (run() with no argument) and the post step (src/post.ts exports run)', async () => {
  const out = path.join(dir, 'out')
  const env = path.join(dir, '.env')
  await writeFile(
    env,
    [
      'INPUT_MODE=local',
      `INPUT_MODEL-PATH=${path.join(fixtures, 'models/classifier')}`,
      `INPUT_DATA=${path.join(fixtures, 'shapes/images')}`,
      'INPUT_CONTENT-TYPE=application/x-image',
      `INPUT_OUTPUT-PATH=${out}`,
      `INPUT_LABEL-MAP=${path.join(fixtures, 'shapes/labels.txt')}`,
      `INPUT_GROUND-TRUTH=${path.join(fixtures, 'shapes/manifest.jsonl')}`,
      'INPUT_MAX-CONCURRENT-TRANSFORMS=2',
      'INPUT_COMMENT=never',
      `RUNNER_TEMP=${dir}`
    ].join('\n') + '\n'
  )
  const { code, output } = await localAction(['run', root, 'src/main.ts', env, '--post', 'src/post.ts'])
  expect({ code, output }).toMatchObject({ code: 0 })
  expect(output).toContain('::set-output name=job-status::Completed')
  expect(output).toContain('::set-output name=objects-total::40')
  expect(output).toContain('::set-output name=objects-failed::0')
  expect(output).toContain('::set-output name=accuracy::1')
  expect(output).toMatch(/Running Post Step/)
  expect(output).not.toMatch(/does not export a run\(\) function|Cannot read properties of undefined/)
  expect((await readdir(out)).filter(f => f.endsWith('.out'))).toHaveLength(40)
}, 300_000)
