// Work at the pace a store allows: a slow-down halves what is in flight once for the tries that were in
// flight together, its item is tried again after a wait, the pace climbs back one at a time while the
// store keeps up, an item that keeps meeting slow-downs is given up, and any other failure ends the run.
import { forEachPaced } from '../src/pool.js'

class SlowDown extends Error {
  override readonly name = 'SlowDown'
}

const slowDown = (err: unknown) => err instanceof SlowDown
const tick = () => new Promise(resolve => setImmediate(resolve))

describe('forEachPaced', () => {
  it('halves once for a burst of slow-downs, tries those items again, and climbs back', async () => {
    const items = Array.from({ length: 200 }, (_, i) => i)
    const inFlight: number[] = []
    let now = 0
    const refused = new Set<number>()
    const done: number[] = []
    const waits: number[] = []
    const paced = await forEachPaced(
      items,
      async i => {
        inFlight.push(++now)
        await tick()
        now--
        // The first eight items are refused once each, all while in flight together.
        if (i < 8 && !refused.has(i)) {
          refused.add(i)
          throw new SlowDown()
        }
        done.push(i)
      },
      {
        start: 16,
        max: 20,
        slowDown,
        wait: async ms => void waits.push(ms),
        random: () => 0.5
      }
    )
    expect(done.sort((a, b) => a - b)).toEqual(items)
    expect(paced).toEqual({ slowDowns: 8, lowest: 8 })
    // Each retry waited half of its first window (100 ms).
    expect(waits).toEqual(Array(8).fill(50))
    expect(Math.max(...inFlight)).toBeGreaterThan(8)
    expect(Math.max(...inFlight)).toBeLessThanOrEqual(20)
  })

  it('gives an item up after so many slow-downs, with waits that grow', async () => {
    const gaveUp: number[] = []
    const waits: number[] = []
    const paced = await forEachPaced(
      [1, 2, 3],
      async i => {
        if (i === 2) throw new SlowDown()
      },
      {
        start: 4,
        max: 4,
        slowDown,
        tries: 4,
        gaveUp: i => void gaveUp.push(i),
        wait: async ms => void waits.push(ms),
        random: () => 1
      }
    )
    expect(gaveUp).toEqual([2])
    expect(waits).toEqual([100, 200, 400])
    expect(paced.slowDowns).toBe(3)
    expect(paced.lowest).toBe(1)
  })

  it('ends the run on any other failure', async () => {
    await expect(
      forEachPaced(
        [1, 2, 3],
        async i => {
          if (i === 2) throw new Error('denied')
        },
        { start: 2, max: 2, slowDown, wait: async () => undefined }
      )
    ).rejects.toThrow('denied')
  })

  it('doubles its pace a window until the first slow-down, then climbs one at a time', async () => {
    const seen: number[] = []
    let now = 0
    let refused = false
    await forEachPaced(
      Array.from({ length: 600 }, (_, i) => i),
      async i => {
        seen.push(++now)
        await tick()
        now--
        if (i === 300 && !refused) {
          refused = true
          throw new SlowDown()
        }
      },
      { start: 4, max: 64, slowDown, wait: async () => undefined }
    )
    // 4, 8, 16, 32, 64 in flight before the slow-down; half of that after it, climbing one a window.
    expect(Math.max(...seen.slice(0, 300))).toBe(64)
    expect(Math.max(...seen.slice(400))).toBeLessThan(40)
  })
})
