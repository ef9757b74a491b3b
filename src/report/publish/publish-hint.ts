// What a run whose token may not comment (a fork's pull_request) says, once, so its results can still
// reach the pull request: through a trusted workflow_run workflow that runs mode: publish.

/** The example workflows of the two halves, as shipped in examples/. */
export const FORK_EXAMPLES = ['examples/fork-pr-evaluation.yml', 'examples/fork-pr-publish.yml'] as const

export function publishHint(summaryJson: string): string {
  const file = summaryJson ? `the summary-json output (${summaryJson})` : 'the summary-json output'
  return (
    `To publish these results on the pull request, upload ${file} as an artifact with actions/upload-artifact, ` +
    'and run this action with mode: publish from a workflow_run workflow, whose token may comment: ' +
    `see ${FORK_EXAMPLES.join(' and ')} (docs/fork-pull-requests.md).`
  )
}
