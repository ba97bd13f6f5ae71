#!/usr/bin/env bash
# Runs a command against a private distcc server on 127.0.0.1 (for
# tests/install/distcc.test).
#
# Usage: with-distccd.sh <prefix> <logdir> -- <command...>
#
# 1. Copy the installed <prefix> into a fresh directory under /tmp that every
#    user can read: run as root, distccd drops to its own user, which must
#    reach sycl-clang, the plugin and the headers (a checkout under a private
#    home directory would not do).
# 2. Allow exactly the copied bin/sycl-clang through DISTCC_CMDLIST (the
#    server-side allow-list an administrator sets; no change to the system's
#    /usr/lib/distcc), start distccd on a free port of 127.0.0.1 in the
#    foreground of a background job, logging to <logdir>/server.log, with a
#    TMPDIR of its own (lit's is private to this user, and distccd works in
#    TMPDIR), and wait until it accepts connections (at most 10 s; else fail,
#    since distcc would retry a dead server for ever).
# 3. Run the command with DISTCC_HOSTS naming only that server, fallback to a
#    local compile disabled (DISTCC_FALLBACK=0: a job the server refuses
#    fails instead of silently compiling here), no backoff, a private
#    DISTCC_DIR, and PATH starting with the copied bin/ (so the client's
#    local preprocessing runs the same sycl-clang).
#    The command gets at most 120 s.
# 4. Wait (at most 10 s) until the server has logged the end of every job:
#    distccd writes a job's last lines ("... completed ok", "job complete",
#    its dcc_job_summary) after the client has its result, so stopping it at
#    once could cut them from the log the test checks. Each connection it
#    accepted ("connection from", the readiness probe's too) ends with one
#    dcc_job_summary line.
# 5. Stop the server and remove the copies, whatever the command did; exit
#    with the command's status.
set -uo pipefail
if [ $# -lt 4 ] || [ "$3" != -- ]; then
  echo "usage: $0 <prefix> <logdir> -- <command...>" >&2
  exit 2
fi
prefix=$1 logdir=$2
shift 3

stage=$(mktemp -d /tmp/sycl-aspects-distcc.XXXXXX)
server_pid=
cleanup() {
  # distccd leads its own process group (it and its preforked children).
  [ -n "$server_pid" ] && { kill -- -"$server_pid" 2>/dev/null || kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; }
  rm -rf "$stage"
}
trap cleanup EXIT
chmod 755 "$stage"
cp -a "$prefix" "$stage/prefix"
chmod -R a+rX "$stage/prefix"
echo "$stage/prefix/bin/sycl-clang" > "$stage/cmdlist"
mkdir -m 1777 "$stage/tmp"
chmod 644 "$stage/cmdlist"

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
env -u SYCL_ASPECTS_PLUGIN -u SYCL_ASPECTS_HEADERS TMPDIR="$stage/tmp" DISTCC_CMDLIST="$stage/cmdlist" distccd --daemon --no-detach --listen 127.0.0.1 --port "$port" \
  --allow 127.0.0.1 --jobs 1 --log-stderr --log-level info 2> "$logdir/server.log" &
server_pid=$!
listening=
for _ in $(seq 100); do
  if python3 -c 'import socket, sys; socket.create_connection(("127.0.0.1", int(sys.argv[1])), 0.1)' "$port" 2>/dev/null; then
    listening=1
    break
  fi
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$listening" ]; then
  echo "with-distccd: error: distccd did not start; its log:" >&2
  cat "$logdir/server.log" >&2
  exit 1
fi

mkdir -p "$stage/distcc-dir"
env -u SYCL_ASPECTS_PLUGIN -u SYCL_ASPECTS_HEADERS PATH="$stage/prefix/bin:$PATH" DISTCC_HOSTS="127.0.0.1:$port/1" DISTCC_FALLBACK=0 \
  DISTCC_BACKOFF_PERIOD=0 DISTCC_DIR="$stage/distcc-dir" timeout 120 "$@"
status=$?

for _ in $(seq 100); do
  connections=$(grep -c '(dcc_check_client) connection from' "$logdir/server.log")
  summaries=$(grep -c '(dcc_job_summary)' "$logdir/server.log")
  [ "$summaries" -ge "$connections" ] && break
  sleep 0.1
done
exit "$status"
