// Chooses and starts the model server for a local run (local-server input):
//   auto      -> local-serve-command when given, else the reference server for PyTorch, else Docker;
//   command / reference / docker -> that one.
import { UserError } from '../../errors.js'
import type { Framework, Spec } from '../../spec.js'
import type { ModelServer, ModelServerOptions } from '../server.js'
import { startCommandServer } from './command.js'
import { startDockerServer } from './docker.js'
import { startReferenceServer } from './reference.js'

export type ServerKind = 'command' | 'reference' | 'docker'

export function chooseServer(spec: Spec, framework: Framework | undefined): ServerKind {
  const choice = spec.control.localServer
  if (choice === 'command') {
    if (!spec.control.localServeCommand) {
      throw new UserError('local-serve-command: required with local-server: command; give the command.')
    }
    return 'command'
  }
  if (choice === 'reference' || choice === 'docker') return choice
  if (spec.control.localServeCommand) return 'command'
  return framework === 'pytorch' ? 'reference' : 'docker'
}

export async function startModelServer(spec: Spec, opts: ModelServerOptions): Promise<ModelServer> {
  const kind = chooseServer(spec, opts.framework ?? spec.model.framework)
  if (kind === 'command') return startCommandServer(spec, opts)
  if (kind === 'reference') return startReferenceServer(spec, opts)
  return startDockerServer(spec, opts)
}

export { startCommandServer, startDockerServer, startReferenceServer }
