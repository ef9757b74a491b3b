// A ground truth that matches little or nothing of the run's inputs says so, with the counts and an
// example of each side: in the log, and as the reason a gate on accuracy gives. A whole local-mode run
// with a model server that answers every input with the same two probabilities.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { quotedName } from '../src/inert-text.js'
import { ClassRegistry } from '../src/results/classes.js'
import { groundTruthMatch } from '../src/results/evaluation/ground-truth-match.js'
import { parseGroundTruth } from '../src/results/evaluation/ground-truth.js'
import { runAction } from './support/emulator/action.js'

const NAMES = Array.from({ length: 12 }, (_, i) => `img-${String(i).padStart(2, '0')}.jpg`)
const SERVER = `
const http = require('node:http')
http.createServer((req, res) => {
  if (req.url === '/ping') return void res.end()
  req.resume()
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('[0.2, 0.8]'))
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

let dir: string
let data: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'gt-match-'))
  data = path.join(dir, 'eval/images')
  await mkdir(data, { recursive: true })
  for (const name of NAMES) await writeFile(path.join(data, name), name)
  await writeFile(path.join(dir, 'server.cjs'), SERVER)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A manifest in eval/ whose first `matching` lines name an input beside it, the rest workspace paths. */
async function manifest(name: string, matching: number): Promise<string> {
  const file = path.join(dir, 'eval', name)
  const refs = NAMES.map((n, i) => (i < matching ? `images/${n}` : `eval/images/${n}`))
  await writeFile(file, refs.map(ref => JSON.stringify({ 'source-ref': ref, class: 1 })).join('\n'))
  return file
}

function act(inputs: Record<string, string>) {
  return runAction(
    {
      mode: 'local',
      'model-path': 'test/fixtures/models/classifier',
      data,
      'content-type': 'text/plain',
      'local-serve-command': `${process.execPath} ${path.join(dir, 'server.cjs')}`,
      comment: 'never',
      ...inputs
    },
    {
      env: { ...process.env, RUNNER_TEMP: dir },
      signal: new AbortController().signal,
      sleep: async () => undefined,
      now: () => Date.now()
    }
  )
}

const warnings = (stdout: string) =>
  stdout
    .split('\n')
    .filter(line => line.startsWith('::warning::'))
    .map(line => line.replace(/%0A/g, '\n'))
const errorOf = (stdout: string) => stdout.split('\n').find(line => line.startsWith('::error::')) ?? ''

describe('ground truth that matches nothing', () => {
  it('says "0 of 12" with an example of each side, and min-accuracy says it matched nothing', async () => {
    const result = await act({
      'ground-truth': await manifest('none.jsonl', 0),
      'output-path': path.join(dir, 'out-none'),
      'min-accuracy': '0.9'
    })
    expect(result.failed).toBe(true)
    const said = '0 of 12 ground-truth lines matched an input: `eval/images/img-00.jpg` vs input `img-00.jpg`'
    expect(warnings(result.stdout)).toContainEqual(
      expect.stringContaining(`::warning::Ground truth: ${said}.`)
    )
    expect(warnings(result.stdout).join('\n')).toContain('a relative one is read beside the manifest')
    expect(errorOf(result.stdout)).toContain(
      `min-accuracy: top-1 accuracy could not be measured (the ground truth matched nothing: ${said}), ` +
        'so it cannot meet 0.9'
    )
  })
})

describe('ground truth that matches part of the inputs', () => {
  it('under half of the inputs: a warning with the same example, the step green without a gate', async () => {
    const result = await act({
      'ground-truth': await manifest('part.jsonl', 3),
      'output-path': path.join(dir, 'out-part')
    })
    expect(result.failed).toBe(false)
    expect(result.outputs.accuracy).toBe('1')
    expect(warnings(result.stdout)).toContainEqual(
      expect.stringContaining(
        '::warning::Ground truth: 3 of 12 ground-truth lines matched an input (3 of 12 inputs have ground ' +
          'truth): `eval/images/img-03.jpg` vs input `img-03.jpg`.'
      )
    )
  })

  it('half or more of the inputs, or a sample of them: no warning', async () => {
    const half = await act({
      'ground-truth': await manifest('half.jsonl', 6),
      'output-path': path.join(dir, 'out-half')
    })
    expect(half.failed).toBe(false)
    expect(warnings(half.stdout).join('\n')).not.toContain('Ground truth:')
    // A sample narrows the inputs to 3 of 12; the whole manifest's lines beyond them are not flagged.
    const sample = await act({
      'ground-truth': await manifest('all.jsonl', 12),
      'output-path': path.join(dir, 'out-sample'),
      sample: '3'
    })
    expect(sample.failed).toBe(false)
    expect(sample.outputs['objects-total']).toBe('3')
    expect(warnings(sample.stdout).join('\n')).not.toContain('Ground truth:')
  })
})

describe('the examples', () => {
  it('are quoted as text: control characters, backticks and workflow command markers cannot act', () => {
    expect(quotedName('a`b\u001b[31m##[error]\nc')).toBe("`a'b\\x1b[31m##\\[error] c`")
    expect(quotedName('x'.repeat(200), 10)).toBe('`xxxxxxxxx…`')
  })

  it('name an input without ground truth, and the first unmatched line', () => {
    const listing = {
      count: 3,
      nameAt: (i: number) => ['a.jpg', 'b.jpg', 'c.jpg'][i],
      nameOf: (uri: string) => (uri.endsWith('/in/a.jpg') ? 'a.jpg' : undefined),
      holds: (name: string) => ['a.jpg', 'b.jpg', 'c.jpg'].includes(name)
    }
    const text = ['a.jpg', 'elsewhere/b.jpg', 'elsewhere/c.jpg']
      .map(ref => JSON.stringify({ 'source-ref': ref, class: 0 }))
      .join('\n')
    const gt = parseGroundTruth(text, '/m/manifest.jsonl', listing as never, new ClassRegistry(undefined))
    expect(groundTruthMatch(gt, listing)).toEqual({
      kind: 'partial',
      said:
        '1 of 3 ground-truth lines matched an input (1 of 3 inputs have ground truth): ' +
        '`elsewhere/b.jpg` vs input `b.jpg`'
    })
  })
})
