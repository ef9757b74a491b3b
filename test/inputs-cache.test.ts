// `cache` and `cache-max-age`: each problem names the input, the value and the fix, before any network
// call; a valid cache reaches the spec.
import { formatProblem } from '../src/errors.js'
import { errorsOf, LOCAL_BASE, parse, SAGEMAKER_BASE } from './support/inputs.js'

const messages = (values: Record<string, string>) => errorsOf(values).problems.map(formatProblem)

describe('cache inputs', () => {
  it('takes an S3 prefix in both modes, a folder in local mode, with the age in days', () => {
    expect(parse({ ...SAGEMAKER_BASE, cache: 's3://my-bucket/cache/' }).data.cache).toEqual({
      uri: 's3://my-bucket/cache/',
      maxAgeDays: 30,
      write: true
    })
    expect(parse({ ...LOCAL_BASE, cache: '/tmp/cache', 'cache-max-age': '7.5' }).data.cache).toEqual({
      uri: '/tmp/cache',
      maxAgeDays: 7.5,
      write: true
    })
    expect(parse(SAGEMAKER_BASE).data.cache).toBeUndefined()
  })

  it('cache-write: false reads the cache and writes nothing; a read-only cache may be used with wait: false', () => {
    const readOnly = { ...SAGEMAKER_BASE, cache: 's3://my-bucket/cache/', 'cache-write': 'false' }
    expect(parse(readOnly).data.cache).toEqual({ uri: 's3://my-bucket/cache/', maxAgeDays: 30, write: false })
    // Nothing would be kept anyway: its hits are still placed.
    expect(parse({ ...readOnly, wait: 'false' }).data.cache?.write).toBe(false)
  })

  it('refuses a cache-write that is no boolean, or one without a cache', () => {
    expect(messages({ ...SAGEMAKER_BASE, cache: 's3://my-bucket/cache/', 'cache-write': 'no' })).toEqual([
      'cache-write: is not a boolean (got "no"). Use true or false.'
    ])
    expect(messages({ ...SAGEMAKER_BASE, 'cache-write': 'false' })).toEqual([
      'cache-write: is used only with cache (got "false"). Set cache, or remove cache-write.'
    ])
  })

  it('refuses a runner folder in SageMaker mode', () => {
    expect(messages({ ...SAGEMAKER_BASE, cache: '/tmp/cache' })).toEqual([
      expect.stringMatching(
        /^cache: is not an S3 URI \(got "\/tmp\/cache"\)\. In SageMaker mode the cache is an S3 prefix/
      )
    ])
  })

  it('refuses a cache that shares a folder with output-path or lies inside data', () => {
    expect(messages({ ...SAGEMAKER_BASE, cache: 's3://my-bucket/output/cache/' })).toEqual([
      expect.stringMatching(/^cache: shares a folder with output-path \(s3:\/\/my-bucket\/output\/\)/)
    ])
    // A bucket's root holds output-path; data holding no cache is no problem.
    expect(messages({ ...SAGEMAKER_BASE, cache: 's3://my-bucket/' })).toEqual([
      expect.stringMatching(/^cache: shares a folder with output-path/)
    ])
    expect(messages({ ...SAGEMAKER_BASE, cache: 's3://my-bucket/input/cache/' })).toEqual([
      expect.stringMatching(
        /^cache: is inside data \(s3:\/\/my-bucket\/input\/\): the cached outputs would be listed as inputs/
      )
    ])
    expect(parse({ ...SAGEMAKER_BASE, cache: 's3://other-bucket/output/' }).data.cache?.uri).toBe(
      's3://other-bucket/output/'
    )
  })

  it('reserves github for GitHub’s cache service, in local mode only; ./github is a folder', () => {
    expect(parse({ ...LOCAL_BASE, cache: 'github', 'cache-max-age': '3' }).data.cache).toEqual({
      uri: '',
      github: true,
      maxAgeDays: 3,
      write: true
    })
    expect(parse({ ...LOCAL_BASE, cache: 'GitHub' }).data.cache).toMatchObject({ github: true })
    expect(parse({ ...LOCAL_BASE, cache: './github' }).data.cache).toEqual({
      uri: './github',
      maxAgeDays: 30,
      write: true
    })
    expect(messages({ ...SAGEMAKER_BASE, cache: 'github' })).toEqual([
      'cache: keeps a folder on the runner in GitHub\'s cache service, which serves local mode only (got "github"). ' +
        'In SageMaker mode use an S3 prefix, e.g. s3://bucket/cache/ (or mode: local).'
    ])
  })

  it('refuses wait: false with a cache, up front: nothing could be kept', () => {
    expect(messages({ ...SAGEMAKER_BASE, cache: 's3://my-bucket/cache/', wait: 'false' })).toEqual([
      'wait: leaves nothing for cache to keep (the step ends before the job has made any output) (got "false"). ' +
        'Remove wait (the cache keeps the outputs once the job is done), or remove cache.'
    ])
    expect(parse({ ...SAGEMAKER_BASE, wait: 'false' }).control.wait).toBe(false)
  })

  it('refuses an age that is no number of days above 0, and an age without a cache, all at once', () => {
    expect(messages({ ...SAGEMAKER_BASE, cache: 's3://cache-bucket/x/', 'cache-max-age': '0' })).toEqual([
      expect.stringMatching(
        /^cache-max-age: is not a number of days above 0 \(got "0"\)\. Use a number of days, e\.g\. 30/
      )
    ])
    expect(messages({ ...SAGEMAKER_BASE, 'cache-max-age': '2 weeks', instance: '' })).toEqual([
      expect.stringMatching(/^cache-max-age: is not a number of days above 0/),
      expect.stringMatching(
        /^cache-max-age: is used only with cache \(got "2 weeks"\)\. Set cache, or remove cache-max-age\./
      )
    ])
  })
})
