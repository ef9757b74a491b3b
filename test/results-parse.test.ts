import { Readable } from 'node:stream'
import { ClassRegistry } from '../src/results/classes.js'
import { JsonValueSplitter } from '../src/results/read/json-split.js'
import { builtinLabelMap, parseLabelFile } from '../src/results/labels.js'
import { SHAPES, topK, type Prediction } from '../src/results/predictions.js'
import { parseText, readObject, type ReadOptions } from '../src/results/read/read-object.js'
import { ClassificationSummarizer } from '../src/results/summary/prediction-summaries.js'
import type { OutputFormat } from '../src/spec.js'

function parse(text: string, format: OutputFormat = 'auto', registry = new ClassRegistry()) {
  const out: Prediction[] = []
  const result = parseText(text, { format, classes: registry }, p => out.push(p))
  return { ...result, out }
}

function vector(n: number, hot: Record<number, number>, rest = 0.0001): number[] {
  return Array.from({ length: n }, (_, i) => hot[i] ?? rest)
}

describe('output formats', () => {
  test('TF Serving predict with 1001 probabilities: top-5 by probability, named with imagenet-1001', () => {
    const registry = new ClassRegistry(builtinLabelMap('imagenet-1001'))
    const probs = vector(1001, { 1: 0.05, 2: 0.03, 287: 0.6, 288: 0.2, 300: 0.1 })
    const r = parse(
      JSON.stringify({ predictions: [{ classes: 287, probabilities: probs }] }),
      'auto',
      registry
    )
    expect(r.framing).toBe('JSON')
    expect(r.out).toHaveLength(1)
    const p = r.out[0]
    expect(p).toMatchObject({ kind: 'classification', shape: SHAPES.predict, width: 1001 })
    if (p.kind !== 'classification') throw new Error('not classification')
    expect(p.classes).toEqual([287, 288, 300, 1, 2])
    expect(p.scores).toEqual([0.6, 0.2, 0.1, 0.05, 0.03])
    // index 0 is background, so 287 is ImageNet-1000 class 286
    expect(registry.nameOf(287)).toBe(builtinLabelMap('imagenet-1000')!.name(286))
    expect(registry.nameOf(0)).toBe('background')
  })

  test('TF Serving classify result: label/score pairs per example', () => {
    const r = parse('{"result": [[["cat", 0.2], ["dog", 0.7], ["fox", 0.1]], [["cat", 0.9], ["dog", 0.1]]]}')
    expect(r.out.map(p => p.shape)).toEqual([SHAPES.classify, SHAPES.classify])
    const reg = new ClassRegistry()
    const again = parse('{"result": [[["cat", 0.2], ["dog", 0.7]]]}', 'auto', reg)
    const p = again.out[0]
    if (p.kind !== 'classification') throw new Error('not classification')
    expect(p.classes.map(id => reg.nameOf(id))).toEqual(['dog', 'cat'])
    expect(p.scores).toEqual([0.7, 0.2])
  })

  test('a plain probability vector and a batch of vectors', () => {
    const one = parse('[0.1, 0.7, 0.2]')
    expect(one.out).toEqual([
      { kind: 'classification', shape: SHAPES.vector, classes: [1, 2, 0], scores: [0.7, 0.2, 0.1], width: 3 }
    ])
    const batch = parse('[[0.1, 0.9], [0.8, 0.2]]')
    expect(batch.out.map(p => (p.kind === 'classification' ? p.classes[0] : -1))).toEqual([1, 0])
  })

  test('torchvision detection list, one dict per image', () => {
    const r = parse(
      JSON.stringify([
        {
          boxes: [
            [1, 2, 30, 40],
            [5, 5, 9, 9]
          ],
          labels: [18, 1],
          scores: [0.9, 0.3]
        },
        { boxes: [], labels: [], scores: [] }
      ])
    )
    expect(r.out).toEqual([
      {
        kind: 'detection',
        shape: SHAPES.torchvision,
        labels: [18, 1],
        scores: [0.9, 0.3],
        boxes: [1, 2, 30, 40, 5, 5, 9, 9],
        normalized: false
      },
      { kind: 'detection', shape: SHAPES.torchvision, labels: [], scores: [], boxes: [], normalized: false }
    ])
  })

  test('TF Object Detection outputs: [ymin, xmin, ymax, xmax] fractions become x1, y1, x2, y2', () => {
    const r = parse(
      '{"predictions": [{"detection_boxes": [[0.1, 0.2, 0.5, 0.6], [0, 0, 1, 1]], "detection_classes": [3.0, 1.0], "detection_scores": [0.8, 0.1], "num_detections": 1.0}]}'
    )
    expect(r.out).toEqual([
      {
        kind: 'detection',
        shape: SHAPES.tfod,
        labels: [3],
        scores: [0.8],
        boxes: [0.2, 0.1, 0.6, 0.5],
        normalized: true
      }
    ])
  })

  test('JSON Lines: each line any of the shapes; documents back to back too', () => {
    const lines = [
      '{"predictions": [{"classes": 1, "probabilities": [0.1, 0.9]}]}',
      '[0.8, 0.2]',
      '{"boxes": [[0, 0, 1, 1]], "labels": [2], "scores": [0.99]}',
      '{"label": "cat", "score": 0.5}'
    ].join('\n')
    const r = parse(lines)
    expect(r.framing).toBe('JSON Lines')
    expect(r.out.map(p => p.kind)).toEqual([
      'classification',
      'classification',
      'detection',
      'classification'
    ])
    const glued = parse('{"predictions":[[0.1,0.9]]}{"predictions":[[0.7,0.3]]}')
    expect(glued.framing).toBe('JSON Lines')
    expect(glued.out).toHaveLength(2)
  })

  test('output-format jsonlines reads one record per line', () => {
    const r = parse('[0.2, 0.8]\n[0.9, 0.1]\n', 'jsonlines')
    expect(r.framing).toBe('JSON Lines')
    expect(r.out.map(p => (p.kind === 'classification' ? p.classes[0] : -1))).toEqual([1, 0])
  })

  test('CSV: probability rows, label-score rows, class indices; quoted cells', () => {
    const r = parse('0.1,0.2,0.7\r\n0.5,0.4,0.1\n\n3\n"tabby, cat",0.75\n')
    expect(r.framing).toBe('CSV')
    expect(r.out.map(p => p.shape)).toEqual([
      SHAPES.csvVector,
      SHAPES.csvVector,
      SHAPES.csvIndex,
      SHAPES.csvLabel
    ])
    const reg = new ClassRegistry()
    const label = parse('"tabby, cat",0.75', 'auto', reg).out[0]
    if (label.kind !== 'classification') throw new Error('not classification')
    expect(reg.nameOf(label.classes[0])).toBe('tabby, cat')
    expect(label.scores).toEqual([0.75])
  })

  test('output-format classification and detection refuse the other kind', () => {
    const det = '{"boxes": [[0, 0, 1, 1]], "labels": [2], "scores": [0.99]}'
    expect(parse(det, 'classification').out[0]).toMatchObject({
      kind: 'unrecognised',
      problem: 'detection output while output-format is classification'
    })
    expect(parse('[0.1, 0.9]', 'detection').out[0]).toMatchObject({ kind: 'unrecognised' })
  })

  test('SageMakerOutput (join-source Input) is unwrapped', () => {
    const r = parse('{"SageMakerInput": {"x": 1}, "SageMakerOutput": {"predictions": [[0.3, 0.7]]}}')
    expect(r.out).toHaveLength(1)
    expect(r.out[0]).toMatchObject({ kind: 'classification', classes: [1, 0] })
  })

  test('bad content is reported, never thrown', () => {
    expect(parse('{"predictions": [1, 2').problem).toMatch(/ends inside a JSON value/)
    expect(parse('{oops}').problem).toMatch(/not valid JSON/)
    expect(parse('   ').problem).toBe('the object is empty')
    const err = parse('{"error": "Input tensor shape mismatch"}')
    expect(err.out[0]).toEqual({
      kind: 'unrecognised',
      shape: 'error',
      problem: 'the model answered an error: Input tensor shape mismatch'
    })
    const mixed = parse('[0.1, 0.9]\n{bad json}\n[0.6, 0.4]')
    expect(mixed.problem).toBeUndefined()
    expect(mixed.out.map(p => p.kind)).toEqual(['classification', 'unrecognised', 'classification'])
    expect(parse('<html>Internal Server Error</html>').out[0]).toMatchObject({ kind: 'unrecognised' })
  })

  test('topK keeps the best five, ties to the lower index', () => {
    expect(topK([0.1, 0.5, 0.5, 0.2, 0.9, 0.05, 0.3])).toEqual({
      index: [4, 1, 2, 6, 3],
      value: [0.9, 0.5, 0.5, 0.3, 0.2]
    })
    expect(topK([1])).toEqual({ index: [0], value: [1] })
  })
})

describe('streaming large objects', () => {
  const opts = (format: OutputFormat = 'auto'): ReadOptions => ({
    format,
    classes: new ClassRegistry(),
    wholeObjectBytes: 16 // force the streaming path
  })

  function chunked(text: string, size: number): Readable {
    const buf = Buffer.from(text)
    const parts: Buffer[] = []
    for (let i = 0; i < buf.length; i += size) parts.push(buf.subarray(i, i + size))
    return Readable.from(parts)
  }

  test('JSON Lines split across arbitrary chunk boundaries (including inside UTF-8 and strings)', async () => {
    const lines = Array.from({ length: 50 }, (_, i) =>
      JSON.stringify({ predictions: [{ label: `naïve "quoted" {${i}}`, score: i / 100 }] })
    ).join('\n')
    for (const size of [1, 3, 7, 64]) {
      const out: Prediction[] = []
      const r = await readObject(chunked(lines, size), Buffer.byteLength(lines), opts(), p => out.push(p))
      expect(r).toEqual({ framing: 'JSON Lines', bytes: Buffer.byteLength(lines), records: 50 })
      expect(out.every(p => p.kind === 'classification')).toBe(true)
    }
  })

  test('CSV streamed line by line', async () => {
    const text = Array.from({ length: 100 }, (_, i) => (i % 2 ? '0.9,0.1' : '0.2,0.8')).join('\n')
    const out: Prediction[] = []
    const r = await readObject(chunked(text, 5), text.length, opts(), p => out.push(p))
    expect(r.framing).toBe('CSV')
    expect(out).toHaveLength(100)
  })

  test('a single value longer than the limit is a problem, not a crash', async () => {
    const text = JSON.stringify({ predictions: [vector(5000, {})] })
    const r = await readObject(chunked(text, 1000), text.length, { ...opts(), maxValueChars: 1000 }, () => {})
    expect(r.problem).toMatch(/longer than 1000 characters/)
  })

  test('the splitter finds bare scalars and strings at the top level', () => {
    const s = new JsonValueSplitter(1000)
    const values: string[] = []
    s.push('1 2\n"a b"[3', v => values.push(v))
    s.push(']4', v => values.push(v))
    s.end(v => values.push(v))
    expect(values).toEqual(['1', '2', '"a b"', '[3]', '4'])
  })
})

describe('label maps', () => {
  test('built-ins: imagenet-1000, imagenet-1001 (background first), coco-91', () => {
    const i1000 = builtinLabelMap('imagenet-1000')!
    const i1001 = builtinLabelMap('imagenet-1001')!
    expect(i1000.name(0)).toBe('tench')
    expect(i1001.name(1)).toBe('tench')
    expect(i1001.name(1000)).toBe(i1000.name(999))
    expect(i1001.name(1001)).toBeUndefined()
    expect(builtinLabelMap('coco-91')!.name(1)).toBe('person')
    expect(builtinLabelMap('coco-91')!.name(18)).toBe('dog')
  })

  test('user files: JSON array, JSON object either way round, one label per line', () => {
    expect(parseLabelFile('a.json', '["cat", "dog"]').name(1)).toBe('dog')
    expect(parseLabelFile('b.json', '{"0": "cat", "2": "fox"}').name(2)).toBe('fox')
    expect(parseLabelFile('c.json', '{"cat": 0, "dog": 1}').name(1)).toBe('dog')
    const txt = parseLabelFile('labels.txt', 'circle\r\nsquare\ntriangle\ncross\n')
    expect([0, 1, 2, 3].map(i => txt.name(i))).toEqual(['circle', 'square', 'triangle', 'cross'])
    expect(txt.indexOf('triangle')).toBe(2)
  })

  test('classes with equal counts are listed in one order, whatever order their names were met in', () => {
    const listed = (names: (string | number)[]) => {
      const registry = new ClassRegistry(parseLabelFile('labels.txt', 'circle\nsquare\n'))
      const summary = new ClassificationSummarizer(registry)
      names.forEach((name, i) =>
        summary.add(`k${i}`, 0, {
          kind: 'classification',
          shape: 's',
          classes: [registry.idOf(name)],
          scores: [0.9],
          width: 0
        })
      )
      return summary.result().classes.map(c => c.label)
    }
    // Model strings ('owl', 'émeu', 'bat'), a label-map name ('square') and an index (0): one each.
    const order = ['square', 0, 'owl', 'émeu', 'bat']
    expect(listed(order)).toEqual(['circle', 'square', 'bat', 'owl', 'émeu'])
    expect(listed([...order].reverse())).toEqual(['circle', 'square', 'bat', 'owl', 'émeu'])
  })

  test('bad label files name the file and the fix', () => {
    expect(() => parseLabelFile('m.json', '{"a": "b"}')).toThrow(
      /label-map: m.json is JSON but neither an array of names nor an object mapping index to name/
    )
    expect(() => parseLabelFile('n.json', '[1, 2')).toThrow(
      /label-map: n.json looks like JSON but does not parse/
    )
  })

  test('string labels from the model map through the label map to indices', () => {
    const reg = new ClassRegistry(parseLabelFile('labels.txt', 'circle\nsquare'))
    expect(reg.idOf('square')).toBe(1)
    expect(reg.idOf('1')).toBe(1)
    const other = reg.idOf('hexagon')
    expect(reg.nameOf(other)).toBe('hexagon')
    expect(reg.indexOf(other)).toBeUndefined()
  })
})
