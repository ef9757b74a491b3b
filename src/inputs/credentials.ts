// Credential inputs: `role-to-assume` with its session name and duration (the action's own OIDC session).
import {
  DEFAULT_ROLE_SESSION_NAME,
  ROLE_DURATION_SECONDS,
  ROLE_SESSION_NAME_PATTERN
} from '../contract/limits.js'
import type { AssumeRoleSpec, InputReader } from '../spec.js'
import { checkRole } from './model.js'
import type { RawInputs } from './names.js'
import { Problems } from './problems.js'
import { parseInteger } from './values.js'

export function parseAssumeRole(raw: RawInputs, problems: Problems): AssumeRoleSpec | undefined {
  const sessionRaw = raw['role-session-name']
  const durationRaw = raw['role-duration-seconds']
  const roleArn = checkRole(problems, raw['role-to-assume'], 'role-to-assume', 'GitHubBatchTransform')
  const durationSeconds =
    parseInteger(problems, 'role-duration-seconds', durationRaw, ROLE_DURATION_SECONDS) ??
    ROLE_DURATION_SECONDS.default
  let sessionName = sessionRaw || DEFAULT_ROLE_SESSION_NAME
  if (!ROLE_SESSION_NAME_PATTERN.test(sessionName)) {
    problems.add(
      'role-session-name',
      sessionRaw,
      'is not a valid role session name',
      'Use 2-64 letters, digits and + = , . @ _ - characters.'
    )
    sessionName = DEFAULT_ROLE_SESSION_NAME
  }
  if (raw['role-to-assume'] === '') {
    // action.yml's defaults are not a choice; anything else given without a role is a mistake.
    if (sessionRaw && sessionRaw !== DEFAULT_ROLE_SESSION_NAME)
      problems.add(
        'role-session-name',
        sessionRaw,
        'is used only with role-to-assume',
        'Set role-to-assume, or remove it.'
      )
    if (durationRaw && durationRaw !== String(ROLE_DURATION_SECONDS.default))
      problems.add(
        'role-duration-seconds',
        durationRaw,
        'is used only with role-to-assume',
        'Set role-to-assume, or remove it.'
      )
    return undefined
  }
  return roleArn ? { roleArn, sessionName, durationSeconds } : undefined
}

/** The role session alone, for the post step (the main step has already reported any bad value). */
export function assumeRoleFromInputs(read: InputReader): AssumeRoleSpec | undefined {
  const names = ['role-to-assume', 'role-session-name', 'role-duration-seconds'] as const
  const raw = Object.fromEntries(names.map(n => [n, (read(n) ?? '').trim()])) as RawInputs
  return parseAssumeRole(raw, new Problems())
}
