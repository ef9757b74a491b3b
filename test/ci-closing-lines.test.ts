// The closing lines of .ci/run: every skipped test named with its file, then the counts.
import path from 'node:path'
import { closingLines } from '../scripts/ci-closing-lines.mjs'

it('names each skipped test with its file, then counts passed, failed and skipped', () => {
  const root = path.resolve('.')
  const results = {
    numPassedTests: 3,
    numFailedTests: 0,
    numPendingTests: 1,
    numTodoTests: 0,
    testResults: [
      {
        name: path.join(root, 'test/support-docker-daemon.test.ts'),
        assertionResults: [
          { status: 'passed', fullName: 'docker daemon starts' },
          { status: 'pending', fullName: 'docker daemon runs the model image (no root)' }
        ]
      },
      {
        name: path.join(root, 'test/layout.test.ts'),
        assertionResults: [{ status: 'passed', fullName: 'x' }]
      }
    ]
  }
  expect(closingLines(results, root)).toEqual([
    'skipped: test/support-docker-daemon.test.ts: docker daemon runs the model image (no root)',
    'jest: 3 passed, 0 failed, 1 skipped'
  ])
})
