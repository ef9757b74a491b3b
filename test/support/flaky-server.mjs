// A model server for local-serve-command: answers each record with its text as JSON, appends every
// request body to REQUEST_LOG, and refuses bodies starting with "bad" while the file FAIL_FLAG exists.
import { appendFileSync, existsSync } from 'node:fs'
import http from 'node:http'

const port = Number(process.env.SAGEMAKER_BIND_TO_PORT)
http
  .createServer((req, res) => {
    if (req.url === '/ping') return void res.end()
    if (req.url !== '/invocations') return void res.writeHead(404).end()
    const chunks = []
    req.on('data', c => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      if (process.env.REQUEST_LOG) appendFileSync(process.env.REQUEST_LOG, `${JSON.stringify(body)}\n`)
      if (body.startsWith('bad') && process.env.FAIL_FLAG && existsSync(process.env.FAIL_FLAG))
        return void res.writeHead(500, { 'content-type': 'text/plain' }).end('cannot read this file')
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ label: body.slice(0, 20) }))
    })
  })
  .listen(port, '127.0.0.1')
