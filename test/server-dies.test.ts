// A model server that exits in the middle of a local run: the run stops sending, and the unfinished
// files fail with one reason that gives the exit status and the server's last output lines.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { createLocalBackend } from '../src/backends/local/backend.js'
import { testActionContext } from './support/context.js'
import { LOCAL_BASE, parseLocal } from './support/inputs.js'

// Answers two invocations, then writes its last words and exits with status 3 on the third.
const SERVER = `
const http = require('http')
let n = 0
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end('ok')
  if (req.url !== '/invocations') { res.statusCode = 404; return res.end() }
  req.resume()
  req.on('end', () => {
    n++
    if (n < 3) return res.end('answer ' + n)
    process.stderr.write('fatal: CUDA out of memory\\n', () => process.exit(3))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'server-dies-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

it('fails the unfinished files with the exit status and the last output, once', async () => {
  const model = path.join(dir, 'model')
  await mkdir(model)
  await writeFile(path.join(model, 'model.pt'), 'weights')
  const archive = path.join(dir, 'model.tar.gz')
  await tar.c({ gzip: true, file: archive, cwd: model }, ['model.pt'])
  const data = path.join(dir, 'in')
  await mkdir(data)
  for (let i = 0; i < 6; i++) await writeFile(path.join(data, `f${i}.txt`), `record ${i}`)
  const script = path.join(dir, 'server.cjs')
  await writeFile(script, SERVER)

  const lines: string[] = []
  const ctx = testActionContext(dir)
  const spec = parseLocal({
    ...LOCAL_BASE,
    'model-path': archive,
    data,
    'output-path': path.join(dir, 'out'),
    'local-serve-command': `${process.execPath} ${script}`,
    'max-concurrent-transforms': '1',
    'invocation-retries': '3'
  })
  const outcome = await createLocalBackend(ctx, { log: line => lines.push(line) }).run(
    spec,
    { localArchive: archive, framework: 'pytorch' },
    {},
    new AbortController().signal
  )
  expect(outcome.status).toBe('Failed')
  expect(outcome.failureReason).toBe(
    `the model server stopped during the transform: local-serve-command (${process.execPath} … +1 argument) ` +
      'exited with status 3; 2 input files were transformed before that, the others were not.\n' +
      'Its last output lines:\n  | fatal: CUDA out of memory'
  )
  expect(lines.join('\n')).not.toMatch(/ECONNREFUSED|ECONNRESET/)
}, 60_000)
