#!/usr/bin/env bash
# The install step of action.yml: the Debian packages at INPUT_PACKAGE_URL
# (the release assets hipport_VERSION_ARCH.deb and hipport-data_VERSION_all.deb,
# separated by spaces or newlines; curl fetches them, file:// included), or,
# without one, hipport built from the action's own checkout with
# scripts/setup.sh. Puts hipport on PATH for the later steps ($GITHUB_PATH).
# The packages are Debian 12's (docs/install.md): run the job in a debian:12
# container, or build from source.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
SUDO=""
[[ $(id -u) -eq 0 ]] || SUDO="sudo"

read -rd '' -a urls <<<"${INPUT_PACKAGE_URL:-}" || true
if ((${#urls[@]})); then
  $SUDO apt-get update -qq
  if ! command -v curl >/dev/null; then # debian:12 containers have none
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
      --no-install-recommends curl ca-certificates
  fi
  dir=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/hipport-debs.XXXXXX")
  debs=()
  for url in "${urls[@]}"; do
    deb="$dir/$(basename "${url%%\?*}")"
    curl -fsSL --retry 3 -o "$deb" "$url"
    debs+=("$deb")
  done
  # apt-get installs what the packages depend on with them.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
    --no-install-recommends "${debs[@]}"
  bin=/usr/bin
else
  "$root/scripts/setup.sh" hipport
  bin="$root/build/tools/hipport"
fi
echo "$bin" >>"${GITHUB_PATH:-/dev/null}"
"$bin/hipport" --version
