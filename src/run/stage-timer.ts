// Each stage of the run named and timed in the debug log (`RUNNER_DEBUG=1` / "Enable debug logging"),
// so a slow run says which stage took the time: `Stage transform: 61.20 s`.
import type { Logger } from '../context.js'

export type Timed = <T>(name: string, stage: () => Promise<T>) => Promise<T>

/** Runs stages one at a time, each timed from its start to its end (or its failure). */
export function stageTimer(log: Pick<Logger, 'debug'>, now: () => number = () => performance.now()): Timed {
  return async (name, stage) => {
    const began = now()
    try {
      return await stage()
    } finally {
      log.debug(`Stage ${name}: ${((now() - began) / 1000).toFixed(2)} s`)
    }
  }
}
