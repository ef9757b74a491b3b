// What the report tests need around publishResults: a complete Spec, the runner's files (GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY, RUNNER_TEMP, the event payload) in a temp dir, and the workflow commands printed.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { actionsIO } from '../../src/actions-io.js'
import type { StageContext } from '../../src/context.js'
import { runS3 } from '../../src/storage/s3.js'
import type { LocalSpec, ReportSpec, Spec } from '../../src/spec.js'
import { parseCommandFile } from './command-file.js'
import { dataAt, MODEL_SETTINGS, outputAt, REPORT_DEFAULTS, resources } from './spec.js'

export interface SpecParts {
  data: string
  dataType?: 'S3Prefix' | 'ManifestFile'
  output: string
  report?: Partial<ReportSpec>
  s3Endpoint?: string
  mode?: 'sagemaker' | 'local'
}

export function makeSpec(p: SpecParts & { mode: 'local' }): LocalSpec
export function makeSpec(p: SpecParts): Spec
export function makeSpec(p: SpecParts): Spec {
  return {
    model: { source: 'path', path: 'model', ...MODEL_SETTINGS },
    data: { ...dataAt(p.data), type: p.dataType ?? 'S3Prefix' },
    output: outputAt(p.output),
    resources: resources({ instanceType: 'ml.g4dn.xlarge', instanceCount: 2, invocationRetries: 1 }),
    control: {
      ...(p.mode === 'local'
        ? { mode: 'local' as const, localServer: 'auto' as const }
        : { mode: 'sagemaker' as const, region: 'us-east-1' }),
      wait: true,
      logs: false,
      tags: [],
      ...(p.s3Endpoint ? { s3Endpoint: p.s3Endpoint } : {})
    },
    report: { ...REPORT_DEFAULTS, commentKey: 'default', ...p.report }
  } as Spec
}

export interface RunnerFiles {
  dir: string
  env: NodeJS.ProcessEnv
  outputs(): Promise<Record<string, string>>
  stepSummary(): Promise<string>
  /** Writes a pull_request event payload and points GITHUB_EVENT_PATH at it. */
  pullRequestEvent(number: number, opts?: { fork?: boolean }): Promise<void>
  /** Empties GITHUB_OUTPUT and GITHUB_STEP_SUMMARY and forgets the event (between tests of one file). */
  reset(): Promise<void>
  restore(): Promise<void>
}

const RUNNER_KEYS = [
  'GITHUB_OUTPUT',
  'GITHUB_STEP_SUMMARY',
  'RUNNER_TEMP',
  'GITHUB_EVENT_PATH',
  'GITHUB_EVENT_NAME',
  'GITHUB_REPOSITORY',
  'GITHUB_API_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_RUN_ID',
  'GITHUB_TOKEN',
  'ACTIONS_RUNTIME_TOKEN'
]

/**
 * Sets up the runner's files in process.env (where @actions/core reads them). Make one per test file:
 * core.summary remembers the first GITHUB_STEP_SUMMARY path it sees, so use `reset()` between tests.
 */
export async function runnerFiles(extra: NodeJS.ProcessEnv = {}): Promise<RunnerFiles> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'runner-'))
  const saved = Object.fromEntries(RUNNER_KEYS.map(k => [k, process.env[k]]))
  const set: NodeJS.ProcessEnv = {
    GITHUB_OUTPUT: path.join(dir, 'output.txt'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
    RUNNER_TEMP: path.join(dir, 'temp'),
    GITHUB_REPOSITORY: 'octo/models',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    ...extra
  }
  for (const k of RUNNER_KEYS) delete process.env[k]
  Object.assign(process.env, set)
  await writeFile(set.GITHUB_OUTPUT!, '')
  await writeFile(set.GITHUB_STEP_SUMMARY!, '')
  return {
    dir,
    env: process.env,
    outputs: async () => parseCommandFile(await readFile(set.GITHUB_OUTPUT!, 'utf8')),
    stepSummary: () => readFile(set.GITHUB_STEP_SUMMARY!, 'utf8'),
    pullRequestEvent: async (number, opts) => {
      const file = path.join(dir, 'event.json')
      const head = opts?.fork ? 'someone/models' : 'octo/models'
      await writeFile(
        file,
        JSON.stringify({
          action: 'synchronize',
          number,
          pull_request: {
            number,
            head: { repo: { full_name: head } },
            base: { repo: { full_name: 'octo/models' } }
          },
          repository: { name: 'models', owner: { login: 'octo' } }
        })
      )
      process.env.GITHUB_EVENT_PATH = file
      process.env.GITHUB_EVENT_NAME = 'pull_request'
    },
    reset: async () => {
      await writeFile(set.GITHUB_OUTPUT!, '')
      await writeFile(set.GITHUB_STEP_SUMMARY!, '')
      delete process.env.GITHUB_EVENT_PATH
      delete process.env.GITHUB_EVENT_NAME
    },
    restore: async () => {
      for (const k of RUNNER_KEYS) {
        if (saved[k] === undefined) delete process.env[k]
        else process.env[k] = saved[k]
      }
      await rm(dir, { recursive: true, force: true })
    }
  }
}

/**
 * Registers the hooks most report tests want: the runner's files made before the file's tests (after the
 * `beforeAll` hooks registered earlier, so `extra` may read what they started), emptied before each test
 * and restored after all of them.
 */
export function useRunnerFiles(extra: () => NodeJS.ProcessEnv = () => ({})): RunnerFiles {
  let runner: RunnerFiles | undefined
  const current = (): RunnerFiles => {
    if (!runner) throw new Error('the runner files are made in beforeAll')
    return runner
  }
  beforeAll(async () => {
    runner = await runnerFiles(extra())
  })
  beforeEach(() => current().reset())
  afterAll(() => current().restore())
  return {
    get dir() {
      return current().dir
    },
    get env() {
      return current().env
    },
    outputs: () => current().outputs(),
    stepSummary: () => current().stepSummary(),
    pullRequestEvent: (number, opts) => current().pullRequestEvent(number, opts),
    reset: () => current().reset(),
    restore: () => current().restore()
  }
}

export function actionContext(env: NodeJS.ProcessEnv = process.env): StageContext {
  const io = actionsIO(env)
  return {
    readInput: () => '',
    env,
    s3: runS3(env, undefined, line => io.log.info(line)),
    signal: new AbortController().signal,
    sleep: async () => {},
    now: () => Date.parse('2024-01-01T00:00:00Z'),
    ...io
  }
}

/**
 * A detection ground truth in Ground Truth's bounding-box manifest format: for each image under
 * `images/`, one 32x32 box of its class at (`at`, `at`) in a 64x64 picture.
 */
export function boxesManifest(keys: readonly string[], classOf: (key: string) => number, at: number): string {
  return (
    keys
      .map(k =>
        JSON.stringify({
          'source-ref': `images/${k}`,
          'bounding-box': {
            image_size: [{ width: 64, height: 64, depth: 3 }],
            annotations: [{ class_id: classOf(k), left: at, top: at, width: 32, height: 32 }]
          },
          'bounding-box-metadata': {}
        })
      )
      .join('\n') + '\n'
  )
}
