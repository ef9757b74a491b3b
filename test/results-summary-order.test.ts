// The report's counts by name (framings, record shapes) come in one order whatever the order the outputs
// were read in: as they land, or replayed from the cache's readings.
import { byCount } from '../src/results/summary/summary-from-reading.js'

describe('counts by name', () => {
  it('are ordered most first, then by name, whatever order they were met in', () => {
    const met = [
      { 'TF Serving classify (result)': 6, 'CSV class index': 3, unknown: 3, 'probability vector': 11 },
      { unknown: 3, 'probability vector': 11, 'CSV class index': 3, 'TF Serving classify (result)': 6 }
    ]
    const orders = met.map(counts => JSON.stringify(byCount(counts)))
    expect(orders[0]).toBe(orders[1])
    expect(Object.keys(byCount(met[0]))).toEqual([
      'probability vector',
      'TF Serving classify (result)',
      'CSV class index',
      'unknown'
    ])
  })
})
