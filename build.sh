#!/usr/bin/env bash
# The one entry point of the project.
#
#   ./build.sh [build]   build the wasm modules into www/pkg: every game, and one per family (installs what is missing)
#   ./build.sh serve     build, then serve the site on http://localhost:8000 (PORT=... to change)
#   ./build.sh test      every test: Rust, the wasm API in Node, the page in headless Chromium
#   ./build.sh dist      write dist/: the static site and dist/boardgames.html (one offline file)
#   ./build.sh pack      write the npm package to dist/npm/ and pack it: dist/boardgames-board-<version>.tgz
#   ./build.sh bench     download sizes (wasm, cold page, single file); first-board time at 1x and
#                        4x CPU throttling and long tasks while playing; perft speed of every
#                        game, native and wasm in Node; ours against chess.js, chessops and
#                        shogiops; search speed, analysis depth in 1 s, level 6 v 3 (a few minutes)
#   ./build.sh clippy    the Rust lints: cargo clippy on every target, any warning an error
#
# Environment: SKIP_BROWSER=1 runs `test` without the browser tests (and says so);
# CHROMIUM=/path overrides /usr/bin/chromium; WASM_OPT=0 skips wasm-opt.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$PWD

WASM_TARGET=wasm32-unknown-unknown
TARGET_DIR=${CARGO_TARGET_DIR:-target}
WASM_IN=$TARGET_DIR/$WASM_TARGET/wasm/boardgames.wasm
PKG=www/pkg
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
export CHROMIUM
# wasm-opt level: -Oz was 11% smaller but 2-3% slower at perft; -O3 loses nothing.
WASM_OPT_LEVEL=${WASM_OPT_LEVEL:--O3}
# The custom sections `producers` (the compilers' names) and `target_features` (read by tools,
# not by engines) are dropped by the same wasm-opt run: 0.2 KB gzip of each module, and so of
# every first visit (issue 13).
WASM_OPT_STRIP="--strip-producers --strip-target-features"
# With -O3, on every module: `--low-memory-unused` lets wasm-opt fold constant offsets into
# loads and stores (Rust puts the stack first and the data at 1 MB: the low 1 KB is never
# addressed), and `--converge` runs the passes again while the module still shrinks. 1.5 KB
# gzip of the shogi module, 2.2 KB of the combined one; perft and search speed unchanged
# (docs/journal/2026-11-24-size-rounds.md, fifth round).
WASM_OPT_EXTRA="--low-memory-unused --converge"
# `bench` cases, "game depth [options]": every game of catalog() from its start, at a depth
# that takes roughly 0.3-2 s natively here (2 cores, shared). Where one more ply multiplies the
# time by far more than the range allows, the depth is the one below: zonghen d4 0.08 s (d5
# 6 s), binary d3 0.01 s (d4 5 s: its placements of two pieces multiply the moves by ~440).
BENCH_CASES=(
  "american 9"
  "international 8"
  "german 9"
  "pool 9"
  "russian 8"
  "brazilian 8"
  "spanish 9"
  "italian 9"
  "czech 9"
  "turkish 7"
  "armenian 5"
  "gothic 6"
  "frisian 8"
  "canadian 7"
  "malaysian 6"
  "malaysian 7 board=8"
  "alquerque 8"
  "alquerque 8 rules=bell"
  "zonghen 4"
  "binary 3"
  "incorrect-checkers 6"
  "shogi 5"
  "chess 6"
)

section() { printf '\n==== %s ====\n' "$*"; }
note() { printf 'build.sh: %s\n' "$*"; }
die() {
  printf 'build.sh: ERROR: %s\n' "$*" >&2
  exit 1
}
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
# CPU seconds (user + system) used so far by this script and every process it waited for
# (Linux /proc; "?" elsewhere): a stage's CPU time is the difference, on a busy machine a
# steadier measure of its work than its wall-clock time. Read from $$ (the script itself),
# so it is right in the subshells of $(...) too; a stage run in a background subshell sets
# CPU_PID to that subshell's $BASHPID to count its own processes only.
cpu_now() {
  local pid=${CPU_PID:-$$}
  if [ -r "/proc/$pid/stat" ]; then
    awk -v hz="$(getconf CLK_TCK 2>/dev/null || echo 100)" '{ sub(/^.*\) /, ""); printf "%.1f\n", ($12 + $13 + $14 + $15) / hz }' "/proc/$pid/stat"
  else
    echo "?"
  fi
}
cpu_since() { awk -v a="$1" -v b="$(cpu_now)" 'BEGIN { if (a == "?" || b == "?") print "?"; else printf "%.1f\n", b - a }'; }

# Runs a command as root (directly, or through passwordless sudo); fails when neither works.
as_root() {
  if [ "$(id -u)" = 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo "$@"
  else
    return 1
  fi
}

APT_UPDATED=0
apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ "$APT_UPDATED" = 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq || return 1
    APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

# ---------------------------------------------------------------- set-up

ensure_wasm_target() {
  if command -v rustup >/dev/null 2>&1; then
    if ! rustup target list --installed | grep -qx "$WASM_TARGET"; then
      section "set-up: rustup target add $WASM_TARGET"
      rustup target add "$WASM_TARGET"
    fi
  elif [ ! -d "$(rustc --print sysroot)/lib/rustlib/$WASM_TARGET" ]; then
    die "the Rust target $WASM_TARGET is missing and rustup is not available to add it"
  fi
}

# The wasm-bindgen command line tool must match the wasm-bindgen crate in Cargo.lock exactly.
ensure_wasm_bindgen() {
  local want have
  # `cargo install` puts the tool here; it may not be on PATH yet on a fresh machine.
  PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
  want=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/[^0-9.]/, "", $3); print $3; exit }' Cargo.lock)
  [ -n "$want" ] || die "cannot find the wasm-bindgen version in Cargo.lock"
  have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
  if [ "$have" != "$want" ]; then
    section "set-up: cargo install wasm-bindgen-cli $want (found: ${have:-none}; takes a few minutes)"
    cargo install wasm-bindgen-cli --version "$want"
    have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
    [ "$have" = "$want" ] || die "wasm-bindgen $want is still not on PATH (found: ${have:-none}); is ~/.cargo/bin on PATH?"
  fi
}

# wasm-opt (binaryen) shrinks the module (232 -> 184 KB; perft speed unchanged, see docs/development.md).
# It comes pinned from npm (devDependency `binaryen`): Debian's binaryen 108 turns the
# externref table into anyref and breaks the module, so an older system wasm-opt is not used.
find_wasm_opt() {
  WASM_OPT_BIN=""
  [ "${WASM_OPT:-1}" = 0 ] && return 0
  if [ -x node_modules/.bin/wasm-opt ]; then
    WASM_OPT_BIN=$ROOT/node_modules/.bin/wasm-opt
  elif command -v wasm-opt >/dev/null 2>&1; then
    local v
    v=$(wasm-opt --version | awk '{ print $3 }')
    if [ "${v:-0}" -ge 116 ] 2>/dev/null; then WASM_OPT_BIN=$(command -v wasm-opt); fi
  fi
}

ensure_node_modules() {
  command -v node >/dev/null 2>&1 || die "node is required (Node.js 20 or later)"
  command -v npm >/dev/null 2>&1 || die "npm is required"
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] \
    || [ ! -d node_modules/playwright-core ]; then
    section "set-up: npm ci"
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
  fi
}

# Browser tests never skip silently: Chromium is installed here, or `test` fails.
ensure_chromium() {
  [ -x "$CHROMIUM" ] && return 0
  section "set-up: installing Chromium (Debian package) for the browser tests"
  apt_install chromium || true
  [ -x "$CHROMIUM" ] || return 1
}

# ---------------------------------------------------------------- verbs

# Front-end code from npm, copied beside the modules that import it (www/vendor/ is build
# output, like www/pkg/): gifenc, the share dialog's GIF encoder, with its licence on top.
copy_vendor() {
  local out=www/vendor/gifenc.js
  mkdir -p www/vendor
  {
    printf '/* gifenc %s, copied from node_modules by build.sh. Its licence:\n' "$(node -p 'require("./node_modules/gifenc/package.json").version')"
    sed 's/\*\//* \//g' node_modules/gifenc/LICENSE.md
    printf '*/\n'
    grep -v '^//# sourceMappingURL=' node_modules/gifenc/dist/gifenc.esm.js
  } >"$out.tmp"
  if cmp -s "$out.tmp" "$out"; then rm -f "$out.tmp"; else mv "$out.tmp" "$out"; fi
}

# The wasm modules the page loads one of (docs/design.md, "The family modules"), "name:cargo features": the combined
# module has every game, each of these only its own. Grouped by measurement: each at most
# 150 KB gzip, as few as fit with room to grow. Each game type carries its own copy of the
# search, so a game joined to a module costs it 10-20 KB gzip: the four small games together
# were 160.4 KB, chess with Zong-Heng and Binary 157.6 KB; a fourth module of chess + one of
# them and Alquerque + Incorrect Checkers + the other would leave one within a few KB of 150.
MODULES=(
  "draughts:draughts"
  "chess:chess"
  "shogi:shogi"
  "alquerque-incorrect-checkers:alquerque,incorrect-checkers"
  "zonghen-binary:zonghen,binary"
)
# The knowledge modules, "family:cargo features": a family module's companion with what the
# page needs only for analysis, the review and the top levels (Cargo.toml `knowledge`: the
# endgame tables' code and the learned evaluation), loaded by the computer player's worker
# only then (www/ai-worker.js, www/pkg/knowledge.js), never by a first visit. Built as
# family-<family>-knowledge in the same pool as the family modules.
KNOWLEDGE_MODULES=(
  "draughts:knowledge"
)

# wasm-bindgen, then wasm-opt, of a cargo-built wasm into $PKG/<name>.js and <name>_bg.wasm;
# skipped when the stamp $PKG/.stamp-<name> says the input and the tools are the same.
bindgen_opt() { # input name
  local in=$1 name=$2 opt="none" stamp
  if [ -n "$WASM_OPT_BIN" ]; then
    opt="$WASM_OPT_LEVEL $WASM_OPT_EXTRA $WASM_OPT_STRIP $("$WASM_OPT_BIN" --version | awk '{ print $3 }')"
  fi
  stamp="$(sha256sum "$in" | cut -c1-64) $(wasm-bindgen --version) opt=$opt"
  if [ -f "$PKG/.stamp-$name" ] && [ "$(cat "$PKG/.stamp-$name")" = "$stamp" ] && [ -f "$PKG/$name.js" ] && [ -f "$PKG/${name}_bg.wasm" ]; then
    note "$PKG/$name is up to date"
    return 0
  fi
  section "build: wasm-bindgen --target web --out-dir $PKG --out-name $name"
  rm -f "$PKG/$name.js" "$PKG/$name.d.ts" "$PKG/${name}_bg.wasm" "$PKG/${name}_bg.wasm.d.ts" "$PKG/.stamp-$name"
  wasm-bindgen "$in" --target web --out-dir "$PKG" --out-name "$name"
  if [ "$opt" != none ]; then
    section "build: wasm-opt $WASM_OPT_LEVEL ($name)"
    # shellcheck disable=SC2086 # lists of flags
    "$WASM_OPT_BIN" "$WASM_OPT_LEVEL" $WASM_OPT_EXTRA $WASM_OPT_STRIP "$PKG/${name}_bg.wasm" -o "$PKG/${name}_bg.wasm.opt"
    mv "$PKG/${name}_bg.wasm.opt" "$PKG/${name}_bg.wasm"
  else
    note "wasm-opt skipped (WASM_OPT=0, or no wasm-opt 116 or later: run npm ci)"
  fi
  printf '%s\n' "$stamp" >"$PKG/.stamp-$name"
  note "$PKG/${name}_bg.wasm: $(wc -c <"$PKG/${name}_bg.wasm") bytes"
}

# A pool of background jobs, one per core: `pool_run LOG COMMAND...` starts COMMAND (its output
# in LOG) once a core is free; `pool_wait` waits for them all and fails if any failed.
POOL_RUNNING=0
POOL_FAILED=0
pool_run() {
  local log=$1
  shift
  if [ "$POOL_RUNNING" -ge "$(nproc 2>/dev/null || echo 1)" ]; then
    wait -n || POOL_FAILED=1
    POOL_RUNNING=$((POOL_RUNNING - 1))
  fi
  "$@" >"$log" 2>&1 &
  POOL_RUNNING=$((POOL_RUNNING + 1))
}
pool_wait() {
  while [ "$POOL_RUNNING" -gt 0 ]; do
    wait -n || POOL_FAILED=1
    POOL_RUNNING=$((POOL_RUNNING - 1))
  done
  local failed=$POOL_FAILED
  POOL_FAILED=0
  return "$failed"
}

# One family module: its cargo build, in a target dir of its own, then its wasm-bindgen and
# wasm-opt (a job of build_modules's pool). A target dir made for the first time starts as a
# copy of the combined build's wasm-profile dirs: the dependencies (serde, wasm-bindgen,
# js-sys) are built with the same features for every module, so cargo builds only the crate
# there, not the dependencies once more per module.
build_family() { # family features
  local family=$1 features=$2 dir=$TARGET_DIR/family-$1
  if [ ! -d "$dir" ]; then
    mkdir -p "$dir/$WASM_TARGET"
    cp -a "$TARGET_DIR/wasm" "$dir/"
    cp -a "$TARGET_DIR/$WASM_TARGET/wasm" "$dir/$WASM_TARGET/"
  fi
  CARGO_TARGET_DIR="$dir" cargo build --lib --profile wasm --target "$WASM_TARGET" \
    --no-default-features --features "$features" || return 1
  bindgen_opt "$dir/$WASM_TARGET/wasm/boardgames.wasm" "family-$family"
}

# After the combined module's cargo build: its wasm-bindgen and wasm-opt, and each family
# module's cargo build followed by its own wasm-bindgen and wasm-opt, one job per core at
# once. Each cargo build ends in a whole-program optimisation on one core, and npm's
# wasm-opt is itself a wasm program on one core: a module's wasm-opt starts as soon as its
# build ends, not once every build has (the builds, then the six wasm-opt runs, each left a
# core idle at its end). Each job's output is printed whole, in module order, once all ended.
build_modules() {
  local spec failed=0 t0 logs=() names=(boardgames) i
  t0=$(now)
  section "build: the combined module's wasm-bindgen and wasm-opt, and the family modules (cargo build --no-default-features --features ..., wasm-bindgen, wasm-opt), one per core at once"
  logs+=("$(mktemp)")
  pool_run "${logs[0]}" bindgen_opt "$WASM_IN" boardgames
  # The knowledge module first: the longest job, so the pool's last job is a short one.
  for spec in "${KNOWLEDGE_MODULES[@]}"; do
    logs+=("$(mktemp)")
    names+=("family-${spec%%:*}-knowledge")
    pool_run "${logs[-1]}" build_family "${spec%%:*}-knowledge" "${spec#*:}"
  done
  for spec in "${MODULES[@]}"; do
    logs+=("$(mktemp)")
    names+=("family-${spec%%:*}")
    pool_run "${logs[-1]}" build_family "${spec%%:*}" "${spec#*:}"
  done
  pool_wait || failed=1
  for i in "${!names[@]}"; do
    printf -- '-- %s:\n' "${names[$i]}"
    cat "${logs[$i]}"
    rm -f "${logs[$i]}"
  done
  [ "$failed" = 0 ] || die "a module did not build (its output is above)"
  note "the modules after the combined cargo build: $(elapsed "$t0") s"
}

# Builds www/pkg: the combined module (every game: the public boardgames.js + _bg.wasm, the
# single file, the npm package, Node) and one module per family for the page, then the
# generated catalog.js, families.js and version.js. Each family builds in a target dir of its
# own: the crate's features differ, and one dir would rebuild the crate at every switch.
build_wasm() {
  section "build: cargo build --lib --profile wasm --target $WASM_TARGET"
  ensure_wasm_target
  ensure_wasm_bindgen
  ensure_node_modules
  copy_vendor
  find_wasm_opt
  mkdir -p "$PKG"
  rm -f "$PKG/.stamp" # the stamp of the layout before family modules (one module only)
  cargo build --lib --profile wasm --target "$WASM_TARGET"
  build_modules
  node tools/families.mjs "$PKG" "${MODULES[@]%%:*}" --knowledge "${KNOWLEDGE_MODULES[@]%%:*}"
  write_version
  build_egdb
}

# The endgame tables the page's analysis fetches (docs/egdb.md, "On the page"): every
# signature of up to EGDB_PIECES pieces of each game of EGDB_GAMES, one file each in
# www/egdb/<game>/ (gitignored, as www/pkg), and www/egdb/manifest.json naming the games
# and their pieces, by the native `boardgames egdb`. The games and pieces keep the step
# within about 16 s of CPU on a 2-core machine (measured: 0.3 s for each 32-square game,
# 1.5 s International, 2.6-5.7 s each of Turkish, Armenian and Gothic; Canadian's 6.6 s
# and any 4-piece set, 60 s and more a game, left out). Built again only when the
# binary is newer than the manifest, or the list changed.
EGDB_GAMES=(american russian german pool brazilian spanish italian czech international turkish armenian gothic)
EGDB_PIECES=3
build_egdb() {
  local out=www/egdb bin=$TARGET_DIR/release/boardgames game t0 c0 manifest
  section "build: the endgame tables (${#EGDB_GAMES[@]} games up to $EGDB_PIECES pieces, into $out)"
  cargo build --quiet --release --bin boardgames
  manifest="{ \"pieces\": $EGDB_PIECES, \"games\": { $(for game in "${EGDB_GAMES[@]}"; do printf '"%s": %s, ' "$game" "$EGDB_PIECES"; done | sed 's/, $//') } }"
  if [ "$out/manifest.json" -nt "$bin" ] && [ "$(cat "$out/manifest.json")" = "$manifest" ]; then
    note "$out: up to date"
    return
  fi
  t0=$(now)
  c0=$(cpu_now)
  rm -rf "$out.tmp"
  mkdir -p "$out.tmp"
  for game in "${EGDB_GAMES[@]}"; do
    pool_run "$out.tmp/$game.log" "$bin" egdb --game "$game" --pieces "$EGDB_PIECES" --out "$out.tmp/$game"
  done
  pool_wait || die "an endgame table did not build (see $out.tmp/*.log)"
  rm -f "$out.tmp"/*.log
  printf '%s\n' "$manifest" >"$out.tmp/manifest.json"
  rm -rf "$out"
  mv "$out.tmp" "$out"
  note "$out: $(find "$out" -name '*.egdb' | wc -l) tables, $(cat "$out"/*/*.egdb | wc -c) bytes, in $(elapsed "$t0") s (CPU $(cpu_since "$c0") s)"
}

# www/pkg/version.js: the bindings and the wasm of this build under URLs named by a hash of
# both, so that neither a page nor the service worker (sw.js) can pair the bindings of one
# build with the wasm of another (docs/design.md, "Offline: the service worker"). www/engine.js loads the engine through it.
write_version() {
  local hash file=$PKG/version.js
  hash=$(cat "$PKG/boardgames.js" "$PKG/boardgames_bg.wasm" | sha256sum | cut -c1-16)
  cat >"$file.tmp" <<EOF
// Generated by build.sh (write_version): the engine's bindings and wasm of one build, named by
// a hash of both. www/engine.js imports the engine from here; sw.js keeps these files by
// their exact URLs.
export * from "./boardgames.js?v=$hash";
export { default } from "./boardgames.js?v=$hash";
export const BUILD = "$hash";
/** The wasm of this build (a function: the single-file build gives the bytes instead). */
export const wasmUrl = () => new URL("./boardgames_bg.wasm?v=$hash", import.meta.url);
EOF
  if cmp -s "$file.tmp" "$file"; then rm -f "$file.tmp"; else mv "$file.tmp" "$file"; fi
}

build_dist() {
  build_wasm
  section "dist: static site and dist/boardgames.html"
  [ -f index.html ] || die "index.html is missing"
  rm -rf dist
  mkdir -p dist
  cp index.html dist/
  cp -r www dist/www
  rm -f dist/www/pkg/.gitignore dist/www/pkg/.stamp*
  if [ -d examples ]; then cp -r examples dist/examples; fi
  # the service worker, the web app manifest and the icon sit beside index.html (offline use)
  cp sw.js manifest.webmanifest icon.svg dist/
  # What a visitor downloads is bundled and minified (tools/bundle-site.mjs: the entry points
  # keep their paths); the single file is bundled from that copy.
  node tools/bundle-site.mjs dist
  # The family table stays out: the single file plays every game on the combined module (and
  # the minifier writes www/engine.js's computed name of the table as a literal), and so does
  # the worker's loader of the knowledge modules (www/knowledge.js, with the endgame tables'
  # fetching: the single file's worker plays and analyses on the combined module, without the
  # tables and the learned evaluation). So do the
  # puzzles beyond each game's sample (docs/puzzles.md, "Loading": the file says it has a sample).
  node tools/bundle.mjs --html dist/index.html --out dist/boardgames.html --external dist/www/pkg/families.js --external dist/www/knowledge.js --external dist/www/puzzles/data/more.js
  local size gz
  size=$(wc -c <dist/boardgames.html)
  gz=$(gzip -9c dist/boardgames.html | wc -c)
  note "dist/boardgames.html: $size bytes ($gz gzipped); open it from file:// or serve dist/"
}

# The npm package (tools/pack/pack.mjs stages it: the element, the engine API, the wasm, the
# type declarations and the package's README), then its tarball from `npm pack`.
pack() {
  build_wasm
  section "pack: the npm package in dist/npm and its tarball"
  node tools/pack/pack.mjs --out dist/npm
  rm -f dist/boardgames-board-*.tgz
  local tgz
  tgz=$(cd dist/npm && npm pack --silent --pack-destination ..)
  [ -f "dist/$tgz" ] || die "npm pack wrote no tarball"
  note "dist/$tgz: $(wc -c <"dist/$tgz") bytes"
}

serve() {
  build_wasm
  section "serve: http://localhost:${PORT:-8000}/index.html (the repository root; Ctrl-C stops)"
  exec node tools/serve.mjs .
}

# ---------------------------------------------------------------- test

PASSED=0
FAILED=0
STAGES=()

record_stage() { # name passed failed seconds cpu-seconds status
  # A stage run in a subshell writes its line to STAGE_OUT; the script reads it back (replay_stages).
  if [ -n "${STAGE_OUT:-}" ]; then
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$STAGE_OUT"
    return
  fi
  PASSED=$((PASSED + $2))
  FAILED=$((FAILED + $3))
  STAGES+=("$(printf '%-16s %5d passed, %3d failed  %7s s  CPU %7s s  %s' "$1" "$2" "$3" "$4" "$5" "$6")")
}

# Sets the niceness of a process and of its descendants (a process started later inherits
# its parent's); silently leaves them as they are where that is not allowed.
renice_tree() { # pid niceness
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do renice_tree "$child" "$2"; done
  renice --priority "$2" -p "$1" >/dev/null 2>&1 || true
}

replay_stages() { # file
  local name passed failed seconds cpu status
  [ -f "$1" ] || return 0
  while IFS=$'\t' read -r name passed failed seconds cpu status; do
    record_stage "$name" "$passed" "$failed" "$seconds" "$cpu" "$status"
  done <"$1"
}

# A check by a cargo tool: the stage is named after its rustup component (added where the
# cargo subcommand is missing); then the hint shown when it fails, and the command.
cargo_tool_check() { # component subcommand hint command...
  local name=$1 subcommand=$2 hint=$3 t0 c0 status=ok
  shift 3
  t0=$(now)
  c0=$(cpu_now)
  if ! cargo "$subcommand" --version >/dev/null 2>&1 && command -v rustup >/dev/null 2>&1; then
    rustup component add "$name" || true
  fi
  if ! "$@"; then
    note "$hint"
    status=FAILED
  fi
  record_stage "$name" 0 "$([ "$status" = ok ] && echo 0 || echo 1)" "$(elapsed "$t0")" "$(cpu_since "$c0")" "$status"
}

# The Rust code is rustfmt-clean (rustfmt.toml); CI fails on code `cargo fmt` would change.
fmt_check() {
  section "test: Rust formatting (cargo fmt --check)"
  cargo_tool_check rustfmt fmt "run 'cargo fmt' to format the Rust code" cargo fmt --check
}

# The Rust code is clippy-clean: every warning, clippy's included, is an error here
# (`./build.sh clippy`; not a stage of `test`, which it would lengthen by a full check build).
clippy_check() {
  section "test: Rust lints (cargo clippy --all-targets -D warnings)"
  cargo_tool_check clippy clippy "fix the lints above (cargo clippy --fix applies the mechanical ones)" cargo clippy --all-targets -- -D warnings
}

rust_tests() {
  section "test: Rust (cargo test --release --no-fail-fast)"
  local t0 c0 log status=ok
  t0=$(now)
  c0=$(cpu_now)
  log=$(mktemp)
  # Every test binary runs, whatever fails first: a failure must not hide the others, nor
  # make the stage's time look shorter than a whole run.
  cargo test --release --no-fail-fast 2>&1 | tee "$log" || status=FAILED
  local passed failed
  passed=$(awk '/^test result:/ { for (i = 1; i <= NF; i++) if ($(i + 1) ~ /^passed/) s += $i } END { print s + 0 }' "$log")
  failed=$(awk '/^test result:/ { for (i = 1; i <= NF; i++) if ($(i + 1) ~ /^failed/) s += $i } END { print s + 0 }' "$log")
  if [ "$status" != ok ] && [ "$failed" = 0 ]; then failed=1; fi # a build error counts as a failure
  rm -f "$log"
  record_stage "rust" "$passed" "$failed" "$(elapsed "$t0")" "$(cpu_since "$c0")" "$status"
}

# node --test over the given files; counts come from a TAP copy of the report.
node_tests() { # stage-name file...
  local name=$1
  shift
  local t0 c0 tap status=ok
  t0=$(now)
  c0=$(cpu_now)
  if [ $# = 0 ]; then
    note "no test files for $name"
    record_stage "$name" 0 1 "$(elapsed "$t0")" "$(cpu_since "$c0")" "FAILED (no test files)"
    return
  fi
  tap=$(mktemp)
  # One file per core at once: the files are independent and none times itself tightly.
  node --test --test-concurrency="$(nproc 2>/dev/null || echo 2)" \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$tap" "$@" || status=FAILED
  local passed failed
  passed=$(awk '/^# pass / { print $3 }' "$tap" | tail -1)
  failed=$(awk '/^# fail / { print $3 }' "$tap" | tail -1)
  passed=${passed:-0}
  failed=${failed:-0}
  if [ "$status" != ok ] && [ "$failed" = 0 ]; then failed=1; fi
  rm -f "$tap"
  record_stage "$name" "$passed" "$failed" "$(elapsed "$t0")" "$(cpu_since "$c0")" "$status"
}

# The browser tests through tools/browser-tests.mjs (its options, then the files): several
# files at once on one shared Chromium and static server, then the files that time the page
# one at a time; one stage line per group.
browser_tests() {
  local t0 c0 summary status=ok name passed failed seconds cpu
  t0=$(now)
  c0=$(cpu_now)
  summary=$(mktemp)
  node tools/browser-tests.mjs --summary "$summary" "$@" || status=FAILED
  if [ ! -s "$summary" ]; then
    record_stage "browser" 0 1 "$(elapsed "$t0")" "$(cpu_since "$c0")" "FAILED (the runner stopped)"
  else
    # The runner measures each group's CPU time (its own, its files' and their Chromiums').
    while IFS=$'\t' read -r name passed failed seconds cpu; do
      record_stage "$name" "$passed" "$failed" "$seconds" "${cpu:-?}" "$([ "$failed" = 0 ] && echo ok || echo FAILED)"
    done <"$summary"
  fi
  rm -f "$summary"
}

run_tests() {
  local t_all c_all
  t_all=$(now)
  c_all=$(cpu_now)
  shopt -s nullglob
  # npm ci (a fresh clone's 4 s) runs in the build (build_wasm), beside the Rust tests, which
  # need no npm package: the Node and browser tests start only once the build has ended.
  local browser=yes
  if [ "${SKIP_BROWSER:-0}" = 1 ]; then
    browser=skip
  elif ! ensure_chromium; then
    browser=missing
  fi

  fmt_check

  # The wasm modules and dist/ build beside the Rust tests: neither needs the other, and each
  # leaves a core idle for long stretches (the Rust stage runs test binaries one after the
  # other, the wasm build ends each module in a one-core whole-program optimisation). The
  # build runs at a lower priority (nice +10) while the Rust tests run, so it takes the cores
  # they leave idle and not the CPU of the few Rust tests that check a search's time limit
  # (tests/ai_levels.rs); it gets the script's priority back once they end. Its output is
  # kept and printed after the Rust tests', whole. Each runs in a subshell that counts its
  # own CPU time (CPU_PID) and writes its stage line to a file.
  local build_log rust_stage build_stage built=1
  build_log=$(mktemp)
  rust_stage=$(mktemp)
  build_stage=$(mktemp)
  section "build: the wasm modules and dist/ (beside the Rust tests; its output follows theirs)"
  (
    CPU_PID=$BASHPID
    STAGE_OUT=$build_stage
    t0=$(now)
    c0=$(cpu_now)
    # A subshell with its own `set -e`: inside `||` or `if`, bash would ignore errors in the build.
    set +e
    (
      set -e
      renice --priority "$(($(nice) + 10))" -p "$BASHPID" >/dev/null 2>&1 || true
      build_dist
    ) >"$build_log" 2>&1
    if [ $? = 0 ]; then
      record_stage "wasm+dist build" 0 0 "$(elapsed "$t0")" "$(cpu_since "$c0")" "ok (beside the Rust tests)"
    else
      record_stage "wasm+dist build" 0 1 "$(elapsed "$t0")" "$(cpu_since "$c0")" "FAILED (its output is above)"
    fi
  ) &
  local build_pid=$!
  (
    CPU_PID=$BASHPID
    STAGE_OUT=$rust_stage
    rust_tests
  )
  renice_tree "$build_pid" "$(nice)"
  wait "$build_pid" || true
  section "build: the wasm modules and dist/ (ran beside the Rust tests): its output"
  cat "$build_log"
  replay_stages "$rust_stage"
  replay_stages "$build_stage"
  grep -q "	ok (beside" "$build_stage" && built=0
  [ -s "$build_stage" ] || record_stage "wasm+dist build" 0 1 0 "?" "FAILED (the build stopped)"
  rm -f "$build_log" "$rust_stage" "$build_stage"
  if [ "$built" = 0 ]; then
    # The Node tests run beside the browser files (a second core's worth of work while those
    # wait for their pages); the browser files that time the page wait until they end
    # (--alone-after), so nothing runs beside those. Their output is kept and printed after
    # the browser tests', whole; the stage lines in order, Node's first.
    local node_log node_stage node_done browser_stage node_pid
    node_log=$(mktemp)
    node_stage=$(mktemp)
    browser_stage=$(mktemp)
    node_done=$(mktemp -u)
    section "test: the wasm API in Node (node --test tests/js; beside the browser tests, its output follows theirs)"
    (
      CPU_PID=$BASHPID
      STAGE_OUT=$node_stage
      node_tests "node (wasm API)" tests/js/*.test.mjs >"$node_log" 2>&1
      touch "$node_done"
    ) &
    node_pid=$!
    case $browser in
      yes)
        section "test: the page in headless Chromium (tools/browser-tests.mjs tests/browser)"
        STAGE_OUT=$browser_stage browser_tests --alone-after "$node_done" tests/browser/*.test.mjs
        ;;
      skip)
        note "browser tests SKIPPED because SKIP_BROWSER=1"
        STAGE_OUT=$browser_stage record_stage "browser" 0 0 0 0 "SKIPPED (SKIP_BROWSER=1)"
        ;;
      missing)
        STAGE_OUT=$browser_stage record_stage "browser" 0 1 0 0 "FAILED: Chromium missing at $CHROMIUM and could not be installed"
        ;;
    esac
    wait "$node_pid" || true
    section "test: the wasm API in Node (ran beside the browser tests): its output"
    cat "$node_log"
    replay_stages "$node_stage"
    [ -s "$node_stage" ] || record_stage "node (wasm API)" 0 1 0 "?" "FAILED (the Node tests stopped)"
    replay_stages "$browser_stage"
    rm -f "$node_log" "$node_stage" "$browser_stage" "$node_done"
  fi

  section "summary ($(elapsed "$t_all") s in all, CPU $(cpu_since "$c_all") s; load average now $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo ?))"
  printf '%s\n' "${STAGES[@]}"
  if [ "$browser" = missing ]; then
    printf '\nbrowser tests could not run: no Chromium at %s, and installing it (apt-get install chromium) did not help.\n' "$CHROMIUM"
    printf 'Install it (apt-get install chromium), set CHROMIUM=/path/to/chromium, or run with SKIP_BROWSER=1.\n'
  fi
  echo
  # The one closing line CI reads.
  echo "tests: $PASSED passed, $FAILED failed"
  [ "$FAILED" = 0 ]
}

# ---------------------------------------------------------------- bench

# One native perft through the command line, repeated (at least twice, at most 20 times) until
# the runs add up to a second; prints the best run and appends it as a JSON line to RESULTS.
# As in tools/bench/measure.mjs, a run's time is the smaller of the perft's wall-clock time
# (from the rate the command prints; it includes waiting for a core on a shared machine) and
# the process's CPU time (it includes the ~1 ms start-up): both are upper bounds.
bench_native() { # game depth options results
  local game=$1 depth=$2 opts=$3 results=$4
  local args=(bench --game "$game" --depth "$depth")
  [ -z "$opts" ] || args+=(--options "$opts")
  local out cpu nodes times w p t best="" best_wall="" best_cpu="" total=0 runs=0
  local TIMEFORMAT='%3U %3S'
  out=$(mktemp)
  cpu=$(mktemp)
  while :; do
    # Prints "american perft(9) = 3963680: 0.604 s, 6.56 M nodes/s native (...)".
    { time "$TARGET_DIR"/release/boardgames "${args[@]}" >"$out"; } 2>"$cpu"
    nodes=$(sed -nE 's/.*\) = ([0-9]+): .*/\1/p' "$out")
    [ -n "$nodes" ] || die "cannot read the native bench output: $(cat "$out" "$cpu")"
    # "wall cpu run": the printed rate has more digits than the printed seconds.
    times=$(awk -v n="$nodes" -v o="$(cat "$out")" -v c="$(tail -1 "$cpu")" 'BEGIN {
      split(o, a, ", "); split(a[2], b, " "); split(c, u, " ")
      w = n / (b[1] * 1e6); p = u[1] + u[2]; printf "%.9f %.3f %.9f", w, p, (p > 0 && p < w ? p : w) }')
    read -r w p t <<<"$times"
    best=$(awk -v a="${best:-1e9}" -v b="$t" 'BEGIN { print (b < a ? b : a) }')
    best_wall=$(awk -v a="${best_wall:-1e9}" -v b="$w" 'BEGIN { print (b < a ? b : a) }')
    best_cpu=$(awk -v a="${best_cpu:-1e9}" -v b="$p" 'BEGIN { print (b < a ? b : a) }')
    total=$(awk -v a="$total" -v b="$t" 'BEGIN { print a + b }')
    runs=$((runs + 1))
    if [ "$runs" -ge 20 ] || { [ "$runs" -ge 2 ] && awk -v t="$total" 'BEGIN { exit !(t >= 1) }'; }; then break; fi
  done
  rm -f "$out" "$cpu"
  awk -v g="$game" -v o="$opts" -v d="$depth" -v n="$nodes" -v t="$best" -v w="$best_wall" -v p="$best_cpu" -v k="$runs" 'BEGIN {
    printf "%s%s perft(%d) = %d: %.3f s, %.2f M nodes/s native (best of %d; wall clock %.3f s, CPU %.3f s; last ply counted in bulk)\n",
      g, (o == "" ? "" : " (" o ")"), d, n, t, n / t / 1e6, k, w, p
  }'
  printf '{"game":"%s","options":"%s","depth":%d,"side":"native","nodes":%d,"seconds":%s,"wallSeconds":%s,"cpuSeconds":%s,"runs":%d}\n' \
    "$game" "$opts" "$depth" "$nodes" "$best" "$best_wall" "$best_cpu" "$runs" >>"$results"
}

bench() {
  local t0
  t0=$(now)
  build_wasm
  build_dist
  section "bench: sizes a visitor downloads (raw, gzip -9, brotli 11): the wasm, the cold page (source and deployed site) in headless Chromium, the single file"
  node tools/bench/sizes.mjs
  section "bench: first board at 1x and 4x CPU throttling, and main-thread tasks over 50 ms while playing (headless Chromium, served site)"
  node tools/bench/firstboard.mjs
  section "build: cargo build --release --bin boardgames"
  cargo build --quiet --release --bin boardgames
  local results
  results=$(mktemp)
  section "bench: perft from the start, native and wasm in Node $(node --version) (the last ply is counted in bulk: leaves are not played)"
  note "load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores; times are the best of several runs, each the smaller of its wall-clock and CPU times"
  local case game depth opts
  for case in "${BENCH_CASES[@]}"; do
    read -r game depth opts <<<"$case"
    bench_native "$game" "$depth" "${opts:-}" "$results"
    node tools/bench.mjs "$game" "$depth" --seconds 2 --options "${opts:-}" --json "$results"
  done
  section "bench: ours against chess.js, chessops and shogiops, perft in Node (issue 4)"
  local status=0
  node tools/bench/peers.mjs --json "$results" || status=$?
  section "bench: move generation at the positions still slow (issue 34), CPU in wasm (Node)"
  node tools/bench/positions-wasm.mjs --still-slow || status=$?
  section "bench: the computer player's search speed, level 6 (native: boardgames ai-bench)"
  "$TARGET_DIR"/release/boardgames ai-bench --game all --time-ms 500 --positions 2 || status=$?
  section "bench: the computer player's search speed, level 6 (wasm in Node)"
  node tools/bench/search.mjs --ms 500 || status=$?
  section "bench: analysis depth reached in 1 s in every game (wasm in Node)"
  node tools/bench/analysis.mjs --ms 1000 || status=$?
  section "bench: level 6 against level 3 in every game (colours alternate, varied openings; BENCH_MATCH_GAMES=${BENCH_MATCH_GAMES:-4} games at ${BENCH_MATCH_MS:-100} ms a move)"
  "$TARGET_DIR"/release/boardgames match --game all --a 6 --b 3 --games "${BENCH_MATCH_GAMES:-4}" --time-ms "${BENCH_MATCH_MS:-100}" || status=$?
  section "bench: summary ($(elapsed "$t0") s in all; load average now $(cut -d' ' -f1-3 /proc/loadavg))"
  node tools/bench/summary.mjs "$results" || status=$?
  rm -f "$results"
  return "$status"
}

case "${1:-build}" in
  build) build_wasm ;;
  serve) serve ;;
  test) run_tests ;;
  dist) build_dist ;;
  pack) pack ;;
  bench) bench ;;
  clippy) clippy_check && printf '%s\n' "${STAGES[@]}" ;;
  -h | --help | help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' ;;
  *) die "unknown verb '$1'; use build, serve, test, dist, pack, bench or clippy" ;;
esac
