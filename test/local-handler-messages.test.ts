// What a newcomer's first mistakes say, in local mode with the reference server: a model without a
// handler for images, images sent with no content-type or as text, a handler that fails the same way
// on every attempt, an empty input folder. Each message names the input and the fix.
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { answerExcerpt } from '../src/contract/object-failures.js'
import { instanceSeconds } from '../src/format.js'
import { hintFor } from '../src/results/summary/grouped-failures.js'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { runAction } from './support/emulator/action.js'

const FIXTURES = path.resolve('test/fixtures')
const IMAGES = ['circle-00.jpg', 'circle-01.jpg']
/** The framework containers' answer when no input_fn reads the content type (the reference server's too). */
const NO_INPUT_FN =
  'Content type application/x-image is not supported by this framework. Please implement input_fn to to ' +
  'deserialize the request data or an output_fn to serialize the response. For more information, see the ' +
  'SageMaker Python SDK README.'

let dir: string
let data: string
let bare: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'handler-messages-'))
  data = path.join(dir, 'images')
  bare = path.join(dir, 'bare-model')
  await mkdir(data)
  await mkdir(bare)
  for (const name of IMAGES) await copyFile(path.join(FIXTURES, 'shapes/images', name), path.join(data, name))
  await copyFile(path.join(FIXTURES, 'models/classifier/model.pt'), path.join(bare, 'model.pt'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

function act(inputs: Record<string, string>) {
  return runAction(
    { mode: 'local', data, comment: 'never', ...inputs },
    {
      env: { ...process.env, RUNNER_TEMP: dir },
      signal: new AbortController().signal,
      sleep: async () => undefined,
      now: () => Date.now()
    }
  )
}

describe('the reference server', () => {
  it('a model with no handler for images: the whole message, the example handler named, retries said', async () => {
    const result = await act({
      'model-path': bare,
      'content-type': 'application/x-image',
      'output-path': path.join(dir, 'out-bare')
    })
    expect(result.failed).toBe(true)
    const summary = JSON.parse(await readFile(result.outputs['summary-json'], 'utf8')) as RunSummary
    expect(summary.failures).toEqual([
      {
        reason: `POST /invocations failed after 4 attempts, each the same: HTTP 500: ${NO_INPUT_FN}`,
        count: 2,
        examples: IMAGES,
        hint: expect.stringContaining('examples/model/code/inference.py is one for images')
      }
    ])
    expect(summary.failures![0].hint).toContain('invocation-retries: 0 fails such an input at once')
  }, 120_000)

  it('the example handler, with no content-type: warned, and the images still read', async () => {
    const result = await act({
      'model-path': bare,
      'source-dir': path.resolve('examples/model/code'),
      'output-path': path.join(dir, 'out-example')
    })
    expect(result.failed).toBe(false)
    expect(result.outputs['objects-failed']).toBe('0')
    expect(result.stdout).toContain(
      '::warning::content-type is empty: each request is sent without a Content-Type, and the handler is ' +
        'given None as its content type; the inputs are images (`circle-00.jpg`): set content-type: ' +
        'application/x-image (or image/jpeg, image/png).'
    )
  }, 120_000)
})

describe('the words', () => {
  it('a message followed by its traceback is read by the message, whole', () => {
    const body = `${NO_INPUT_FN.replace('README.', '\n\n            README.')}\nTraceback (most recent call last):\n  File "x", line 1\nreference_codecs.UnsupportedFormatError: Content type application/x-image is not supported\n\n            Please implement input_fn\n`
    expect(answerExcerpt(body)).toBe(NO_INPUT_FN)
  })

  it.each([
    ['application/json', 'made the handler decode the body as text'],
    ['text/csv', 'made the handler decode the body as text'],
    ['', 'content-type is empty']
  ])('images decoded as text with content-type %j: the fix names application/x-image', (ct, says) => {
    const hint = hintFor("HTTP 500: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff", ct)
    expect(hint).toContain(says)
    expect(hint).toContain('for images set content-type: application/x-image (or image/jpeg, image/png)')
  })

  it('an empty local folder gets local words', async () => {
    const empty = path.join(dir, 'empty')
    await mkdir(empty)
    const result = await act({ 'model-path': bare, data: empty, 'output-path': path.join(dir, 'out-empty') })
    expect(result.failed).toBe(true)
    const error = result.stdout.split('\n').find(line => line.startsWith('::error::')) ?? ''
    expect(error).toContain(`data: no files in ${empty}. Put the input files there first`)
    expect(error).not.toContain('Upload')
  })

  it('instance-seconds agree with their count', () => {
    expect([instanceSeconds(1), instanceSeconds(0.6), instanceSeconds(3600)]).toEqual([
      '1 instance-second',
      '1 instance-second',
      '3,600 instance-seconds'
    ])
  })
})
