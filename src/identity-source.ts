// The part of the transform's identity (src/cache/identity.ts) that only the backend running it knows:
// what a named model holds, and what runs the model. Each backend implements `IdentitySource`;
// src/run/ hands the mode's one to the cache, so cache/ and backends/ never import each other.
import type { Framework, Spec } from './spec.js'

/** A model data object (or an S3 prefix of them) as S3 lists it: another upload changes its ETag. */
export interface ModelData {
  uri: string
  /** One object: its ETag and size. */
  etag?: string
  size?: number
  /** A prefix: sha256 over every object's key, ETag and size, and how many there are. */
  objects?: { sha256: string; count: number }
}

/** One container of a named model, by what it runs. */
export interface ModelContainer {
  /** The image by digest (`repository@sha256:...`). */
  image?: string
  /** A container made from a model package: the package's ARN and version (a version never changes). */
  modelPackage?: string
  data: ModelData[]
}

/** What the model is, by content: its bytes, or the SageMaker model's definition. */
export type ModelContent =
  /** model-path: the sha256 of the artifact's tar stream (the same files give the same stream). */
  | { kind: 'tar'; tarSha256: string }
  /** model-data-url: the object's ETag and size (another upload to the same key changes the ETag). */
  | { kind: 'object'; uri: string; etag: string; size: number }
  /** model-name: every container (an inference pipeline has several), as DescribeModel gives them. */
  | {
      kind: 'model'
      name: string
      containers: ModelContainer[]
      /**
       * Every container's environment: the first's names as they are, a later container's prefixed
       * with its position (`2:NAME`).
       */
      environment: Record<string, string>
    }

/**
 * What runs the model: the image SageMaker pulls (by digest) on an instance family, or the server a
 * local run starts, what it runs, and the device it runs on.
 */
export type Runtime =
  | {
      image: string
      /** `ml.g5`, `ml.c7i`: another family may round differently (another GPU, another CPU's ISA). */
      instanceFamily: string
    }
  | {
      localServer: Record<string, string>
      /**
       * The device predicted before the look-up (`gpu NVIDIA A10G`, `cpu x86-64-v3`); the outputs are
       * kept under the one that really ran (JobOutcome.ranOn) when the server says another.
       */
      device: string
    }

/**
 * A part of the identity could not be read (an image's digest, a model's data): it is never guessed,
 * so the run neither reuses nor keeps. The message is the one warning the run shows.
 */
export class IdentityUnread extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IdentityUnread'
  }
}

/** What a backend tells the cache about the transform it would run for a spec. */
export interface IdentitySource {
  /**
   * `model-name`: the model as the backend's service describes it. Absent where the mode has no named
   * models (the cache then needs model-path or model-data-url).
   */
  namedModel?(spec: Spec, name: string): Promise<ModelContent>
  /** What runs the model: the image SageMaker pulls, or the local server and what it runs. */
  runtime(spec: Spec, framework: Framework | undefined): Promise<Runtime>
  /**
   * The image the job must run so that it runs what `runtime` keys (`repository@sha256:...`, a local
   * image's ID), read once per run and never rejected; undefined when there is none or it cannot be
   * read (`runtime` then throws IdentityUnread). Asked beside the input listing.
   */
  pinnedImage?(spec: Spec, framework: Framework | undefined): Promise<string | undefined>
}
