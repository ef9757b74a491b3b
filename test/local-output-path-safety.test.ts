// Nothing is written outside output-path, and no output-path is accepted that a re-run would read back
// as input: hostile keys and a symlinked output folder, in local mode, and the same rule for S3.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { createLocalBackend, type StartModelServer } from '../src/backends/local/local-backend.js'
import type { StageContext } from '../src/context.js'
import { testActionContext } from './support/context.js'
import { UserError } from '../src/errors.js'
import { LOCAL_BASE, SAGEMAKER_BASE, parse, parseLocal, problemsOf, type Values } from './support/inputs.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { plannedJob } from './support/planned-job.js'

let dir: string
let archive: string
let server: TestModelServer | undefined
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'output-safety-'))
  const model = path.join(dir, 'model-src')
  await mkdir(model)
  await writeFile(path.join(model, 'model.pt'), 'weights')
  archive = path.join(dir, 'model.tar.gz')
  await tar.c({ gzip: true, file: archive, cwd: model }, ['model.pt'])
  await mkdir(path.join(dir, 'in', 'a'), { recursive: true })
  await writeFile(path.join(dir, 'in', 'ok.txt'), 'ok')
})
afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(dir, { recursive: true, force: true })
})

const context = (): StageContext => testActionContext(dir, { loud: true })

const start: StartModelServer = async () => {
  server = await startTestModelServer({ answer: req => ({ body: `${req.body.length}` }) })
  const s = server
  return { url: s.url, description: 'a loopback test server', stop: () => s.close() }
}

async function runLocal(values: Values) {
  const spec = parseLocal({ ...LOCAL_BASE, 'model-path': archive, ...values })
  return createLocalBackend(context(), { startServer: start }).run(
    await plannedJob(spec),
    { localArchive: archive, framework: 'pytorch' },
    {},
    new AbortController().signal
  )
}

describe('path traversal through input names', () => {
  it('a manifest entry with .. segments fails its file and writes nothing outside output-path', async () => {
    await writeFile(path.join(dir, 'escaped.txt'), 'the attacker wants this read and its output beside it')
    await writeFile(
      path.join(dir, 'list.manifest'),
      JSON.stringify([{ prefix: `${path.join(dir, 'in')}/` }, 'ok.txt', 'a/../../escaped.txt'])
    )
    const outcome = await runLocal({
      data: path.join(dir, 'list.manifest'),
      'data-type': 'ManifestFile',
      'output-path': path.join(dir, 'out')
    })
    expect(existsSync(path.join(dir, 'escaped.txt.out'))).toBe(false)
    expect((await readdir(dir)).sort()).toEqual([
      'escaped.txt',
      'in',
      'list.manifest',
      'model-src',
      'model.tar.gz',
      'out'
    ])
    expect(await readdir(path.join(dir, 'out'))).toEqual(['ok.txt.out'])
    expect(outcome.status).toBe('Failed')
    expect(outcome.failureReason).toBe(
      `1 of 2 input files failed: ${path.join(dir, 'escaped.txt')}: its name "a/../../escaped.txt" would put ` +
        'the output outside output-path (".." path segments), so it was not transformed'
    )
    // The escaping entry was never read, let alone sent.
    expect(server!.requests.map(r => r.body.toString())).toEqual(['ok'])
  })
})

describe('an output-path that a re-run would read as input', () => {
  it('local mode: a symlink to the input folder is seen through, and nothing is written', async () => {
    await symlink(path.join(dir, 'in'), path.join(dir, 'link'))
    const run = runLocal({ data: path.join(dir, 'in'), 'output-path': path.join(dir, 'link', 'results') })
    await expect(run).rejects.toThrow(UserError)
    await expect(run).rejects.toThrow(
      `output-path: ${path.join(dir, 'link', 'results')} (real path ${path.join(dir, 'in', 'results')}) is where ` +
        `a re-run would read this run's .out files as inputs of ${path.join(dir, 'in')}.`
    )
    expect(existsSync(path.join(dir, 'in', 'results'))).toBe(false)
    expect(server).toBeUndefined()
  })

  it('is refused with the other input problems, before anything runs, in both modes', () => {
    const inside = problemsOf({
      ...SAGEMAKER_BASE,
      data: 's3://my-bucket/in/',
      'output-path': 's3://my-bucket/in/results/'
    })
    expect(inside).toContainEqual({
      input: 'output-path',
      value: 's3://my-bucket/in/results/',
      problem: "is inside data (s3://my-bucket/in/): the next run would read this run's .out files as inputs",
      fix: 'Use a separate prefix outside the input (for a data prefix that is not a folder, outside its folder too).'
    })
    // A prefix that is not a folder matches `in-results/` as well.
    expect(
      problemsOf({
        ...SAGEMAKER_BASE,
        data: 's3://my-bucket/in',
        'output-path': 's3://my-bucket/in-results'
      }).map(p => p.input)
    ).toEqual(['output-path'])
    const local = problemsOf({
      ...LOCAL_BASE,
      data: path.join(dir, 'in'),
      'output-path': path.join(dir, 'in', 'out')
    })
    expect(local.map(p => p.input)).toEqual(['output-path'])
    // Beside the input, or in another bucket, is fine.
    expect(() =>
      parse({ ...SAGEMAKER_BASE, data: 's3://my-bucket/in/', 'output-path': 's3://my-bucket/out/' })
    ).not.toThrow()
    expect(() =>
      parse({ ...SAGEMAKER_BASE, data: 's3://my-bucket/in/', 'output-path': 's3://other-bucket/in/' })
    ).not.toThrow()
  })
})
