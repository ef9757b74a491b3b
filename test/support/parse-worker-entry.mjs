// The parse worker from the TypeScript sources, for tests: the action's bundle starts its own entry
// file as the worker; here the sources are loaded through tsx (the bench's TypeScript loader). Where
// the file `parse-worker-<pid>.log` in the temporary folder exists (a test made it), each batch's object
// count is appended to it, so the test sees the worker parse (a test cannot hand a worker its
// environment: Jest's is a copy).
import { appendFileSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { serveParsing } = await import('../../src/results/read/parse-worker.ts')
serveParsing()
const log = path.join(os.tmpdir(), `parse-worker-${process.pid}.log`)
if (existsSync(log)) parentPort?.on('message', request => appendFileSync(log, `${request.ends.length}\n`))
