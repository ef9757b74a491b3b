// A listing's pages handed on object by object: every object once, in order, across empty pages; a
// reader that stops early ends the listing of pages (no page is asked after it).
import { eachOf } from '../src/storage/pages.js'

describe('eachOf', () => {
  it('gives every item of every page once, in order, past empty pages', async () => {
    async function* pages() {
      yield []
      yield [1, 2]
      yield []
      yield [3]
      yield []
    }
    const seen: number[] = []
    for await (const n of eachOf(pages())) seen.push(n)
    expect(seen).toEqual([1, 2, 3])
    // Each time it is read, from the start.
    const twice = eachOf({ [Symbol.asyncIterator]: () => pages()[Symbol.asyncIterator]() })
    for (let r = 0; r < 2; r++) {
      const again: number[] = []
      for await (const n of twice) again.push(n)
      expect(again).toEqual([1, 2, 3])
    }
  })

  it('ends the listing of pages where the reader stops', async () => {
    const asked: number[] = []
    let ended = false
    async function* pages() {
      try {
        for (let p = 0; p < 10; p++) {
          asked.push(p)
          yield [p * 2, p * 2 + 1]
        }
      } finally {
        ended = true
      }
    }
    const seen: number[] = []
    for await (const n of eachOf(pages())) {
      seen.push(n)
      if (n === 2) break
    }
    expect(seen).toEqual([0, 1, 2])
    expect(asked).toEqual([0, 1])
    expect(ended).toBe(true)
  })

  it('throws where the listing of pages fails, after the items before it', async () => {
    async function* pages() {
      yield ['a']
      throw new Error('page 2 failed')
    }
    const seen: string[] = []
    await expect(
      (async () => {
        for await (const s of eachOf(pages())) seen.push(s)
      })()
    ).rejects.toThrow('page 2 failed')
    expect(seen).toEqual(['a'])
  })
})
