// The module layers of src/ (see README, "Project layout"): imports point down, never up, never in a
// cycle, and never sideways into a backend. `npm run lint` runs this check.
//   entries (index, post, main) > report > results > backends/* > artifact > inputs > contract > storage
//   > aws (credentials, STS, retries) > context, spec, errors
const below = (layer, ...higher) => ({
  name: `${layer.replace(/[^a-z]+/g, '-')}-not-above`,
  comment: `${layer} sits below ${higher.join(', ')}: it must not import them.`,
  severity: 'error',
  from: { path: `^src/${layer}` },
  to: { path: higher.map(h => `^src/${h}`) }
})
const backends = '^src/backends/(sagemaker|local)/'

/* global module */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle ties modules together so that none can be read, tested or moved alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true }
    },
    {
      name: 'no-backend-from-beside',
      comment:
        'Only the entries pick a backend: inputs, contract, storage, artifact, results and report use the ' +
        'backend interface (src/backends/backend.ts), never a backend.',
      severity: 'error',
      from: { path: '^src/(inputs|contract|storage|aws|artifact|results|report|context|spec|errors)' },
      to: { path: backends }
    },
    {
      name: 'no-backend-to-backend',
      comment: 'The SageMaker and local backends obey contract/ each on its own; neither imports the other.',
      severity: 'error',
      from: { path: '^src/backends/sagemaker/' },
      to: { path: '^src/backends/local/' }
    },
    {
      name: 'no-backend-to-backend-local',
      comment: 'The SageMaker and local backends obey contract/ each on its own; neither imports the other.',
      severity: 'error',
      from: { path: '^src/backends/local/' },
      to: { path: '^src/backends/sagemaker/' }
    },
    {
      name: 'no-entry-from-below',
      comment: 'main.ts wires the stages; nothing below it imports it (or the entries).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(index|post)\\.ts$' },
      to: { path: '^src/(main|index|post)\\.ts$' }
    },
    below('report', 'backends/(sagemaker|local)/'),
    below('results', 'report', 'backends/(sagemaker|local)/'),
    below('backends', 'report', 'results'),
    below('artifact', 'backends/(sagemaker|local)/', 'results', 'report'),
    below('inputs', 'artifact', 'backends/', 'results', 'report'),
    below('contract', 'inputs', 'artifact', 'backends', 'results', 'report'),
    below('storage', 'contract', 'inputs', 'artifact', 'backends', 'results', 'report'),
    below('aws/', 'storage', 'contract', 'inputs', 'artifact', 'backends', 'results', 'report'),
    below(
      '(context|spec|errors)\\.ts',
      'aws/',
      'storage',
      'contract',
      'inputs',
      'artifact',
      'backends',
      'results',
      'report'
    )
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] }
  }
}
