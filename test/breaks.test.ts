// The deliberate breaks under test/breaks/ stay usable: each names an existing test file and a test in
// it, says why, and still applies to today's code, so `npm run breaks` can check each rule again later.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { listBreaks } from '../scripts/breaks.mjs'

const breaks = listBreaks()

it('has breaks to check', () => {
  expect(breaks.length).toBeGreaterThan(0)
})

describe.each(breaks.map(b => [b.name, b] as const))('break %s', (_name, brk) => {
  it('has its three headers and names an existing test file', () => {
    expect(brk.problems).toEqual([])
  })

  it('names words that stand in its test file', () => {
    // The full name joins describe and it titles (some made from a table); its longest word is written in
    // the file. Whether the named test fails is `npm run breaks`'s to say.
    const source = readFileSync(brk.test!, 'utf8')
    const longest = brk.expect!.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '')
    expect(source).toContain(longest)
  })

  it('still applies to the code it breaks', () => {
    expect(() => execFileSync('git', ['apply', '--check', brk.file], { stdio: 'pipe' })).not.toThrow()
  })
})
