#!/bin/sh
# Renders the app's icons (static/icons/*.png) from the two SVGs there (the PNGs are committed,
# so neither the build nor CI needs this). Needs rsvg-convert (Debian: librsvg2-bin, installed
# here if missing). Run from anywhere: sh static/make-icons.sh
set -eu
cd "$(dirname "$0")/icons"
if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "installing librsvg2-bin (rsvg-convert)…"
  if [ "$(id -u)" = 0 ]; then apt-get install -y librsvg2-bin; else sudo apt-get install -y librsvg2-bin; fi
fi
for size in 180 192 512; do
  rsvg-convert -w "$size" -h "$size" icon.svg -o "icon-$size.png"
  echo "icon-$size.png"
done
for size in 192 512; do
  rsvg-convert -w "$size" -h "$size" icon-maskable.svg -o "maskable-$size.png"
  echo "maskable-$size.png"
done
