#!/bin/sh
# Runs the given command with the memory allocator the server should have (npm start/dev use it).
#
# glibc's malloc keeps memory that worker threads (OCR, PDF, libvips) freed in fragmented arenas,
# so a long-running server grows after every burst of files; sharp's documentation recommends
# jemalloc for this reason (and limits libvips to one thread under glibc otherwise). jemalloc is
# preloaded when installed (Debian/Ubuntu: `apt-get install libjemalloc2`), or from JEMALLOC_PATH;
# JEMALLOC_PATH=off keeps the system allocator. An LD_PRELOAD set by the operator is left alone.
# MALLOC_ARENA_MAX=2 bounds glibc's arenas whenever glibc's malloc is the one in use.
set -eu

export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"

find_jemalloc() {
  for dir in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib /usr/local/lib; do
    if [ -f "$dir/libjemalloc.so.2" ]; then
      echo "$dir/libjemalloc.so.2"
      return
    fi
  done
}

if [ -z "${LD_PRELOAD:-}" ] && [ "$(uname -s)" = Linux ]; then
  case "${JEMALLOC_PATH:-}" in
    off) ;;
    "") library="$(find_jemalloc)"; [ -n "$library" ] && export LD_PRELOAD="$library" ;;
    *) export LD_PRELOAD="$JEMALLOC_PATH" ;;
  esac
fi

exec "$@"
