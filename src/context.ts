// What every stage is handed: inputs, environment, cancel signal, clock, the log and the outputs. Plain
// types: the step's own implementation is src/actions-io.ts, which only the entries use, so the stages
// run the same under tests.
import type { S3Client } from '@aws-sdk/client-s3'
import type { Sleep } from './sleep.js'
import type { InputReader } from './spec.js'

/** Where progress goes: the workflow log in the action, a collector in tests. */
export interface Logger {
  info(message: string): void
  warning(message: string): void
  /** Something the user should know that is no fault (an annotation in the action); absent: an info line. */
  notice?(message: string): void
  debug(message: string): void
  startGroup(name: string): void
  endGroup(): void
}

/** The step's outputs, its saved state (read by the post step), its job summary and whether it failed. */
export interface Outputs {
  set(name: string, value: string): void
  /** Fails the step with a message shown as its error (the step still publishes what it has). */
  setFailed(message: string): void
  saveState(name: string, value: string): void
  /** Appends Markdown to the job summary; false when the runner gives no summary file. */
  appendSummary(markdown: string): Promise<boolean>
}

/** One set of AWS credentials (the shape the AWS SDK's clients take). */
export interface AwsCredentials {
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string
  expiration?: Date
}

/**
 * What every AWS client of a run signs with. `memoized` tells the SDK the provider keeps its own cache
 * (and its own clock), so the SDK asks it before every request instead of caching on its own.
 */
export type CredentialProvider = (() => Promise<AwsCredentials>) & { memoized: true }

export interface ActionContext {
  readInput: InputReader
  env: NodeJS.ProcessEnv
  /** Aborted when the workflow is cancelled (SIGINT/SIGTERM). */
  signal: AbortSignal
  /** Waits; tests pass one that advances a fake clock instead. A given signal ends the wait early. */
  sleep: Sleep
  now: () => number
  log: Logger
  outputs: Outputs
  /** GitHub's OIDC token for an audience (needs `permissions: id-token: write`). */
  idToken?: (audience: string) => Promise<string>
  /** Set by the run when it gets its own credentials (role-to-assume); else the SDK's default chain. */
  credentials?: CredentialProvider
  /**
   * The script a worker thread runs to parse outputs beside the main thread: the action's own entry,
   * whose branch off the main thread serves parsing. Unset: outputs are parsed on the main thread.
   */
  parseWorker?: URL
}

/** Where a run's S3 requests go: the spec's `s3-endpoint` and `region`. */
export interface S3Settings {
  region?: string
  s3Endpoint?: string
  /** `http-proxy` (the proxy variables apply without it). */
  httpProxy?: string
}

/**
 * The run's S3 client for its settings, made on first use (a run that never touches S3 never builds
 * one); `release` frees its sockets when the run ends.
 */
export type RunS3 = ((settings: S3Settings) => S3Client) & { release(): void }

/** What each stage is handed once the run has opened its AWS session: the context and its S3 client. */
export interface StageContext extends ActionContext {
  s3: RunS3
}
