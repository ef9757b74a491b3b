// Types for scripts/release-notes.mjs.
export function releaseNotes(changelog: string, version: string): string | undefined
