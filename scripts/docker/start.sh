#!/bin/sh
# The one command every Atoll container runs (the Dockerfile's CMD), and what `npm run dev -- --compiled`
# runs outside Docker: a compiled service (scripts/services/services.ts) with plain node, never tsx.
# ATOLL_NODE picks the Node binary (the compiled smoke test runs the images' major, from the npm package node@24).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
NODE=${ATOLL_NODE:-node}
service=${1:-}
[ $# -gt 0 ] && shift
case $service in
  devnet) cd "$ROOT/apps/devnet" && exec "$NODE" --enable-source-maps dist/server.mjs "$@" ;;
  migrate) cd "$ROOT/prisma" && exec "$NODE" --enable-source-maps dist/migrate.mjs "$@" ;;
  api) cd "$ROOT/apps/api" && exec "$NODE" --enable-source-maps dist/server.mjs "$@" ;;
  indexer) cd "$ROOT/apps/indexer" && exec "$NODE" --enable-source-maps dist/main.mjs "$@" ;;
  keeper) cd "$ROOT/apps/keeper" && exec "$NODE" --enable-source-maps dist/main.mjs "$@" ;;
  web) exec "$NODE" "$ROOT/scripts/docker/serve-web.mjs" "$@" ;;
  *)
    echo "usage: start.sh devnet|migrate|api|indexer|keeper|web [args...] (got \"$service\")" >&2
    exit 64
    ;;
esac
