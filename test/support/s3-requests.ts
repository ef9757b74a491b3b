// Records the name of every command a client sends (an SDK middleware, not a mock), so tests can
// assert which S3 requests really went out.
import type { S3Client } from '@aws-sdk/client-s3'

export function recordCommands(client: S3Client): string[] {
  const sent: string[] = []
  client.middlewareStack.add(
    (next, context) => async args => {
      sent.push(String(context.commandName))
      return next(args)
    },
    { step: 'initialize', name: 'recordCommands' }
  )
  return sent
}
