import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { YOUNG_CAP_BYTES } from '../src/run/young-generation.js'

// In a process of its own (the cap is V8's, for the whole process): short-lived objects with a few
// survivors, made in small turns of the event loop as reads make them, grow the young generation past
// the cap when nothing holds it, and not past it when capYoungGeneration watches.
const source = path.resolve('src/run/young-generation.ts')

async function largestYoungGeneration(capped: boolean): Promise<number> {
  const script = `
    import v8 from 'node:v8'
    import { capYoungGeneration } from ${JSON.stringify(source)}
    const young = () => v8.getHeapSpaceStatistics().find(s => s.space_name === 'new_space').space_size
    ${capped ? 'capYoungGeneration()' : ''}
    const kept = []
    let largest = 0
    for (let turn = 0; turn < 3000; turn++) {
      for (let i = 0; i < 2000; i++) {
        const o = { i, text: 'object ' + i, list: [i, i + 1, i + 2] }
        if (i % 50 === 0) kept.push(o)
      }
      if (kept.length > 20000) kept.splice(0, 10000)
      largest = Math.max(largest, young())
      await new Promise(resolve => setImmediate(resolve))
    }
    console.log(largest)
  `
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { timeout: 60_000 }
  )
  return Number(stdout.trim())
}

describe('the young generation held at its cap', () => {
  it('grows past the cap when nothing holds it, and stops at the cap when watched', async () => {
    const [free, capped] = await Promise.all([largestYoungGeneration(false), largestYoungGeneration(true)])
    expect(free).toBeGreaterThan(YOUNG_CAP_BYTES)
    expect(capped).toBeGreaterThan(0)
    expect(capped).toBeLessThanOrEqual(YOUNG_CAP_BYTES)
  }, 90_000)
})
