// Entry point of the post step: stop a transform job that a cancelled or killed main step left running.
// `run` is exported for tools that import the entry and call it themselves (@github/local-action); started
// as the process's script (`node dist/post.js`, as the runner does), the module runs it.
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { roleCredentials } from './aws/session.js'
import { runPost, type PostResult } from './backends/sagemaker/post.js'
import { actionInput, actionsIO } from './actions-io.js'
import { assumeRoleFromInputs } from './inputs/credentials.js'
import { regionOrFallback } from './aws/region.js'
import { sleep } from './sleep.js'

export function run(): Promise<PostResult> {
  const io = actionsIO()
  // With role-to-assume the step has no credentials in its environment: it mints a set of its own.
  const role = assumeRoleFromInputs(actionInput)
  return runPost({
    log: io.log,
    credentials: role
      ? region =>
          roleCredentials({
            role,
            region: regionOrFallback(region, process.env),
            env: process.env,
            idToken: io.idToken,
            now: Date.now,
            sleep,
            log: io.log
          })
      : undefined
  })
}

function startedAsScript(): boolean {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (startedAsScript()) await run()
