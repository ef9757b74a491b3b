import { UserError } from '../src/errors.js'
import { formatCsvRow, parseCsvRow } from '../src/local/processing/csv.js'
import { createDataProcessing, recordFormat, RecordError } from '../src/local/processing/index.js'
import { parseJsonPath, selectJsonPath } from '../src/local/processing/jsonpath.js'

const doc = { a: { b: [10, 20, 30, 40] }, c: 'x', 'd e': true }
const sel = (path: string, value: unknown = doc) => selectJsonPath(parseJsonPath(path), value)

describe('JSONPath subset', () => {
  it('selects single values with definite paths', () => {
    expect(sel('$')).toEqual(doc)
    expect(sel('$.a.b')).toEqual([10, 20, 30, 40])
    expect(sel("$['c']")).toBe('x')
    expect(sel('$["d e"]')).toBe(true)
    expect(sel('$.a.b[1]')).toBe(20)
    expect(sel('$.a.b[-1]')).toBe(40)
    expect(sel("$['a']['b'][0]")).toBe(10)
    expect(sel('$.missing')).toBeUndefined()
    expect(sel('$.a.b[9]')).toBeUndefined()
  })

  it('selects lists with slices, unions and wildcards', () => {
    expect(sel('$.a.b[1:3]')).toEqual([20, 30])
    expect(sel('$.a.b[1,3]')).toEqual([20, 40])
    expect(sel('$.a.b[0, -1]')).toEqual([10, 40])
    expect(sel('$.a.b[*]')).toEqual([10, 20, 30, 40])
    expect(sel('$.a.b[:2]')).toEqual([10, 20])
    expect(sel('$.a.b[-2:]')).toEqual([30, 40])
    expect(sel('$.a.b[::2]')).toEqual([10, 30])
    expect(sel('$.a.b[::-1]')).toEqual([40, 30, 20, 10])
    expect(sel('$.a.b[0,2:]')).toEqual([10, 30, 40])
    expect(sel('$.*')).toEqual([{ b: [10, 20, 30, 40] }, 'x', true])
    expect(sel('$.a.b[5:]')).toEqual([])
  })

  it('picks several members as an object when they are the last step', () => {
    expect(sel("$['c','a']")).toEqual({ c: 'x', a: { b: [10, 20, 30, 40] } })
    expect(sel("$['c','nope']")).toEqual({ c: 'x' })
  })

  it('treats a CSV row as an array of columns', () => {
    const row = ['id7', '1.5', '2', '0.25']
    expect(sel('$[1:]', row)).toEqual(['1.5', '2', '0.25'])
    expect(sel('$[0,-1]', row)).toEqual(['id7', '0.25'])
    expect(sel('$[0]', row)).toBe('id7')
  })

  it('rejects what is outside the subset with the position', () => {
    expect(() => parseJsonPath('features')).toThrow('a path must start with `$` at position 1 of "features"')
    expect(() => parseJsonPath('$..a')).toThrow('deep scan `..` is not supported at position 2')
    expect(() => parseJsonPath('$[a]')).toThrow(
      'expected an index, a slice, a quoted name or `*` at position 3'
    )
    expect(() => parseJsonPath("$['a]")).toThrow('an unterminated quoted name')
    expect(() => parseJsonPath('$[1 2]')).toThrow('expected `,` or `]` at position 5')
    expect(() => parseJsonPath('$[::0]')).toThrow('a slice step cannot be 0')
  })
})

describe('CSV rows', () => {
  it('parses quoted fields and formats them back', () => {
    const fields = parseCsvRow('a,"b,c","d""e",,f')
    expect(fields).toEqual(['a', 'b,c', 'd"e', '', 'f'])
    expect(formatCsvRow(fields)).toBe('a,"b,c","d""e",,f')
    expect(parseCsvRow('')).toEqual([''])
    expect(formatCsvRow([1, null, 'x\ny', { k: 1 }])).toBe('1,,"x\ny","{""k"":1}"')
    expect(formatCsvRow('one')).toBe('one')
  })
})

describe('DataProcessing', () => {
  const json = { contentType: 'application/jsonlines', splitType: 'Line' as const }
  const csv = { contentType: 'text/csv', splitType: 'Line' as const }
  const b = (s: string) => Buffer.from(s)

  it('knows JSON and CSV content types', () => {
    expect(recordFormat('application/json; charset=utf-8')).toBe('json')
    expect(recordFormat('application/x-jsonlines')).toBe('json')
    expect(recordFormat('text/csv')).toBe('csv')
    expect(recordFormat('application/x-image')).toBeUndefined()
  })

  it('does nothing for the default `$` filters and no join', () => {
    expect(
      createDataProcessing({ ...json, inputFilter: '$', outputFilter: '$', joinSource: 'None' })
    ).toBeUndefined()
  })

  it('filters JSON and CSV inputs before they are sent', () => {
    const j = createDataProcessing({ ...json, inputFilter: '$.features' })!
    expect(j.input!(b('{"id":1,"features":[1,2.5]}'), 1).toString()).toBe('[1,2.5]')
    expect(() => j.input!(b('{"id":1}'), 4)).toThrow(
      new RecordError('record 4 (input-filter): $.features selects nothing')
    )
    expect(() => j.input!(b('{oops'), 2)).toThrow('record 2 is not valid JSON')
    const c = createDataProcessing({ ...csv, inputFilter: '$[1:]' })!
    expect(c.input!(b('id7,1.5,"a,b"'), 1).toString()).toBe('1.5,"a,b"')
  })

  it('joins JSON outputs under SageMakerOutput, or wraps inputs that are not objects', () => {
    const p = createDataProcessing({ ...json, joinSource: 'Input', accept: 'application/json' })!
    expect(p.keepInputs).toBe(true)
    expect(p.output!(b('{"score":0.9}\n'), [b('{"id":1}')], 1, 1)).toEqual([
      '{"id":1,"SageMakerOutput":{"score":0.9}}'
    ])
    expect(p.output!(b('0.5\n"x"\n'), [b('[1,2]'), b('"s"')], 2, 1)).toEqual([
      '{"SageMakerInput":[1,2],"SageMakerOutput":0.5}',
      '{"SageMakerInput":"s","SageMakerOutput":"x"}'
    ])
    expect(p.output!(b('not json'), [b('{"id":2}')], 1, 1)).toEqual(['{"id":2,"SageMakerOutput":"not json"}'])
  })

  it('joins and filters the ID example: drop the ID on the way in, keep ID and prediction on the way out', () => {
    const p = createDataProcessing({
      ...csv,
      inputFilter: '$[1:]',
      joinSource: 'Input',
      outputFilter: '$[0,-1]'
    })!
    expect(p.input!(b('id7,1.5,2'), 1).toString()).toBe('1.5,2')
    expect(p.output!(b('0.91\r\n0.12\n'), [b('id7,1.5,2'), b('id8,3,4')], 2, 1)).toEqual([
      'id7,0.91',
      'id8,0.12'
    ])
    const j = createDataProcessing({
      ...json,
      joinSource: 'Input',
      outputFilter: "$['id','SageMakerOutput']"
    })!
    expect(j.output!(b('[0.2,0.8]'), [b('{"id":"a","features":[1]}')], 1, 1)).toEqual([
      '{"id":"a","SageMakerOutput":[0.2,0.8]}'
    ])
  })

  it('applies an output filter alone to JSON outputs', () => {
    const p = createDataProcessing({ ...json, accept: 'application/json', outputFilter: '$.predictions[0]' })!
    expect(p.keepInputs).toBe(false)
    expect(p.output!(b('{"predictions":[3,4]}'), undefined, 1, 1)).toEqual(['3'])
  })

  it('fails a mini-batch whose answer has a different number of lines than records', () => {
    const p = createDataProcessing({ ...csv, joinSource: 'Input' })!
    expect(() => p.output!(b('1\n2\n'), [b('a'), b('b'), b('c')], 3, 4)).toThrow(
      'the response to records 4-6 has 2 lines for 3 records; join-source and output-filter need one output ' +
        'line per record (or use strategy SingleRecord)'
    )
  })

  it('refuses combinations SageMaker cannot run, naming the inputs', () => {
    expect(() =>
      createDataProcessing({ contentType: 'application/x-image', splitType: 'TFRecord', joinSource: 'Input' })
    ).toThrow(/^join-source: Input work on JSON or CSV records, not on TFRecord records/)
    expect(() =>
      createDataProcessing({ contentType: 'application/x-image', splitType: 'None', inputFilter: '$[1:]' })
    ).toThrow(/^input-filter needs JSON or CSV input, but content-type is "application\/x-image"/)
    expect(() =>
      createDataProcessing({ ...json, accept: 'image/png', contentType: 'image/png', outputFilter: '$.a' })
    ).toThrow(/^output-filter needs JSON or CSV output, but accept is "image\/png"/)
    expect(() => createDataProcessing({ ...json, inputFilter: 'features' })).toThrow(UserError)
    expect(() => createDataProcessing({ ...json, inputFilter: 'features' })).toThrow(
      /^input-filter: a path must start/
    )
  })
})
