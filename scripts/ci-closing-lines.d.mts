// Types for scripts/ci-closing-lines.mjs.
interface JestResults {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests?: number
  testResults: { name: string; assertionResults: { status: string; fullName: string }[] }[]
}
export function closingLines(results: JestResults, root?: string): string[]
