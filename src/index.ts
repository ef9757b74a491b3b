// Entry point of the action's main step: run with the workflow's inputs; a cancel aborts the run. The
// same file, started as a worker thread, parses outputs beside the main thread (parse-worker.ts) and
// loads only what parsing needs.
import { isMainThread } from 'node:worker_threads'

if (isMainThread) {
  const [{ run }, { defaultContext }] = await Promise.all([import('./main.js'), import('./actions-io.js')])
  await run({ ...defaultContext(), parseWorker: new URL(import.meta.url) })
} else (await import('./results/read/parse-worker.js')).serveParsing()
