// A proxy URL as the action reads and shows it: one reading for the `http-proxy` input's check
// (inputs/) and for the proxies every AWS client is given (aws/proxy.ts), so both accept the same values.

/** `scheme://host:port` of a proxy URL, never its user or password. */
export function shownProxy(url: URL): string {
  return `${url.protocol}//${url.host}`
}

/** A proxy URL read; a URL without a scheme is taken as http (`proxy.corp:3128`), as curl does. */
export function parseProxyUrl(value: string): URL | undefined {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return undefined
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return undefined
  return url
}

/** A proxy value as it may be shown: any password replaced by `***`. */
export function maskedProxy(value: string): string {
  const at = value.lastIndexOf('@')
  if (at < 0) return value
  const start = value.indexOf('//') >= 0 && value.indexOf('//') < at ? value.indexOf('//') + 2 : 0
  const user = value.slice(start, at).split(':')[0]
  return `${value.slice(0, start)}${user}:***${value.slice(at)}`
}
