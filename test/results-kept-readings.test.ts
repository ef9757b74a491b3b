// What reading an output gave, written down for the cache and replayed by a later run: every kind of
// prediction comes back as it was read (scores the output left out, classes named by string, boxes,
// records no parser knows), a spoiled reading is never replayed, the key changes with every setting that
// changes a reading, and a reader given kept readings replays them instead of reading the outputs.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ClassRegistry } from '../src/results/classes.js'
import { builtinLabelMap, parseLabelFile } from '../src/results/labels.js'
import type { Prediction } from '../src/results/predictions.js'
import {
  decodeReading,
  encodeReading,
  readingKey,
  ReadingsMade,
  type OutputReading
} from '../src/results/read/kept-readings.js'
import { OutputReader } from '../src/results/read/output-reader.js'
import { FsStore } from '../src/storage/fs-store.js'

const settings = { outputFormat: 'auto' as const, scoreThreshold: 0.5 }

describe('a reading written down', () => {
  it('comes back as it was read: classes, scores (NaN too), boxes, unrecognised records', () => {
    const written = new ClassRegistry(parseLabelFile('labels.txt', 'background\ncat\ndog\n'))
    const fox = written.idOf('fox')
    const reading: OutputReading = {
      framing: 'JSON Lines',
      bytes: 1234,
      problem: 'line 3 is not JSON',
      predictions: [
        {
          kind: 'classification',
          shape: 'probability vector',
          classes: [2, 1],
          scores: [0.75, 0.25],
          width: 3
        },
        { kind: 'classification', shape: 'class index', classes: [fox, 1], scores: [NaN, 0.1], width: 0 },
        {
          kind: 'detection',
          shape: 'torchvision detection (boxes/labels/scores)',
          labels: [1, fox],
          scores: [0.9, 0.35],
          boxes: [1.5, 2, 30.25, 40, 0, 0, 1e-7, 3],
          normalized: false
        },
        { kind: 'unrecognised', shape: 'unknown', problem: 'no scores in {"a": 1}' }
      ]
    }
    const text = encodeReading(reading, written)
    // Another run's registry meets names in another order: a name keeps its meaning, not its id.
    const replaying = new ClassRegistry(parseLabelFile('labels.txt', 'background\ncat\ndog\n'))
    replaying.idOf('wolf')
    const back = decodeReading(text, replaying)!
    const foxThere = replaying.idOf('fox')
    expect(foxThere).not.toBe(fox)
    expect(back.framing).toBe('JSON Lines')
    expect(back.bytes).toBe(1234)
    expect(back.problem).toBe('line 3 is not JSON')
    const [a, b, c, d] = back.predictions as [Prediction, Prediction, Prediction, Prediction]
    expect(a).toEqual(reading.predictions[0])
    expect(b).toEqual({ ...reading.predictions[1], classes: [foxThere, 1] })
    expect(Number.isNaN((b as { scores: number[] }).scores[0])).toBe(true)
    expect(c).toEqual({ ...reading.predictions[2], labels: [1, foxThere] })
    expect(d).toEqual(reading.predictions[3])
  })

  it('is not replayed when spoiled', () => {
    const classes = new ClassRegistry()
    for (const text of [
      'not json',
      '[]',
      '["JSON", 10, null]',
      '["XML", 10, null, []]',
      '["JSON", "10", null, []]',
      '["JSON", 10, null, [["c", "probability vector", [1], [0.5]]]]',
      '["JSON", 10, null, [["d", "probability vector", [1], [0.5], [1, 2, 3, "x"], false]]]',
      '["JSON", 10, null, [["z", "shape"]]]',
      // A shape this parser never names records by (it is shown as it is).
      '["JSON", 10, null, [["u", "**bold** [link](x)", "p"]]]'
    ])
      expect(decodeReading(text, classes)).toBeUndefined()
    expect(decodeReading('["empty", 0, null, []]', classes)).toEqual({
      framing: 'empty',
      bytes: 0,
      predictions: []
    })
  })

  it("has a key that changes with output-format, score-threshold and the label map's names, not its path", () => {
    const base = readingKey(settings, undefined)
    expect(base).toMatch(/^[0-9a-f]{32}$/)
    expect(readingKey(settings, undefined)).toBe(base)
    expect(readingKey({ ...settings, scoreThreshold: 0.6 }, undefined)).not.toBe(base)
    expect(readingKey({ ...settings, outputFormat: 'classification' }, undefined)).not.toBe(base)
    const coco = readingKey(settings, builtinLabelMap('coco-91'))
    expect(coco).not.toBe(base)
    const a = parseLabelFile('a/labels.txt', 'cat\ndog\n')
    const b = parseLabelFile('b/other.txt', '["cat", "dog"]')
    expect(readingKey(settings, a)).toBe(readingKey(settings, b))
    expect(readingKey(settings, parseLabelFile('c.txt', 'dog\ncat\n'))).not.toBe(readingKey(settings, a))
  })
})

describe('a reader with kept readings', () => {
  it('replays them instead of reading, and writes down what it reads', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reader-kept-'))
    try {
      const body = JSON.stringify([0.1, 0.9])
      await writeFile(path.join(dir, 'b.jpg.out'), body)
      const classes = new ClassRegistry()
      const kept = encodeReading(
        {
          framing: 'JSON',
          bytes: 17,
          predictions: [
            { kind: 'classification', shape: 'probability vector', classes: [4], scores: [0.8], width: 5 }
          ]
        },
        classes
      )
      const made = new ReadingsMade(classes)
      const seen: [string, number, Prediction][] = []
      const reader = new OutputReader({
        outputs: new FsStore(dir),
        read: { format: 'auto', classes },
        concurrency: 4,
        sink: (key, index, p) => seen.push([key, index, p]),
        kept: { readingOf: name => (name === 'a.jpg' ? kept : undefined) },
        made
      })
      // a.jpg.out is not there: only its kept reading can give it.
      reader.offer('a.jpg', 17)
      reader.offer('b.jpg', body.length)
      await reader.drained()
      expect(reader.unreadable.count).toBe(0)
      expect(seen.map(([k, i, p]) => [k, i, p.kind === 'classification' ? p.classes[0] : -1])).toEqual(
        expect.arrayContaining([
          ['a.jpg', 0, 4],
          ['b.jpg', 0, 1]
        ])
      )
      expect(reader.bytes).toBe(17 + body.length)
      expect(reader.framings).toEqual({ JSON: 2 })
      // What was read is written down; what was replayed is the cache's already.
      expect(decodeReading(made.of('b.jpg')!, classes)?.predictions[0]).toMatchObject({ classes: [1, 0] })
      expect(made.of('a.jpg')).toBeUndefined()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
