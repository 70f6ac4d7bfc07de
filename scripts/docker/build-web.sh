#!/bin/sh
# The web app's static files (apps/web/dist) for its image. Vite inlines the VITE_* settings at build time
# (.env.example lists them). On the devnet, the roots of trust the app pins are those of this build's genesis,
# printed by the compiled devnet itself (--print-roots), unless VITE_FACTORY_ADDRESS is given.
set -eu
cd "$(dirname "$0")/../.."
if [ "${VITE_CHAIN:-devnet}" = devnet ] && [ -z "${VITE_FACTORY_ADDRESS:-}" ]; then
  roots=$(sh scripts/docker/start.sh devnet --print-roots)
  VITE_FACTORY_ADDRESS=$(printf '%s\n' "$roots" | sed -n 's/^FACTORY_ADDRESS=//p')
  VITE_POOL_CODE_HASH=$(printf '%s\n' "$roots" | sed -n 's/^POOL_CODE_HASH=//p')
  VITE_ORDER_CODE_HASH=$(printf '%s\n' "$roots" | sed -n 's/^ORDER_CODE_HASH=//p')
  export VITE_FACTORY_ADDRESS VITE_POOL_CODE_HASH VITE_ORDER_CODE_HASH
fi
npm run build -w @atoll/web
