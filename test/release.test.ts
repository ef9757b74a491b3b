// What a release needs: the version in package.json has CHANGELOG notes, the release workflow's notes
// script finds exactly that section, and the workflows pin every action by SHA with a version comment.
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { releaseNotes } from '../scripts/release-notes.mjs'

const run = promisify(execFile)

describe('release notes', () => {
  const changelog = [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '## [1.1.0]',
    '',
    '- New input.',
    '',
    '## [1.0.0]',
    '',
    'The first release.',
    '',
    '[1.1.0]: https://example.invalid/compare'
  ].join('\n')

  it('takes the section of the version, without its heading or the link list', () => {
    expect(releaseNotes(changelog, '1.1.0')).toBe('- New input.')
    expect(releaseNotes(changelog, '1.0.0')).toBe('The first release.')
    expect(releaseNotes(changelog, '1.0')).toBeUndefined()
    expect(releaseNotes(changelog, 'Unreleased')).toBeUndefined() // empty
  })

  it('has notes for the version in package.json, and the script fails for a version without them', async () => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8'))
    const { stdout } = await run(process.execPath, ['scripts/release-notes.mjs', version])
    expect(stdout.length).toBeGreaterThan(50)
    await expect(run(process.execPath, ['scripts/release-notes.mjs', '0.0.9'])).rejects.toMatchObject({
      stderr: expect.stringContaining('CHANGELOG.md has no notes for version 0.0.9')
    })
  })
})

describe('workflows', () => {
  it('pin every action by a full commit SHA with a version comment, and bound every job in time', async () => {
    const files = [
      ...(await readdir('.github/workflows')).map(f => path.join('.github/workflows', f)),
      ...(await readdir('examples')).map(f => path.join('examples', f))
    ].filter(f => /\.ya?ml$/.test(f))
    expect(files.length).toBeGreaterThanOrEqual(8)
    for (const file of files) {
      const text = await readFile(file, 'utf8')
      for (const [, ref] of text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+.*)$/gm)) {
        if (ref.startsWith('./') || ref.startsWith('OWNER/sagemaker-batch-transform-action@')) continue
        expect({ file, ref }).toEqual({
          file,
          ref: expect.stringMatching(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+/)
        })
      }
      const jobs = text.split(/^jobs:$/m)[1] ?? ''
      const names = [...jobs.matchAll(/^ {2}([\w-]+):$/gm)].length
      expect({ file, timeouts: [...jobs.matchAll(/^ {4}timeout-minutes: \d+$/gm)].length }).toEqual({
        file,
        timeouts: names
      })
      expect({ file, concurrency: /^concurrency:$/m.test(text) }).toEqual({ file, concurrency: true })
    }
  })
})
