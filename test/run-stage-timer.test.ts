import { stageTimer } from '../src/run/stage-timer.js'

describe('stageTimer', () => {
  it('names and times each stage in the debug log, a failed one too', async () => {
    const lines: string[] = []
    let clock = 0
    const stage = stageTimer({ debug: l => lines.push(l) }, () => clock)
    expect(
      await stage('inputs', async () => {
        clock += 1234
        return 7
      })
    ).toBe(7)
    await expect(
      stage('transform', async () => {
        clock += 61_200
        throw new Error('job failed')
      })
    ).rejects.toThrow('job failed')
    expect(lines).toEqual(['Stage inputs: 1.23 s', 'Stage transform: 61.20 s'])
  })
})
