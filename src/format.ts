// How counts, plurals and durations read in every message, log line and report.

/** `1,234`: a count with thousands separated. */
export function count(n: number): string {
  return n.toLocaleString('en-US')
}

/** The word that agrees with `n`: `file` or `files` (`many` when it is not `one` + s). */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many
}

/** `1 file`, `3 entries`: a count and the word that agrees with it. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${noun(n, one, many)}`
}

/** `1 instance-second`, `3,600 instance-seconds`: instance time, rounded to whole seconds. */
export function instanceSeconds(s: number): string {
  const n = Math.round(s)
  return `${count(n)} ${noun(n, 'instance-second')}`
}

/** `0.4 s`, `39 s`: tenths below ten seconds unless `digits` fixes the decimals. */
export function seconds(ms: number, digits = ms < 10_000 ? 1 : 0): string {
  return `${(ms / 1000).toFixed(digits)} s`
}

/** `2 h 5 min`, `3 min 20 s`, `42 s`: a duration in whole seconds, in its two largest units. */
export function duration(totalSeconds: number): string {
  const s = Math.round(totalSeconds)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = s % 60
  if (h > 0) return `${h} h ${m} min`
  if (m > 0) return `${m} min ${rest} s`
  return `${rest} s`
}

/** `about 40 s left`, `about 12 min left`, `about 2 h 5 min left`. */
export function timeLeft(ms: number): string {
  const s = Math.round(ms / 1000)
  if (s < 90) return `about ${Math.max(5, Math.round(s / 5) * 5)} s left`
  const min = Math.round(s / 60)
  if (min < 90) return `about ${min} min left`
  return `about ${Math.floor(min / 60)} h ${min % 60} min left`
}

/** `$3.10`; four decimals below a cent, so a small cost never reads as nothing. */
export function money(x: number): string {
  return x < 0.01 ? `$${x.toFixed(4)}` : `$${x.toFixed(2)}`
}

/** `7.4 s` below a minute, else `2 min 5 s`: a moment since a job started. */
function since(ms: number): string {
  return ms < 60_000 ? seconds(Math.max(0, ms), 1) : duration(ms / 1000)
}

/**
 * How late a stop came, e.g. `The verdict was certain 5.2 s into the job (the data-log line of the 21st
 * failed input); the stop was sent 7.0 s in, 1.8 s later ($0.0050 of instance time).` `start` is when
 * the job started (epoch ms); undefined before the stop was sent.
 */
export function stopLateness(
  order: { decidedAt?: number; decidedBy?: string; sentAt?: number; costAfterVerdict?: number },
  start: number
): string | undefined {
  if (order.sentAt === undefined) return undefined
  const sent = `the stop was sent ${since(order.sentAt - start)} in`
  if (order.decidedAt === undefined) return `${sent[0].toUpperCase()}${sent.slice(1)}.`
  const by = order.decidedBy ? ` (${order.decidedBy})` : ''
  const cost =
    order.costAfterVerdict !== undefined ? ` (${money(order.costAfterVerdict)} of instance time)` : ''
  const later = since(order.sentAt - order.decidedAt)
  return `The verdict was certain ${since(order.decidedAt - start)} into the job${by}; ${sent}, ${later} later${cost}.`
}
