// Test helpers for the SageMaker path: a complete Spec built directly (no input parsing), a fake clock
// shared by the code under test and the emulator, and a logger that keeps lines for assertions.
import { actionsIO } from '../../../src/actions-io.js'
import type { StageContext } from '../../../src/context.js'
import { runS3 } from '../../../src/storage/s3.js'
import type { SageMakerSpec } from '../../../src/spec.js'
import { dataAt, MODEL_SETTINGS, outputAt, REPORT_DEFAULTS, resources, SAGEMAKER_CONTROL } from '../spec.js'

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K]
}

export { REPORT_DEFAULTS }

export function sagemakerSpec(over: DeepPartial<SageMakerSpec> = {}): SageMakerSpec {
  const base: SageMakerSpec = {
    model: {
      source: 'path',
      path: 'models/classifier',
      framework: 'pytorch',
      frameworkVersion: '2.6',
      role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
      ...MODEL_SETTINGS
    },
    data: dataAt('s3://bucket/input/'),
    output: outputAt('s3://bucket/output/'),
    resources: resources({ invocationRetries: 1 }),
    control: { ...SAGEMAKER_CONTROL },
    report: { ...REPORT_DEFAULTS }
  }
  const merged = { ...base } as unknown as Record<string, Record<string, unknown>>
  for (const [section, values] of Object.entries(over))
    merged[section] = { ...merged[section], ...(values as object) }
  return merged as unknown as SageMakerSpec
}

export interface FakeClock {
  now: () => number
  sleep: (ms: number) => Promise<void>
  /** Every wait asked for, in order. */
  sleeps: number[]
}

/** Time that moves only when the code sleeps; sleeping returns at once. */
export function fakeClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)): FakeClock {
  let t = start
  const sleeps: number[] = []
  return {
    now: () => t,
    sleep: async ms => {
      sleeps.push(ms)
      t += ms
      // Let other async work (the emulator's server, executors) run between polls.
      await new Promise(resolve => setImmediate(resolve))
    },
    sleeps
  }
}

export interface Captured {
  lines: string[]
  warnings: string[]
  info(m: string): void
  warning(m: string): void
  debug(m: string): void
  startGroup(n: string): void
  endGroup(): void
}

export function captureLog(): Captured {
  const lines: string[] = []
  const warnings: string[] = []
  return {
    lines,
    warnings,
    info: m => void lines.push(m),
    warning: m => void warnings.push(m),
    debug: () => undefined,
    startGroup: n => void lines.push(`::group::${n}`),
    endGroup: () => void lines.push('::endgroup::')
  }
}

export function testContext(
  clock: FakeClock,
  env: NodeJS.ProcessEnv,
  signal = new AbortController().signal
): StageContext {
  return {
    readInput: () => '',
    env,
    signal,
    sleep: clock.sleep,
    now: clock.now,
    s3: runS3(env),
    ...actionsIO(env)
  }
}
