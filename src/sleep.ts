// The one real wait. Stages take a `Sleep` as a parameter (from the context) so tests pass one that
// advances a fake clock instead.
import { setTimeout as delay } from 'node:timers/promises'

/** The injectable wait, with an optional signal that ends it early. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

/** Waits `ms`; an aborted `signal` ends the wait at once and leaves no timer holding the process open. */
export const sleep: Sleep = (ms, signal) => delay(ms, undefined, { signal }).catch(() => undefined)
