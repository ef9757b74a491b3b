// An `INPUT_*` variable that action.yml does not declare is an input problem, named with the closest
// declared input: the runner only warns about it, and a misspelt gate would otherwise pass green.
import { formatProblem } from '../src/errors.js'
import { INPUT_NAMES, inputVariable } from '../src/inputs/names.js'
import { closestInput } from '../src/inputs/undeclared.js'
import { parse, problemsOf, SAGEMAKER_BASE } from './support/inputs.js'

describe('undeclared inputs', () => {
  it.each([
    ['INPUT_MIN_ACCURACY', 'min_accuracy', 'min-accuracy'],
    ['INPUT_MIN_ACURRACY', 'min_acurracy', 'min-accuracy'],
    ['INPUT_MIN-ACURRACY', 'min-acurracy', 'min-accuracy'],
    ['INPUT_LABLE-MAP', 'lable-map', 'label-map'],
    ['INPUT_GROUND_TRUTH', 'ground_truth', 'ground-truth']
  ])('%s is a problem that names the declared input it meant', (variable, name, meant) => {
    const problems = problemsOf(SAGEMAKER_BASE, { [variable]: '0.9' })
    expect(problems).toEqual([
      {
        input: name,
        value: '<3 characters>',
        problem: `is not an input of this action (${variable}), so the step would ignore it`,
        fix: `Did you mean \`${meant}\`? Rename it in the step's \`with:\`.`
      }
    ])
    expect(formatProblem(problems[0])).toContain(`Did you mean \`${meant}\`?`)
  })

  it('is reported with the other input problems, all at once', () => {
    const problems = problemsOf({ ...SAGEMAKER_BASE, 'instance-count': '0' }, { INPUT_MIN_ACCURACY: '0.9' })
    expect(problems.map(p => p.input)).toEqual(['instance-count', 'min_accuracy'])
  })

  it('never shows the value (an unknown input may hold a secret), and suggests nothing far off', () => {
    const [problem] = problemsOf(SAGEMAKER_BASE, { INPUT_AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG' })
    expect(problem.value).toBe('<21 characters>')
    expect(formatProblem(problem)).not.toContain('wJalr')
    expect(problem.fix).toBe("Remove it from the step's `with:`, or use an input that action.yml declares.")
  })

  it('passes every declared input as the runner names it, and ignores other variables', () => {
    const env = Object.fromEntries(INPUT_NAMES.map(name => [inputVariable(name), '']))
    expect(env['INPUT_MIN-ACCURACY']).toBe('')
    expect(() => parse(SAGEMAKER_BASE, { ...env, GITHUB_ACTIONS: 'true', RUNNER_TEMP: '/tmp' })).not.toThrow()
  })

  it('finds the closest name, or none', () => {
    expect(closestInput('instance_typ')).toBe('instance-type')
    expect(closestInput('stop-eraly')).toBe('stop-early')
    expect(closestInput('github_token')).toBe('github-token')
    expect(closestInput('nothing-like-it')).toBeUndefined()
  })
})
