// Framework inference image URIs, resolved from the generated table (scripts/gen-image-table.mjs) the way
// the SageMaker Python SDK does: {account}.dkr.ecr.{region}.{domain}/{repository}:{version}-{processor}[-{py}].
import type { Framework, Spec } from '../spec.js'
import { UserError } from '../errors.js'
import table from './image-table.json' with { type: 'json' }

interface VersionEntry {
  repository: string
  registries: number
  py?: string[]
  processors?: string[]
}

interface FrameworkTable {
  processors: string[]
  aliases: Record<string, string>
  versions: Record<string, VersionEntry>
  registries: Record<string, string>[]
}

const FRAMEWORKS = table.frameworks as Record<Framework, FrameworkTable>

/** The TransformInstanceType enum of the API model (copied into the table by the generator). */
export const TRANSFORM_INSTANCE_TYPES: readonly string[] = table.transformInstanceTypes.values

export interface ImageQuery {
  framework: Framework
  /** An exact version (`2.19.0`) or an alias (`2.19`, the latest patch). */
  version: string
  pyVersion?: string
  region: string
  /** An `ml.*` instance type, or `local` / `local_gpu`. */
  instanceType: string
}

/** Numeric-aware version order: 1.9.1 < 1.10.0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1)
    if (d !== 0) return d
  }
  return 0
}

/** Every version string accepted for a framework: exact versions and aliases, in version order. */
export function knownVersions(framework: Framework): string[] {
  const t = FRAMEWORKS[framework]
  return [...new Set([...Object.keys(t.aliases), ...Object.keys(t.versions)])].sort(compareVersions)
}

/** The exact version a version string names (alias resolved), or undefined when the table lacks it. */
export function exactVersion(framework: Framework, version: string): string | undefined {
  const t = FRAMEWORKS[framework]
  if (Object.hasOwn(t.versions, version)) return version
  return Object.hasOwn(t.aliases, version) ? t.aliases[version] : undefined
}

/** The Python versions an image version is tagged with ([] when its tags carry none, as TensorFlow's). */
export function knownPyVersions(framework: Framework, version: string): string[] {
  const exact = exactVersion(framework, version)
  return exact ? [...(FRAMEWORKS[framework].versions[exact].py ?? [])] : []
}

/** Whether the instance runs on GPUs: the p and g instance families, and `local_gpu`. The one rule. */
export function runsOnGpu(instanceType: string): boolean {
  const t = instanceType.toLowerCase()
  if (t === 'local_gpu') return true
  const family = /^ml\.([a-z]+)/.exec(t)?.[1] ?? ''
  return family.startsWith('p') || family.startsWith('g')
}

/** `gpu` for the p and g instance families (and `local_gpu`), `cpu` for the other general families. */
export function processorFor(instanceType: string): string {
  if (runsOnGpu(instanceType)) return 'gpu'
  const t = instanceType.toLowerCase()
  if (t === 'local') return 'cpu'
  const family = /^ml\.([a-z]+)/.exec(t)?.[1] ?? ''
  // Inferentia and Trainium need Neuron images, which these tables do not hold.
  if (family.startsWith('inf') || family.startsWith('trn')) return 'neuron'
  return 'cpu'
}

/** The ECR DNS suffix of the region's partition. */
export function domainFor(region: string): string {
  if (region.startsWith('cn-')) return 'amazonaws.com.cn'
  if (region.startsWith('us-isob-')) return 'sc2s.sgov.gov'
  if (region.startsWith('us-isof-')) return 'csp.hci.ic.gov'
  if (region.startsWith('us-iso-')) return 'c2s.ic.gov'
  if (region.startsWith('eu-isoe-')) return 'cloud.adc-e.uk'
  return 'amazonaws.com'
}

export interface EcrRegistry {
  /** `123456789012.dkr.ecr.us-east-1.amazonaws.com` */
  host: string
  accountId: string
  region: string
}

/** The ECR registry an image lives in, or undefined for any other registry. */
export function ecrRegistryOf(image: string): EcrRegistry | undefined {
  const host = image.split('/')[0]
  const m =
    /^(\d{12})\.dkr\.ecr(?:-fips)?\.([a-z0-9-]+)\.(?:amazonaws\.com(?:\.cn)?|sc2s\.sgov\.gov|c2s\.ic\.gov|csp\.hci\.ic\.gov|cloud\.adc-e\.uk)$/.exec(
      host
    )
  return m && image.includes('/') ? { host, accountId: m[1], region: m[2] } : undefined
}

/** An ECR image reference taken apart: its registry, repository, and its tag or digest. */
export interface EcrImage {
  registry: EcrRegistry
  repository: string
  tag?: string
  /** `sha256:...` when the reference pins one. */
  digest?: string
}

/** `host/repo/name:tag` or `host/repo@sha256:...` in ECR; undefined for any other registry. */
export function ecrImageOf(image: string): EcrImage | undefined {
  const registry = ecrRegistryOf(image)
  if (!registry) return undefined
  const rest = image.slice(registry.host.length + 1)
  const at = rest.indexOf('@')
  if (at >= 0) return { registry, repository: rest.slice(0, at), digest: rest.slice(at + 1) }
  const colon = rest.lastIndexOf(':')
  return colon > 0
    ? { registry, repository: rest.slice(0, colon), tag: rest.slice(colon + 1) }
    : { registry, repository: rest, tag: 'latest' }
}

/** An image reference that names its digest already (`...@sha256:<64 hex>`): nothing to look up. */
export function pinsDigest(image: string): boolean {
  return /@sha256:[0-9a-f]{64}$/.test(image)
}

/**
 * The image a model runs, in either backend: the one the cache keyed the run by (by digest, or a local
 * image's ID), else the image as the inputs name it. `usedBy` names what needs it in the error.
 */
export function modelImage(
  spec: Pick<Spec, 'model' | 'resources'>,
  framework: Framework | undefined,
  region: string,
  usedBy = ''
): string {
  return spec.model.pinnedImage ?? namedImage(spec, framework, region, usedBy)
}

/**
 * The image as the inputs name it (a tag, mostly): image-uri, else the framework's inference image for the
 * region and instance type. `usedBy` names what needs it in the error (` for local-server: docker`).
 */
export function namedImage(
  spec: Pick<Spec, 'model' | 'resources'>,
  framework: Framework | undefined,
  region: string,
  usedBy = ''
): string {
  if (spec.model.imageUri) return spec.model.imageUri
  if (!framework || !spec.model.frameworkVersion)
    throw new UserError(
      `framework-version: needed to choose the ${framework ?? 'inference'} image${usedBy}. Set framework ` +
        'and framework-version, or image-uri.'
    )
  return resolveImageUri({
    framework,
    version: spec.model.frameworkVersion,
    pyVersion: spec.model.pyVersion,
    region,
    instanceType: spec.resources.instanceType
  })
}

/** Resolves the framework's inference image; every unknown value is a UserError listing the valid ones. */
export function resolveImageUri(q: ImageQuery): string {
  const t = FRAMEWORKS[q.framework]
  if (!t)
    throw new UserError(
      `framework: unknown framework ${JSON.stringify(q.framework)}; use tensorflow or pytorch`
    )
  const exact = exactVersion(q.framework, q.version)
  if (!exact) {
    throw new UserError(
      `framework-version: ${q.framework} has no inference image for version ${JSON.stringify(q.version)}. ` +
        `Valid versions: ${knownVersions(q.framework).join(', ')}. Or give image-uri.`
    )
  }
  const entry = t.versions[exact]

  const processor = processorFor(q.instanceType)
  const processors = entry.processors ?? t.processors
  if (!processors.includes(processor)) {
    throw new UserError(
      `instance-type: ${q.framework} ${exact} has no ${processor} inference image for ${q.instanceType}; ` +
        `images exist for ${processors.join(', ')} instances. Choose such an instance type or give image-uri.`
    )
  }

  const registries = t.registries[entry.registries]
  const account = Object.hasOwn(registries, q.region) ? registries[q.region] : undefined
  if (!account) {
    throw new UserError(
      `region: ${q.framework} ${exact} images are not published in ${JSON.stringify(q.region)}. ` +
        `Regions: ${Object.keys(registries).join(', ')}. Use one of them or give image-uri.`
    )
  }

  const py = pickPyVersion(q.framework, exact, entry.py ?? [], q.pyVersion)
  const tag = [exact, processor, ...(py ? [py] : [])].join('-')
  return `${account}.dkr.ecr.${q.region}.${domainFor(q.region)}/${entry.repository}:${tag}`
}

function pickPyVersion(framework: Framework, version: string, known: string[], given?: string) {
  if (known.length === 0) {
    if (given) {
      throw new UserError(
        `py-version: ${framework} ${version} inference images carry no Python version ` +
          `(got ${JSON.stringify(given)}). Remove py-version.`
      )
    }
    return undefined
  }
  if (given) {
    if (known.includes(given)) return given
    throw new UserError(
      `py-version: ${framework} ${version} has no image for ${JSON.stringify(given)}. ` +
        `Valid: ${known.join(', ')}.`
    )
  }
  if (known.length === 1) return known[0]
  throw new UserError(
    `py-version: ${framework} ${version} has images for several Python versions (${known.join(', ')}). ` +
      `Set py-version to one of them.`
  )
}
