#!/usr/bin/env python3
"""Checks what Docs/tabnav-sim-output.schema.json cannot say of `tabnav-sim --json` outputs: relations between values.

Usage: check-json-relations.py FILE.json...   (each file an array of output lines, as Scripts/check-json.sh makes them)
Prints each broken relation as `FILE: line N: …` and exits 1 if there is one, else 0.

JSON Schema 2020-12 has no keyword that compares two values of the instance, so these live here:
- a state's `depth` is the length of its `stack`; its `stacks` have one key for each of the header's `tabs`, its
  `badges` and `disabledTabs` name only those tabs;
- the header's `roots` have exactly the `tabs` as keys;
- a summary's `failed` is `failedExpectations + invariantBreaks + anomalyFailures + layoutFailures`, its `steps` is
  `ok + noop + rejected` and, after a header, the number of step lines; its `rejected` is the number of rejected steps;
- an `errors` line's `shown` is at most its `count`, and the number of error lines before it.
Used by Scripts/check-json.sh.
"""
import json
import sys


def problems(lines):
    tabs, steps, rejected, errors = None, 0, 0, 0
    for n, line in enumerate(lines, 1):
        kind = line.get('type')
        states = []
        if kind == 'header':
            tabs = line['tabs']
            if sorted(line['roots']) != sorted(tabs):
                yield n, f"roots {sorted(line['roots'])} are not the tabs {sorted(tabs)}"
            states.append(line['state'])
        elif kind == 'step':
            steps += 1
            rejected += line['outcome'] == 'rejected'
            states.append(line['state'])
        elif kind == 'error':
            errors += 1
        elif kind == 'errors':
            if line['shown'] > line['count']:
                yield n, f"shows {line['shown']} errors of {line['count']}"
            if line['shown'] != errors:
                yield n, f"says {line['shown']} errors were shown, {errors} were"
        elif kind == 'summary':
            parts = line['failedExpectations'] + line['invariantBreaks'] + line['anomalyFailures'] + line['layoutFailures']
            if line['failed'] != parts:
                yield n, f"failed {line['failed']} is not the sum of its parts, {parts}"
            if line['steps'] != line['ok'] + line['noop'] + line['rejected']:
                yield n, f"steps {line['steps']} is not ok + noop + rejected"
            if tabs is not None and (line['steps'] != steps or line['rejected'] != rejected):
                yield n, f"counts {line['steps']} steps, {line['rejected']} rejected; the lines show {steps}, {rejected}"
        for state in states:
            if state['depth'] != len(state['stack']):
                yield n, f"depth {state['depth']} but a stack of {len(state['stack'])}"
            if tabs is None:
                continue
            if sorted(state['stacks']) != sorted(tabs):
                yield n, f"stacks of {sorted(state['stacks'])}, not of the tabs {sorted(tabs)}"
            strangers = (set(state['badges']) | set(state['disabledTabs'])) - set(tabs)
            if strangers:
                yield n, f"badges or disabled tabs name no tab: {sorted(strangers)}"


def main():
    found = 0
    for path in sys.argv[1:]:
        lines = json.load(open(path, encoding='utf-8'))
        for n, message in problems(lines if isinstance(lines, list) else [lines]):
            print(f'{path}: line {n}: {message}')
            found += 1
    sys.exit(1 if found else 0)


if __name__ == '__main__':
    main()
