// Entry point of the action's main step: wire the workflow's cancel signals to an AbortSignal and run.
import { defaultContext, run } from './main.js'

const controller = new AbortController()
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => controller.abort(new Error(`received ${sig}`)))
}
await run(defaultContext(controller.signal))
