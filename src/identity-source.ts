// The part of the transform's identity (src/cache/identity.ts) that only the backend running it knows:
// what a named model holds, and what runs the model. Each backend implements `IdentitySource`;
// src/run/ hands the mode's one to the cache, so cache/ and backends/ never import each other.
import type { Framework, Spec } from './spec.js'

/** What the model is, by content: its bytes, or the SageMaker model's definition. */
export type ModelContent =
  /** model-path: the sha256 of the artifact's tar stream (the same files give the same stream). */
  | { kind: 'tar'; tarSha256: string }
  /** model-data-url: the object's ETag and size (another upload to the same key changes the ETag). */
  | { kind: 'object'; uri: string; etag: string; size: number }
  /** model-name: the model's containers as DescribeModel gives them. */
  | {
      kind: 'model'
      name: string
      image?: string
      modelDataUrl?: string
      environment: Record<string, string>
    }

/** What runs the model: the image SageMaker pulls, or the server a local run starts and what it runs. */
export type Runtime = { image: string } | { localServer: Record<string, string> }

/** What a backend tells the cache about the transform it would run for a spec. */
export interface IdentitySource {
  /**
   * `model-name`: the model as the backend's service describes it. Absent where the mode has no named
   * models (the cache then needs model-path or model-data-url).
   */
  namedModel?(spec: Spec, name: string): Promise<ModelContent>
  /** What runs the model: the image SageMaker pulls, or the local server and what it runs. */
  runtime(spec: Spec, framework: Framework | undefined): Promise<Runtime>
}
