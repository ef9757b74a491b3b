#!/usr/bin/env bash
# Makes the model image the docker tests run, in the daemon at DOCKER_HOST, without any registry:
#   base   Debian (the suite and mirror this machine's apt uses) with python3-torch, numpy, PIL and tini,
#          made by debootstrap and imported; its root file system is cached as a tar keyed by the
#          package list, so only the first run on a machine spends the minutes debootstrap takes.
#   model  base + the reference server (serve/) and a `serve` command, as a SageMaker framework image
#          has: `docker run IMAGE serve` answers the container contract on 0.0.0.0:8080.
# Prints the image's tag. Needs root for debootstrap (only when the cache is empty).
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
here="$root/test/support/docker"

# Tagged like the framework image the action resolves for pytorch 1.13 (Debian bookworm's torch) in
# us-east-1, so `framework: pytorch, framework-version: 1.13` finds it locally and never pulls.
tag="${MODEL_IMAGE_TAG:-763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:1.13.1-cpu-py39}"
packages="python3,python3-torch,python3-numpy,python3-pil,tini"
cache="${TEST_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sagemaker-batch-transform-action}"

. /etc/os-release
suite="${VERSION_CODENAME:?/etc/os-release names no VERSION_CODENAME}"

# The first Debian archive apt is configured with (deb822 .sources or one-line sources.list).
mirror() {
  local uri
  uri="$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | grep -v security | awk '{print $2; exit}')"
  [ -n "$uri" ] || uri="$(grep -hsE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list |
    grep -v security | awk '{ for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }')"
  [ -n "$uri" ] || { echo "model-image: no Debian mirror found in /etc/apt" >&2; return 1; }
  echo "$uri"
}

key="$(printf '%s\n' "$suite" "$packages" "minbase-1" | sha256sum | cut -c1-16)"
base="sagemaker-transform-test-base:$key"
rootfs_tar="$cache/rootfs-$suite-$key.tar"

if ! docker image inspect "$base" >/dev/null 2>&1; then
  mkdir -p "$cache"
  # One build per machine at a time; a run that waited finds the tar made by the other.
  exec 9>"$cache/.build.lock"
  flock 9
  if [ ! -s "$rootfs_tar" ]; then
    [ "$(id -u)" = 0 ] || { echo "model-image: debootstrap needs root to build $rootfs_tar" >&2; exit 3; }
    command -v debootstrap >/dev/null || { echo "model-image: debootstrap is not installed" >&2; exit 3; }
    work="$(mktemp -d "$cache/build.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    started=$SECONDS
    echo "model-image: debootstrap $suite with $packages (once per machine) ..." >&2
    components=main
    [ "${ID:-}" != ubuntu ] || components=main,universe # Ubuntu keeps torch in universe
    if ! debootstrap --variant=minbase --components="$components" --include="$packages" \
      "$suite" "$work/rootfs" "$(mirror)" \
      >"$work/debootstrap.log" 2>&1; then
      tail -n 20 "$work/debootstrap.log" >&2
      exit 1
    fi
    # What a container never needs: the downloaded .debs, apt lists, docs, manuals and locales.
    rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"* \
      "$work/rootfs/usr/share/doc" "$work/rootfs/usr/share/man" "$work/rootfs/usr/share/locale"
    tar --numeric-owner -C "$work/rootfs" -cf "$work/rootfs.tar" .
    mv "$work/rootfs.tar" "$rootfs_tar"
    rm -rf "$work"
    # Older package lists' file systems are of no further use.
    find "$cache" -maxdepth 1 -name 'rootfs-*.tar' ! -name "${rootfs_tar##*/}" -delete
    trap - EXIT
    echo "model-image: root file system cached in $rootfs_tar ($((SECONDS - started)) s)" >&2
  fi
  exec 9>&-
  docker import --change 'ENTRYPOINT ["/usr/bin/tini", "--"]' "$rootfs_tar" "$base" >/dev/null
fi

# The private daemon runs without IP forwarding on purpose (daemon.sh), so docker's warning that
# networking will not work is expected: it is dropped, every other line of stderr kept.
without_forwarding_warning() { "$@" 2> >(grep -v 'IPv4 forwarding is disabled' >&2); }

# The model layer is cheap: made on every call, so it always holds the current serve/.
name="sagemaker-transform-image-build-$$"
docker rm -f "$name" >/dev/null 2>&1 || true
without_forwarding_warning docker create --name "$name" "$base" /bin/true >/dev/null
trap 'docker rm -f "$name" >/dev/null 2>&1 || true' EXIT
docker cp "$root/serve/." "$name:/opt/reference-server/"
docker cp "$here/serve" "$name:/usr/local/bin/serve"
docker commit \
  --change 'ENTRYPOINT ["/usr/bin/tini", "--"]' \
  --change 'CMD ["serve"]' \
  --change 'ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1' \
  "$name" "$tag" >/dev/null
echo "$tag"
