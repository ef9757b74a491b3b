// How many reads the output reader keeps in flight: its floor when outputs come slowly, enough to keep
// pace with the landing rate at the latency seen, a backlog read within seconds, and never past S3's GET
// rate per prefix or the absolute bound.
import { inFlightLimit } from '../src/results/output-reader.js'

describe('reads in flight', () => {
  it('stays at its floor while outputs land slowly', () => {
    expect(inFlightLimit(32, { backlog: 10, landingPerSecond: 100, latencySeconds: 0.02 })).toBe(32)
    // Before any read has finished, no latency is known.
    expect(inFlightLimit(32, { backlog: 5_000, landingPerSecond: 0, latencySeconds: 0 })).toBe(32)
  })

  it('follows the landing rate times the latency (5,000 a second at 40 ms: 200)', () => {
    expect(inFlightLimit(32, { backlog: 0, landingPerSecond: 5_000, latencySeconds: 0.04 })).toBe(200)
  })

  it('reads a backlog within about two seconds (4,000 waiting at 40 ms: 80)', () => {
    expect(inFlightLimit(32, { backlog: 4_000, landingPerSecond: 0, latencySeconds: 0.04 })).toBe(80)
  })

  it("stays under S3's 5,500 GETs a second and 256 in flight", () => {
    // 20 ms a read: 110 in flight is 5,500 a second.
    expect(inFlightLimit(32, { backlog: 100_000, landingPerSecond: 3_000, latencySeconds: 0.02 })).toBe(110)
    expect(inFlightLimit(32, { backlog: 100_000, landingPerSecond: 3_000, latencySeconds: 0.2 })).toBe(256)
  })
})
