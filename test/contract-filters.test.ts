import { formatCsvRow, parseCsvRow } from '../src/contract/csv.js'
import {
  createDataProcessing as compileAndCreate,
  RecordError,
  type DataProcessingOptions
} from '../src/backends/local/processing/data-processing.js'
import { recordFormat } from '../src/contract/data-processing.js'
import { IndexRangeError, parseJsonPath, selectJsonPath } from '../src/contract/jsonpath.js'

type Options = Omit<DataProcessingOptions, 'inputFilter' | 'outputFilter'> & {
  inputFilter?: string
  outputFilter?: string
}
/** As the local backend gets them: filters compiled by parseInputs. */
const createDataProcessing = ({ inputFilter, outputFilter, ...rest }: Options) =>
  compileAndCreate({
    ...rest,
    inputFilter: inputFilter === undefined ? undefined : parseJsonPath(inputFilter),
    outputFilter: outputFilter === undefined ? undefined : parseJsonPath(outputFilter)
  })

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
    expect(sel('$.a.b[1:4]')).toEqual([20, 30, 40])
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

  it('includes the end of a CSV column slice, as the developer guide examples do', () => {
    const row = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']
    const csv = (path: string) => selectJsonPath(parseJsonPath(path), row, { sliceEnd: 'included' })
    // "$[1:4]": the second through fifth columns; "[:5]": through the sixth column.
    expect(csv('$[1:4]')).toEqual(['c2', 'c3', 'c4', 'c5'])
    expect(csv('$[:5]')).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6'])
    expect(csv('$[-3:-1]')).toEqual(['c5', 'c6', 'c7'])
    expect(csv('$[0:6:2]')).toEqual(['c1', 'c3', 'c5', 'c7'])
    expect(csv('$[4:0:-2]')).toEqual(['c5', 'c3', 'c1'])
    expect(csv('$[1:]')).toEqual(['c2', 'c3', 'c4', 'c5', 'c6', 'c7'])
  })

  it('refuses an index or slice bound past the end of the list, instead of dropping it', () => {
    const row = ['id1', 'a', 'b', 'c', 'd']
    expect(() => sel('$[0,9]', row)).toThrow(
      new IndexRangeError('index 9 is past the end of a list of 5 (valid: -5 to 4)')
    )
    expect(() => sel('$[-6]', row)).toThrow('index -6 is past the end of a list of 5')
    expect(() => sel('$[5:]', row)).toThrow('slice start 5 is past the end of a list of 5 (valid: -5 to 4)')
    expect(() => sel('$[1:9]', row)).toThrow('slice end 9 is past the end of a list of 5 (valid: -5 to 5)')
    expect(sel('$[1:5]', row)).toEqual(['a', 'b', 'c', 'd'])
    expect(() => selectJsonPath(parseJsonPath('$[1:5]'), row, { sliceEnd: 'included' })).toThrow(
      'slice end 5 is past the end of a list of 5 (valid: -5 to 4)'
    )
    expect(() => sel('$.a.b[9]')).toThrow('index 9 is past the end of a list of 4')
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

  it('reads quotes as Python csv does: special only at the start of a field', () => {
    // One parser for the filters and the prediction reader; the reader's old one toggled quoting mid-field.
    expect(parseCsvRow('a"b,c')).toEqual(['a"b', 'c'])
    expect(parseCsvRow('5 "inch",0.9')).toEqual(['5 "inch"', '0.9'])
    expect(parseCsvRow('"ab"c,d')).toEqual(['abc', 'd'])
    expect(parseCsvRow('"x, ""y""",1')).toEqual(['x, "y"', '1'])
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

  it('fails the record whose joined CSV row is shorter than the output filter asks', () => {
    const p = createDataProcessing({
      ...csv,
      joinSource: 'Input',
      accept: 'text/csv',
      outputFilter: '$[0,9]'
    })!
    expect(() => p.output!(b('0.9\n'), [b('id1,1,2,3')], 1, 3)).toThrow(
      new RecordError(
        'record 3 (output-filter): $[0,9]: index 9 is past the end of a list of 5 (valid: -5 to 4)'
      )
    )
    const slice = createDataProcessing({
      ...csv,
      joinSource: 'Input',
      accept: 'text/csv',
      outputFilter: '$[1:4]'
    })!
    expect(slice.output!(b('0.9\n'), [b('id1,1,2,3')], 1, 1)).toEqual(['1,2,3,0.9'])
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
})
