#!/usr/bin/env bash
# The deployment of deploy/ on one machine, to try it: N API processes on ports 3001…300N, on one
# PostgreSQL database and one Redis, behind HAProxy running deploy/haproxy.cfg on port 8080.
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/barback REDIS_URL=redis://127.0.0.1:6379 \
#     deploy/run-local.sh 3
#
# BARBACK_PORT sets HAProxy's port. Ctrl-C stops everything. For a server, use
# barback@.service and /etc/haproxy/haproxy.cfg instead (deploy/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

count="${1:-2}"
listen="${BARBACK_PORT:-8080}"
: "${DATABASE_URL:?Set DATABASE_URL to the one PostgreSQL database every process uses}"
if [ -z "${REDIS_URL:-}" ]; then
  echo "REDIS_URL is not set: each process will count sign-in limits on its own" >&2
fi
command -v haproxy >/dev/null || {
  echo "HAProxy is missing: apt-get install haproxy" >&2
  exit 1
}

# Every process must sign and check tokens with the same secret.
export JWT_SECRET="${JWT_SECRET:-$(node -e "console.log(require('node:crypto').randomBytes(48).toString('base64url'))")}"
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:$listen}"
export HOST=127.0.0.1 TRUST_PROXY=127.0.0.1

# Built once here, not by each process at its start.
node --import tsx scripts/build-if-stale.ts

run_dir="$(mktemp -d -t barback-local.XXXXXX)"
pids=()
stop() {
  trap - EXIT INT TERM
  if [ "${#pids[@]}" -gt 0 ]; then kill "${pids[@]}" 2>/dev/null || true; fi
  wait || true
  rm -rf "$run_dir"
}
trap stop EXIT INT TERM

# deploy/haproxy.cfg with this run's port, socket and servers; without the chroot and the change of
# user, which want root, and with HAProxy's notices on this terminal instead of the system log.
awk -v port="$listen" -v socket="$run_dir/haproxy.sock" -v count="$count" '
  /^    (chroot|user|group) / { next }
  /^    log \/dev\/log local0$/ { print "    log stderr format short local0 notice"; next }
  /^    log \/dev\/log / { next }
  /^    bind :80$/ { print "    bind 127.0.0.1:" port; next }
  /^    stats socket / { sub(/\/run\/haproxy\/admin\.sock/, socket); print; next }
  /^    server api[0-9]+ / { next }
  { print }
  END { for (i = 1; i <= count; i++) printf "    server api%d 127.0.0.1:%d\n", i, 3000 + i }
' deploy/haproxy.cfg >"$run_dir/haproxy.cfg"
haproxy -c -q -f "$run_dir/haproxy.cfg"

for i in $(seq 1 "$count"); do
  PORT=$((3000 + i)) DATA_DIR="$run_dir/api$i" node --enable-source-maps dist/server/main.js &
  pids+=("$!")
done
haproxy -db -f "$run_dir/haproxy.cfg" &
pids+=("$!")

echo "Barback: $PUBLIC_URL (HAProxy on 127.0.0.1:$listen, $count processes on 3001–$((3000 + count)))."
echo "Runtime API: echo 'show stat' | socat stdio $run_dir/haproxy.sock"
# The first to exit ends the run.
wait -n
