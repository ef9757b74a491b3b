// A model server speaking the SageMaker container contract (GET /ping, POST /invocations, optional
// GET /execution-parameters), started for a local run and stopped at its end.
import type { CredentialProvider } from '../../context.js'
import type { ProxyConfig } from '../../aws/proxy.js'

export interface ModelServer {
  /** Base URL, e.g. `http://127.0.0.1:8080` (no trailing slash). */
  readonly url: string
  /** What runs it, for logs: `docker run ...`, the command, or the reference server. */
  readonly description: string
  /**
   * Settles when the server ends on its own during the run (never after `stop()`): what ended how
   * (`local-serve-command (python … +1 argument) exited with status 3`) and its last output lines.
   */
  readonly died?: Promise<ServerDeath>
  stop(): Promise<void>
  /**
   * The device the server said it runs the model on (`gpu NVIDIA A10G`, `cpu x86-64-v3`); undefined
   * when it says none (only the reference server says).
   */
  ranOn?(): Promise<string | undefined>
}

export interface ServerDeath {
  what: string
  lastOutput: string[]
}

export interface ModelServerOptions {
  /** The unpacked model.tar.gz (what a container sees at /opt/ml/model). */
  modelDir: string
  framework?: 'tensorflow' | 'pytorch'
  /** Model env + job env + SAGEMAKER_BATCH, SAGEMAKER_MAX_PAYLOAD_IN_MB, ... as SageMaker would set. */
  env: Record<string, string>
  /** Give up waiting for /ping after this long. */
  pingDeadlineMs: number
  signal?: AbortSignal
  /** Lines for the action log (start-up steps such as an image pull); none when absent. */
  log?: (line: string) => void
  /** Warnings for the action log (local_gpu without a GPU); `log` when absent. */
  warn?: (line: string) => void
  /** The run's own AWS credentials (an ECR login for the framework image); else the default chain. */
  credentials?: CredentialProvider
  /** The run's proxies, for that ECR login. */
  proxy?: ProxyConfig
}
