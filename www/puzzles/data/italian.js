// Written by tools/puzzles-pack.mjs from data/puzzles/italian.txt (docs/puzzles.md): do not edit.
// The sample: 4 of 4 puzzles, spread over the ratings.
export default "italian||B:W20:BK2:C0,1|2-6 20-15 6-11 15-12 11-7 12-8 7-4|1750|endgame,winIn4\nitalian||W:WK1,20,23,24,25,27,30:B11,14,15,16,18,21:C0,1|1-5 21-26 30x21|1380|\nitalian||W:WK1,K15,24,29:B14,25,K30,K31:C0,2|15-19 14-18 19-22 18-21 22-26 30-27 26x17|2050|endgame\nitalian||B:W10,17,18,K20,32:B4,9,19,K31|19-23 20x27 31x6 32-28 6-11 28-23 11-15 23-20 15x24 17-13 9x18|2250|shot,winIn6\n";
