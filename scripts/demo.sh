#!/usr/bin/env bash
# One command to see the action work, from a fresh clone on Debian or Ubuntu (as root, or a user with
# sudo): installs what is missing (the reference model server's python3-torch and python3-pil, cmark-gfm
# for the previews, Node 24 into the cache folder, node_modules when package-lock.json changed), then
# runs the local-mode demo and says what to open. A second run skips what is installed.
#   bash scripts/demo.sh               the shipped classifier on the shapes images (demo-output/plain)
#   bash scripts/demo.sh --pr          a pull-request evaluation of a worse model (demo-output/pr)
#   bash scripts/demo.sh --detection   the shipped detector, scored against boxes (demo-output/detection)
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  '' | --pr | --detection) ;;
  *)
    echo "usage: bash scripts/demo.sh [--pr | --detection]" >&2
    exit 2
    ;;
esac
# shellcheck source=scripts/setup.sh
. scripts/setup.sh

step "Debian packages"
need=()
py_has torch || need+=(python3-torch)
py_has PIL || need+=(python3-pil)
command -v cmark-gfm >/dev/null || need+=(cmark-gfm)
command -v npm >/dev/null || need+=(npm) # only to fetch Node 24
install_debs "${need[@]}"

step "Node 24"
use_node24

step "node_modules"
npm_ci_if_stale

step "demo"
npm run --silent demo -- "$@"
step "done"
