// How much of a ground truth matched the run's inputs, said with an example of each side when too
// little did: a manifest whose source-refs name no input would otherwise leave the run green with no
// accuracy, or a gate failing with no reason given.
import { plural } from '../../format.js'
import { quotedName } from '../../inert-text.js'
import type { GroundTruth } from './ground-truth.js'

/** How a source-ref finds its input (ground-truth.ts's keyFor), said wherever too little matched. */
export const MATCH_RULE =
  'A source-ref matches an input by its full URI (s3://bucket/key, or an absolute path on the runner); ' +
  "a relative one is read beside the manifest, or else as the input's name under `data`."

/** The run's inputs as the match needs them: how many, and the name of each. */
export interface MatchedInputs {
  readonly count: number
  nameAt(i: number): string
}

/**
 * Too little matched: `nothing` (no line matched an input; the reason a gate on accuracy gives), or
 * `partial` (fewer than half of the inputs have a line, and some lines matched none), with the counts
 * and an example of each side.
 */
export interface GroundTruthMatch {
  kind: 'nothing' | 'partial'
  said: string
}

/** Inputs looked at for an example without ground truth: a few suffice, the listing may hold millions. */
const EXAMPLES_LOOKED_AT = 1000

/** An input without a ground-truth line, else the first one. */
function inputExample(gt: GroundTruth, inputs: MatchedInputs): string | undefined {
  const looked = Math.min(inputs.count, EXAMPLES_LOOKED_AT)
  for (let i = 0; i < looked; i++) if (!gt.byKey.has(inputs.nameAt(i))) return inputs.nameAt(i)
  return inputs.count > 0 ? inputs.nameAt(0) : undefined
}

/**
 * Whether the ground truth matched: nothing at all, or fewer than half of the inputs with some lines
 * unmatched (a `sample` or `rerun` narrows the inputs, not the manifest, and is not flagged).
 */
export function groundTruthMatch(gt: GroundTruth, inputs: MatchedInputs): GroundTruthMatch | undefined {
  const matched = gt.byKey.size
  if (gt.notAnInput === 0 || (matched > 0 && matched * 2 >= inputs.count)) return undefined
  const input = inputExample(gt, inputs)
  const example = [
    gt.firstNotAnInput !== undefined ? quotedName(gt.firstNotAnInput) : undefined,
    input !== undefined ? `input ${quotedName(input)}` : 'no input'
  ]
    .filter(Boolean)
    .join(' vs ')
  const lines = `${gt.lines - gt.notAnInput} of ${plural(gt.lines, 'ground-truth line')} matched an input`
  if (matched === 0) return { kind: 'nothing', said: `${lines}: ${example}` }
  const covered = `${matched} of ${plural(inputs.count, 'input')} have ground truth`
  return { kind: 'partial', said: `${lines} (${covered}): ${example}` }
}
