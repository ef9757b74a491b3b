// action.yml and parseInputs agree: the same inputs, the same defaults; the outputs and runs block.
import { readFile } from 'node:fs/promises'
import { parseActionYaml, type YamlMap } from '../scripts/action-yml.mjs'
import { inputGroups } from '../scripts/inputs-table.mjs'
import type { JobStatus } from '../src/job.js'
import { InputErrors } from '../src/errors.js'
import { INPUT_NAMES, PUBLISH, PUBLISH_ALSO } from '../src/inputs/names.js'
import { parsePublishInputs, TRANSFORM_DEFAULTS } from '../src/inputs/publish.js'
import { parseInputs } from '../src/inputs/parse-inputs.js'
import { checkNotYetSupported } from '../src/inputs/undeclared.js'
import { Problems } from '../src/inputs/problems.js'
import { readInputs } from '../src/inputs/parse-inputs.js'
import { ATTACH_BASE, LOCAL_BASE, SAGEMAKER_BASE } from './support/inputs.js'

let action: YamlMap
let actionText: string
const inputs = () => action.inputs as Record<string, Record<string, string>>
const outputs = () => action.outputs as Record<string, Record<string, string>>

beforeAll(async () => {
  actionText = await readFile(new URL('../action.yml', import.meta.url), 'utf8')
  action = parseActionYaml(actionText)
})

describe('action.yml', () => {
  it('declares exactly the inputs parseInputs reads', () => {
    const read: string[] = []
    parseInputs(name => {
      read.push(name)
      return SAGEMAKER_BASE[name] ?? ''
    })
    expect(new Set(read).size).toBe(read.length)
    expect([...read].sort()).toEqual(Object.keys(inputs()).sort())
    expect(Object.keys(inputs())).toEqual([...INPUT_NAMES])
  })

  it('gives every input a description and a default, with kebab-case names', () => {
    // None is required: true (data and output-path are not given with mode: publish); the inputs'
    // parsing says which one is missing, for the mode.
    for (const [name, spec] of Object.entries(inputs())) {
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(Object.keys(spec).sort()).toEqual(['default', 'description'])
      expect(spec.description.length).toBeGreaterThan(10)
      expect(typeof spec.default).toBe('string')
    }
    for (const name of ['data', 'output-path'])
      expect(inputs()[name].description).toMatch(/required, except with mode: publish/i)
  })

  it('documents every status the job-status output can take', () => {
    // Every JobStatus a backend can end with (a cancel whose stop is not yet confirmed leaves Stopping).
    const statuses: JobStatus[] = ['InProgress', 'Completed', 'Failed', 'Stopping', 'Stopped']
    const described = outputs()['job-status'].description
    for (const status of statuses) expect(described).toContain(status)
  })

  it('has a Marketplace-sized description (under 125 characters)', () => {
    expect(typeof action.description).toBe('string')
    expect((action.description as string).length).toBeLessThan(125)
  })

  it('puts every input in one of the groups of docs/inputs.md, each group once and in this order', () => {
    const groups = inputGroups(actionText)
    expect(groups.map(g => g.title)).toEqual([
      'Model',
      'Data',
      'Output',
      'Resources',
      'Control',
      'Local mode',
      'Credentials',
      'Report',
      'Gates',
      'Publish'
    ])
    expect(groups.flatMap(g => g.names).sort()).toEqual(Object.keys(inputs()).sort())
  })

  it('has defaults that mean the same as leaving the input empty', () => {
    for (const base of [SAGEMAKER_BASE, LOCAL_BASE, ATTACH_BASE]) {
      const fromDefaults = parseInputs(
        name => base[name] ?? (name === 'github-token' ? '' : (inputs()[name].default ?? ''))
      )
      const fromEmpty = parseInputs(name => base[name] ?? '')
      expect(fromDefaults).toEqual(fromEmpty)
    }
  })

  it('mode: publish takes every default of an input it does not read as not given', () => {
    const defaults = Object.fromEntries(
      Object.entries(inputs()).map(([name, spec]) => [name, spec.default ?? ''])
    )
    const read = new Set([...PUBLISH, ...PUBLISH_ALSO])
    expect(TRANSFORM_DEFAULTS).toEqual(
      Object.fromEntries(Object.entries(defaults).filter(([name, d]) => d !== '' && !read.has(name as never)))
    )
    const given: Record<string, string> = {
      ...defaults,
      mode: 'publish',
      'summary-json': 'reported/_summary.json',
      'github-token': 't'
    }
    expect(parsePublishInputs(name => given[name] ?? '')).toEqual({
      summaryJson: 'reported/_summary.json',
      githubToken: 't',
      commentKey: 'batch-transform',
      gates: { minAccuracy: undefined, minAgreement: undefined, maxFailedObjects: undefined }
    })
  })

  it('defaults the documented values', () => {
    const d = (name: string) => inputs()[name].default
    expect(d('score-threshold')).toBe('0.5')
    expect(d('comment')).toBe('auto')
    expect(d('github-token')).toBe('${{ github.token }}')
    expect(d('detection-images')).toBe('8')
    expect(d('invocation-timeout')).toBe('600')
    expect(d('invocation-retries')).toBe('3')
    expect(d('local-server')).toBe('auto')
    expect(d('output-format')).toBe('auto')
  })

  it('declares the outputs with descriptions', () => {
    expect(Object.keys(outputs())).toEqual([
      'job-name',
      'job-arn',
      'job-status',
      'model-name',
      'model-data-url',
      'output-path',
      'failure-reason',
      'stopped-early',
      'stop-reason',
      'objects-total',
      'objects-failed',
      'records',
      'accuracy',
      'agreement',
      'summary-json',
      'evaluation-json',
      'model-package-arn',
      'model-package-version',
      'approval-status',
      'failed-manifest',
      'instance-seconds',
      'cache-hits',
      'cache-misses',
      'utilization',
      'comment-url'
    ])
    for (const spec of Object.values(outputs())) expect(spec.description.length).toBeGreaterThan(5)
  })

  it('runs on node24 with a post step that always runs', () => {
    expect(action.runs).toEqual({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/post.js',
      'post-if': 'always()'
    })
    expect(action.name).toBeTruthy()
    expect(action.description).toBeTruthy()
    expect(action.branding).toEqual({ icon: expect.any(String), color: expect.any(String) })
  })
})

describe('inputs not yet supported', () => {
  it('fail clearly when set, and stay quiet when unset or at their inert default', () => {
    const list = [{ input: 'logs' as const, inert: ['false'] }, { input: 'baseline' as const }]
    const problems = new Problems()
    checkNotYetSupported(
      readInputs(name => ({ logs: 'true', baseline: '' })[name] ?? ''),
      problems,
      list
    )
    expect(problems.list).toEqual([
      {
        input: 'logs',
        value: 'true',
        problem: 'is not yet supported by this version of the action',
        fix: 'Remove logs.'
      }
    ])
    const quiet = new Problems()
    checkNotYetSupported(
      readInputs(name => ({ logs: 'false' })[name] ?? ''),
      quiet,
      list
    )
    expect(quiet.list).toEqual([])
  })

  it('lists nothing today: every declared input is built', async () => {
    const { NOT_YET_SUPPORTED } = await import('../src/inputs/undeclared.js')
    expect(NOT_YET_SUPPORTED).toEqual([])
    expect(() => parseInputs(name => SAGEMAKER_BASE[name] ?? '')).not.toThrow(InputErrors)
  })
})
