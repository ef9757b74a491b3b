// Entry point of the action's main step: run with the workflow's inputs; a cancel aborts the run.
import { run } from './main.js'

await run()
