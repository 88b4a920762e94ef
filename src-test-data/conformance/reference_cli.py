#!/usr/bin/env python3
"""Batch driver around the frac_json reference (PyPI frac-json==0.1.2) for
differential tests.  Run it with a Python that has frac-json installed, e.g.

    python3 -m venv .venv && .venv/bin/pip install frac-json==0.1.2
    .venv/bin/python src-test-data/conformance/reference_cli.py encode < docs.jsonl > out.txt

Modes (one output line per input line, UTF-8, '\\n' line ends):

  encode [--keys FILE] [--level N] [--dict FILE] [--strict] [--big-ints-as-floats]
      input:  JSON Lines (one JSON document per line)
      output: lowercase hex of frac_json.encode(doc, ...) or "ERROR <message>"
      --level N   zstd level (frac_json's compression_level; note that the
                  reference compresses for any level given, 0 included)
      --strict    "ERROR duplicate key ..." for objects with duplicate keys.
                  Without it Python's json module keeps the LAST value at the
                  FIRST key's position (as serde_json with preserve_order does).
      --big-ints-as-floats
                  integer literals outside [-2^63, 2^64-1] become float64 (what
                  FORMAT.md says the Rust reference's JSON model does); without
                  it the Python binding refuses them ("ERROR ...").
  decode [--keys FILE] [--dict FILE]
      input:  lines of hex frac_json documents
      output: the decoded value as compact JSON
              (json.dumps(v, ensure_ascii=False, separators=(',',':'))), floats
              always carry '.0' or an exponent, or "ERROR <message>"
  keystable [--max-count N] [--cutoff N] [--fail-on-ties]
      input:  JSON Lines; all documents form one list
      output: one line, the hex of keys_table_from_json(list, max_count, cutoff)
      The reference orders keys with equal counts by hash order (varies from
      run to run); --fail-on-ties prints "ERROR ..." instead when the result
      depends on such a tie.

encode/decode run the reference in a child process: some malformed input makes
the reference abort the whole process (e.g. a decoder allocating 2^32 array
slots and aborting on failure); such a line yields
"ERROR reference crashed (exit status N)" and a fresh child takes the next line.
"""

import argparse
import json
import os
import subprocess
import sys


def _one_line(msg):
    return " ".join(str(msg).split()) or "(no message)"


def _no_constants(name):
    raise ValueError("non-standard JSON constant %s" % name)


def _parse_doc(text, strict, big_ints_as_floats):
    hook = None
    if strict:
        def hook(pairs):
            d = {}
            for k, v in pairs:
                if k in d:
                    raise ValueError("duplicate key %s" % json.dumps(k, ensure_ascii=False))
                d[k] = v
            return d

    parse_int = None
    if big_ints_as_floats:
        def parse_int(s):
            n = int(s)
            return n if -(2 ** 63) <= n <= 2 ** 64 - 1 else float(n)
    return json.loads(text, object_pairs_hook=hook, parse_int=parse_int,
                      parse_constant=_no_constants)


def _read(path):
    if path is None:
        return None
    with open(path, "rb") as fh:
        return fh.read()


def _handler(args):
    import frac_json  # imported here so a missing package is reported per line
    keys = _read(getattr(args, "keys", None))
    zdict = _read(getattr(args, "dict", None))
    if args.mode == "encode":
        def run(line):
            doc = _parse_doc(line.decode("utf-8"), args.strict, args.big_ints_as_floats)
            return frac_json.encode(doc, global_keys_table_bytes=keys,
                                    compression_level=args.level, zstd_dict=zdict).hex()
    else:
        def run(line):
            data = bytes.fromhex(line.decode("ascii").strip())
            v = frac_json.decode(data, global_keys_table_bytes=keys, zstd_dict=zdict)
            return json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    return run


def _worker(args):
    os.environ["RUST_BACKTRACE"] = "0"
    run = _handler(args)
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    while True:
        line = inp.readline()
        if not line:
            return 0
        try:
            res = run(line.rstrip(b"\r\n"))
        except BaseException as e:  # pyo3 panics are BaseException
            if isinstance(e, (KeyboardInterrupt, SystemExit)):
                raise
            res = "ERROR " + _one_line("%s: %s" % (type(e).__name__, e))
        out.write(res.encode("utf-8") + b"\n")
        out.flush()


def _spawn(argv):
    env = dict(os.environ, RUST_BACKTRACE="0")
    return subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"] + argv,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env)


def _supervise(argv):
    out = sys.stdout.buffer
    child = None
    for line in sys.stdin.buffer:
        if child is None:
            child = _spawn(argv)
        if not line.endswith(b"\n"):
            line += b"\n"
        res = b""
        try:
            child.stdin.write(line)
            child.stdin.flush()
            res = child.stdout.readline()
        except (BrokenPipeError, OSError):
            res = b""
        if not res:
            rc = child.wait()
            out.write(("ERROR reference crashed (exit status %s)\n" % rc).encode())
            child = None
        else:
            out.write(res)
        out.flush()
    if child is not None:
        child.stdin.close()
        child.wait()
    return 0


def _keystable(args):
    import frac_json
    docs = []
    try:
        for line in sys.stdin.buffer:
            line = line.rstrip(b"\r\n")
            docs.append(_parse_doc(line.decode("utf-8"), False, False))
        if args.fail_on_ties:
            tie = _tie(docs, args.max_count, args.cutoff)
            if tie:
                print("ERROR result depends on hash order: " + tie)
                return 0
        tb = frac_json.keys_table_from_json(docs, max_count=args.max_count,
                                            occurrence_cutoff=args.cutoff)
        print(tb.hex())
    except BaseException as e:
        if isinstance(e, (KeyboardInterrupt, SystemExit)):
            raise
        print("ERROR " + _one_line("%s: %s" % (type(e).__name__, e)))
    return 0


def _tie(docs, max_count, cutoff):
    counts, first = {}, {}
    stack = [docs]
    # iterative pre-order walk in document order
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            for k in v:
                counts[k] = counts.get(k, 0) + 1
                first.setdefault(k, len(first))
            stack.extend(reversed(list(v.values())))
        elif isinstance(v, list):
            stack.extend(reversed(v))
    order = sorted(counts, key=lambda k: (-counts[k], first[k]))
    mc = 65535 if max_count is None else (max_count or len(order))
    co = 1 if cutoff is None else cutoff
    kept = [k for k in order[:mc] if counts[k] >= co]
    seen = {}
    for k in kept:
        if counts[k] in seen:
            return "keys %s and %s both used %d times" % (
                json.dumps(seen[counts[k]], ensure_ascii=False), json.dumps(k, ensure_ascii=False), counts[k])
        seen[counts[k]] = k
    if len(order) > mc and kept and counts[order[mc]] == counts[order[mc - 1]] >= co:
        return "max_count cut falls inside a group of keys used %d times" % counts[order[mc]]
    return None


def main(argv):
    worker = bool(argv) and argv[0] == "--worker"
    if worker:
        argv = argv[1:]
    p = argparse.ArgumentParser(description="frac_json reference driver (see module doc)")
    sub = p.add_subparsers(dest="mode", required=True)
    e = sub.add_parser("encode")
    e.add_argument("--keys")
    e.add_argument("--level", type=int)
    e.add_argument("--dict")
    e.add_argument("--strict", action="store_true")
    e.add_argument("--big-ints-as-floats", action="store_true")
    d = sub.add_parser("decode")
    d.add_argument("--keys")
    d.add_argument("--dict")
    k = sub.add_parser("keystable")
    k.add_argument("--max-count", type=int)
    k.add_argument("--cutoff", type=int)
    k.add_argument("--fail-on-ties", action="store_true")
    args = p.parse_args(argv)
    if args.mode == "keystable":
        return _keystable(args)
    if worker:
        return _worker(args)
    return _supervise(argv)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:  # reader went away (e.g. `| head`)
        os._exit(1)
