// A SageMaker job that runs on the emulator at a pace set by the test, on a fake clock the action
// shares: the emulator executes it through the local data plane against a model server, and the
// action's S3 requests pass through a recording front. With `settled`, each of the action's waits also
// lets real time pass until the front has been idle a moment, so the outputs listed at a poll are read
// before the next one.
import type { S3Client } from '@aws-sdk/client-s3'
import { setTimeout as delay } from 'node:timers/promises'
import { localExecutor } from '../local-executor.js'
import { startS3Guard, type S3Guard } from '../s3-guard.js'
import {
  startSageMakerEmulator,
  type EmulatorOptions,
  type SageMakerEmulator
} from '../sagemaker-emulator.js'
import { s3Endpoint } from '../s3.js'
import type { JobPace } from './pace.js'
import { fakeClock, type FakeClock } from './spec.js'

export interface LiveJob {
  emulator: SageMakerEmulator
  guard: S3Guard
  clock: FakeClock
  close(): Promise<void>
}

interface LiveJobOptions {
  s3: S3Client
  bucket: string
  /** The model server's URL. */
  server: string
  pace: JobPace
  /** Each wait ends once the S3 front is idle (reads of what a poll listed are done before the next). */
  settled?: boolean
  /** More of the emulator's options (minRunMs, logDelayMs, ...). */
  emulator?: Omit<EmulatorOptions, 'clock' | 'executor' | 'pace'>
}

/** An emulator with the model `shapes` seeded, running jobs at `pace`. */
export async function startLiveJob(o: LiveJobOptions): Promise<LiveJob> {
  const clock = fakeClock()
  const emulator = await startSageMakerEmulator({
    ...o.emulator,
    clock: clock.now,
    executor: localExecutor({ s3: o.s3, server: o.server }),
    pace: () => o.pace
  })
  emulator.seedModel({
    ModelName: 'shapes',
    PrimaryContainer: { Image: 'img', ModelDataUrl: `s3://${o.bucket}/m.tar.gz` }
  })
  // The front records real time: reads go on between polls while the shared clock stands still.
  const guard = await startS3Guard(
    s3Endpoint(),
    () => 'valid',
    () => performance.now()
  )
  if (o.settled) {
    const sleep = clock.sleep
    clock.sleep = async ms => {
      await sleep(ms)
      const until = performance.now() + 5_000
      let quietSince = performance.now()
      while (performance.now() < until && performance.now() - quietSince < 100) {
        if (guard.requests.some(r => r.doneAt === undefined)) quietSince = performance.now()
        await delay(5)
      }
    }
  }
  return {
    emulator,
    guard,
    clock,
    close: async () => {
      await emulator.close()
      await guard.close()
    }
  }
}
