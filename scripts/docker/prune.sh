#!/bin/sh
# After build.sh in the image: drop the development dependencies (the compiled services import only
# packages some workspace lists under dependencies; npm run build:services checks it).
set -eu
cd "$(dirname "$0")/../.."
npm prune --omit=dev --no-audit --no-fund
