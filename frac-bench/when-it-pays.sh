#!/bin/sh
# The README's "When it pays" table, measured: bytes per document (the size report: each
# document on its own; tables and dictionaries built from other documents of the set than
# those measured) and encode / decode speed (RatioBenchmark: frac_json with a keys table ÷
# JSON through databind's trees, each document as it is stored, zstd contexts reused on both
# sides), on the corpus's reddit comments and the bundled generated shipments.
#
# From the repository root, after `mvn -q -DskipTests package`, on a quiet machine:
#   frac-bench/when-it-pays.sh CORPUS_DIR    # CORPUS_DIR holds reddit_comments_10k.json(.zst)
set -eu
corpus=${1:?usage: frac-bench/when-it-pays.sh CORPUS_DIR}
jar=frac-bench/target/benchmarks.jar
reddit=$(ls "$corpus"/reddit_comments_10k.json* | head -n 1)
java -cp "$jar" io.fracjson.bench.SizeReport "$reddit" src-test-data/samples/shipments_many.json
for data in "$corpus reddit_comments_10k" "src-test-data/samples shipments_many"; do
  # shellcheck disable=SC2086 # two words: the directory and the set's name
  set -- $data
  for compression in NONE ZSTD ZSTD_DICT; do
    for work in many-encode many-decode; do
      java -Dfracjson.corpus="$1" -cp "$jar" io.fracjson.bench.RatioBenchmark --work "$work" \
          --a FRAC_GLOBAL_TABLE --b JSON --file "$2" --compression "$compression" \
          --warmup 3 --duration 6 --forks 1 --rounds 1 | tail -n 1 | sed "s/^/$compression: /"
    done
  done
done
