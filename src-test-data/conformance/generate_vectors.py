#!/usr/bin/env python3
"""Generate frac_json conformance vectors from the reference encoder.

How to run (from the repository root):

    python3 -m venv .venv && .venv/bin/pip install frac-json==0.1.2 && \
        .venv/bin/python src-test-data/conformance/generate_vectors.py

Uses only the Python standard library plus frac_json (the reference, a Rust
extension).  Output goes to src-test-data/conformance/vectors/ (the directory
is wiped of *.json/*.frac/*.keys/*.dict/manifest.tsv first).  Every input is
built here, deterministically; running the script twice gives identical files.

Besides writing files, the script cross-checks the reference against an
independent encoder written from FORMAT.md (see `spec_encode` below) and
against the reference decoder; any difference is printed and makes the
script exit non-zero unless it is listed in KNOWN_DISAGREEMENTS.
"""

import json
import math
import os
import random
import struct
import subprocess
import sys

import frac_json

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "vectors")

# Names of vectors where the reference is known to differ from FORMAT.md
# (documented in README.md).  Empty: none found with frac-json 0.1.2.
KNOWN_DISAGREEMENTS = set()

problems = []
manifest = []
reencode_manifest = []  # large vectors committed without their input (see large_dictionary())
written_aux = {}  # aux file name -> bytes (shared keys tables / dictionaries)


# --------------------------------------------------------------------------
# Independent encoder written from FORMAT.md, used only to cross-check.
# --------------------------------------------------------------------------

def _vu16(n):
    assert 0 <= n <= 0xFFFF
    if n < 0x80:
        return bytes([n])
    if n < 0x4000:
        return bytes([(n & 0x7F) | 0x80, n >> 7])
    return bytes([(n & 0x7F) | 0x80, ((n >> 7) & 0x7F) | 0x80, n >> 14])


def _parse_table(tb):
    if tb is None:
        return []
    assert tb[0] == 0
    count = struct.unpack_from("<H", tb, 1)[0]
    pos, keys = 3, []
    for _ in range(count):
        n = struct.unpack_from("<H", tb, pos)[0]
        pos += 2
        keys.append(tb[pos:pos + n].decode("utf-8"))
        pos += n
    assert pos == len(tb)
    return keys


def _float_bytes(x):
    try:
        f32 = struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        f32 = None
    if f32 is not None and f32 == x and math.copysign(1, f32) == math.copysign(1, x):
        return b"\x0b" + struct.pack("<f", x)
    return b"\x0c" + struct.pack("<d", x)


def _len_form(n, tiny_base, tiny_max, u8, u16, u32):
    if n <= tiny_max:
        return bytes([tiny_base + n])
    if n <= 0xFF:
        return bytes([u8, n])
    if n <= 0xFFFF:
        return bytes([u16]) + struct.pack("<H", n)
    return bytes([u32]) + struct.pack("<I", n)


def spec_encode(value, table_bytes=None):
    gkeys = _parse_table(table_bytes)
    gindex = {}
    for i, k in enumerate(gkeys):
        gindex.setdefault(k, i)
    local = {}
    out = bytearray(b"FJ\x00")

    def key(k):
        kb = k.encode("utf-8")
        if k in gindex:
            i = gindex[k]
            out.extend(bytes([0xAB + i]) if i < 84 else b"\x02" + _vu16(i))
        elif k in local:
            i = local[k]
            out.extend(bytes([0x57 + i]) if i < 84 else b"\x01" + _vu16(i))
        else:
            if len(kb) < 84:
                out.append(0x03 + len(kb))
            else:
                out.extend(b"\x00" + _vu16(len(kb)))
            out.extend(kb)
            if len(local) < 65535:
                local[k] = len(local)

    def val(v):
        if v is None:
            out.append(0)
        elif v is False:
            out.append(1)
        elif v is True:
            out.append(2)
        elif isinstance(v, int):
            if -32 <= v <= 31:
                out.append(0xBE + v + 32)
            elif v >= 0:
                if v <= 0xFF:
                    out.extend(b"\x04" + struct.pack("<B", v))
                elif v <= 0xFFFF:
                    out.extend(b"\x06" + struct.pack("<H", v))
                elif v <= 0xFFFFFFFF:
                    out.extend(b"\x08" + struct.pack("<I", v))
                else:
                    out.extend(b"\x0a" + struct.pack("<Q", v))
            else:
                if v >= -128:
                    out.extend(b"\x03" + struct.pack("<b", v))
                elif v >= -32768:
                    out.extend(b"\x05" + struct.pack("<h", v))
                elif v >= -(2 ** 31):
                    out.extend(b"\x07" + struct.pack("<i", v))
                else:
                    out.extend(b"\x09" + struct.pack("<q", v))
        elif isinstance(v, float):
            out.extend(_float_bytes(v))
        elif isinstance(v, str):
            b = v.encode("utf-8")
            out.extend(_len_form(len(b), 0x16, 87, 0x0D, 0x0E, 0x0F))
            out.extend(b)
        elif isinstance(v, dict):
            out.extend(_len_form(len(v), 0x6E, 47, 0x10, 0x11, 0x12))
            for k, x in v.items():
                key(k)
                val(x)
        elif isinstance(v, list):
            out.extend(_len_form(len(v), 0x9E, 31, 0x13, 0x14, 0x15))
            for x in v:
                val(x)
        else:
            raise TypeError(type(v))

    val(value)
    return bytes(out)


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------

def strict_equal(a, b):
    """Equality that distinguishes int/float/bool and -0.0/0.0 and key order."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return struct.pack("<d", a) == struct.pack("<d", b)
    if isinstance(a, dict):
        return list(a.keys()) == list(b.keys()) and all(
            strict_equal(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(strict_equal(x, y) for x, y in zip(a, b))
    return a == b


def dumps(v):
    return json.dumps(v, ensure_ascii=False, separators=(",", ":"),
                      allow_nan=False)


def no_dup_hook(pairs):
    d = {}
    for k, v in pairs:
        if k in d:
            raise ValueError("duplicate key %r" % k)
        d[k] = v
    return d


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as fh:
        fh.write(data)


def aux(name, data):
    if name in written_aux:
        assert written_aux[name] == data, name
    else:
        written_aux[name] = data
        write(name, data)
    return name


def vec(name, value, desc, keys=None, keys_file=None, level=None, dict_bytes=None,
        dict_file=None):
    """Encode `value` with the reference and write NAME.json / NAME.frac (+aux)."""
    assert name not in {m[0] for m in manifest}, name
    text = dumps(value)
    back = json.loads(text, object_pairs_hook=no_dup_hook)
    if not strict_equal(back, value):
        problems.append("%s: JSON text does not parse back to the data" % name)
    frac = frac_json.encode(value, global_keys_table_bytes=keys,
                            compression_level=level, zstd_dict=dict_bytes)
    # round trip through the reference decoder
    dec = frac_json.decode(frac, global_keys_table_bytes=keys, zstd_dict=dict_bytes)
    if not strict_equal(dec, value):
        problems.append("%s: reference decode does not round trip" % name)
    # header / spec cross-check
    cfg = frac[2]
    want_cfg = (0x10 if level is not None else 0) | (0x20 if dict_bytes is not None else 0)
    if frac[:2] != b"FJ" or cfg != want_cfg:
        problems.append("%s: header %s, expected config %02x" % (name, frac[:3].hex(), want_cfg))
    if level is None:
        mine = spec_encode(value, keys)
        if mine != frac and name not in KNOWN_DISAGREEMENTS:
            i = next((j for j in range(min(len(mine), len(frac))) if mine[j] != frac[j]),
                     min(len(mine), len(frac)))
            problems.append("%s: FORMAT.md encoder differs from reference at byte %d: "
                            "ref %s vs spec %s" % (name, i, frac[i:i + 8].hex(), mine[i:i + 8].hex()))
    else:
        # compressed body must hold exactly the uncompressed encoding
        plain = frac_json.encode(value, global_keys_table_bytes=keys)
        if plain != spec_encode(value, keys):
            problems.append("%s: uncompressed form differs from FORMAT.md" % name)
        if frac[3:7] != b"\x28\xb5\x2f\xfd":
            problems.append("%s: body is not a zstd frame" % name)
    write(name + ".json", text.encode("utf-8"))
    write(name + ".frac", frac)
    kcol = "-"
    if keys is not None:
        kcol = aux(keys_file or (name + ".keys"), keys)
    dcol = "-"
    if dict_bytes is not None:
        dcol = aux(dict_file or (name + ".dict"), dict_bytes)
    manifest.append((name, kcol, str(level or 0), dcol, desc))


def key_names(n, avoid=()):
    """n distinct short keys (shortest first), printable ASCII, no '"' or '\\'."""
    alphabet = [chr(c) for c in range(0x21, 0x7F) if chr(c) not in '"\\']
    out = []
    avoid = set(avoid)
    length = 1
    while len(out) < n:
        idx = [0] * length
        while len(out) < n:
            k = "".join(alphabet[i] for i in idx)
            if k not in avoid:
                out.append(k)
            j = length - 1
            while j >= 0:
                idx[j] += 1
                if idx[j] < len(alphabet):
                    break
                idx[j] = 0
                j -= 1
            if j < 0:
                break
        length += 1
    return out


def key_counts(value):
    """Keys of all reachable objects: (the number of objects each is in, by key;
    the keys by object count descending, ties by first appearance)."""
    counts, first = {}, {}

    def walk(v):
        if isinstance(v, dict):
            for k, x in v.items():
                counts[k] = counts.get(k, 0) + 1
                first.setdefault(k, len(first))
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    walk(value)
    return counts, sorted(counts, key=lambda k: (-counts[k], first[k]))


def keys_by_count(value):
    """Keys of all reachable objects, by object count descending, ties by first appearance."""
    return key_counts(value)[1]



# --------------------------------------------------------------------------
# the vectors
# --------------------------------------------------------------------------

def scalars():
    vec("null", None, "null -> 0x00")
    vec("false", False, "false -> 0x01")
    vec("true", True, "true -> 0x02")
    ints = [
        ("int_0", 0), ("int_1", 1), ("int_neg1", -1),
        ("int_tiny_min_neg32", -32), ("int_tiny_max_31", 31),
        ("int_int8_neg33", -33), ("int_uint8_32", 32),
        ("int_uint8_max_255", 255), ("int_uint16_256", 256),
        ("int_uint16_max_65535", 65535), ("int_uint32_65536", 65536),
        ("int_uint32_max", 2 ** 32 - 1), ("int_uint64_2pow32", 2 ** 32),
        ("int_uint64_int64_max", 2 ** 63 - 1), ("int_uint64_2pow63", 2 ** 63),
        ("int_uint64_max", 2 ** 64 - 1),
        ("int_int8_min_neg128", -128), ("int_int16_neg129", -129),
        ("int_int16_min_neg32768", -32768), ("int_int32_neg32769", -32769),
        ("int_int32_min", -(2 ** 31)), ("int_int64_int32_min_minus1", -(2 ** 31) - 1),
        ("int_int64_min", -(2 ** 63)),
    ]
    for name, v in ints:
        vec(name, v, "integer %d" % v)
    vec("int_all_widths_array",
        [0, 31, -32, 32, -33, 127, 128, 255, 256, 32767, 32768, 65535, 65536,
         2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 63 - 1, 2 ** 63, 2 ** 64 - 1,
         -128, -129, -32768, -32769, -(2 ** 31), -(2 ** 31) - 1, -(2 ** 63)],
        "every integer form in one array")
    floats = [
        ("float_0_5", 0.5, "float32"), ("float_neg0", -0.0, "float32 sign bit kept"),
        ("float_0", 0.0, "float32"), ("float_1", 1.0, "1.0 is a float (float32), not an int"),
        ("float_neg1", -1.0, "float32"), ("float_100", 100.0, "100.0 float32"),
        ("float_2pow24", 16777216.0, "16777216.0 float32"),
        ("float_2pow24_plus1", 16777217.0, "16777217.0 not float32-exact -> float64"),
        ("float_0_1", 0.1, "float64"), ("float_1e300", 1e300, "float64"),
        ("float_neg_1e300", -1e300, "float64"),
        ("float_f32_max", 3.4028234663852886e38, "float32 max -> float32"),
        ("float_above_f32_max", 3.4028235677973366e38, "just above float32 max -> float64"),
        ("float_f32_min_subnormal", 1.401298464324817e-45, "float32 min subnormal -> float32"),
        ("float_1e_45", 1e-45, "1e-45 is not float32-exact -> float64"),
        ("float_f32_min_normal", 1.1754943508222875e-38, "float32 min normal -> float32"),
        ("float_f64_min_subnormal", 5e-324, "float64 min subnormal"),
        ("float_f64_max", 1.7976931348623157e308, "float64 max"),
        ("float_f64_min_normal", 2.2250738585072014e-308, "float64 min normal"),
        ("float_1e_300", 1e-300, "tiny exponent"),
        ("float_1e22", 1e22, "1e22 float64"),
        ("float_2pow64", 18446744073709551616.0, "2^64 as a float (float32-exact)"),
        ("float_neg_2pow63", -9223372036854775808.0, "-2^63 as a float (float32-exact)"),
        ("float_pi", 3.141592653589793, "float64"),
        ("float_1_5", 1.5, "float32"),
        ("float_third", 1.0 / 3.0, "float64"),
        ("float_123456_789", 123456.789, "float64"),
        ("float_0_25_neg", -0.25, "float32"),
        ("float_2pow_149_times3", 3 * 2.0 ** -149, "float32 subnormal 3*2^-149"),
        ("float_2pow100", 2.0 ** 100, "float32-exact large"),
    ]
    for name, v, d in floats:
        vec(name, v, d)
    vec("float_mixed_array", [0.5, -0.0, 1.0, 0.1, 1e300, 5e-324, 16777217.0, 2.5e-8, 6.02214076e23],
        "floats of both widths in one array")


def strings():
    vec("str_empty", "", "empty string -> 0x16")
    vec("str_ascii", "hello", "tiny string")
    for n in (1, 87, 88, 255, 256, 65535, 65536):
        kind = "tiny" if n <= 87 else "u8" if n <= 255 else "u16" if n <= 65535 else "u32"
        s = "".join(chr(0x61 + (i % 26)) for i in range(n))
        vec("str_len_%d" % n, s, "string of %d bytes (%s form)" % (n, kind))
    # multi-byte boundary cases (byte length counts, not chars)
    vec("str_utf8_2byte_88", "é" * 44, "88 bytes as 44 two-byte chars (u8 form)")
    vec("str_utf8_2byte_86", "é" * 43, "86 bytes as 43 two-byte chars (tiny)")
    vec("str_utf8_3byte_87", "€" * 29, "87 bytes as 29 three-byte chars (tiny max)")
    vec("str_utf8_3byte_90", "€" * 30, "90 bytes as 30 three-byte chars (u8)")
    vec("str_utf8_4byte_88", "😀" * 22, "88 bytes as 22 four-byte chars (u8)")
    vec("str_utf8_4byte_84", "😀" * 21, "84 bytes as 21 four-byte chars (tiny)")
    vec("str_utf8_mixed_87", "a" + "é" * 3 + "€" * 4 + "😀" * 17 + "xx", "87 bytes mixed 1-4 byte chars")
    vec("str_utf8_mixed_88", "ab" + "é" * 3 + "€" * 4 + "😀" * 17 + "xx", "88 bytes mixed 1-4 byte chars")
    vec("str_utf8_255_256", ["€" * 85, "€" * 85 + "a"], "255 bytes (u8 max) and 256 bytes (u16) of three-byte chars")
    vec("str_utf8_samples", ["ü", "ß", "Ω", "中文", "日本語のテキスト", "한국어", "𝄞", "🎉🇩🇪", "\u00a0",
                             "\ufeff", "\uffff", "\U0010ffff", "e\u0301"],
        "assorted 2/3/4-byte characters, BOM, U+FFFF, U+10FFFF, combining mark")
    vec("str_escapes", ["\"", "\\", "/", "\b\f\n\r\t", "\u0000", "\u001f", "\u007f", "\u2028\u2029",
                        "tab\there", "quote \"x\""],
        "characters that JSON text escapes (control chars, quote, backslash)")


def containers():
    for n in (0, 1, 31, 32, 255, 256, 65535, 65536):
        kind = "tiny" if n <= 31 else "u8" if n <= 255 else "u16" if n <= 65535 else "u32"
        vec("arr_count_%d" % n, [i % 2 for i in range(n)], "array of %d elements (%s form)" % (n, kind))
    for n in (0, 1, 47, 48, 255, 256):
        kind = "tiny" if n <= 47 else "u8" if n <= 255 else "u16"
        ks = key_names(n)
        vec("obj_count_%d" % n, {k: 0 for k in ks}, "object of %d entries (%s form)" % (n, kind))
    ks = key_names(300)
    vec("obj_count_boundaries_nested",
        [{k: 1 for k in ks[:47]}, {k: 2 for k in ks[:48]}, {k: 3 for k in ks[:255]},
         {k: 4 for k in ks[:256]}, {}],
        "objects of 47/48/255/256/0 entries sharing keys (later ones use back references)")
    vec("mixed_empty_containers", {"a": [], "b": {}, "c": [[], {}], "": ""},
        "empty arrays/objects, empty key with empty string")
    vec("arr_nested_small", [[1, [2, [3, []]]], {"x": [None, True, False]}], "small nesting")


def big_object_and_local_cap():
    # 65,536 distinct keys in one object: u32 object form, and the local table
    # cap (65,535 keys) is reached: key #65536 (index 65535) is not added.
    ks = key_names(65538)
    root = {k: 0 for k in ks[:65535]}
    post1, post2, post3 = ks[65535], ks[65536], ks[65537]
    root[post1] = {
        # keys before the cap recur -> back references (1-byte and vu16 forms)
        ks[0]: 1, ks[83]: 1, ks[84]: 1, ks[127]: 1, ks[128]: 1, ks[16383]: 1,
        ks[16384]: 1, ks[65533]: 1, ks[65534]: 1,
        # keys past the cap recur -> written in full again each time
        post1: 2, post2: 3,
        "nested": {post1: 4, post2: 5, post3: 6, ks[65534]: 7},
        "again": {post3: 8, "nested": 9},
    }
    assert len(root) == 65536
    vec("obj_count_65536_local_key_cap", root,
        "object of 65,536 entries (u32 form) and the 65,535-key local cap: keys past "
        "the cap are written in full each time, keys before it are back references "
        "(indices 0,83,84,127,128,16383,16384,65533,65534)")


def keys_vectors():
    vec("key_empty", {"": 1}, "empty key")
    vec("key_empty_repeat", [{"": ""}, {"": "x"}, {"a": {"": None}}], "empty key then back reference to it")
    for n in (1, 83, 84, 127, 128, 255, 16383, 16384, 65535):
        form = "tiny 0x03+n" if n <= 83 else "0x00 + vu16 (%d bytes)" % (1 if n < 128 else 2 if n < 16384 else 3)
        k = "".join(chr(0x41 + (i % 26)) for i in range(n))
        vec("key_len_%d" % n, {k: n % 7}, "immediate key of %d bytes, %s" % (n, form))
    vec("key_len_83_repeat", [{"k" * 83: 1}, {"k" * 83: 2}], "83-byte key then its back reference")
    vec("key_utf8_83", {"é" * 41 + "a": 1}, "83-byte key: 41 two-byte chars + 1 (tiny max)")
    vec("key_utf8_84", {"😀" * 21: 1}, "84-byte key of 21 four-byte chars (vu16 form)")
    vec("key_utf8_84_3byte", {"€" * 28: 1}, "84-byte key of 28 three-byte chars (vu16 form)")
    vec("key_utf8_mixed", {"ключ": 1, "キー": 2, "🔑": 3, "clé": {"ключ": 4, "🔑": 5}},
        "multi-byte keys, then back references to them")
    # back references at given local indices
    for idx in (0, 1, 83, 84, 127, 128):
        ks = key_names(idx + 1, avoid=("r",))
        doc = {k: 0 for k in ks}
        doc["r"] = {ks[idx]: 1}
        form = "1-byte 0x57+i" if idx < 84 else "0x01 + vu16"
        vec("key_backref_%d" % idx, doc,
            "%d distinct keys, then a repeat of local index %d (%s)" % (idx + 1, idx, form))
    # local indices 16383 (2-byte vu16) and 16384 (3-byte vu16) need >16,384 keys;
    # to keep the vectors small they are covered by obj_count_65536_local_key_cap.
    vec("key_repeat_in_sibling_and_child",
        {"id": 1, "child": {"id": 2, "child": {"id": 3, "name": "x"}}, "list": [{"id": 4, "name": "y"}]},
        "one local table shared by every object at every depth")


def global_vectors():
    small = frac_json.keys_table_from_keys(["id", "name", "tags"])
    aux("global_small.keys", small)
    vec("global_idx_0", {"id": 7}, "key at global index 0", keys=small, keys_file="global_small.keys")
    vec("global_small_doc", {"id": 1, "name": "n", "tags": ["a"], "other": {"id": 2, "other": 3}},
        "global indices 0-2 plus a local key and its back reference",
        keys=small, keys_file="global_small.keys")
    vec("global_table_given_unused", {"x": 1, "y": {"x": 2}},
        "table given but no key in it", keys=small, keys_file="global_small.keys")
    vec("global_and_local_mix", {"x": 1, "name": 2, "y": {"name": 3, "x": 4, "y": 5, "id": [{"tags": 0}]}},
        "keys in the global table also recur in the document: always global index; "
        "they never enter the local table (x=local 0, y=local 1)",
        keys=small, keys_file="global_small.keys")
    # big table: 65,535 entries.  Tested positions hold distinct keys; every other
    # entry is the empty key "" (duplicates are legal: the first position wins).
    idxs = [0, 1, 83, 84, 127, 128, 16383, 16384, 65533, 65534]
    table = [""] * 65535
    for i in idxs:
        table[i] = "g%d" % i
    table[2] = "dup"
    table[40000] = "dup"
    big = frac_json.keys_table_from_keys(table)
    aux("global_65535.keys", big)
    for i in (83, 84, 127, 128, 16383, 16384, 65534):
        form = "1-byte 0xAB+i" if i < 84 else "0x02 + vu16"
        vec("global_idx_%d" % i, {"g%d" % i: i}, "key at global index %d (%s); 65,535-key table" % (i, form),
            keys=big, keys_file="global_65535.keys")
    vec("global_dup_first_position", {"dup": 1, "": 2},
        "table holds 'dup' at 2 and 40000 and '' at 3.. : the first position is used",
        keys=big, keys_file="global_65535.keys")
    vec("global_many_indices", {"g%d" % i: {"g%d" % j: j for j in idxs} for i in idxs[:3]},
        "all tested global indices, repeated in nested objects",
        keys=big, keys_file="global_65535.keys")
    # global table plus more than 65,535 local keys? not needed; but a global
    # table with the local cap reached is covered by obj_count_65536_local_key_cap.
    tbl = frac_json.keys_table_from_keys(["ключ", "🔑", "", "a" * 200])
    vec("global_utf8_and_long", {"ключ": 1, "🔑": 2, "": 3, "a" * 200: 4, "b": {"🔑": 5}},
        "global table with multi-byte, empty and 200-byte keys", keys=tbl)


def nesting():
    v = 0
    for _ in range(200):
        v = [v]
    vec("deep_array_200", v, "200 nested arrays around 0")
    v = "leaf"
    for _ in range(200):
        v = {"a": v}
    vec("deep_object_200", v, "200 nested objects, key 'a' (back references from depth 2)")
    v = None
    for i in range(200):
        v = {"k%d" % (i % 3): v, "i": i} if i % 2 else [i, v, "s"]
    vec("deep_mixed_200", v, "200 levels alternating arrays and objects")


def realistic():
    api = {
        "status": "ok", "code": 200, "request_id": "7f3c9a12-55e0-4b1e-9d2a-0c1e2f3a4b5c",
        "data": {
            "user": {"id": 481516, "login": "mira_k", "display_name": "Mira Kovač",
                     "email": None, "verified": True, "score": 4.75, "balance": -12.5,
                     "roles": ["admin", "editor"], "created_at": "2024-03-07T09:15:00Z"},
            "items": [
                {"id": 1, "title": "Café au lait", "price": 3.2, "qty": 2, "tags": ["drink", "hot"]},
                {"id": 2, "title": "Croissant", "price": 2.0, "qty": 1, "tags": []},
                {"id": 3, "title": "抹茶ラテ", "price": 4.95, "qty": 1, "tags": ["drink", "🍵"]},
            ],
            "paging": {"page": 1, "per_page": 3, "total": 3, "next": None},
        },
        "errors": [],
    }
    vec("doc_api_payload", api, "small API response")
    event = {
        "ts": "2026-11-02T17:04:51.123Z", "level": "WARN", "logger": "io.example.gateway.RateLimiter",
        "thread": "worker-7", "message": "request throttled: 429 for client 10.0.3.17",
        "ctx": {"client_ip": "10.0.3.17", "route": "/v2/orders/{id}", "method": "POST",
                "latency_ms": 12.875, "bytes_in": 1834, "bytes_out": 0, "retry_after_s": 30,
                "trace": {"trace_id": "4bf92f3577b34da6a3ce929d0e0e4736", "span_id": "00f067aa0ba902b7",
                          "sampled": False}},
        "labels": {"env": "prod", "region": "eu-central-1", "pod": "gw-5d8f7c9b6-x2kqp"},
        "seq": 9007199254740993, "counter": 18446744073709551615,
    }
    vec("doc_event_log", event, "structured log record incl. a 2^53+1 integer and uint64 max")
    events = [dict(event, seq=i, level=lv, ctx=dict(event["ctx"], latency_ms=lat))
              for i, lv, lat in ((1, "INFO", 0.5), (2, "WARN", 3.75), (3, "ERROR", 120.0))]
    vec("doc_event_batch", events, "three log records: repeated keys become back references")
    return api, event, events


def compressed(api, event, events):
    vec("zstd_l3_api_payload", api, "zstd level 3, no dictionary", level=3)
    vec("zstd_l3_event_batch", events, "zstd level 3, no dictionary", level=3)
    vec("zstd_l3_tiny_int", 7, "zstd level 3 of a 1-byte body", level=3)
    vec("zstd_l1_event_batch", events, "zstd level 1", level=1)
    vec("zstd_l19_event_batch", events, "zstd level 19", level=19)
    vec("zstd_l3_repetitive", {"rows": [[i % 10, "abc" * (i % 4), i * 0.5] for i in range(600)]},
        "zstd level 3, repetitive ~6 KB body", level=3)
    # "raw content" dictionary: concatenation of encoded sample documents
    samples = [api, event] + events + [{"status": "ok", "code": 201, "data": {"user": {"id": 5}}}]
    d = b"".join(frac_json.encode(s)[3:] for s in samples)
    aux("raw_content.dict", d)
    vec("zstd_l3_dict_event", event, "zstd level 3 with a raw-content dictionary", level=3,
        dict_bytes=d, dict_file="raw_content.dict")
    vec("zstd_l3_dict_api_payload", api, "zstd level 3 with a raw-content dictionary", level=3,
        dict_bytes=d, dict_file="raw_content.dict")
    # (keys_table_from_json would order tied counts by hash: not reproducible)
    small = frac_json.keys_table_from_keys(keys_by_count(samples))
    aux("zstd_samples.keys", small)
    vec("zstd_l3_dict_global_event", events[1], "global keys table + zstd level 3 + dictionary",
        keys=small, keys_file="zstd_samples.keys", level=3, dict_bytes=d, dict_file="raw_content.dict")
    vec("zstd_l3_global_api_payload", api, "global keys table + zstd level 3, no dictionary",
        keys=small, keys_file="zstd_samples.keys", level=3)


# --------------------------------------------------------------------------
# Large dictionary-compressed documents (committed without their input)
# --------------------------------------------------------------------------

# zstd keeps the parameters of a digested dictionary only for inputs below
# max(128 KiB, 6 x dictionary content size) (ZSTD_USE_CDICT_PARAMS_SRCSIZE_CUTOFF
# and ..._DICTSIZE_MULTIPLIER in zstd 1.5.5); above that it derives them from the
# input size.  These vectors sit on both sides of that boundary, for a small
# dictionary (boundary 128 KiB) and for one larger than 128 KiB / 6 (boundary
# 6 x its size), up to 2 MB.
ZSTD_CDICT_CUTOFF = 128 * 1024
ZSTD_CDICT_DICT_MULTIPLIER = 6


def synthetic_records(rng, n):
    """Seeded log-like records: repeated keys, values from small vocabularies (so that
    zstd shrinks them several times, keeping the committed files small), some noise."""
    words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
             "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "Kovač", "抹茶", "🍵"]
    levels = ["TRACE", "DEBUG", "INFO", "INFO", "INFO", "WARN", "ERROR"]
    routes = ["/v2/orders/{id}", "/v2/users", "/health", "/v1/search", "/v2/carts/{id}/items"]
    out = []
    for i in range(n):
        rec = {
            "seq": i,
            "ts": "2026-11-%02dT%02d:%02d:00Z" % (1 + i // 1440 % 28, i // 60 % 24, i % 60),
            "level": rng.choice(levels),
            "route": rng.choice(routes),
            "latency_ms": rng.choice((0.5, 1.25, 3.75, 12.875, 120.0, 0.1)),
            "bytes": rng.choice((0, 17, 300, 70000, 5000000000, -1)),
            "ok": rng.random() < 0.9,
            "message": " ".join(rng.choice(words) for _ in range(rng.randrange(2, 5))),
            "tags": [rng.choice(words) for _ in range(rng.randrange(0, 3))],
        }
        if rng.random() < 0.2:
            rec["error"] = {"code": rng.choice((400, 404, 429, 500, 503)), "retry": rng.random() < 0.5}
        if rng.random() < 0.05:
            rec["user_%d" % rng.randrange(300)] = None  # some keys are rare
        out.append(rec)
    return out


def body_size(value):
    return len(frac_json.encode(value)) - 3


def body_of_size(rng, size):
    """A document whose uncompressed frac_json body is exactly `size` bytes."""
    records = synthetic_records(rng, size // 40)  # a record takes more than 40 bytes
    lo, hi = 0, len(records)  # the most records whose body leaves room for the padding string
    assert body_size(records) > size - 100
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if body_size(records[:mid]) <= size - 100:
            lo = mid
        else:
            hi = mid - 1
    value = {"records": records[:lo], "pad": ""}
    pad = 0
    for _ in range(10):
        missing = size - body_size(value)
        if missing == 0:
            return value
        pad += missing
        value["pad"] = "x" * pad
    raise AssertionError("cannot reach a body of %d bytes" % size)


def reencode_vec(name, value, desc, level, dict_bytes, dict_file):
    """Like vec(), but commits only NAME.frac: the test decodes it and re-encodes."""
    assert name not in {m[0] for m in manifest + reencode_manifest}, name
    frac = frac_json.encode(value, compression_level=level, zstd_dict=dict_bytes)
    if not strict_equal(frac_json.decode(frac, zstd_dict=dict_bytes), value):
        problems.append("%s: reference decode does not round trip" % name)
    if frac[:3] != b"FJ\x30" or frac[3:7] != b"\x28\xb5\x2f\xfd":
        problems.append("%s: not a dictionary-compressed document: %s" % (name, frac[:7].hex()))
    if frac_json.encode(value) != spec_encode(value):
        problems.append("%s: uncompressed form differs from FORMAT.md" % name)
    write(name + ".frac", frac)
    reencode_manifest.append((name, "-", str(level), aux(dict_file, dict_bytes), desc))


def large_dictionary():
    small = written_aux["raw_content.dict"]
    rng = random.Random(20261122)
    # A raw-content dictionary of 48 KiB: its boundary is 6 x 48 KiB = 288 KiB, above 128 KiB.
    big = b"".join(frac_json.encode(r)[3:] for r in synthetic_records(rng, 2000))[:48 * 1024]
    aux("records_48k.dict", big)
    big_cut = ZSTD_CDICT_DICT_MULTIPLIER * len(big)
    for size, lvl, d, dfile, why in [
            (100_000, 3, small, "raw_content.dict", "below 128 KiB"),
            (ZSTD_CDICT_CUTOFF - 1, 3, small, "raw_content.dict", "128 KiB - 1: last size with the dictionary's parameters"),
            (ZSTD_CDICT_CUTOFF, 3, small, "raw_content.dict", "128 KiB: first size with parameters for the input size"),
            (1_000_000, 3, small, "raw_content.dict", "about 1 MB"),
            (2_000_000, 3, small, "raw_content.dict", "about 2 MB"),
            (500_000, 1, small, "raw_content.dict", "level 1, 500 KB"),
            (300_000, 19, small, "raw_content.dict", "level 19, 300 KB"),
            (ZSTD_CDICT_CUTOFF, 3, big, "records_48k.dict", "128 KiB with a 48 KiB dictionary: still its parameters"),
            (big_cut - 1, 3, big, "records_48k.dict", "6 x 48 KiB - 1: last size with the dictionary's parameters"),
            (big_cut, 3, big, "records_48k.dict", "6 x 48 KiB: first size with parameters for the input size"),
            (1_500_000, 3, big, "records_48k.dict", "1.5 MB with a 48 KiB dictionary")]:
        name = "large_dict_%s_l%d_%d" % (dfile.split(".")[0], lvl, size)
        reencode_vec(name, body_of_size(rng, size), "body of %d bytes, zstd level %d, %s (%d bytes): %s"
                     % (size, lvl, dfile, len(d), why), lvl, d, dfile)


def keystables():
    """keys_table_from_json vectors, only where the result has no count ties."""
    def check_and_write(name, docs, max_count, cutoff, desc):
        # counts per key over all objects reachable; must be tie-free where it matters
        counts, order = key_counts(docs)
        mc = 65535 if max_count is None else (max_count or len(order))
        co = 1 if cutoff is None else cutoff
        expect = [k for k in order[:mc] if counts[k] >= co]
        # determinism: kept keys have pairwise distinct counts, and the cut is not in a tie
        kept_counts = [counts[k] for k in expect]
        if len(set(kept_counts)) != len(kept_counts):
            problems.append("%s: ties among kept keys" % name)
        if len(order) > mc and counts[order[mc]] == counts[order[mc - 1]]:
            problems.append("%s: tie at the max_count cut" % name)
        outs = set()
        for _ in range(5):  # the reference's hash order is per process/map; check repeatably
            outs.add(subprocess.run(
                [sys.executable, "-c",
                 "import sys,json,frac_json;d=json.loads(sys.stdin.read());"
                 "sys.stdout.write(frac_json.keys_table_from_json(d,max_count=%r,occurrence_cutoff=%r).hex())"
                 % (max_count, cutoff)], input=dumps(docs), capture_output=True, text=True,
                check=True).stdout)
        tb = frac_json.keys_table_from_json(docs, max_count=max_count, occurrence_cutoff=cutoff)
        outs.add(tb.hex())
        if len(outs) != 1:
            problems.append("%s: reference output not deterministic" % name)
        if tb != frac_json.keys_table_from_keys(expect):
            problems.append("%s: reference table differs from FORMAT.md's description: %r vs %r"
                            % (name, _parse_table(tb), expect))
        text = dumps(docs)
        assert strict_equal(json.loads(text, object_pairs_hook=no_dup_hook), docs)
        write(name + ".json", text.encode("utf-8"))
        write(name + ".keys", tb)
        manifest.append((name, name + ".keys", "0", "-",
                         "max_count=%s;cutoff=%s; %s" % (
                             "none" if max_count is None else max_count,
                             "none" if cutoff is None else cutoff, desc)))

    docs = []
    plan = {"id": 9, "name": 7, "tags": 5, "score": 3, "ü-key": 2, "rare": 1}
    seq = ["rare", "ü-key", "score", "tags", "name", "id"]
    for j in range(9):
        d = {}
        for k in seq:
            if j < plan[k]:
                d[k] = j if k != "tags" else ["t%d" % j]
        docs.append(d)
    check_and_write("keystable_basic", docs, None, None, "six keys with counts 9,7,5,3,2,1 (first appearance in reverse count order)")
    check_and_write("keystable_max_count_3", docs, 3, None, "keep top 3")
    check_and_write("keystable_cutoff_3", docs, None, 3, "only keys used by >= 3 objects")
    check_and_write("keystable_max4_cutoff2", docs, 4, 2, "top 4 then count >= 2")
    check_and_write("keystable_max_count_0", docs, 0, None, "max_count 0 means no limit")
    nested = [
        {"a": {"b": {"c": {"d": 1}}, "c": [{"d": 2}, {"d": 3, "e": {"d": 4}}]}},
        {"a": {"c": {"d": 5}}, "d": 6, "f": [[{"d": 7, "c": 0}]]},
    ]
    # counts: a=2, b=1, c=5, d=7, e=1 (tie b/e!) -> drop by cutoff 2 so result is tie free
    check_and_write("keystable_nested_cutoff2", nested, None, 2,
                    "counts over nested objects and arrays: d=7,c=5,a=2 (b,e,f=1 cut)")
    check_and_write("keystable_empty", [[1, 2], "x", None], None, None, "no objects: empty table")


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if f.endswith((".json", ".frac", ".keys", ".dict", ".tsv")):
            os.remove(os.path.join(OUT, f))
    scalars()
    strings()
    containers()
    keys_vectors()
    global_vectors()
    big_object_and_local_cap()
    nesting()
    api, event, events = realistic()
    compressed(api, event, events)
    large_dictionary()
    keystables()
    lines = ["# name\tkeys-file\tcompression-level(0=none)\tdict-file\tdescription"]
    for row in manifest:
        assert "\t" not in row[4] and "\n" not in row[4]
        lines.append("\t".join(row))
    write("manifest.tsv", ("\n".join(lines) + "\n").encode("utf-8"))
    lines = ["# vectors committed without their input: decode NAME.frac, encode again, compare"
             " (same columns as manifest.tsv)"]
    lines += ["\t".join(row) for row in reencode_manifest]
    write("reencode.tsv", ("\n".join(lines) + "\n").encode("utf-8"))
    total = sum(os.path.getsize(os.path.join(OUT, f)) for f in os.listdir(OUT))
    print("%d vectors, %d files, %d bytes" % (len(manifest), len(os.listdir(OUT)), total))
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)
        sys.exit(1)


if __name__ == "__main__":
    main()
