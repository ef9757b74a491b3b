// The job's data-log read as facts: the settings line, each failed object's group (status line, then
// `Message:` and the answer's lines) in the shapes users have reported, keys verbatim, groups of several
// objects and streams interleaved, retries, and reasons worded as local mode words them.
import { DataLogParser, reasonOf } from '../src/backends/sagemaker/wait/data-log.js'
import { FailuresSeen } from '../src/backends/sagemaker/wait/failures-seen.js'
import { describeProgress, failureLabels } from '../src/backends/sagemaker/wait/progress.js'
import {
  answerExcerpt,
  httpFailure,
  NO_ANSWER,
  reasonLabel,
  timeoutFailure
} from '../src/contract/object-failures.js'

const AT = '2026-01-05T09:00:01.123:[sagemaker logs]: '
const lines = (...texts: string[]): string[] => texts.map(t => `${AT}${t}\n`)

describe('the data-log parser', () => {
  it('reports the settings line once, and a 400 with its several-line answer', () => {
    const p = new DataLogParser()
    const first = p.read(
      's1',
      lines(
        'MaxConcurrentTransforms=2, MaxPayloadInMB=10, BatchStrategy=MULTI_RECORD',
        'shapes/in/a.jpg: ClientError: 400',
        'shapes/in/a.jpg: ',
        'shapes/in/a.jpg: Message:',
        'shapes/in/a.jpg: {"error": "cannot identify image file",',
        'shapes/in/a.jpg:  "type": "UnidentifiedImageError"}'
      )
    )
    expect(first.settings).toBe('MaxConcurrentTransforms=2, MaxPayloadInMB=10, BatchStrategy=MULTI_RECORD')
    expect(first.failures).toEqual([
      {
        object: 'shapes/in/a.jpg',
        reason: 'HTTP 400: {"error": "cannot identify image file", "type": "UnidentifiedImageError"}'
      }
    ])
    // A second instance's settings line is not news.
    expect(
      p.read('s2', lines('MaxConcurrentTransforms=2, MaxPayloadInMB=10, BatchStrategy=MULTI_RECORD'))
    ).toEqual({ failures: [] })
  })

  it("gives a 500 the model's last error line, a timeout and a lost answer in local mode's words", () => {
    const p = new DataLogParser()
    const facts = p.read(
      's',
      lines(
        'b/in/t.jpg: Bad HTTP status received from algorithm: 500',
        'b/in/t.jpg: ',
        'b/in/t.jpg: Message:',
        'b/in/t.jpg: Traceback (most recent call last):',
        'b/in/t.jpg:   File "/opt/ml/model/code/inference.py", line 12, in predict_fn',
        "b/in/t.jpg:     raise ValueError('channels: 4, expected 3')",
        'b/in/t.jpg: ValueError: channels: 4, expected 3',
        'b/in/slow.jpg: Model server did not respond to /invocations request within 600 seconds',
        'b/in/gone.jpg: Unable to get response from algorithm'
      )
    )
    expect(facts.failures).toEqual([
      { object: 'b/in/t.jpg', reason: 'HTTP 500: ValueError: channels: 4, expected 3' },
      { object: 'b/in/slow.jpg', reason: timeoutFailure('600 s') },
      { object: 'b/in/gone.jpg', reason: NO_ANSWER }
    ])
    expect(timeoutFailure('600 s')).toBe('no complete answer within 600 s (invocation-timeout)')
  })

  it('takes keys verbatim (spaces, `: `, one key the prefix of another) across interleaved groups', () => {
    const p = new DataLogParser()
    const odd = 'b/in/a: b .jpg'
    const facts = p.read(
      's',
      lines(
        `${odd}: ClientError: 413`,
        'b/in/a: ClientError: 415',
        `${odd}: `,
        'b/in/a: Message:',
        `${odd}: Message:`,
        'b/in/a: unsupported content type image/png',
        `${odd}: request of 9000000 bytes is above TS_MAX_REQUEST_SIZE (6553500)`
      )
    )
    expect(Object.fromEntries(facts.failures.map(f => [f.object, f.reason]))).toEqual({
      [odd]: 'HTTP 413: request of 9000000 bytes is above TS_MAX_REQUEST_SIZE (6553500)',
      'b/in/a': 'HTTP 415: unsupported content type image/png'
    })
  })

  it("keeps an object's latest failure, and follows each stream's groups across reads", () => {
    const p = new DataLogParser()
    const seen = new FailuresSeen()
    const take = (stream: string, texts: string[]) => {
      for (const f of p.read(stream, lines(...texts)).failures) seen.record(f.object.slice(2), f.reason)
    }
    take('i1', ['b/x.jpg: Bad HTTP status received from algorithm: 503', 'b/x.jpg: ', 'b/x.jpg: Message:'])
    take('i2', ['b/y.jpg: ClientError: 413'])
    take('i1', ['b/x.jpg: busy', 'b/x.jpg: ClientError: 400', 'b/x.jpg: ', 'b/x.jpg: Message:'])
    expect(seen.reasonOf('x.jpg')).toBe('HTTP 400 with an empty body')
    take('i1', ['b/x.jpg: bad input'])
    expect(seen.entries()).toEqual([
      { key: 'x.jpg', reason: 'HTTP 400: bad input' },
      { key: 'y.jpg', reason: 'HTTP 413 with an empty body' }
    ])
    expect(seen.count).toBe(2)
  })

  it('ignores lines of no failed object, and answer lines before `Message:`', () => {
    const p = new DataLogParser()
    expect(
      p.read(
        's',
        lines(
          '10.0.0.1 - - "POST /invocations HTTP/1.1" 200',
          'b/k: noise',
          'b/k: ClientError: 400',
          'b/k: early'
        )
      )
    ).toEqual({ failures: [{ object: 'b/k', reason: 'HTTP 400 with an empty body' }] })
  })

  it('keeps only the end of a very long answer', () => {
    const body = [...Array.from({ length: 500 }, (_, i) => `frame ${i}`), 'RuntimeError: CUDA out of memory']
    expect(reasonOf({ status: '500', body })).toBe('HTTP 500: RuntimeError: CUDA out of memory')
    const p = new DataLogParser()
    const facts = p.read('s', lines('b/k: ClientError: 400', 'b/k: Message:', ...body.map(l => `b/k: ${l}`)))
    expect(facts.failures[0].reason).toBe('HTTP 400: RuntimeError: CUDA out of memory')
  })
})

describe('the words of a failure', () => {
  it('reads a traceback by its last line, any other answer whole, and cuts it', () => {
    expect(answerExcerpt('Traceback (most recent call last):\n  File "x"\nKeyError: \'b64\'\n')).toBe(
      "KeyError: 'b64'"
    )
    expect(answerExcerpt('{\n "error": "bad"\n}')).toBe('{ "error": "bad" }')
    expect(answerExcerpt('model failed\n::error::x')).toBe('model failed ::error::x')
    expect(answerExcerpt('x'.repeat(400))).toBe(`${'x'.repeat(300)}...`)
    expect(httpFailure(503, undefined)).toBe('HTTP 503 with an empty body')
  })

  it('labels reasons for the progress line', () => {
    expect(reasonLabel('POST /invocations failed after 4 attempts: HTTP 413: too big')).toBe('413')
    expect(reasonLabel(timeoutFailure('2 s'))).toBe('timeout')
    expect(reasonLabel(NO_ANSWER)).toBe('no answer')
    expect(reasonLabel('something else')).toBe('other')
  })
})

describe('failures so far', () => {
  it('groups by label and by reason, most frequent first, with the first key as example', () => {
    const seen = new FailuresSeen()
    for (let i = 0; i < 10; i++) seen.record(`in/big-${i}.jpg`, 'HTTP 413: too big')
    seen.record('in/z.jpg', 'HTTP 500: ValueError: x')
    seen.record('in/a.jpg', 'HTTP 500: KeyError: y')
    seen.record('in/slow.jpg', timeoutFailure('600 s'))
    seen.record('in/gone.jpg', NO_ANSWER)
    expect(seen.byLabel()).toEqual([
      { label: '413', count: 10 },
      { label: '500', count: 2 },
      { label: 'no answer', count: 1 },
      { label: 'timeout', count: 1 }
    ])
    expect(seen.byReason()[0]).toEqual({ reason: 'HTTP 413: too big', count: 10, example: 'in/big-0.jpg' })
    expect(failureLabels(seen)).toBe('413 x 10, 500 x 2, no answer x 1, others x 1')
    expect(
      describeProgress(
        {
          landed: 1204,
          failed: 14,
          done: 1218,
          expected: 10_000,
          idleMs: 0,
          perMinute: 600,
          leftMs: 14 * 60_000
        },
        seen
      )
    ).toBe(
      '1,218 of 10,000 done (12%; 1,204 outputs, 14 failed: 413 x 10, 500 x 2, no answer x 1, others x 1), 600/min, about 14 min left'
    )
    expect(describeProgress({ landed: 0, failed: 14, done: 14, expected: 20, idleMs: 0 }, seen)).toBe(
      '14 of 20 done (70%; 0 outputs, 14 failed: 413 x 10, 500 x 2, no answer x 1, others x 1)'
    )
  })
})
