// What one ml.* instance holds: its vCPUs and GPUs, to read CloudWatch's per-instance utilization
// (CPUUtilization is summed over vCPUs, GPUUtilization over GPUs) as a share of the whole instance, and
// the next smaller size of a family, for a suggestion.
// Source: the Amazon EC2 instance type specifications (general purpose, compute optimized, memory
// optimized, accelerated computing); SageMaker's ml.* types run on the same hardware. Every size named
// `xlarge` has 4 vCPUs and `Nxlarge` 4N, `large` 2, except ml.c4.8xlarge (36).
import { TRANSFORM_INSTANCE_TYPES } from './images.js'

/** GPUs per instance, for the GPU families batch transform offers (inf2 and trn1 have Neuron chips, not GPUs). */
const GPUS: Record<string, number> = {
  'ml.p2.xlarge': 1,
  'ml.p2.8xlarge': 8,
  'ml.p2.16xlarge': 16,
  'ml.p3.2xlarge': 1,
  'ml.p3.8xlarge': 4,
  'ml.p3.16xlarge': 8,
  'ml.g4dn.xlarge': 1,
  'ml.g4dn.2xlarge': 1,
  'ml.g4dn.4xlarge': 1,
  'ml.g4dn.8xlarge': 1,
  'ml.g4dn.12xlarge': 4,
  'ml.g4dn.16xlarge': 1,
  'ml.g5.xlarge': 1,
  'ml.g5.2xlarge': 1,
  'ml.g5.4xlarge': 1,
  'ml.g5.8xlarge': 1,
  'ml.g5.12xlarge': 4,
  'ml.g5.16xlarge': 1,
  'ml.g5.24xlarge': 4,
  'ml.g5.48xlarge': 8,
  'ml.g6.xlarge': 1,
  'ml.g6.2xlarge': 1,
  'ml.g6.4xlarge': 1,
  'ml.g6.8xlarge': 1,
  'ml.g6.12xlarge': 4,
  'ml.g6.16xlarge': 1,
  'ml.g6.24xlarge': 4,
  'ml.g6.48xlarge': 8
}

const VCPU_EXCEPTIONS: Record<string, number> = { 'ml.c4.8xlarge': 36 }

export interface InstanceShape {
  vcpus: number
  /** 0 for a CPU instance. */
  gpus: number
}

/** `ml.<family>.<size>` split, or undefined for a name of another form. */
function parts(instanceType: string): { family: string; size: string } | undefined {
  const m = /^ml\.([a-z0-9-]+)\.([a-z0-9]+)$/.exec(instanceType)
  return m ? { family: m[1], size: m[2] } : undefined
}

function vcpusOfSize(size: string): number | undefined {
  if (size === 'medium') return 1
  if (size === 'large') return 2
  if (size === 'xlarge') return 4
  const m = /^(\d+)xlarge$/.exec(size)
  return m ? 4 * Number(m[1]) : undefined
}

/** The instance's vCPUs and GPUs, or undefined when its name says neither. */
export function instanceShape(instanceType: string): InstanceShape | undefined {
  const p = parts(instanceType)
  const vcpus = VCPU_EXCEPTIONS[instanceType] ?? (p && vcpusOfSize(p.size))
  if (vcpus === undefined) return undefined
  return { vcpus, gpus: GPUS[instanceType] ?? 0 }
}

/**
 * The next smaller type of the same family that batch transform offers, with as many GPUs (a GPU job
 * needs one), or undefined when there is none.
 */
export function smallerOfFamily(instanceType: string): string | undefined {
  const p = parts(instanceType)
  const shape = instanceShape(instanceType)
  if (!p || !shape) return undefined
  let best: { type: string; vcpus: number } | undefined
  for (const type of TRANSFORM_INSTANCE_TYPES) {
    const q = parts(type)
    const s = instanceShape(type)
    if (!q || !s || q.family !== p.family || s.vcpus >= shape.vcpus) continue
    if (shape.gpus > 0 && s.gpus < Math.min(shape.gpus, 1)) continue
    if (!best || s.vcpus > best.vcpus) best = { type, vcpus: s.vcpus }
  }
  return best?.type
}
