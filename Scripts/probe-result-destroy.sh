#!/usr/bin/env bash
# Shows how a module that calls TabNav destroys a step's result (Docs/Performance.md, "Why reduce(_:) costs its
# caller more than 10 ns"): inline, or through the value witness of the result's type, which walks the type's
# layout at run time.
#
# It builds the probe in Benchmarks/probes/result-destroy (a library with two shapes of result and a client that drops
# them) with swiftc -O, as two modules and again as one, and reads the client's machine code with objdump; then, when the benchmark is built
# (Scripts/bench.sh), it looks in tabnav-bench for the same path for TabNav's StepResult<String>.
#
# Usage: Scripts/probe-result-destroy.sh [--bench PATH]     (default: Benchmarks/.build/release/tabnav-bench)
# Environment: SWIFT_BIN overrides the toolchain's bin directory (default /opt/swift/usr/bin).
# It takes a few seconds; it is not part of CI. objdump comes with binutils.
set -euo pipefail

export PATH="${SWIFT_BIN:-/opt/swift/usr/bin}:$PATH"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/Benchmarks/.build/release/tabnav-bench"
while [ $# -gt 0 ]; do
  case "$1" in
    --bench) bench="$2"; shift 2 ;;
    *) echo "usage: Scripts/probe-result-destroy.sh [--bench PATH]" >&2; exit 2 ;;
  esac
done
command -v objdump > /dev/null || { echo "probe-result-destroy: objdump is needed (apt-get install -y binutils)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
probe="$root/Benchmarks/probes/result-destroy"

swiftc -O -parse-as-library -module-name ProbeLibrary -emit-module -emit-module-path "$work/ProbeLibrary.swiftmodule" \
  -emit-library -o "$work/libProbeLibrary.so" "$probe/Library.swift"
swiftc -O -I "$work" -L "$work" -lProbeLibrary -o "$work/client" "$probe/Client.swift"
objdump -d --no-show-raw-insn "$work/client" > "$work/client.s"
# The same two files as one module: whether the type lives in another module does not decide the path.
{ cat "$probe/Library.swift"; grep -v '^import ProbeLibrary$' "$probe/Client.swift"; } > "$work/main.swift"
swiftc -O -o "$work/one" "$work/main.swift"
objdump -d --no-show-raw-insn "$work/one" > "$work/one.s"

# The body of the function whose symbol contains $1, one instruction a line.
body() { awk -v name="$1" '/^[0-9a-f]+ <.*>:$/ { inside = index($0, name) > 0; next } inside && NF' "$2"; }

# How the client function $1 destroys what it drops (in the disassembly $2, by default the two-module client): through
# a value witness when a helper it calls fetches the type's metadata and calls through the table.
verdict() {
  local helpers helper code="${2:-$work/client.s}"
  helpers=$(body "$1" "$code" | sed -n 's/.*call *[0-9a-f]* <\([^@>]*\)>$/\1/p' | sort -u)
  for helper in $helpers; do
    if body "<$helper>" "$code" | grep -q "__swift_instantiateConcreteTypeFromMangledName"; then
      echo "through its value witness (the client calls $helper, which fetches the type's metadata)"
      return
    fi
  done
  echo "inline (no value witness)"
}

echo "swift: $(swiftc --version 2>&1 | head -1)"
echo "OneScreen<String> (a result holding one screen): destroyed $(verdict dropOneScreen)"
echo "TwoCommands<String> (two inline commands, as StepResult): destroyed $(verdict dropTwoCommands)"
echo "the same, library and client as one module: OneScreen destroyed $(verdict dropOneScreen "$work/one.s" | cut -d' ' -f1), TwoCommands $(verdict dropTwoCommands "$work/one.s" | cut -d' ' -f1-4)"

if [ -x "$bench" ]; then
  objdump -d --no-show-raw-insn "$bench" > "$work/bench.s"
  uses=$(grep -c 'StepResultVySSGMD' "$work/bench.s" || true)
  if [ "$uses" -gt 0 ]; then
    echo "tabnav-bench: fetches StepResult<String>'s metadata at $uses place(s), to copy or destroy results through its value witnesses"
  else
    echo "tabnav-bench: never fetches StepResult<String>'s metadata: results are destroyed inline"
  fi
else
  echo "tabnav-bench: not built ($bench); Scripts/bench.sh builds it"
fi
