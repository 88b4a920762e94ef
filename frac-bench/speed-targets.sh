#!/bin/sh
# Issue 43's targets ("Speed III"), measured the same way each time: every target as one
# RatioBenchmark run of one round of both orders (frac ÷ peer, then peer ÷ frac, a JVM each),
# printed as one markdown table row: what, frac ÷ peer (the round's geometric mean of the two
# orders), the quartiles of the frac ÷ peer order's slice pairs, and the goal. The
# instrument's own check (A ÷ A, which must read 1.00) is the last row. RatioBenchmark's own
# output goes to stderr as it comes; the table to stdout.
#
# From the repository root, after `mvn -q -DskipTests package`, on a quiet machine (about 35 s
# a row with the defaults, 22 rows):
#   frac-bench/speed-targets.sh [--warmup S] [--duration S] [--only PATTERN] [--list] CORPUS_DIR
#     --warmup S, --duration S  RatioBenchmark's, for each order (default 5 and 8)
#     --only PATTERN            only the rows whose name matches PATTERN (grep -E), e.g. 'tree-read twitter'
#     --list                    print the rows' names and stop (no CORPUS_DIR needed)
# CORPUS_DIR holds twitter, citm_catalog, canada and reddit_comments_10k (.json, or .json.zst);
# a row whose file is absent says so and the others run. Exits 1 if a run failed.
set -eu
usage="usage: frac-bench/speed-targets.sh [--warmup S] [--duration S] [--only PATTERN] [--list] CORPUS_DIR"
warmup=5
duration=8
only=
list=
while [ $# -gt 0 ]; do
  case $1 in
    --warmup) warmup=${2:?$usage}; shift 2 ;;
    --duration) duration=${2:?$usage}; shift 2 ;;
    --only) only=${2:?$usage}; shift 2 ;;
    --list) list=1; shift ;;
    -h | --help) echo "$usage"; exit 0 ;;
    -*) echo "$usage" >&2; exit 2 ;;
    *) break ;;
  esac
done
jar=frac-bench/target/benchmarks.jar
if [ -z "$list" ]; then
  [ $# -eq 1 ] || { echo "$usage" >&2; exit 2; }
  corpus=$1
  [ -d "$corpus" ] || { echo "no directory $corpus" >&2; exit 2; }
  [ -f "$jar" ] || { echo "no $jar: run mvn -q -DskipTests package from the repository root" >&2; exit 2; }
  out=$(mktemp)
  trap 'rm -f "$out"' EXIT
  echo "| target | frac ÷ peer | quartiles (frac ÷ peer order) | goal |"
  echo "|---|---|---|---|"
fi
failed=0

# Whether CORPUS_DIR holds NAME as the corpus reads it (NAME.json, .jsonl, .ndjson, each also .zst).
has() {
  for ext in json jsonl ndjson; do
    if [ -f "$corpus/$1.$ext" ] || [ -f "$corpus/$1.$ext.zst" ]; then
      return 0
    fi
  done
  return 1
}

# target WHAT GOAL FILE WORK A B [RatioBenchmark options...]: one row. FILE is - for MediaContent
# (the POJO works, which read no file).
target() {
  what=$1 goal=$2 file=$3 work=$4 a=$5 b=$6
  shift 6
  if [ -n "$only" ] && ! printf '%s\n' "$what" | grep -Eq -- "$only"; then
    return 0
  fi
  if [ -n "$list" ]; then
    printf '%s\n' "$what"
    return 0
  fi
  if [ "$file" != - ] && ! has "$file"; then
    printf '| %s | skipped (no %s) | | %s |\n' "$what" "$file" "$goal"
    return 0
  fi
  label=$work
  if [ "$file" != - ]; then
    set -- "$@" --file "$file"
    label="$work $file"
  fi
  echo "== $what" >&2
  status=0
  java -Dfracjson.corpus="$corpus" -cp "$jar" io.fracjson.bench.RatioBenchmark --work "$work" --a "$a" --b "$b" \
      --warmup "$warmup" --duration "$duration" --forks 1 --rounds 1 "$@" >"$out" 2>&1 || status=$?
  cat "$out" >&2
  # The round's figure: "..., both orders: geometric mean 1.234 (range ...) of 1 rounds".
  mean=$(sed -n 's/.*both orders: geometric mean \([0-9][0-9.]*\) .*/\1/p' "$out" | tail -n 1)
  # The A ÷ B order's report, the first naming A before B (both orders do for A ÷ A): "tree-read
  # twitter, FRAC ÷ SMILE_DEFAULT (Jackson 3): 1.234 (quartiles 1.200–1.270), ...". The division and
  # dash signs are matched as any characters: how they print depends on the JVM's stdout encoding.
  quartiles=$(grep -E "^$label, $a [^ ]+ $b[: ]" "$out" | grep -F '(quartiles' | head -n 1 \
      | sed -n 's/.*(quartiles \([0-9][0-9.]*\)[^0-9]*\([0-9][0-9.]*\)).*/\1–\2/p')
  if [ "$status" -ne 0 ] || [ -z "$mean" ] || [ -z "$quartiles" ]; then
    failed=1
    # The first exception's line says why (the last is a stack frame), else the last line.
    why=$( (grep -E 'Exception|Error' "$out" || tail -n 1 "$out") | head -n 1 | tr '|' '/' | cut -c 1-200)
    printf '| %s | failed (status %s: %s) | | %s |\n' "$what" "$status" "$why" "$goal"
    return 0
  fi
  printf '| %s | %s | %s | %s |\n' "$what" "$mean" "$quartiles" "$goal"
}

# The targets, in its order; "no regression (x)": the figure then, x.
for f in twitter citm_catalog canada; do
  target "Jackson 2 tree-read $f ÷ Smile" "≥ 1.25" $f tree-read FRAC SMILE_DEFAULT
done
for f in twitter citm_catalog canada; do
  target "Jackson 3 tree-read $f ÷ Smile 3.x" "≥ 1.25" $f tree-read FRAC SMILE_DEFAULT --jackson 3
done
target "Jackson 2 tree-write twitter ÷ Smile" "≥ 1.1" twitter tree-write FRAC SMILE_DEFAULT
target "Jackson 2 tree-write citm_catalog ÷ Smile" "≥ 1.1" citm_catalog tree-write FRAC SMILE_DEFAULT
target "Jackson 2 tree-write canada ÷ Smile" "no regression (1.30)" canada tree-write FRAC SMILE_DEFAULT
for w in many-decode many-encode; do
  target "Jackson 2 $w reddit_comments_10k, global table ÷ JSON" "≥ 2.2" \
      reddit_comments_10k $w FRAC_GLOBAL_TABLE JSON
done
for w in "many-decode 1.46" "many-encode 1.32"; do
  set -- $w # the work and the figure
  target "Jackson 2 $1 reddit_comments_10k, zstd dictionary, global table ÷ JSON" "no regression ($2)" \
      reddit_comments_10k "$1" FRAC_GLOBAL_TABLE JSON --compression ZSTD_DICT
done
target "Jackson 3 pojo-read ÷ Smile 3.x" "≥ 1.1" - pojo-read FRAC SMILE_DEFAULT --jackson 3
target "Jackson 3 pojo-read, global table ÷ Smile 3.x" "≥ 1.35" - pojo-read FRAC_GLOBAL_TABLE SMILE_DEFAULT --jackson 3
# The issue gives one write target, without a table; with one it is held to the same.
target "Jackson 3 pojo-write ÷ Smile 3.x" "≥ 1.15" - pojo-write FRAC SMILE_DEFAULT --jackson 3
target "Jackson 3 pojo-write, global table ÷ Smile 3.x" "≥ 1.15" - pojo-write FRAC_GLOBAL_TABLE SMILE_DEFAULT --jackson 3
target "Jackson 2 pojo-read ÷ Smile" "no regression (0.90)" - pojo-read FRAC SMILE_DEFAULT
target "Jackson 2 pojo-read, global table ÷ Smile" "no regression (1.00)" - pojo-read FRAC_GLOBAL_TABLE SMILE_DEFAULT
target "Jackson 2 pojo-write ÷ Smile" "no regression (0.97)" - pojo-write FRAC SMILE_DEFAULT
target "Jackson 2 pojo-write, global table ÷ Smile" "no regression (1.12)" - pojo-write FRAC_GLOBAL_TABLE SMILE_DEFAULT
target "A ÷ A: Jackson 2 tree-read citm_catalog, FRAC ÷ FRAC" "1.00 (±2%)" citm_catalog tree-read FRAC FRAC
exit $failed
