#!/usr/bin/env bash
# Runs a command inside a private network namespace made for this one run, when that is
# possible (root, `unshare` and `ip` present, namespaces permitted); otherwise runs it as is.
#
#   bash scripts/in-netns.sh web-test-runner [args...]
#
# Why: Chromium's WebRTC ignores loopback interfaces, so two peers in one browser only connect
# over a non-loopback interface. Outside a namespace that would be the machine's real network
# interface, and test traffic must not go there. Inside the namespace there is:
#   - lo, up (the dev server and the PeerJS signalling server listen on 127.0.0.1);
#   - a veth pair, veth0 10.99.0.1/24 <-> veth1 10.99.0.2/24, that exists only in the namespace,
#     with a default route on it, so Chromium gathers a host ICE candidate (10.99.0.1);
#   - `addrgenmode none` on both ends: otherwise IPv6 link-local addresses appear about a second
#     after start, Chromium treats that as a network change and in-flight module loads fail.
# Nothing in the namespace is connected to the outside: it has no route off the machine.
#
# Environment:
#   TAROTICUM_NETNS=0   never use a namespace (just run the command)
#   TAROTICUM_NETNS=1   require the namespace: fail instead of falling back
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/in-netns.sh <command> [args...]" >&2
  exit 2
fi

say() { printf 'in-netns: %s\n' "$*" >&2; }

# Inner half: we are already inside the new namespace; build the network, then exec the command.
if [ "${_TAROTICUM_IN_NETNS:-}" = "setup" ]; then
  export _TAROTICUM_IN_NETNS=inside
  ip link set lo up
  ip link add veth0 type veth peer name veth1
  # Must precede `up`: a link that comes up with the default mode gets an fe80:: address at once.
  ip link set veth0 addrgenmode none
  ip link set veth1 addrgenmode none
  ip addr add 10.99.0.1/24 dev veth0
  ip addr add 10.99.0.2/24 dev veth1
  ip link set veth0 up
  ip link set veth1 up
  ip route add default via 10.99.0.2 dev veth0
  exec "$@"
fi

# Already inside (nested call): nothing to do.
if [ "${_TAROTICUM_IN_NETNS:-}" = "inside" ]; then
  exec "$@"
fi

mode="${TAROTICUM_NETNS:-auto}"
why=""
if [ "$mode" = "0" ]; then
  why="disabled by TAROTICUM_NETNS=0"
elif [ "$(id -u)" -ne 0 ]; then
  why="not running as root"
elif ! command -v unshare >/dev/null 2>&1; then
  why="unshare not found"
elif ! command -v ip >/dev/null 2>&1; then
  why="ip (iproute2) not found"
elif ! unshare -n true 2>/dev/null; then
  why="unshare -n is not permitted here"
fi

if [ -n "$why" ]; then
  if [ "$mode" = "1" ]; then
    say "TAROTICUM_NETNS=1 but no private network namespace is possible: $why"
    exit 1
  fi
  say "running without a private network namespace ($why)"
  exec "$@"
fi

say "running in a private network namespace (veth0 10.99.0.1/24, no route off the machine)"
_TAROTICUM_IN_NETNS=setup exec unshare -n bash "${BASH_SOURCE[0]}" "$@"
