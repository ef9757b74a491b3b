import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { BaselineComparer } from '../src/results/baseline/baseline-comparer.js'
import { loadBaseline } from '../src/results/baseline/baseline-index.js'
import { ClassRegistry } from '../src/results/classes.js'
import { ClassificationEvaluator } from '../src/results/evaluation/classification-accuracy.js'
import { averagePrecision, DetectionEvaluator, iou } from '../src/results/evaluation/detection-quality.js'
import { evaluateGates } from '../src/results/evaluation/quality-gates.js'
import { parseGroundTruth } from '../src/results/evaluation/ground-truth.js'
import { S3Client } from '@aws-sdk/client-s3'
import { prefixListing, type InputListing } from '../src/listing/listing.js'
import { S3Store } from '../src/storage/s3.js'
import { parseS3Uri } from '../src/storage/uri.js'
import type { ClassificationPrediction, DetectionPrediction } from '../src/results/predictions.js'
import { FsStore } from '../src/storage/fs-store.js'
import type { ReportSpec } from '../src/spec.js'

function inputsAt(uriPrefix: string): InputListing {
  const loc = parseS3Uri(uriPrefix)
  if (!loc) return prefixListing(new FsStore(uriPrefix), '')
  return prefixListing(
    new S3Store(new S3Client({ region: 'us-east-1' }), { bucket: loc.bucket, key: '' }),
    loc.key
  )
}

function cls(classes: number[], scores = classes.map((_, i) => 0.9 - i * 0.1)): ClassificationPrediction {
  return { kind: 'classification', shape: 'test', classes, scores, width: 10 }
}

function det(items: [number, number, number, number, number, number][]): DetectionPrediction {
  return {
    kind: 'detection',
    shape: 'test',
    labels: items.map(i => i[0]),
    scores: items.map(i => i[1]),
    boxes: items.flatMap(i => [i[2], i[3], i[4], i[5]]),
    normalized: false
  }
}

const gtLine = (ref: string, boxes: [number, number, number, number, number][]) =>
  JSON.stringify({
    'source-ref': ref,
    boxes: {
      image_size: [{ width: 100, height: 100, depth: 3 }],
      annotations: boxes.map(([c, left, top, width, height]) => ({ class_id: c, left, top, width, height }))
    },
    'boxes-metadata': { 'class-map': { '0': 'a', '1': 'b' }, type: 'groundtruth/object-detection' }
  })

describe('ground truth manifests', () => {
  test('absolute refs under the input prefix, relative refs beside the manifest, refs elsewhere', () => {
    const text = [
      '{"source-ref": "s3://bucket/images/cat/1.jpg", "class": 0}',
      '{"source-ref": "images/2.jpg", "class": "dog"}',
      '{"source-ref": "s3://other/3.jpg", "class": 1}',
      '{"source-ref": "s3://bucket/images/4.jpg", "animal": 1, "animal-metadata": {"class-name": "dog"}}',
      ''
    ].join('\n')
    const registry = new ClassRegistry()
    const gt = parseGroundTruth(text, 's3://bucket/gt.jsonl', inputsAt('s3://bucket/images/'), registry)
    expect(gt.kind).toBe('classification')
    expect(gt.lines).toBe(4)
    expect(gt.notAnInput).toBe(1)
    expect([...gt.byKey.keys()]).toEqual(['cat/1.jpg', '2.jpg', '4.jpg'])
    expect(gt.byKey.get('cat/1.jpg')).toEqual({ cls: 0 })
    expect(registry.nameOf(gt.byKey.get('2.jpg')!.cls!)).toBe('dog')
  })

  test('object-detection lines become x1, y1, x2, y2 boxes with the image size', () => {
    const gt = parseGroundTruth(
      gtLine('images/a.jpg', [[1, 10, 20, 30, 40]]),
      '/data/gt.jsonl',
      inputsAt('/data/images/'),
      new ClassRegistry()
    )
    expect(gt.kind).toBe('detection')
    expect(gt.byKey.get('a.jpg')).toEqual({
      boxes: [{ cls: 1, x1: 10, y1: 20, x2: 40, y2: 60 }],
      width: 100,
      height: 100
    })
  })

  test('bad lines are a user error listing the lines', () => {
    expect(() =>
      parseGroundTruth(
        '{"source-ref": "a.jpg", "class": 1}\nnot json\n{"class": 2}\n',
        'gt.jsonl',
        inputsAt('/x/'),
        new ClassRegistry()
      )
    ).toThrow('ground-truth: gt.jsonl has 2 bad lines (line 2 is not JSON; line 3 has no "source-ref")')
  })
})

describe('classification evaluation (hand-computed)', () => {
  test('top-1 / top-5 accuracy and per-class recall; missing and unlabelled objects apart', () => {
    const text = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6']
      .map((k, i) => JSON.stringify({ 'source-ref': `s3://bkt/in/${k}`, class: Math.floor(i / 2) }))
      .join('\n')
    const registry = new ClassRegistry()
    const gt = parseGroundTruth(text, 's3://bkt/gt.jsonl', inputsAt('s3://bkt/in/'), registry)
    const e = new ClassificationEvaluator(gt, registry)
    e.add('o1', 0, cls([0, 1]))
    e.add('o2', 0, cls([1, 0]))
    e.add('o3', 0, cls([1, 2]))
    e.add('o4', 0, cls([2, 0]))
    e.add('o5', 0, cls([2]))
    e.add('o7', 0, cls([0])) // no ground truth
    e.add('o1', 1, cls([2])) // later records of an object are not compared
    const r = e.result()
    expect(r).toMatchObject({
      evaluated: 5,
      missing: 1,
      top1Correct: 3,
      top5Correct: 4,
      top1Accuracy: 0.6,
      top5Accuracy: 0.8
    })
    expect(r.perClass).toEqual([
      { index: 0, label: '0', support: 2, correct: 1, recall: 0.5 },
      { index: 1, label: '1', support: 2, correct: 1, recall: 0.5 },
      { index: 2, label: '2', support: 1, correct: 1, recall: 1 }
    ])
  })
})

describe('detection evaluation (hand-computed)', () => {
  test('IoU', () => {
    expect(iou([0, 0, 10, 10], [1, 1, 10, 10])).toBeCloseTo(0.81, 10)
    expect(iou([0, 0, 10, 10], [0, 0, 10, 12])).toBeCloseTo(100 / 120, 10)
    expect(iou([0, 0, 10, 10], [10, 10, 20, 20])).toBe(0)
  })

  test('all-point AP: TP FP TP FP over 3 boxes = 1/3 * 1 + 1/3 * 2/3 = 5/9', () => {
    expect(averagePrecision([0.9, 0.8, 0.7, 0.6], [1, 0, 1, 0], 3)).toBeCloseTo(5 / 9, 12)
    expect(averagePrecision([0.9, 0.8], [1, 1], 2)).toBe(1)
    expect(averagePrecision([0.9], [0], 1)).toBe(0)
    // order of arrival does not matter
    expect(averagePrecision([0.6, 0.7, 0.8, 0.9], [0, 1, 0, 1], 3)).toBeCloseTo(5 / 9, 12)
  })

  test('per-class precision/recall at the threshold, AP@0.5 and mAP on two images', () => {
    const text = [
      gtLine('s3://bkt/in/1.jpg', [
        [0, 0, 0, 10, 10],
        [0, 20, 20, 10, 10]
      ]),
      gtLine('s3://bkt/in/2.jpg', [
        [0, 0, 0, 10, 10],
        [1, 40, 40, 10, 10]
      ]),
      gtLine('s3://bkt/in/3.jpg', [[1, 0, 0, 5, 5]]) // never predicted
    ].join('\n')
    const registry = new ClassRegistry()
    const gt = parseGroundTruth(text, 's3://bkt/gt.jsonl', inputsAt('s3://bkt/in/'), registry)
    const e = new DetectionEvaluator(gt, registry, 0.65)
    e.add(
      '1.jpg',
      0,
      det([
        [0, 0.9, 0, 0, 10, 10], // TP (IoU 1)
        [0, 0.8, 1, 1, 10, 10], // best match already taken: FP
        [0, 0.6, 50, 50, 60, 60], // no overlap: FP (below threshold)
        [1, 0.95, 0, 0, 5, 5] // wrong class: FP
      ])
    )
    e.add('2.jpg', 0, det([[0, 0.7, 0, 0, 10, 12]])) // TP (IoU 0.833)
    const r = e.result()
    expect(r.evaluated).toBe(2)
    expect(r.missing).toBe(1)
    const a = r.perClass.find(c => c.label === '0')!
    const b = r.perClass.find(c => c.label === '1')!
    expect(a).toMatchObject({ groundTruth: 3, detections: 3, truePositives: 2, falsePositives: 1 })
    expect(a.precision).toBeCloseTo(2 / 3, 12)
    expect(a.recall).toBeCloseTo(2 / 3, 12)
    expect(a.ap).toBeCloseTo(5 / 9, 12)
    expect(b).toMatchObject({
      groundTruth: 1,
      detections: 1,
      truePositives: 0,
      falsePositives: 1,
      precision: 0,
      recall: 0,
      ap: 0
    })
    expect(r.map).toBeCloseTo(5 / 18, 12)
    expect(r.precision).toBeCloseTo(2 / 4, 12)
    expect(r.recall).toBeCloseTo(2 / 4, 12)
  })

  test('mAP is the same number whatever order the images are read in', () => {
    // [ground-truth boxes, true positives] per class: APs 1/3, 2/3, 1/9, 1/6, 1/2, 1/5, whose sum
    // depends on the order it is added in.
    const classes = [
      [3, 1],
      [3, 2],
      [9, 1],
      [6, 1],
      [2, 1],
      [5, 1]
    ]
    const boxes = (k: number, n: number) =>
      Array.from({ length: n }, (_, j): [number, number, number, number, number] => [k, j * 20, 0, 10, 10])
    const text = classes.map(([p], k) => gtLine(`s3://bkt/in/${k}.jpg`, boxes(k, p))).join('\n')
    const mapIn = (order: number[]) => {
      const registry = new ClassRegistry()
      const gt = parseGroundTruth(text, 's3://bkt/gt.jsonl', inputsAt('s3://bkt/in/'), registry)
      const e = new DetectionEvaluator(gt, registry, 0.5)
      for (const k of order) {
        const hits = boxes(k, classes[k][1]).map(
          ([c, x]): [number, number, number, number, number, number] => [c, 0.9, x, 0, x + 10, 10]
        )
        e.add(`${k}.jpg`, 0, det(hits))
      }
      return e.result().map
    }
    const first = mapIn([0, 1, 2, 3, 4, 5])
    expect(first).toBeCloseTo((1 / 3 + 2 / 3 + 1 / 9 + 1 / 6 + 1 / 2 + 1 / 5) / 6, 12)
    expect(mapIn([0, 2, 3, 1, 4, 5])).toBe(first)
    expect(mapIn([0, 2, 5, 3, 4, 1])).toBe(first)
  })

  test('normalized boxes are scaled by the ground-truth image size', () => {
    const gt = parseGroundTruth(
      gtLine('s3://bkt/in/1.jpg', [[0, 10, 10, 20, 20]]),
      's3://bkt/gt',
      inputsAt('s3://bkt/in/'),
      new ClassRegistry()
    )
    const e = new DetectionEvaluator(gt, new ClassRegistry(), 0.5)
    e.add('1.jpg', 0, { ...det([[0, 0.9, 0.1, 0.1, 0.3, 0.3]]), normalized: true })
    expect(e.result().map).toBe(1)
  })
})

describe('baseline comparison', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'baseline-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  const vec = (k: number, p: number) =>
    JSON.stringify({ predictions: [{ probabilities: k === 0 ? [p, 1 - p] : [1 - p, p] }] })

  test('agreement, class-count deltas and changed predictions (hand-computed)', async () => {
    const before = path.join(dir, 'main')
    await mkdir(before, { recursive: true })
    await writeFile(path.join(before, 'a.jpg.out'), vec(0, 0.9))
    await writeFile(path.join(before, 'b.jpg.out'), vec(1, 0.8))
    await writeFile(path.join(before, 'c.jpg.out'), vec(0, 0.6))
    await writeFile(path.join(before, 'd.jpg.out'), vec(1, 0.7))
    await writeFile(path.join(before, '_summary.json'), '{"not": "an output"}')
    const registry = new ClassRegistry()
    const read = { format: 'auto' as const, classes: registry }
    const index = await loadBaseline(new FsStore(before), { read, registry, threshold: 0.5, concurrency: 4 })
    const cmp = new BaselineComparer(before, index, registry, 0.5)
    const current = new Map<number, number>([
      [0, 3],
      [1, 1]
    ])
    cmp.add('a.jpg', 0, cls([0, 1], [0.95, 0.05]))
    cmp.add('b.jpg', 0, cls([0, 1], [0.55, 0.45]))
    cmp.add('c.jpg', 0, cls([0, 1], [0.6, 0.4]))
    cmp.add('e.jpg', 0, cls([1, 0], [0.6, 0.4]))
    const r = cmp.result(current)
    expect(r).toMatchObject({
      compared: 3,
      agreed: 2,
      onlyInBaseline: 1,
      onlyInCurrent: 1,
      baselineObjects: 4
    })
    expect(r.agreement).toBeCloseTo(2 / 3, 12)
    expect(r.classDeltas).toEqual([
      { index: 0, label: '0', before: 2, after: 3, delta: 1 },
      { index: 1, label: '1', before: 2, after: 1, delta: -1 }
    ])
    expect(r.changed.count).toBe(1)
    expect(r.changed.examples[0]).toMatchObject({
      key: 'b.jpg',
      record: 0,
      before: '1',
      after: '0',
      afterConfidence: 0.55
    })
    expect(r.changed.examples[0].beforeConfidence).toBeCloseTo(0.8, 12)
  })
})

describe('gates', () => {
  const report = (r: Partial<ReportSpec>): ReportSpec => ({
    outputFormat: 'auto',
    scoreThreshold: 0.5,
    comment: 'never',
    commentKey: 'k',
    detectionImages: 0,
    ...r
  })

  test('messages give the measured value and the threshold', () => {
    const results = evaluateGates(report({ minAccuracy: 0.9, minAgreement: 0.95, maxFailedObjects: 0 }), {
      accuracy: 0.8125,
      accuracyName: 'top-1 accuracy',
      accuracyDetail: '13 of 16',
      agreement: 0.97,
      failedObjects: 2,
      objectsTotal: 16
    })
    expect(results.map(r => [r.gate, r.passed, r.message])).toEqual([
      ['min-accuracy', false, 'min-accuracy: top-1 accuracy 0.8125 (13 of 16) is below the threshold 0.9'],
      ['min-agreement', true, 'min-agreement: top-1 agreement 0.97 meets 0.95'],
      [
        'max-failed-objects',
        false,
        'max-failed-objects: 2 of 16 objects failed (no output), more than the allowed 0'
      ]
    ])
  })

  test('a gate whose figure was not measured fails and says why', () => {
    const [g] = evaluateGates(report({ minAccuracy: 0.5 }), {
      accuracyName: 'top-1 accuracy',
      accuracyMissing: 'no ground-truth given',
      failedObjects: 0,
      objectsTotal: 1
    })
    expect(g).toEqual({
      gate: 'min-accuracy',
      threshold: 0.5,
      measured: null,
      passed: false,
      message:
        'min-accuracy: top-1 accuracy could not be measured (no ground-truth given), so it cannot meet 0.5'
    })
  })
})
