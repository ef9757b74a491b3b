// The slice of s3rver's API the tests and benchmarks use.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    resetOnClose?: boolean
    /** Takes a request whose signature does not match (a front that rewrites requests). */
    allowMismatchedSignatures?: boolean
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
