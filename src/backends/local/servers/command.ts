// local-serve-command: any command that starts a server speaking the container contract. It gets the
// port in SAGEMAKER_BIND_TO_PORT and the unpacked model in SM_MODEL_DIR, plus the container env; it
// runs in the action's working directory (the workspace), so paths in it are the repository's.
import { shownCommand } from '../../../redact.js'
import type { ModelServer, ModelServerOptions } from '../server.js'
import { serverBaseEnv, startManagedServer } from './managed.js'
import { freePort } from './ready.js'

export async function startCommandServer(command: string, opts: ModelServerOptions): Promise<ModelServer> {
  const port = await freePort()
  return startManagedServer(
    {
      command: 'sh',
      args: ['-c', command],
      env: {
        ...serverBaseEnv(),
        ...opts.env,
        SAGEMAKER_BIND_TO_PORT: String(port),
        SM_MODEL_DIR: opts.modelDir
      },
      url: `http://127.0.0.1:${port}`,
      // Its arguments may hold secrets: messages show the program and how many arguments follow.
      name: `local-serve-command (${shownCommand(command)})`,
      description: `local-serve-command: ${shownCommand(command)}`,
      hint:
        'The command must listen on 127.0.0.1 (or all interfaces) at the port in SAGEMAKER_BIND_TO_PORT ' +
        'and answer GET /ping with 200.'
    },
    opts
  )
}
