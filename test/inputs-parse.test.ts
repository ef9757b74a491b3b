// Every input error: the message names the input, shows the value, and says how to fix it.
import { formatProblem, InputErrors } from '../src/errors.js'
import { parseInputs } from '../src/inputs/parse-inputs.js'
import { errorsOf, LOCAL_BASE, parse, problemsOf, SAGEMAKER_BASE, type Values } from './support/inputs.js'

interface Case {
  title: string
  base?: Values
  set: Values
  env?: NodeJS.ProcessEnv
  input: string
  value: string
  fix: string | RegExp
}

const long = (n: number, ch = 'a') => ch.repeat(n)
const entries = (n: number, prefix = 'K') => Array.from({ length: n }, (_, i) => `${prefix}${i}=v`).join('\n')

const CASES: Case[] = [
  // booleans: YAML 1.2 core forms only
  { title: 'wait yes', set: { wait: 'yes' }, input: 'wait', value: 'yes', fix: 'Use true or false.' },
  {
    title: 'wait mixed case',
    set: { wait: 'tRuE' },
    input: 'wait',
    value: 'tRuE',
    fix: 'Use true or false.'
  },
  { title: 'logs 1', set: { logs: '1' }, input: 'logs', value: '1', fix: 'Use true or false.' },
  {
    title: 'network-isolation on',
    set: { 'network-isolation': 'on' },
    input: 'network-isolation',
    value: 'on',
    fix: 'Use true or false.'
  },

  // integers and ranges
  {
    title: 'instance-count 0',
    set: { 'instance-count': '0' },
    input: 'instance-count',
    value: '0',
    fix: 'from 1 to 100'
  },
  {
    title: 'instance-count 101',
    set: { 'instance-count': '101' },
    input: 'instance-count',
    value: '101',
    fix: 'from 1 to 100'
  },
  {
    title: 'instance-count two',
    set: { 'instance-count': 'two' },
    input: 'instance-count',
    value: 'two',
    fix: 'Use a whole number from 1 to 100.'
  },
  {
    title: 'instance-count 1.5',
    set: { 'instance-count': '1.5' },
    input: 'instance-count',
    value: '1.5',
    fix: 'whole number'
  },
  {
    title: 'invocation-timeout 0',
    set: { 'invocation-timeout': '0' },
    input: 'invocation-timeout',
    value: '0',
    fix: 'from 1 to 3600'
  },
  {
    title: 'invocation-timeout 3601',
    set: { 'invocation-timeout': '3601' },
    input: 'invocation-timeout',
    value: '3601',
    fix: 'from 1 to 3600'
  },
  {
    title: 'invocation-retries 4',
    set: { 'invocation-retries': '4' },
    input: 'invocation-retries',
    value: '4',
    fix: 'from 0 to 3'
  },
  {
    title: 'max-concurrent-transforms -1',
    set: { 'max-concurrent-transforms': '-1' },
    input: 'max-concurrent-transforms',
    value: '-1',
    fix: '0 or more'
  },
  {
    title: 'max-payload 101',
    set: { 'max-payload': '101' },
    input: 'max-payload',
    value: '101',
    fix: 'from 0 to 100'
  },
  {
    title: 'max-payload big',
    set: { 'max-payload': 'big' },
    input: 'max-payload',
    value: 'big',
    fix: 'Use 0-100 (MB) or auto.'
  },
  {
    title: 'payload x concurrency over 100',
    set: { 'max-payload': '10', 'max-concurrent-transforms': '11' },
    input: 'max-payload, max-concurrent-transforms',
    value: '10 x 11',
    fix: 'max-payload x max-concurrent-transforms <= 100'
  },
  {
    title: 'timeout-minutes 0',
    set: { 'timeout-minutes': '0' },
    input: 'timeout-minutes',
    value: '0',
    fix: 'from 1 to 7200'
  },
  {
    title: 'utilization-wait in minutes',
    set: { 'utilization-wait': '5m' },
    input: 'utilization-wait',
    value: '5m',
    fix: 'from 0 to 3600'
  },
  {
    title: 'detection-images 101',
    set: { 'detection-images': '101' },
    input: 'detection-images',
    value: '101',
    fix: 'from 0 to 100'
  },
  {
    title: 'max-failed-objects -1',
    set: { 'max-failed-objects': '-1' },
    input: 'max-failed-objects',
    value: '-1',
    fix: '0 or more'
  },

  // enums
  {
    title: 'strategy batch',
    set: { strategy: 'batch' },
    input: 'strategy',
    value: 'batch',
    fix: 'Use one of: SingleRecord, MultiRecord.'
  },
  {
    title: 'split-type lines',
    set: { 'split-type': 'lines' },
    input: 'split-type',
    value: 'lines',
    fix: 'Use one of: None, Line, RecordIO, TFRecord.'
  },
  {
    title: 'data-type augmented',
    set: { 'data-type': 'AugmentedManifestFile' },
    input: 'data-type',
    value: 'AugmentedManifestFile',
    fix: 'Use one of: S3Prefix, ManifestFile.'
  },
  {
    title: 'compression-type zip',
    set: { 'compression-type': 'zip' },
    input: 'compression-type',
    value: 'zip',
    fix: 'Use one of: None, Gzip.'
  },
  {
    title: 'assemble-with newline',
    set: { 'assemble-with': 'newline' },
    input: 'assemble-with',
    value: 'newline',
    fix: 'Use one of: None, Line.'
  },
  {
    title: 'join-source output',
    set: { 'join-source': 'output' },
    input: 'join-source',
    value: 'output',
    fix: 'Use one of: None, Input.'
  },
  {
    title: 'mode cloud',
    set: { mode: 'cloud' },
    input: 'mode',
    value: 'cloud',
    fix: 'Use one of: sagemaker, local, publish.'
  },
  {
    title: 'framework mxnet',
    set: { framework: 'mxnet' },
    input: 'framework',
    value: 'mxnet',
    fix: 'Use one of: tensorflow, pytorch.'
  },
  {
    title: 'output-format csv',
    set: { 'output-format': 'csv' },
    input: 'output-format',
    value: 'csv',
    fix: 'auto, classification, detection, jsonlines, raw'
  },
  {
    title: 'comment sometimes',
    set: { comment: 'sometimes' },
    input: 'comment',
    value: 'sometimes',
    fix: 'Use one of: auto, always, never.'
  },
  {
    title: 'local-server podman',
    base: LOCAL_BASE,
    set: { 'local-server': 'podman' },
    input: 'local-server',
    value: 'podman',
    fix: 'auto, docker, command, reference'
  },

  // API string constraints
  {
    title: 'content-type too long',
    set: { 'content-type': long(257) },
    input: 'content-type',
    value: long(257),
    fix: 'application/json'
  },
  {
    title: 'accept too long',
    set: { accept: long(257) },
    input: 'accept',
    value: long(257),
    fix: 'MIME type'
  },
  {
    title: 'input-filter without $',
    set: { 'input-filter': 'features' },
    input: 'input-filter',
    value: 'features',
    fix: 'Start it with $'
  },
  {
    title: 'output-filter too long',
    set: { 'output-filter': '$' + long(63) },
    input: 'output-filter',
    value: '$' + long(63),
    fix: 'at most 63 characters'
  },
  {
    title: 'output-kms-key with space',
    set: { 'output-kms-key': 'my key' },
    input: 'output-kms-key',
    value: 'my key',
    fix: 'arn:aws:kms'
  },
  {
    title: 'volume-kms-key bad chars',
    set: { 'volume-kms-key': 'key!' },
    input: 'volume-kms-key',
    value: 'key!',
    fix: 'alias/name'
  },
  {
    title: 'job-name leading hyphen',
    set: { 'job-name': '-nightly' },
    input: 'job-name',
    value: '-nightly',
    fix: 'letters, digits and hyphens'
  },
  {
    title: 'job-name underscore',
    set: { 'job-name': 'my_job' },
    input: 'job-name',
    value: 'my_job',
    fix: 'letters, digits and hyphens'
  },
  {
    title: 'job-name 64 chars',
    set: { 'job-name': long(64) },
    input: 'job-name',
    value: long(64),
    fix: 'at most 63 characters'
  },
  {
    title: 'image-uri with space',
    set: { 'image-uri': 'my image' },
    input: 'image-uri',
    value: 'my image',
    fix: 'registry/repository:tag'
  },
  {
    title: 'role not an ARN',
    set: { role: 'SageMakerRole' },
    input: 'role',
    value: 'SageMakerRole',
    fix: 'arn:aws:iam::123456789012:role/'
  },
  {
    title: 'role user ARN',
    set: { role: 'arn:aws:iam::123456789012:user/me' },
    input: 'role',
    value: 'arn:aws:iam::123456789012:user/me',
    fix: 'full ARN'
  },

  // instance types
  {
    title: 'instance-type missing',
    set: { 'instance-type': '' },
    input: 'instance-type',
    value: '',
    fix: 'ml.m5.xlarge'
  },
  {
    title: 'instance-type wrong size',
    set: { 'instance-type': 'ml.g5.large' },
    input: 'instance-type',
    value: 'ml.g5.large',
    fix: /ml\.g5 sizes: ml\.g5\.xlarge, ml\.g5\.2xlarge, .*ml\.g5\.48xlarge\./
  },
  {
    title: 'instance-type without ml.',
    set: { 'instance-type': 'm5.xlarge' },
    input: 'instance-type',
    value: 'm5.xlarge',
    fix: /families: ml\.m4, .*ml\.p3.*local \/ local_gpu/
  },
  {
    title: 'local instance with mode sagemaker',
    set: { mode: 'sagemaker', 'instance-type': 'local_gpu' },
    input: 'instance-type',
    value: 'local_gpu',
    fix: 'set mode: local'
  },

  // KEY=VALUE environments
  {
    title: 'env 17 entries',
    set: { env: entries(17) },
    input: 'env',
    value: Array.from({ length: 17 }, (_, i) => `K${i}`).join(','),
    fix: 'at most 16 entries'
  },
  {
    title: 'env bad key',
    set: { env: '1BAD=x' },
    input: 'env',
    value: '1BAD',
    fix: 'start with a letter or _'
  },
  {
    title: 'env key with dash',
    set: { env: 'MY-VAR=x' },
    input: 'env',
    value: 'MY-VAR',
    fix: 'only letters, digits and _'
  },
  {
    title: 'env long value',
    set: { env: `BIG=${long(10241)}` },
    input: 'env',
    value: 'BIG=<10241 characters>',
    fix: 'at most 10240 characters'
  },
  {
    title: 'env entry without =',
    set: { env: 'JUSTAKEY' },
    input: 'env',
    value: '<8 characters>',
    fix: 'KEY=VALUE'
  },
  {
    title: 'env entry without key',
    set: { env: '=x' },
    input: 'env',
    value: '=<1 character>',
    fix: 'KEY=VALUE'
  },
  {
    title: 'env duplicate',
    set: { env: 'A=1\nA=2' },
    input: 'env',
    value: 'A',
    fix: 'Keep one A=... entry.'
  },
  {
    title: 'model-env 101 entries',
    set: { 'model-env': entries(101) },
    input: 'model-env',
    value: Array.from({ length: 101 }, (_, i) => `K${i}`).join(','),
    fix: 'at most 100 entries'
  },
  {
    title: 'model-env long value',
    set: { 'model-env': `BIG=${long(1025)}` },
    input: 'model-env',
    value: 'BIG=<1025 characters>',
    fix: 'at most 1024 characters'
  },

  // tags
  {
    title: 'tags 51',
    set: { tags: entries(51, 'k') },
    input: 'tags',
    value: '51 tags',
    fix: 'at most 50 tags'
  },
  {
    title: 'tags aws: prefix',
    set: { tags: 'AWS:team=ml' },
    input: 'tags',
    value: 'AWS… <8 characters>',
    fix: 'does not start with aws:'
  },
  {
    title: 'tags bad key char',
    set: { tags: 'team#1=ml' },
    input: 'tags',
    value: '<6 characters>',
    fix: 'Tag keys are 1-128 characters'
  },
  {
    title: 'tags long key',
    set: { tags: `${long(129)}=x` },
    input: 'tags',
    value: '<129 characters>',
    fix: 'Tag keys are 1-128 characters'
  },
  {
    title: 'tags long value',
    set: { tags: `team=${long(257)}` },
    input: 'tags',
    value: 'team=<257 characters>',
    fix: 'Tag values are 0-256 characters'
  },
  {
    title: 'tags bad value char',
    set: { tags: 'team=ml;drop' },
    input: 'tags',
    value: 'team=<7 characters>',
    fix: 'Tag values are 0-256'
  },

  // VPC
  {
    title: 'subnets without groups',
    set: { 'vpc-subnets': 'subnet-1' },
    input: 'vpc-security-groups',
    value: '',
    fix: 'needs both vpc-subnets and vpc-security-groups'
  },
  {
    title: 'groups without subnets',
    set: { 'vpc-security-groups': 'sg-1' },
    input: 'vpc-subnets',
    value: '',
    fix: 'needs both'
  },
  {
    title: '17 subnets',
    set: { 'vpc-subnets': entries(17).replace(/=v/g, ''), 'vpc-security-groups': 'sg-1' },
    input: 'vpc-subnets',
    value: entries(17).replace(/=v/g, ''),
    fix: 'Give 1-16 ids.'
  },
  {
    title: '6 security groups',
    set: { 'vpc-subnets': 'subnet-1', 'vpc-security-groups': 'sg-1,sg-2,sg-3,sg-4,sg-5,sg-6' },
    input: 'vpc-security-groups',
    value: 'sg-1,sg-2,sg-3,sg-4,sg-5,sg-6',
    fix: 'Give 1-5 ids.'
  },
  {
    title: 'bad subnet id',
    set: { 'vpc-subnets': 'subnet_1', 'vpc-security-groups': 'sg-1' },
    input: 'vpc-subnets',
    value: 'subnet_1',
    fix: 'subnet-0abc1234'
  },

  // locations
  { title: 'data missing', set: { data: '' }, input: 'data', value: '', fix: 'Set data to the S3 prefix' },
  {
    title: 'data local in sagemaker mode',
    set: { data: './images' },
    input: 'data',
    value: './images',
    fix: 'SageMaker reads and writes S3 only'
  },
  {
    title: 'data https',
    set: { data: 'https://example.com/x' },
    input: 'data',
    value: 'https://example.com/x',
    fix: 'or mode: local'
  },
  {
    title: 'label-map misspelt built-in',
    set: { 'label-map': 'imagenet1000' },
    input: 'label-map',
    value: 'imagenet1000',
    fix: 'Use one of imagenet-1000, imagenet-1001, coco-91'
  },
  {
    title: 'data bad bucket',
    set: { data: 's3://B/x' },
    input: 'data',
    value: 's3://B/x',
    fix: 'lowercase letters, digits, dots and hyphens'
  },
  ...[
    ['s3://a..b/in/', 'two adjacent dots'],
    ['s3://192.168.5.4/in/', 'an IP address'],
    ['s3://xn--bucket/in/', 'the reserved prefix xn--'],
    ['s3://data-s3alias/in/', 'the reserved suffix -s3alias'],
    ['s3://ab/in/', '2 characters long']
  ].map(([data, why]) => ({
    title: `data bucket with ${why}`,
    set: { data },
    input: 'data',
    value: data,
    fix: 'no two dots in a row, and not an IP address'
  })),
  {
    title: 'manifest without key',
    set: { 'data-type': 'ManifestFile', data: 's3://my-bucket' },
    input: 'data',
    value: 's3://my-bucket',
    fix: 'Add the object key.'
  },
  {
    title: 'manifest ending in /',
    set: { 'data-type': 'manifestfile', data: 's3://my-bucket/in/' },
    input: 'data',
    value: 's3://my-bucket/in/',
    fix: 'Point data at the manifest file itself.'
  },
  {
    title: 'output-path missing',
    set: { 'output-path': '' },
    input: 'output-path',
    value: '',
    fix: 'Set output-path'
  },
  {
    title: 'output-path same as data',
    set: { 'output-path': 's3://my-bucket/input' },
    input: 'output-path',
    value: 's3://my-bucket/input',
    fix: 'Use a separate prefix'
  },
  {
    title: 'local data with gs://',
    base: LOCAL_BASE,
    set: { data: 'gs://b/x' },
    input: 'data',
    value: 'gs://b/x',
    fix: 'Use s3://bucket/prefix or a local path.'
  },
  {
    title: 'file URL with host',
    base: LOCAL_BASE,
    set: { 'output-path': 'file://server/out' },
    input: 'output-path',
    value: 'file://server/out',
    fix: 'file:///absolute/path'
  },
  {
    title: 'artifact-path not S3',
    set: { 'artifact-path': 'my-bucket/models' },
    input: 'artifact-path',
    value: 'my-bucket/models',
    fix: 'Use s3://bucket/prefix'
  },
  {
    title: 'artifact-path missing',
    set: { 'artifact-path': '' },
    input: 'artifact-path',
    value: '',
    fix: 'Set artifact-path to an S3 prefix'
  },

  // model source
  {
    title: 'no model',
    set: { 'model-path': '' },
    input: 'model-path',
    value: '',
    fix: 'Set one of model-path'
  },
  {
    title: 'two models',
    set: { 'model-data-url': 's3://my-bucket/m/model.tar.gz' },
    input: 'model-path, model-data-url',
    value: 'model, s3://my-bucket/m/model.tar.gz',
    fix: 'Set only one of model-path, model-data-url.'
  },
  {
    title: 'model-path in S3',
    set: { 'model-path': 's3://my-bucket/model.tar.gz' },
    input: 'model-path',
    value: 's3://my-bucket/model.tar.gz',
    fix: 'Use model-data-url'
  },
  {
    title: 'model-data-url zip',
    set: { 'model-path': '', 'artifact-path': '', 'model-data-url': 's3://my-bucket/model.zip' },
    input: 'model-data-url',
    value: 's3://my-bucket/model.zip',
    fix: 's3://.../model.tar.gz'
  },
  {
    title: 'model-data-url https',
    set: { 'model-path': '', 'artifact-path': '', 'model-data-url': 'https://x/model.tar.gz' },
    input: 'model-data-url',
    value: 'https://x/model.tar.gz',
    fix: 'Use s3://bucket/prefix'
  },
  {
    title: 'model-data-url with artifact-path',
    set: { 'model-path': '', 'model-data-url': 's3://my-bucket/m/model.tar.gz' },
    input: 'artifact-path',
    value: 's3://my-bucket/models',
    fix: 'remove artifact-path'
  },
  {
    title: 'model-data-url without framework',
    set: {
      'model-path': '',
      'artifact-path': '',
      framework: '',
      'model-data-url': 's3://my-bucket/m/model.tar.gz'
    },
    input: 'framework',
    value: '',
    fix: 'set framework (tensorflow or pytorch), or image-uri'
  },
  {
    title: 'archive with source-dir',
    set: { 'model-path': 'model.tar.gz', 'source-dir': 'code' },
    input: 'source-dir',
    value: 'code',
    fix: 'An existing .tar.gz is uploaded as is: remove source-dir.'
  },
  {
    title: 'source-dir in S3',
    set: { 'source-dir': 's3://my-bucket/code' },
    input: 'source-dir',
    value: 's3://my-bucket/code',
    fix: 'give its path'
  },
  {
    title: 'model-name with model inputs',
    set: {
      'model-path': '',
      'artifact-path': '',
      role: '',
      'framework-version': '',
      'model-name': 'existing',
      framework: 'pytorch'
    },
    input: 'framework',
    value: 'pytorch',
    fix: 'The existing model already defines it: remove framework.'
  },
  {
    title: 'model-name bad name',
    set: {
      'model-path': '',
      'artifact-path': '',
      role: '',
      framework: '',
      'framework-version': '',
      'model-name': 'my_model'
    },
    input: 'model-name',
    value: 'my_model',
    fix: 'letters, digits and hyphens'
  },
  {
    title: 'model-name in local mode',
    base: { ...LOCAL_BASE, 'model-path': '' },
    set: { 'model-name': 'existing' },
    input: 'model-name',
    value: 'existing',
    fix: 'use model-path or model-data-url'
  },
  { title: 'role missing', set: { role: '' }, input: 'role', value: '', fix: 'execution role ARN' },

  // framework image table
  {
    title: 'unknown TF version',
    set: { framework: 'tensorflow', 'framework-version': '2.20' },
    input: 'framework-version',
    value: '2.20',
    fix: /Use one of: 1\.4, 1\.4\.1, .*2\.19, 2\.19\.0\. Or give image-uri\./
  },
  {
    title: 'unknown PyTorch version',
    set: { 'framework-version': '3.0' },
    input: 'framework-version',
    value: '3.0',
    fix: /2\.6, 2\.6\.0\. Or give image-uri\./
  },
  {
    title: 'version not a number',
    set: { 'framework-version': 'latest' },
    input: 'framework-version',
    value: 'latest',
    fix: 'such as 2.19 or 2.19.0'
  },
  {
    title: 'version missing',
    set: { 'framework-version': '' },
    input: 'framework-version',
    value: '',
    fix: 'Set framework-version'
  },
  {
    title: 'py-version unknown',
    set: { 'py-version': 'py27' },
    input: 'py-version',
    value: 'py27',
    fix: 'Use one of: py312.'
  },
  {
    title: 'py-version for TF',
    set: { framework: 'tensorflow', 'framework-version': '2.19', 'py-version': 'py310' },
    input: 'py-version',
    value: 'py310',
    fix: 'remove py-version'
  },
  {
    title: 'py-version ambiguous',
    set: { 'framework-version': '1.8' },
    input: 'py-version',
    value: '',
    fix: 'Use one of: py3, py36.'
  },
  {
    title: 'py-version malformed',
    set: { 'py-version': '3.12' },
    input: 'py-version',
    value: '3.12',
    fix: 'py310'
  },
  {
    title: 'entry-point not python',
    set: { 'entry-point': 'serve.sh' },
    input: 'entry-point',
    value: 'serve.sh',
    fix: 'inference.py'
  },
  {
    title: 'entry-point path',
    set: { 'entry-point': 'src/inference.py' },
    input: 'entry-point',
    value: 'src/inference.py',
    fix: 'file name inside code/'
  },
  {
    title: 'TF entry-point',
    set: { framework: 'tensorflow', 'framework-version': '2.19', 'entry-point': 'predict.py' },
    input: 'entry-point',
    value: 'predict.py',
    fix: 'only loads code/inference.py'
  },

  // control
  { title: 'region missing', set: { region: '' }, input: 'region', value: '', fix: 'AWS_REGION' },
  {
    title: 'region malformed',
    set: { region: 'Europe' },
    input: 'region',
    value: 'Europe',
    fix: 'us-east-1'
  },
  {
    title: 'AWS_REGION malformed',
    set: { region: '' },
    env: { AWS_REGION: 'useast1' },
    input: 'region (from AWS_REGION)',
    value: 'useast1',
    fix: 'us-east-1'
  },
  {
    title: 's3-endpoint without scheme',
    set: { 's3-endpoint': 'localhost:9000' },
    input: 's3-endpoint',
    value: 'localhost:9000',
    fix: 'https://s3.example.com:9000'
  },
  {
    title: 'sagemaker-endpoint ftp',
    set: { 'sagemaker-endpoint': 'ftp://x' },
    input: 'sagemaker-endpoint',
    value: 'ftp://x',
    fix: 'https://'
  },
  {
    title: 'timeout without wait',
    set: { wait: 'false', 'timeout-minutes': '30' },
    input: 'timeout-minutes',
    value: '30',
    fix: 'set wait: true'
  },
  {
    title: 'wait false in local mode',
    base: LOCAL_BASE,
    set: { wait: 'false' },
    input: 'wait',
    value: 'false',
    fix: 'runs inside this step'
  },
  {
    title: 'local-serve-command in sagemaker mode',
    set: { 'local-serve-command': 'python serve.py' },
    input: 'local-serve-command',
    value: 'python … +1 argument',
    fix: 'set mode: local'
  },
  {
    title: 'local-python in sagemaker mode',
    set: { 'local-python': '/usr/bin/python3' },
    input: 'local-python',
    value: '/usr/bin/python3',
    fix: 'set mode: local'
  },
  {
    title: 'local-server in sagemaker mode',
    set: { 'local-server': 'docker' },
    input: 'local-server',
    value: 'docker',
    fix: 'set mode: local'
  },
  {
    title: 'command server without command',
    base: LOCAL_BASE,
    set: { 'local-server': 'command' },
    input: 'local-serve-command',
    value: '',
    fix: 'Give the command'
  },
  {
    title: 'command with reference server',
    base: LOCAL_BASE,
    set: { 'local-server': 'reference', 'local-serve-command': 'serve' },
    input: 'local-serve-command',
    value: 'serve',
    fix: 'set local-server: command'
  },
  {
    title: 'local-install-requirements not a boolean',
    base: LOCAL_BASE,
    set: { 'local-install-requirements': 'sometimes' },
    input: 'local-install-requirements',
    value: 'sometimes',
    fix: 'Use true or false'
  },
  {
    title: 'local-python with docker',
    base: { ...LOCAL_BASE, 'image-uri': 'img:1' },
    set: { 'local-server': 'docker', 'local-python': 'python3' },
    input: 'local-python',
    value: 'python3',
    fix: 'set local-server: reference'
  },
  {
    title: 'reference server for TF',
    base: LOCAL_BASE,
    set: { 'local-server': 'reference', framework: 'tensorflow' },
    input: 'local-server',
    value: 'reference',
    fix: 'local-server: docker'
  },
  {
    title: 'docker server needs a version',
    base: LOCAL_BASE,
    set: { 'local-server': 'docker', framework: 'pytorch' },
    input: 'framework-version',
    value: '',
    fix: 'or image-uri'
  },

  {
    title: 'image-uri with the reference server',
    base: LOCAL_BASE,
    set: { 'local-server': 'reference', 'image-uri': 'my/image:1' },
    input: 'image-uri',
    value: 'my/image:1',
    fix: 'set local-server: docker'
  },

  // report
  {
    title: 'score-threshold 1.5',
    set: { 'score-threshold': '1.5' },
    input: 'score-threshold',
    value: '1.5',
    fix: 'from 0 to 1'
  },
  {
    title: 'score-threshold 150%',
    set: { 'score-threshold': '150%' },
    input: 'score-threshold',
    value: '150%',
    fix: 'percentage'
  },
  {
    title: 'score-threshold high',
    set: { 'score-threshold': 'high' },
    input: 'score-threshold',
    value: 'high',
    fix: 'e.g. 0.9'
  },
  {
    title: 'min-accuracy without ground-truth',
    set: { 'min-accuracy': '0.9' },
    input: 'min-accuracy',
    value: '0.9',
    fix: 'Set ground-truth'
  },
  {
    title: 'min-agreement without baseline',
    set: { 'min-agreement': '95%' },
    input: 'min-agreement',
    value: '95%',
    fix: 'Set baseline'
  },
  {
    title: 'min-agreement 2',
    set: { baseline: 's3://my-bucket/old/', 'min-agreement': '2' },
    input: 'min-agreement',
    value: '2',
    fix: 'from 0 to 1'
  },
  {
    title: 'price-per-hour cheap',
    set: { 'price-per-hour': 'cheap' },
    input: 'price-per-hour',
    value: 'cheap',
    fix: '3.825'
  },
  {
    title: 'price-per-hour -1',
    set: { 'price-per-hour': '-1' },
    input: 'price-per-hour',
    value: '-1',
    fix: 'Use auto to look the price up, or the USD price of one instance-hour such as 3.825.'
  },
  {
    title: 'max-cost abc',
    set: { 'max-cost': 'abc' },
    input: 'max-cost',
    value: 'abc',
    fix: 'Use the most USD of instance time the job may cost, such as 25, or leave it empty.'
  },
  { title: 'max-cost 0', set: { 'max-cost': '0' }, input: 'max-cost', value: '0', fix: 'such as 25' },
  {
    title: 'stop-early yes',
    set: { 'stop-early': 'yes' },
    input: 'stop-early',
    value: 'yes',
    fix: 'Use true or false.'
  },
  {
    title: 'max-cost in local mode',
    base: LOCAL_BASE,
    set: { 'max-cost': '5' },
    input: 'max-cost',
    value: '5',
    fix: 'Remove max-cost for local mode, or set mode: sagemaker.'
  },
  {
    title: 'pricing-endpoint not a URL',
    set: { 'pricing-endpoint': 'pricing.local' },
    input: 'pricing-endpoint',
    value: 'pricing.local',
    fix: /http/
  },
  {
    title: 'http-proxy not a proxy URL, shown without its password',
    set: { 'http-proxy': 'socks5://builder:s3cret@proxy.corp:1080' },
    input: 'http-proxy',
    value: 'socks5://builder:***@proxy.corp:1080',
    fix: 'http://user:password@host:port'
  },
  {
    title: 'comment-key breaks marker',
    set: { 'comment-key': 'a-->b' },
    input: 'comment-key',
    value: 'a-->b',
    fix: 'without <, >, --'
  },
  {
    title: 'label-map URL',
    set: { 'label-map': 'https://example.com/labels.json' },
    input: 'label-map',
    value: 'https://example.com/labels.json',
    fix: 'imagenet-1000, imagenet-1001, coco-91'
  },
  {
    title: 'ground-truth gs://',
    set: { 'ground-truth': 'gs://b/gt.manifest' },
    input: 'ground-truth',
    value: 'gs://b/gt.manifest',
    fix: 'Use s3://bucket/prefix or a local path.'
  }
]

describe('parseInputs errors', () => {
  it('accepts both base configurations', () => {
    expect(() => parseInputs(name => SAGEMAKER_BASE[name] ?? '')).not.toThrow()
    expect(() => parseInputs(name => LOCAL_BASE[name] ?? '')).not.toThrow()
  })

  it.each(CASES.map(c => [c.title, c] as const))('%s', (_title, c) => {
    const err = errorsOf({ ...(c.base ?? SAGEMAKER_BASE), ...c.set }, c.env)
    // Exactly one problem: the bad value is reported once, without follow-on noise.
    expect(err.problems).toHaveLength(1)
    const [p] = err.problems
    expect(p.input).toBe(c.input)
    expect(p.value).toBe(c.value)
    const line = formatProblem(p)
    expect(line.startsWith(`${c.input}: `)).toBe(true)
    // Long values are shortened in the message.
    const shown = c.value.length > 120 ? `${c.value.slice(0, 117)}...` : c.value
    expect(line).toContain(JSON.stringify(shown))
    if (typeof c.fix === 'string') expect(p.fix).toContain(c.fix)
    else expect(p.fix).toMatch(c.fix)
    expect(err.message).toContain(line)
  })

  it('local-install-requirements: true by default, false when set', () => {
    const control = (set: Record<string, string>) =>
      parseInputs(name => ({ ...LOCAL_BASE, ...set })[name] ?? '').control as {
        localInstallRequirements?: boolean
      }
    expect(control({}).localInstallRequirements).toBe(true)
    expect(control({ 'local-install-requirements': 'false' }).localInstallRequirements).toBe(false)
  })

  it('reports every problem at once, in one InputErrors', () => {
    const err = errorsOf({
      ...SAGEMAKER_BASE,
      wait: 'yes',
      'instance-count': '0',
      strategy: 'batch',
      data: ''
    })
    expect(err).toBeInstanceOf(InputErrors)
    // In action.yml's order, whatever order they were found in.
    expect(err.problems.map(p => p.input)).toEqual(['data', 'instance-count', 'strategy', 'wait'])
    expect(err.message.split('\n')[0]).toBe('4 input problems:')
    expect(err.message).toContain('  - wait: is not a boolean (got "yes"). Use true or false.')
    expect(err.message).toContain(
      '  - instance-count: is out of range (got "0"). Use a whole number from 1 to 100.'
    )
  })

  it('reports the cost inputs with the others, before anything else is done', () => {
    const err = errorsOf({ ...SAGEMAKER_BASE, 'max-cost': 'abc', 'price-per-hour': '-1', wait: 'yes' })
    expect(err.problems.map(p => p.input)).toEqual(['wait', 'price-per-hour', 'max-cost'])
    expect(err.message).toContain(
      '  - max-cost: is not a positive number (got "abc"). Use the most USD of instance time the job may cost, such as 25, or leave it empty.'
    )
    expect(err.message).toContain(
      '  - price-per-hour: is neither auto nor a non-negative number (got "-1"). Use auto to look the price up, or the USD price of one instance-hour such as 3.825.'
    )
  })

  it('reports a whole misconfigured local run together', () => {
    const inputs = problemsOf({
      mode: 'local',
      'instance-type': 'ml.x9.huge',
      'max-payload': '200',
      tags: 'aws:x=1'
    })
    expect(inputs.map(p => p.input)).toEqual([
      'model-path',
      'data',
      'output-path',
      'instance-type',
      'max-payload',
      'tags',
      'tags'
    ])
  })

  it('never shows environment values, which may be secrets', () => {
    const err = errorsOf({
      ...SAGEMAKER_BASE,
      env: 'API_KEY=hunter2,1BAD=s3cr3t',
      'model-env': `TOKEN=${'x'.repeat(1025)}`
    })
    expect(err.problems.map(p => p.value)).toEqual(['TOKEN=<1025 characters>', '1BAD'])
    expect(err.message).not.toContain('hunter2')
    expect(err.message).not.toContain('s3cr3t')
    expect(err.message).not.toContain('x'.repeat(20))
  })

  it('lists each input that is ignored by model-name', () => {
    const inputs = problemsOf({
      ...SAGEMAKER_BASE,
      'model-path': '',
      'model-name': 'existing-model',
      'model-env': 'A=1',
      'network-isolation': 'true',
      'vpc-subnets': 'subnet-1',
      'vpc-security-groups': 'sg-1'
    }).map(p => p.input)
    expect(inputs).toEqual([
      'framework',
      'framework-version',
      'artifact-path',
      'role',
      'model-env',
      'vpc-subnets',
      'vpc-security-groups',
      'network-isolation'
    ])
  })

  it('names both inputs when all three model sources are given', () => {
    const [p] = problemsOf({
      ...SAGEMAKER_BASE,
      'model-data-url': 's3://my-bucket/m/model.tar.gz',
      'model-name': 'existing'
    }).filter(p => p.input.includes(','))
    expect(p.input).toBe('model-path, model-data-url, model-name')
  })
})

describe('DataProcessing rules, checked in both modes before anything is created', () => {
  const bases = [
    ['sagemaker', SAGEMAKER_BASE],
    ['local', LOCAL_BASE]
  ] as const

  it.each(bases)(
    'join-source: Input needs content-type and accept among the three joinable types (%s)',
    (_, base) => {
      const problems = problemsOf({ ...base, 'join-source': 'Input', 'content-type': 'application/x-image' })
      expect(problems.map(p => [p.input, p.value, p.problem])).toEqual([
        [
          'content-type',
          'application/x-image',
          'must be one of text/csv, application/json, application/jsonlines with join-source: Input'
        ],
        [
          'accept',
          '',
          'must be one of text/csv, application/json, application/jsonlines with join-source: Input'
        ]
      ])
      expect(problems[0].fix).toBe(
        'Set content-type to one of text/csv, application/json, application/jsonlines (SageMaker joins only ' +
          'these), or remove join-source.'
      )
      expect(() =>
        parse({
          ...base,
          'join-source': 'Input',
          'content-type': 'text/csv',
          accept: 'application/jsonlines'
        })
      ).not.toThrow()
      // application/x-jsonlines is read as JSON Lines by the filters, but is not a type SageMaker joins.
      expect(
        problemsOf({
          ...base,
          'join-source': 'Input',
          'content-type': 'application/x-jsonlines',
          accept: 'text/csv'
        }).map(p => p.input)
      ).toEqual(['content-type'])
    }
  )

  it.each(bases)('compiles the filters, refusing what is outside the subset (%s)', (_, base) => {
    const spec = parse({ ...base, 'content-type': 'text/csv', 'input-filter': '$[1:]', 'output-filter': '$' })
    expect(spec.data.inputFilter).toEqual({
      source: '$[1:]',
      segments: [[{ kind: 'slice', start: 1, end: undefined, step: undefined }]],
      definite: false
    })
    expect(spec.data.outputFilter).toEqual({ source: '$', segments: [], definite: true })
    const [p] = problemsOf({ ...base, 'content-type': 'text/csv', 'input-filter': '$..id' })
    expect([p.input, p.value, p.problem]).toEqual([
      'input-filter',
      '$..id',
      'is outside the JSONPath subset SageMaker supports: deep scan `..` is not supported at position 2 of "$..id"'
    ])
  })

  it.each(bases)('filters need JSON or CSV records, and no RecordIO or TFRecord split (%s)', (_, base) => {
    const problems = problemsOf({
      ...base,
      'content-type': 'application/x-image',
      'split-type': 'RecordIO',
      'input-filter': '$[1:]',
      'output-filter': '$.label',
      accept: 'image/png'
    })
    expect(problems.map(p => `${p.input}: ${p.problem}`)).toEqual([
      'split-type: cannot be used with input-filter, output-filter: they work on JSON or CSV records',
      'input-filter: needs JSON or CSV input',
      'output-filter: needs JSON or CSV output'
    ])
  })
})

describe('bucket names follow S3 rules', () => {
  it.each([
    ['s3://a..b/in/', 'has an invalid bucket name: it has two adjacent dots'],
    ['s3://192.168.5.4/in/', 'has an invalid bucket name: it is formatted as an IP address'],
    ['s3://xn--bucket/in/', 'has an invalid bucket name: it starts with the reserved prefix xn--']
  ])('%s', (data, problem) => {
    expect(problemsOf({ ...SAGEMAKER_BASE, data }).map(p => p.problem)).toEqual([problem])
  })
})
