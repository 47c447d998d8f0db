#!/bin/sh
# Grows data/puzzles/ run after run (issue 32's shipped set): each line of a plan is
# "GAME SEED COUNT [NODES]"; a run's puzzles are appended to data/puzzles/GAME.txt as they are
# found (a position already in the file is skipped), its summary line to data/puzzles/runs.log.
# Each run is bounded by MAX_SECONDS of wall time (default 1200): a run cut short kept a
# prefix of what it would have found (its log line then has no summary), so `--count` = the
# lines it added repeats it exactly.
# Usage: nice -n 19 tools/puzzles-generate.sh PLAN_FILE [BINARY] [MAX_SECONDS]
set -u
plan=$1
bin=${2:-target/release/boardgames}
max_seconds=${3:-1200}
out=data/puzzles
errors=$(mktemp -d)
while read -r game seed count nodes; do
    case "$game" in ''|'#'*) continue ;; esac
    nodes=${nodes:-5000}
    file=$out/$game.txt
    touch "$file"
    before=$(wc -l < "$file")
    timeout "$max_seconds" "$bin" puzzles --game "$game" --seed "$seed" --count "$count" --nodes "$nodes" \
        2>"$errors/$game.$seed" |
    while IFS= read -r line; do
        position=$(printf '%s\n' "$line" | cut -d'|' -f3)
        if ! cut -d'|' -f3 "$file" | grep -qxF -- "$position"; then
            printf '%s\n' "$line" >> "$file"
        fi
    done
    after=$(wc -l < "$file")
    summary=$(tail -n 1 "$errors/$game.$seed")
    echo "$(date -u +%FT%TZ) $game seed $seed count $count nodes $nodes: added $((after - before)); $summary" >> "$out/runs.log"
done < "$plan"
rm -rf "$errors"
