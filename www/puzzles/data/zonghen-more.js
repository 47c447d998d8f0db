// Written by tools/puzzles-pack.mjs from data/puzzles/zonghen.txt (docs/puzzles.md): do not edit.
// The rest: 3 of 33 puzzles (not in the single file).
export default "zonghen||1wwwbwbw/bwbwb1bw/wwww1wbw/bbbbbwww/bwbwbwbb/bbbwbwbw/1wbwwbww/b1bbbwb1 b 3 3|e7v/e1^|1110|endgame\nzonghen||bwwwwwww/bwbbbbbw/1wwwwwww/bbwbbbbw/bwbwwwwb/bwbbbbbw/bbwwbwbb/bwbbbwbw w 0 1|b6<|1040|endgame,winIn1\nzonghen||bwwwwbww/bbbwbwbb/bwbbwbww/bbwwwbbw/1w1wwbww/bwbbbwbw/ww1wbbbw/bwb1bwbb b 2 2|c1> c5v c3v|1390|endgame\n";
