// What the action writes to stdout while a test runs (its log, `::debug::` stage lines, workflow
// commands) is the test's to check, through the collector in stdout.ts (`captureStdout`), or in a
// child's own output; whatever no test collects is dropped, so the test log shows the results alone.
// TEST_STDOUT=show lets it through, to watch a test's runs.
if (process.env.TEST_STDOUT !== 'show') {
  const original = process.stdout.write
  beforeAll(() => {
    process.stdout.write = (() => true) as typeof process.stdout.write
  })
  afterAll(() => {
    process.stdout.write = original
  })
}

export {}
