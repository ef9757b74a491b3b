// Loopback endpoints that fail the way real networks do: one that resets every connection, a closed
// port, one that answers with a status of its choosing, and one that never answers.
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

export interface Endpoint {
  url: string
  port: number
  /** Connections (or requests, for HTTP) seen so far. */
  seen: () => number
  close(): Promise<void>
}

async function listen(server: net.Server, count: () => number): Promise<Endpoint> {
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen: count,
    close: () =>
      new Promise(resolve => {
        if (server instanceof http.Server) server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** Accepts each connection, then resets it (a TCP RST, as a dying proxy or endpoint sends). */
export function resettingEndpoint(): Promise<Endpoint> {
  let n = 0
  const server = net.createServer(socket => {
    n++
    socket.resetAndDestroy()
  })
  return listen(server, () => n)
}

/** A loopback port nothing listens on (it was bound, then closed). */
export async function closedPort(): Promise<string> {
  const server = net.createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>(resolve => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

/**
 * An HTTP server whose handler gets the request's number (1-based) once its body is read; a handler
 * may also reset the connection (`req.socket.resetAndDestroy()`).
 */
export function answeringEndpoint(
  handle: (n: number, req: http.IncomingMessage, res: http.ServerResponse) => void
): Promise<Endpoint> {
  let n = 0
  const server = http.createServer((req, res) => {
    const k = ++n
    req.resume()
    req.on('end', () => handle(k, req, res))
  })
  return listen(server, () => n)
}

/** Accepts connections and reads requests, but never answers. */
export function stallingEndpoint(): Promise<Endpoint> {
  let n = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer(socket => {
    n++
    sockets.add(socket)
    socket.on('data', () => undefined)
    socket.on('close', () => sockets.delete(socket))
  })
  const endpoint = listen(server, () => n)
  return endpoint.then(e => ({
    ...e,
    close: () => {
      for (const s of sockets) s.destroy()
      return e.close()
    }
  }))
}
