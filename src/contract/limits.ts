// Constraints from the SageMaker API model (shared reference: sagemaker-transform-api.json, shape names
// in the comments) and the documented limits that the model does not carry.

/** TransformJobName / ModelName: 1-63 characters, alphanumerics separated by single or repeated hyphens. */
export const NAME_PATTERN = /^[a-zA-Z0-9](-*[a-zA-Z0-9]){0,62}$/
export const NAME_MAX = 63

/** TransformEnvironmentMap: <= 16 entries; TransformEnvironmentKey; TransformEnvironmentValue <= 10240. */
export const TRANSFORM_ENV = {
  maxEntries: 16,
  keyPattern: /^[a-zA-Z_][a-zA-Z0-9_]{0,1023}$/,
  keyMax: 1024,
  valueMax: 10240
}
/** EnvironmentMap (the model container): <= 100 entries; EnvironmentKey; EnvironmentValue <= 1024. */
export const MODEL_ENV = {
  maxEntries: 100,
  keyPattern: /^[a-zA-Z_][a-zA-Z0-9_]*$/,
  keyMax: 1024,
  valueMax: 1024
}

/** KmsKeyId: <= 2048, `[a-zA-Z0-9:/_-]*`. */
export const KMS_KEY_PATTERN = /^[a-zA-Z0-9:/_-]+$/
export const KMS_KEY_MAX = 2048

/** RoleArn: 20-2048. */
export const ROLE_ARN_PATTERN = /^arn:aws[a-z-]*:iam::\d{12}:role\/?[a-zA-Z_0-9+=,.@\-_/]+$/
export const ROLE_ARN_MIN = 20
export const ROLE_ARN_MAX = 2048

/** STS AssumeRoleWithWebIdentity: RoleSessionName 2-64 `[\w+=,.@-]*`; DurationSeconds 900-43200. */
export const ROLE_SESSION_NAME_PATTERN = /^[\w+=,.@-]{2,64}$/
export const ROLE_DURATION_SECONDS = { min: 900, max: 43200, default: 3600 }
export const DEFAULT_ROLE_SESSION_NAME = 'GitHubActions'

/** ContentType, Accept: <= 256. */
export const MEDIA_TYPE_MAX = 256
/** JsonPath (DataProcessing InputFilter/OutputFilter): <= 63. */
export const JSON_PATH_MAX = 63
/** S3Uri, Url: <= 1024. */
export const S3_URI_MAX = 1024
/** ContainerImage: <= 255, no whitespace. */
export const IMAGE_MAX = 255

/** Subnets: 1-16 SubnetId; VpcSecurityGroupIds: 1-5 SecurityGroupId; each `[-0-9a-zA-Z]+`, <= 32. */
export const VPC_ID_PATTERN = /^[-0-9a-zA-Z]+$/
export const VPC_ID_MAX = 32
export const SUBNETS_MAX = 16
export const SECURITY_GROUPS_MAX = 5

/** TagList <= 50; TagKey 1-128; TagValue 0-256; both `[\p{L}\p{Z}\p{N}_.:/=+\-@]*`. */
export const TAGS_MAX = 50
export const TAG_KEY_MAX = 128
export const TAG_VALUE_MAX = 256
export const TAG_PATTERN = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u

/** TransformInstanceCount >= 1; 100 is the default account quota. */
export const INSTANCE_COUNT_MAX = 100
/** InvocationsTimeoutInSeconds 1-3600; InvocationsMaxRetries 0-3. */
export const INVOCATION_TIMEOUT = { min: 1, max: 3600, default: 600 }
export const INVOCATION_RETRIES = { min: 0, max: 3, default: 3 }
/** Documented: MaxPayloadInMB <= 100 and MaxConcurrentTransforms x MaxPayloadInMB <= 100. */
export const MAX_PAYLOAD_MB = 100
export const PAYLOAD_TIMES_CONCURRENCY_MAX = 100
/** What a job uses when neither the request nor the container's /execution-parameters sets a value. */
export const DEFAULT_MAX_PAYLOAD_MB = 6
export const DEFAULT_MAX_CONCURRENT_TRANSFORMS = 1
/** The MB of MaxPayloadInMB. */
export const MB = 1024 * 1024

/**
 * The most concurrent transforms a payload allows (payload x concurrency <= 100); MaxPayloadInMB 0
 * (no cap, the payload streamed) allows any number.
 */
export function mostConcurrentFor(payloadMB: number): number {
  return payloadMB > 0 ? Math.floor(PAYLOAD_TIMES_CONCURRENCY_MAX / payloadMB) : Infinity
}

/** The largest MaxPayloadInMB a concurrency allows (unset or 0: one at a time). */
export function largestPayloadFor(concurrency: number | undefined): number {
  return Math.min(MAX_PAYLOAD_MB, mostConcurrentFor(Math.max(concurrency || 1, 1)))
}

/** GitHub's longest job (self-hosted runners): 5 days. */
export const TIMEOUT_MINUTES_MAX = 7200

/**
 * `utilization-wait`: seconds past a job's end to wait for its instances' CloudWatch points, which come
 * minutes late; by default the step waits seconds, not minutes.
 */
export const UTILIZATION_WAIT_DEFAULT_S = 0
export const UTILIZATION_WAIT_MAX_S = 3600
