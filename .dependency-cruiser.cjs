// The module layers of src/ (see CONTRIBUTING.md, "Project layout"): imports point down, never up, never
// in a cycle, and never sideways into a backend. `npm run lint` runs this check.
//   entries (index, post, main, actions-io) > run (the stages) > registry (the model registry) > report > results
//   > cache > backends/* > artifact > inputs > listing > contract > storage > aws (credentials, STS, retries) > context,
//   errors, redact, inert-text, sleep, format, pool > job, identity-source > spec
// The cache sits below results/ and report/ (they read its summary; it reads nothing of theirs) and above
// the backends, which it never imports: src/run/ hands it the backend's IdentitySource.
const below = (layer, ...higher) => ({
  name: `${layer.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}-not-above`,
  comment: `${layer} sits below ${higher.join(', ')}: it must not import them.`,
  severity: 'error',
  from: { path: `^src/${layer}` },
  to: { path: higher.map(h => `^src/${h}`) }
})
/** From the top down: each layer may import only the layers after it. */
const layers = [
  'run/',
  // The model registry: registers a run and finds the approved baseline (reads the report's verdict, and
  // the SageMaker client and model description of backends/sagemaker/).
  'registry/',
  'report/',
  'results/',
  'cache/',
  'backends/',
  'artifact/',
  'inputs/',
  // The input listing (S3Prefix, ManifestFile, a local folder), the output names and parts it gives,
  // and max-payload: auto sized from it; it obeys contract/'s rules.
  'listing/',
  'contract/',
  'storage/',
  'aws/',
  // The bottom: the context's types, the text rules and the helpers every stage uses; the job's types and
  // what a backend tells the cache (the identity source); the spec.
  '(context|errors|redact|inert-text|sleep|format|pool|proxy-url)\\.ts',
  '(job|identity-source)\\.ts',
  'spec\\.ts'
]

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
        'Only the entries pick and run a backend: inputs, contract, storage, artifact, results, cache and report ' +
        'read the job types (src/job.ts) and the identity source (src/identity-source.ts), never a backend.',
      severity: 'error',
      from: {
        path: '^src/(inputs|listing|contract|storage|aws|artifact|results|cache|report|context|spec|job|identity-source|errors)'
      },
      to: { path: '^src/backends/' }
    },
    {
      name: 'inputs-without-aws',
      comment:
        'Input parsing makes no AWS call: what it shares with aws/ (reading a proxy URL) sits in the bottom ' +
        'layer (src/proxy-url.ts), imported by both.',
      severity: 'error',
      from: { path: '^src/inputs/' },
      to: { path: '^src/aws/' }
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
    {
      name: 'actions-io-from-entries-only',
      comment:
        'src/actions-io.ts is the step as GitHub runs it (@actions/core); the stages get its parts through ' +
        'the context (src/context.ts), so they run the same under tests.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(index|post|main)\\.ts$' },
      to: { path: '^src/actions-io\\.ts$' }
    },
    {
      name: 'actions-core-in-adapter-only',
      comment: 'Only src/actions-io.ts talks to @actions/core; everything else goes through the context.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/actions-io\\.ts$' },
      to: { path: '@actions/core' }
    },
    ...layers.slice(1).map((layer, i) => below(layer, ...layers.slice(0, i + 1)))
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] }
  }
}
