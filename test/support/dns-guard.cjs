// No test may look up a made-up name: this machine's resolver is not on loopback, so such a lookup
// would send a query off the machine. Loaded by jest before every test file (setupFiles) and
// preloaded (`node --require`) into child processes given such names: any lookup of a name other
// than `localhost` or an IP literal fails at once with ENOTFOUND, as a missing name does.
'use strict'
/* global require */
/* eslint-disable @typescript-eslint/no-require-imports */
const dns = require('node:dns')
const { isIP } = require('node:net')

const allowed = host => typeof host === 'string' && (host === 'localhost' || isIP(host) !== 0)

function notFound(host) {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), {
    code: 'ENOTFOUND',
    errno: -3008,
    syscall: 'getaddrinfo',
    hostname: host
  })
}

if (!dns.lookup.guarded) {
  const lookup = dns.lookup
  const guarded = function (host, options, callback) {
    if (allowed(host)) return lookup.apply(this, arguments)
    const done = typeof options === 'function' ? options : callback
    process.nextTick(done, notFound(host))
    return {}
  }
  guarded.guarded = true
  dns.lookup = guarded
  const promised = dns.promises.lookup
  dns.promises.lookup = function (host, ...rest) {
    return allowed(host) ? promised.call(this, host, ...rest) : Promise.reject(notFound(host))
  }
  for (const name of ['resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCname']) {
    const real = dns[name]
    dns[name] = function (host, ...rest) {
      if (allowed(host)) return real.call(this, host, ...rest)
      const done = rest[rest.length - 1]
      if (typeof done === 'function') process.nextTick(done, notFound(host))
    }
  }
}
