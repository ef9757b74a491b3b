#!/usr/bin/env bash
# A private Docker daemon for the tests:
#   daemon.sh start DIR   starts dockerd with its socket, data root, exec root and bridge of its own,
#                         prints its DOCKER_HOST; the pid is kept in DIR/pid
#   daemon.sh stop DIR    stops it by that pid, removes its bridge and DIR
# No iptables rules, no IP forwarding, no masquerading: containers reach nothing beyond this machine,
# and a port is published only where `-p 127.0.0.1:...` puts it. Exit 3: this machine cannot run one
# (not root, no dockerd), with the reason on stderr.
set -euo pipefail
cmd="${1:?usage: daemon.sh start|stop DIR}"
dir="${2:?usage: daemon.sh start|stop DIR}"

stop() {
  local pid bridge
  if [ -s "$dir/pid" ]; then
    pid="$(cat "$dir/pid")"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  # A daemon that was killed leaves its overlay and shm mounts behind.
  awk -v d="$dir/" 'index($2, d) == 1 { print $2 }' /proc/mounts | sort -r | xargs -r umount -l 2>/dev/null || true
  if [ -s "$dir/bridge" ]; then
    bridge="$(cat "$dir/bridge")"
    ip link delete "$bridge" 2>/dev/null || true
  fi
  rm -rf "$dir"
}

case "$cmd" in
  stop)
    stop
    exit 0
    ;;
  start) ;;
  *)
    echo "daemon.sh: unknown command $cmd" >&2
    exit 2
    ;;
esac

[ "$(id -u)" = 0 ] || { echo "starting a private Docker daemon needs root" >&2; exit 3; }
command -v dockerd >/dev/null || { echo "dockerd is not installed (apt-get install docker.io)" >&2; exit 3; }
command -v ip >/dev/null || { echo "ip is not installed (apt-get install iproute2)" >&2; exit 3; }
mkdir -p "$dir"

# A bridge of its own, so daemons started side by side never share addresses on docker0. The lock is
# the temp folder itself (a lock file there would be left behind).
(
  flock 9
  for _ in $(seq 1 50); do
    n=$((RANDOM % 250 + 1))
    ip -4 addr show | grep -q "inet 172\.29\.$n\." || break
  done
  bridge="sbt-$(od -An -N3 -tx1 /dev/urandom | tr -d ' \n')"
  ip link add "$bridge" type bridge
  ip addr add "172.29.$n.1/24" dev "$bridge"
  ip link set "$bridge" up
  echo "$bridge" >"$dir/bridge"
) 9</tmp

dockerd \
  --host "unix://$dir/docker.sock" \
  --data-root "$dir/data" \
  --exec-root "$dir/exec" \
  --pidfile "$dir/dockerd.pid" \
  --bridge "$(cat "$dir/bridge")" \
  --iptables=false --ip-forward=false --ip-masq=false \
  >"$dir/dockerd.log" 2>&1 </dev/null &
echo $! >"$dir/pid"

for _ in $(seq 1 300); do
  if DOCKER_HOST="unix://$dir/docker.sock" docker version --format '{{.Server.Version}}' >/dev/null 2>&1; then
    echo "unix://$dir/docker.sock"
    exit 0
  fi
  if ! kill -0 "$(cat "$dir/pid")" 2>/dev/null; then break; fi
  sleep 0.2
done
echo "dockerd did not start; its last log lines:" >&2
tail -n 15 "$dir/dockerd.log" >&2
stop
exit 1
