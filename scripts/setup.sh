# Sourced by .ci/run and scripts/demo.sh: installing what is missing on Debian or Ubuntu, once.
#   step TEXT                 prints "== TEXT (N s)", the seconds since the script started
#   py_has MODULE             whether Debian's python3 (the model server's) can import MODULE; it looks
#                             the module up without importing it, which for torch takes seconds
#   install_debs PKG...       installs the Debian packages given (none: says so), as root or with sudo
#   use_node24                puts Node 24 (scripts/node24.sh, fetched once into the cache) first on PATH
#   npm_ci                    runs npm ci and notes which package-lock.json node_modules came from
#   npm_ci_if_stale           runs npm_ci when node_modules was not installed from this package-lock.json
started=${started:-$SECONDS}
step() { echo "== $* ($((SECONDS - started)) s)"; }

py_has() {
  /usr/bin/python3 -c 'import importlib.util, sys; sys.exit(importlib.util.find_spec(sys.argv[1]) is None)' "$1" \
    2>/dev/null
}

install_debs() {
  if [ $# -eq 0 ]; then
    echo "all present"
    return
  fi
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null; then
      echo "missing Debian packages: $*. As root, run: apt-get update && apt-get install -y --no-install-recommends $*" >&2
      return 1
    fi
    sudo=(sudo)
  fi
  echo "installing $*"
  # Nothing here wants a service started on install (docker.io's daemon: the tests start their own).
  local policy=/usr/sbin/policy-rc.d made_policy=
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null
    "${sudo[@]}" chmod +x "$policy"
    made_policy=1
  fi
  local status=0
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq || status=$?
  if [ "$status" -eq 0 ]; then
    # debconf's "delaying package configuration, since apt-utils is not installed" is harmless on a
    # minimal image: dropped, every other line of stderr kept.
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -qq --no-install-recommends "$@" >/dev/null \
      2> >(grep -v '^debconf: delaying package configuration' >&2) || status=$?
  fi
  if [ -n "$made_policy" ]; then "${sudo[@]}" rm -f "$policy"; fi
  return "$status"
}

use_node24() {
  PATH="$(sh scripts/node24.sh):$PATH"
  export PATH
  echo "node $(node --version), npm $(npm --version)"
}

lock_stamp=node_modules/.package-lock.sha256
lock_hash() { sha256sum package-lock.json | cut -d' ' -f1; }

npm_ci() {
  npm ci --no-audit --no-fund
  lock_hash >"$lock_stamp"
}

npm_ci_if_stale() {
  if [ -f "$lock_stamp" ] && [ "$(cat "$lock_stamp")" = "$(lock_hash)" ]; then
    echo "node_modules matches package-lock.json"
    return
  fi
  npm_ci
}
