// The closing lines of .ci/run, from jest's --json results (the file named as the argument): each
// skipped test named with its file, so a skip is seen and not only counted, then the counts in the
// line `jest: N passed, N failed, N skipped`.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** `skipped: test/file.test.ts: the test's full name` for each test jest did not run. */
export function closingLines(results, root = process.cwd()) {
  const skipped = results.testResults.flatMap(file =>
    file.assertionResults
      .filter(test => test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
      .map(test => `skipped: ${path.relative(root, file.name)}: ${test.fullName}`)
  )
  const counts =
    `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ` +
    `${results.numPendingTests + (results.numTodoTests ?? 0)} skipped`
  return [...skipped, counts]
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const results = JSON.parse(readFileSync(process.argv[2], 'utf8'))
  for (const line of closingLines(results)) console.log(line)
}
