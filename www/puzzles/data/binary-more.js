// Written by tools/puzzles-pack.mjs from data/puzzles/binary.txt (docs/puzzles.md): do not edit.
// The rest: 1 of 31 puzzles (not in the single file).
export default "binary||wbw1wb2/1www3w/1b1w3b/1bwb1wbw/1w3b2/bb1b4/1bwb4/2b2wb1 w 0 2|e5/d4|1400|endgame,winIn1,opening\n";
