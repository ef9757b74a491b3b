// In local mode the inputs only SageMaker acts on are refused, all in one error, instead of being
// ignored without a word; their neutral values (instance-count 1, false) are accepted.
import { LOCAL_BASE, errorsOf, parseLocal } from './support/inputs.js'

describe('SageMaker-only inputs in local mode', () => {
  it('refuses each of them, together, naming the input and the fix', () => {
    const err = errorsOf({
      ...LOCAL_BASE,
      role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
      'volume-kms-key': 'alias/volumes',
      'output-kms-key': 'alias/outputs',
      'instance-count': '4',
      'vpc-subnets': 'subnet-0abc',
      'vpc-security-groups': 'sg-0abc',
      'network-isolation': 'true',
      tags: 'team=ml,token=hunter2',
      'sagemaker-endpoint': 'http://127.0.0.1:1',
      logs: 'true',
      'utilization-wait': '300'
    })
    expect(err.problems.map(p => p.input).sort()).toEqual(
      [
        'role',
        'volume-kms-key',
        'output-kms-key',
        'instance-count',
        'vpc-subnets',
        'vpc-security-groups',
        'network-isolation',
        'tags',
        'sagemaker-endpoint',
        'logs',
        'utilization-wait'
      ].sort()
    )
    expect(err.message).toContain(
      '  - instance-count: is used only in sagemaker mode (how many instances share the inputs); local mode ' +
        'would ignore it (got "4"). Remove instance-count for local mode, or set mode: sagemaker.'
    )
    expect(err.message).toContain('tags: is used only in sagemaker mode')
    expect(err.message).not.toContain('hunter2')
  })

  it('accepts their neutral values', () => {
    const spec = parseLocal({
      ...LOCAL_BASE,
      'instance-count': '1',
      'network-isolation': 'false',
      logs: 'false',
      'utilization-wait': '0'
    })
    expect(spec.control.mode).toBe('local')
  })
})
