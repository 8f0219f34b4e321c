#!/usr/bin/env bash
# Installs what .ci/run needs beyond the Swift toolchain, on a fresh machine or an old one: Debian's packages
# (xmllint, Graphviz, headless Chromium, Qt 6's SCXML engine and compiler, g++ and pkg-config for the SCXML driver, ESLint
# for the SCXML's script, Open MPI for the search over ranks of Cluster/) and,
# from PyPI, check-jsonschema. Each is skipped when present; apt-get's lists are refreshed once, only when a
# package is missing. Each check script still installs its own tools when run alone.
set -euo pipefail
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"

need=()
command -v xmllint >/dev/null || need+=(libxml2-utils)
command -v dot >/dev/null || need+=(graphviz)
command -v chromium >/dev/null || need+=(chromium)
[ -x /usr/lib/qt6/libexec/qscxmlc ] || need+=(libqt6scxml6-bin)
pkg-config --exists Qt6Scxml 2>/dev/null || need+=(qt6-scxml-dev)
command -v g++ >/dev/null || need+=(g++)
command -v pkg-config >/dev/null || need+=(pkg-config)
command -v eslint >/dev/null || need+=(eslint)
command -v mpirun >/dev/null || need+=(openmpi-bin)
pkg-config --exists ompi-c 2>/dev/null || need+=(libopenmpi-dev)
if [ ${#need[@]} -gt 0 ]; then
  echo "ci-install: apt-get install ${need[*]}"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
if ! command -v check-jsonschema >/dev/null; then
  echo "ci-install: pip install check-jsonschema"
  python3 -m pip install --quiet check-jsonschema
fi
echo "ci-install: ready"
