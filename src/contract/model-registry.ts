// The SageMaker Model Registry's rules, as its API model states them (botocore's service JSON): the names,
// ARNs and texts a model package group and a versioned package accept. Both the input check and the
// requests obey this one copy.

/** A model package group's name: 1-63 letters, digits and inner hyphens [EntityName]. */
export const GROUP_NAME = /^[a-zA-Z0-9](-*[a-zA-Z0-9]){0,62}$/
/** A group's ARN, whose last part is the name. */
const GROUP_ARN = /^arn:aws[a-z-]*:sagemaker:[a-z0-9-]+:[0-9]{12}:model-package-group\/(.+)$/

/** Descriptions: at most 1024 characters of letters, marks, separators, symbols, numbers, punctuation. */
export const DESCRIPTION_MAX = 1024
// Line and paragraph separators are Z too, and would break the line: they go with the controls.
const NOT_DESCRIPTION = /[^\p{L}\p{M}\p{Zs}\p{S}\p{N}\p{P}]/gu

/** CustomerMetadataProperties: at most 50 entries, values 1-256 characters of this set. */
export const METADATA_MAX_ENTRIES = 50
export const METADATA_VALUE_MAX = 256
const METADATA_VALUE = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]+$/u

/** ClientToken: 1-36 letters, digits and hyphens. */
export const CLIENT_TOKEN_MAX = 36

export type ApprovalStatus = 'Approved' | 'Rejected' | 'PendingManualApproval'

/** What `register` names: a group by name, or by ARN (its name taken from it); undefined when neither. */
export function groupNameOf(value: string): string | undefined {
  const name = GROUP_ARN.exec(value)?.[1] ?? value
  return GROUP_NAME.test(name) ? name : undefined
}

/** A description SageMaker takes: one line (its pattern refuses line breaks and controls), 1024 at most. */
export function asDescription(text: string): string {
  const line = text.replace(NOT_DESCRIPTION, ' ').replace(/ {2,}/g, ' ').trim()
  return line.length <= DESCRIPTION_MAX ? line : `${line.slice(0, DESCRIPTION_MAX - 1)}…`
}

/** Whether a text can be a CustomerMetadataProperties value as it is. */
export function isMetadataValue(value: string): boolean {
  return value.length <= METADATA_VALUE_MAX && METADATA_VALUE.test(value)
}
