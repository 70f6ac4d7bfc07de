#!/bin/sh
# The one command every Atoll container runs (the Dockerfile's CMD), and what `npm run dev -- --compiled`
# runs outside Docker: a compiled service (scripts/services/services.ts) with plain node, never tsx.
# ATOLL_NODE picks the Node binary (the compiled smoke test runs the images' major, from the npm package node@24).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
NODE=${ATOLL_NODE:-node}
# an empty variable is no setting (compose passes an unset ${X:-} as ""): the app's own default applies
for name in $(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=$/\1/p'); do unset "$name"; done
# On the devnet, the API, indexer and keeper pin this build's genesis roots unless they are given; on a real
# network they come from its deployment, and each app refuses to start without them.
devnet_roots() {
  if [ "${CHAIN:-devnet}" = devnet ] && [ -z "${FACTORY_ADDRESS:-}" ]; then
    roots=$(cd "$ROOT/apps/devnet" && "$NODE" dist/server.mjs --print-roots)
    eval "$(printf '%s\n' "$roots" | grep -E '^[A-Z_]+=[0-9a-fx:]+$' | sed 's/^/export /')"
  fi
}

service=${1:-}
[ $# -gt 0 ] && shift
case $service in
  devnet) cd "$ROOT/apps/devnet" && exec "$NODE" --enable-source-maps dist/server.mjs "$@" ;;
  migrate) cd "$ROOT/prisma" && exec "$NODE" --enable-source-maps dist/migrate.mjs "$@" ;;
  api) devnet_roots && cd "$ROOT/apps/api" && exec "$NODE" --enable-source-maps dist/server.mjs "$@" ;;
  indexer) devnet_roots && cd "$ROOT/apps/indexer" && exec "$NODE" --enable-source-maps dist/main.mjs "$@" ;;
  keeper) devnet_roots && cd "$ROOT/apps/keeper" && exec "$NODE" --enable-source-maps dist/main.mjs "$@" ;;
  web) exec "$NODE" "$ROOT/scripts/docker/serve-web.mjs" "$@" ;;
  *)
    echo "usage: start.sh devnet|migrate|api|indexer|keeper|web [args...] (got \"$service\")" >&2
    exit 64
    ;;
esac
