// Input problems, model layout problems and a missing local data folder come in one error, before
// anything is created.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { UserError } from '../src/errors.js'
import { preflight } from '../src/run/preflight.js'
import { runAction } from './support/emulator/action.js'
import { LOCAL_BASE, SAGEMAKER_BASE, reader, type Values } from './support/inputs.js'

let dir: string
let model: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'preflight-'))
  model = path.join(dir, 'model')
  await mkdir(model)
  await writeFile(path.join(model, 'a.pt'), 'weights')
  await writeFile(path.join(model, 'b.pt'), 'weights')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function failure(values: Values): Promise<string> {
  const err = await preflight(reader(values), {}).then(
    () => undefined,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(UserError)
  return (err as Error).message
}

describe('preflight', () => {
  it('reports the input problems and the layout problem together', async () => {
    const message = await failure({
      ...SAGEMAKER_BASE,
      'model-path': model,
      'instance-count': '0',
      'job-name': 'bad_name'
    })
    expect(message).toMatch(
      /^2 input problems:\n {2}- instance-count: .*\n {2}- job-name: .*\nthe model layout is not valid:\n {2}- /
    )
    expect(message).toContain('a.pt')
    expect(message).toContain('b.pt')
  })

  it('calls a missing local data folder an input problem of data, with the layout problem', async () => {
    const missing = path.join(dir, 'no-such-folder')
    const message = await failure({ ...LOCAL_BASE, 'model-path': model, data: missing })
    expect(message).toContain(
      `1 input problem:\n  - data: does not exist on the runner (got ${JSON.stringify(missing)}). ` +
        'Check the path (relative paths start at the workspace), or give an S3 URI.'
    )
    expect(message).toContain('the model layout is not valid:')
  })

  it('reports a label-map that is no file on the runner with the other input and layout problems', async () => {
    const missing = path.join(dir, 'labels.json')
    const message = await failure({
      ...SAGEMAKER_BASE,
      'model-path': model,
      'instance-count': '0',
      'label-map': missing
    })
    expect(message).toMatch(
      /^2 input problems:\n {2}- instance-count: .*\n {2}- label-map: .*\nthe model layout is not valid:\n/
    )
    expect(message).toContain(
      `  - label-map: is neither a built-in label map nor a file on the runner (got ${JSON.stringify(missing)}). ` +
        'Use one of imagenet-1000, imagenet-1001, coco-91, or the path of a JSON or one-label-per-line file.'
    )
  })

  it('is what the action reports, before any AWS call (the endpoint is a closed loopback port)', async () => {
    const result = await runAction(
      {
        ...SAGEMAKER_BASE,
        'model-path': model,
        'instance-count': '0',
        'job-name': 'bad_name',
        'label-map': path.join(dir, 'labels.txt'),
        'sagemaker-endpoint': 'http://127.0.0.1:9',
        's3-endpoint': 'http://127.0.0.1:9'
      },
      { env: {}, signal: new AbortController().signal, sleep: async () => undefined, now: () => Date.now() }
    )
    expect(result.failed).toBe(true)
    expect(result.stdout).toContain('::error::3 input problems:%0A')
    expect(result.stdout).toContain(
      '%0A  - label-map: is neither a built-in label map nor a file on the runner'
    )
    expect(result.stdout).toContain('%0Athe model layout is not valid:%0A')
  })

  it('returns the Spec when everything is in order', async () => {
    await mkdir(path.join(dir, 'in'))
    await rm(path.join(model, 'b.pt'))
    await writeFile(path.join(dir, 'labels.txt'), 'circle\nsquare\n')
    for (const labelMap of [path.join(dir, 'labels.txt'), 'COCO-91', '']) {
      const { spec } = await preflight(
        reader({ ...LOCAL_BASE, 'model-path': model, data: path.join(dir, 'in'), 'label-map': labelMap }),
        {}
      )
      expect(spec.control.mode).toBe('local')
    }
  })
})
