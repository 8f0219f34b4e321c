#!/usr/bin/env python3
"""Fails when a public declaration of the given modules has no doc comment.

Usage: Scripts/check-doc-comments.py SYMBOL_GRAPH_DIR MODULE...

Reads MODULE.symbols.json and MODULE@OTHER.symbols.json (the module's extensions of other modules'
types) from SYMBOL_GRAPH_DIR and prints `FILE:LINE:COLUMN: error: ...` for every public or open
symbol without a doc comment. Extension blocks and synthesized symbols (protocol default
implementations, `::SYNTHESIZED::`) are not declarations of the module and are skipped; a
requirement's implementation may rely on the requirement's comment, which the graph inherits.
Exit status: 0 when every declaration is documented, 1 otherwise, 2 on a missing graph.
"""
import glob
import json
import os
import sys
from urllib.parse import unquote, urlparse


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    directory, modules = sys.argv[1], sys.argv[2:]
    missing = []
    for module in modules:
        main_graph = os.path.join(directory, f"{module}.symbols.json")
        if not os.path.isfile(main_graph):
            print(f"{main_graph}: error: no symbol graph", file=sys.stderr)
            return 2
        for path in [main_graph] + sorted(glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))):
            with open(path, encoding="utf-8") as f:
                graph = json.load(f)
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                if symbol["kind"]["identifier"] == "swift.extension":
                    continue
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                comment = symbol.get("docComment")
                # A comment of its own, or one inherited from the protocol requirement it implements.
                if comment is not None and any(line.get("text", "").strip() for line in comment.get("lines", [])):
                    continue
                location = symbol.get("location")
                if location is None:  # no source of its own: not written in the module
                    continue
                file = unquote(urlparse(location["uri"]).path)
                position = location.get("position", {})
                name = ".".join(symbol["pathComponents"])
                missing.append(f"{os.path.relpath(file)}:{position.get('line', 0) + 1}:"
                               f"{position.get('character', 0) + 1}: error: public `{name}` "
                               f"({module}) has no doc comment")
    for line in sorted(set(missing)):
        print(line)
    if missing:
        print(f"check-doc-comments: {len(set(missing))} public declarations without a doc comment", file=sys.stderr)
        return 1
    print(f"check-doc-comments: every public declaration of {', '.join(modules)} has a doc comment")
    return 0


if __name__ == "__main__":
    sys.exit(main())
