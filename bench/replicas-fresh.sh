#!/usr/bin/env bash
# Makes fresh instances of the dev replica formats with the replicas' own generator (../shared/corpus/replicas/gen,
# or REPLICAS_GEN) into OUT (default /tmp/replicas-fresh), then scores them as the replicas are scored:
#   bash bench/replicas-fresh.sh [OUT] [seed ...]      (default seeds: 8383 9494)
# Each seed gives 10 CCC valuations printed as garbled Type 3 fonts (read by OCR), 5 as text and 4 Mitchell
# valuations. Needs the npm registry once (the generator's own packages, installed in a temporary copy).
# A seed you have looked at is tuned on: report its figures as such, and take a new seed for a first contact.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
gen=${REPLICAS_GEN:-$here/../../shared/corpus/replicas/gen}
out=${1:-/tmp/replicas-fresh}
shift || true
seeds=${*:-8383 9494}
[ -d "$gen/src" ] || { echo "replicas-fresh: no generator at $gen (set REPLICAS_GEN)"; exit 0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$gen/src" "$gen/fonts" "$gen/package.json" "$gen/package-lock.json" "$work/"
(cd "$work" && npm ci --no-audit --no-fund --silent >/dev/null)
cp "$here/replicas-fresh.cjs" "$work/src/"
rm -rf "$out"
for seed in $seeds; do
  node "$work/src/replicas-fresh.cjs" --seed "$seed" --count 10 --mode type3 --out "$out" >/dev/null
  node "$work/src/replicas-fresh.cjs" --seed "$((seed + 1))" --count 5 --mode text --out "$out" >/dev/null
  node "$work/src/replicas-fresh.cjs" --seed "$((seed + 2))" --count 4 --family mitchell --out "$out" >/dev/null
done
echo "replicas-fresh: $(ls "$out/docs" | wc -l) files in $out"
cd "$here/.." && REPLICAS_DIR="$out" npx tsx bench/replicas.bench.ts --part dev --show
