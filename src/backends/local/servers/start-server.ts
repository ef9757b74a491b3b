// Chooses and starts the model server for a local run (local-server input):
//   auto      -> the reference server for PyTorch, else Docker (a local-serve-command makes it command);
//   command / reference / docker -> that one.
import type { Framework, LocalRunSpec, LocalSpec } from '../../../spec.js'
import type { ModelServer, ModelServerOptions } from '../server.js'
import { startCommandServer } from './command.js'
import { startReferenceServer } from './reference.js'

type ServerKind = 'command' | 'reference' | 'docker'

export function chooseServer(spec: LocalSpec, framework: Framework | undefined): ServerKind {
  const choice = spec.control.localServer
  if (choice !== 'auto') return choice
  return framework === 'pytorch' ? 'reference' : 'docker'
}

export async function startModelServer(spec: LocalRunSpec, opts: ModelServerOptions): Promise<ModelServer> {
  if (spec.control.localServer === 'command') return startCommandServer(spec.control.localServeCommand, opts)
  const kind = chooseServer(spec, opts.framework ?? spec.model.framework)
  if (kind === 'reference') return startReferenceServer(spec, opts)
  // Loaded only for Docker: it brings the ECR client.
  return (await import('./docker.js')).startDockerServer(spec, opts)
}
