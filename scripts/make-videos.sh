#!/usr/bin/env bash
# Makes the site's placeholder videos ONCE; the results are committed under
# apps/web/public/static-media, because ffmpeg is not available on CI or a fresh machine.
# Rerun it only when the illustrations change:   bash scripts/make-videos.sh
#
# Frames come from the same drawings as the posters (scripts/media/generate-media.ts --frames), so a
# video's first frame is its poster: the banner starts on `home/hero-poster`, each gallery video
# on its `videos/<slug>` poster. The banner's motion is periodic over its length (clouds, water,
# flag, birds), so it loops without a jump; the gallery videos add a slow push-in.
set -euo pipefail

cd "$(dirname "$0")/.."
command -v ffmpeg >/dev/null || { echo "make-videos: ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }

out=apps/web/public/static-media
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out/videos"

fps=24

# H.264 for every browser, no audio track (muted autoplay needs none), yuv420p for Safari,
# faststart so playback begins before the download ends, tune=animation for flat colour.
encode() {
  local frames=$1 target=$2 crf=$3
  ffmpeg -loglevel error -y -framerate "$fps" -i "$frames/frame-%04d.png" \
    -c:v libx264 -preset veryslow -tune animation -crf "$crf" -pix_fmt yuv420p \
    -g $((fps * 2)) -an -movflags +faststart "$target"
}

# The home banner: 8 s at 1280x720, a seamless loop.
node --import tsx scripts/media/generate-media.ts --frames home/hero-poster "$work/banner" 1280 $((fps * 8))
encode "$work/banner" "$out/banner.mp4" 23

# The gallery videos: 5 s each at 854x480 with a slow push-in.
for slug in teesta-sunrise morning-mist monsoon-rain boats-at-dusk clubhouse-evening; do
  node --import tsx scripts/media/generate-media.ts --frames "videos/$slug" "$work/$slug" 854 $((fps * 5)) --zoom
  # Rain is all fine detail in motion, which H.264 pays for dearly; a lower quality keeps it
  # under the 300 KB budget and still reads as rain.
  crf=26
  [ "$slug" = monsoon-rain ] && crf=31
  encode "$work/$slug" "$out/videos/$slug.mp4" "$crf"
done

ls -l "$out/banner.mp4" "$out"/videos/*.mp4
du -cb "$out/banner.mp4" "$out"/videos/*.mp4 | tail -1
