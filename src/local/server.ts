// A model server speaking the SageMaker container contract (GET /ping, POST /invocations, optional
// GET /execution-parameters), started for a local run and stopped at its end.

export interface ModelServer {
  /** Base URL, e.g. `http://127.0.0.1:8080` (no trailing slash). */
  readonly url: string
  /** What runs it, for logs: `docker run ...`, the command, or the reference server. */
  readonly description: string
  stop(): Promise<void>
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
}
