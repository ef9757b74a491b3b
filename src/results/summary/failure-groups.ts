// The summary's failure groups: the reasons the backend gave for failed inputs, the inputs that only
// an earlier run's output stands for, and the job's own reason for the rest, with a hint where one fits.
import type { JobOutcome } from '../../job.js'
import type { InputListing } from '../../listing/listing.js'
import type { Collected } from '../read/collect-outputs.js'
import { groupFailures, hintFor, type FailureGroup } from './grouped-failures.js'
import { LEFT_BY_EARLIER_RUN } from '../read/output-origins.js'
import type { RunSummary } from './run-summary.js'

/**
 * Per-object failures grouped (local mode; SageMaker: those its data-log named), or: the inputs whose
 * only `.out` an earlier run left, and for the other failed objects the reason the backend gives those it
 * named none for, else the service's one reason with a hint; a reason that no failed object explains is
 * the job's own, shown as such.
 */
export function failureGroups(
  outcome: JobOutcome,
  s: RunSummary,
  { collected, inputs }: { collected: Collected; inputs?: InputListing },
  contentType?: string
): FailureGroup[] {
  const earlier = collected.leftByEarlierRun
  const nameOf = (key: string): string | undefined => inputs?.nameOf(inputs.store.uriOf(key))
  // An input that failed and then got its output on a later try is not failed.
  const named = (outcome.failures ?? []).filter(f => {
    const name = nameOf(f.key)
    return name === undefined || !collected.counted(name)
  })
  if (named.length && !outcome.unexplained) return groupFailures(named, contentType)
  const groups: FailureGroup[] = named.length ? groupFailures(named, contentType) : []
  // An input named with its reason is not counted again as one an earlier run's output stands for.
  const namedNames = new Set(named.map(f => nameOf(f.key) ?? f.key))
  const leftOnly = earlier.examples.filter(k => !namedNames.has(k))
  const leftCount = earlier.count - (earlier.examples.length - leftOnly.length)
  if (leftCount > 0)
    groups.push({ reason: LEFT_BY_EARLIER_RUN, count: leftCount, examples: leftOnly.slice(0, 3) })
  const others = s.objects.failed - leftCount - named.length
  const reason = outcome.unexplained ?? (outcome.status === 'Failed' ? outcome.failureReason : undefined)
  if (!reason || others <= 0) return groups
  const hint = hintFor(reason, contentType)
  const explained = new Set([...earlier.examples, ...namedNames])
  groups.push({
    reason,
    count: others,
    examples: s.failedObjects.filter(k => !explained.has(k)).slice(0, 3),
    ...(hint ? { hint } : {})
  })
  return groups
}
