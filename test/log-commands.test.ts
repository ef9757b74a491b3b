// The log cannot be made to issue workflow commands: every line the action prints goes through one
// guard, and the output is read back the way the runner reads it.
import { actionsIO, inertText } from '../src/context.js'
import { captureStdout, HOSTILE_LINES, injected, runnerCommands } from './support/runner-commands.js'

describe('the runner reader used by these tests', () => {
  it.each(HOSTILE_LINES)('finds the command in the raw text %j', line => {
    // Each hostile line really is a command (or carries one) when printed as it is.
    const raw = `reason: ok\n${line}`
    const fromEncoded = line.includes('%0A') && !line.startsWith('::')
    if (fromEncoded) expect(injected(runnerCommands(raw))).toEqual([])
    else expect(injected(runnerCommands(raw)).length).toBeGreaterThan(0)
  })

  it('pauses at ::stop-commands:: and resumes at the token', () => {
    const out = '::stop-commands::tok\n::warning::hidden\n::tok::\n::warning::seen\n'
    expect(runnerCommands(out).map(c => [c.name, c.data])).toEqual([
      ['stop-commands', 'tok'],
      ['tok', ''],
      ['warning', 'seen']
    ])
  })
})

describe('inertText', () => {
  it('keeps ordinary text as it is', () => {
    const text = 'Transform job a-1: Failed (ClientError: bad input: s3://b/k.jpg)\n  | Traceback:\ttab'
    expect(inertText(text)).toBe(text)
  })

  it('keeps the words of a hostile line visible', () => {
    expect(inertText('::warning::INJECTED')).toBe('\\::warning::INJECTED')
    expect(inertText('a ##[error]INJECTED')).toBe('a ##\\[error]INJECTED')
    expect(inertText('a\rb')).toBe('a\nb')
    expect(inertText('\u001b[2Kx')).toBe('\\x1b[2Kx')
  })
})

describe('actionsIO().log', () => {
  const shapes = (line: string) => [
    line,
    `Transform job j: Failed (${line})`,
    `Transform job j: Failed (AlgorithmError\n${line}\n)`,
    `key: data/${line}.jpg`
  ]

  it.each(HOSTILE_LINES)('prints %j as text on every log path', async line => {
    const { log } = actionsIO({})
    const stdout = await captureStdout(() => {
      for (const text of shapes(line)) {
        log.info(text)
        log.warning(text)
        log.debug(text)
        log.startGroup(text)
        log.endGroup()
      }
    })
    expect(injected(runnerCommands(stdout))).toEqual([])
    expect(stdout).toContain('INJECTED')
  })
})
