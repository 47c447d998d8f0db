// Incorrect Checkers (Kanare Kato), for a beginner (docs/lessons.md). A race: nothing is
// captured. Black (dark squares) moves first, up the board; White lives on the light squares.
// A jump chain is written by its start and end: c3:c7.
const everyDarkSquare = "a1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4,d4,f4,h4,a5,c5,e5,g5,b6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
const shuttle = ["e2-d3", "c7-b6", "d3-e2", "b6-c7"];
export default {
  game: "incorrect-checkers",
  steps: [
    {
      id: "setup",
      rules: ["incorrect-checkers.setup", "incorrect-checkers.colour"],
      text: {
        en: "Each side has 12 pieces. Black plays on the dark squares of its three nearest rows, White on the LIGHT squares of its own. A piece always stays on its colour. Black moves first: move any piece.",
        ja: "両者12個ずつ。黒は手前3段の黒いマス、白は手前3段の白いマスに並べます。駒はずっと自分の色のマスにいます。先手は黒です。どれか駒を動かしましょう。",
      },
      hint: { en: "For example c3-d4.", ja: "たとえば c3-d4。" },
      goal: { anyLegal: true },
      solution: "c3-d4",
      wrong: { move: "c3-c4", reason: "illegal-move" },
      refusals: { "illegal-move": { en: "Your pieces stay on dark squares: move diagonally.", ja: "黒の駒は黒いマスにいます。斜めに動かしましょう。" } },
    },
    {
      id: "step",
      rules: ["incorrect-checkers.step"],
      position: "B:Bc3:Wa4,h5",
      text: { en: "A piece steps one square diagonally forward to an empty square. Step to d4.", ja: "駒は斜め前の空いたマスに1マス進みます。d4へ進めましょう。" },
      hint: { en: "Up and to the right.", ja: "右上へ。" },
      goal: { reach: "d4" },
      solution: "c3-d4",
      wrong: { move: "c3-b2", reason: "illegal-move" },
    },
    {
      id: "jump",
      rules: ["incorrect-checkers.jump"],
      position: "B:Bc3,d4:Wa4,h5",
      text: {
        en: "A piece may jump over one of its own pieces next to it diagonally, onto the empty square beyond. Jumping is never compulsory. Jump from c3 over d4.",
        ja: "斜めに隣り合う自分の駒を飛び越えて、その先の空いたマスへ跳べます。跳ぶのは義務ではありません。c3からd4を跳び越えましょう。",
      },
      hint: { en: "c3 to e5.", ja: "c3からe5へ。" },
      goal: { reach: "e5" },
      solution: "c3:e5",
      wrong: { move: "c3-d4", reason: "illegal-move" },
    },
    {
      id: "chain",
      rules: ["incorrect-checkers.jump", "incorrect-checkers.same-move"],
      position: "B:Bc3,d4,d6:Wa4,h5",
      text: {
        en: "Jumps may chain and turn, even backward, as long as the piece ends further forward than it started; you may stop at any landing. Moves with the same start and end are one move. Jump twice, from c3 to c7.",
        ja: "跳びは続けられて、向きを変えても（後ろ向きでも）かまいません。ただし最後は出発点より前に進んでいること。どこで止まってもかまいません。出発点と到着点が同じ手は1つの手です。c3からc7まで2回跳びましょう。",
      },
      hint: { en: "Over d4 to e5, then over d6 to c7.", ja: "d4を越えてe5へ、続けてd6を越えてc7へ。" },
      goal: { reach: "c7" },
      solution: "c3:c7",
      wrong: { move: "c3:e5", reason: "not-the-task" },
    },
    {
      id: "enemy-jump",
      rules: ["incorrect-checkers.enemy-jump", "incorrect-checkers.no-capture"],
      position: "B:Bc3:Wc4,h5",
      text: {
        en: "Once per turn you may jump one enemy piece, straight along a column or row (it stands on the other colour). Nothing is captured: the jumped piece stays. Jump over c4.",
        ja: "1手に1回だけ、相手の駒を縦か横に跳び越えられます（相手は別の色のマスにいます）。取ることはありません。跳ばれた駒はそのまま残ります。c4を跳び越えましょう。",
      },
      hint: { en: "Straight up: c3 to c5.", ja: "まっすぐ上へ。c3からc5。" },
      goal: { reach: "c5" },
      solution: "c3:c5",
      wrong: { move: "c3-c4", reason: "illegal-move" },
    },
    {
      id: "retreat",
      rules: ["incorrect-checkers.retreat"],
      position: "B:Ba5,b6,a7,c7,b8,d8:Wa4,h5",
      text: {
        en: "If every goal square in front of a piece is already taken by your own pieces, that piece may step diagonally backward (never jump). The squares ahead of a5 are all full: step it back to b4.",
        ja: "駒の前方のゴールのマスがすべて自分の駒でふさがっているときは、その駒は斜め後ろに1マス下がれます（跳ぶことはできません）。a5の前はすべてふさがっています。b4へ下げましょう。",
      },
      hint: { en: "a5 to b4.", ja: "a5からb4へ。" },
      goal: { play: ["a5-b4"] },
      wrong: { move: "b6-c5", reason: "not-the-task" },
    },
    {
      id: "goal",
      rules: ["incorrect-checkers.goal"],
      position: "B:Bb6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8,e5:Wa4,h5",
      text: {
        en: "The first player with all 12 pieces on the far three rows wins. Eleven are there. Bring in the last one.",
        ja: "12個すべてを奥の3段に入れた方の勝ちです。11個はもう入っています。最後の1個を入れましょう。",
      },
      hint: { en: "e5 steps to the empty square d6.", ja: "e5を空いているd6へ。" },
      goal: { win: true },
      solution: "e5-d6",
      wrong: { move: "b6-a5", reason: "not-the-task" },
    },
    {
      id: "pass",
      rules: ["incorrect-checkers.pass"],
      position: `B:B${everyDarkSquare}:Wd5`,
      text: {
        en: "A player with no legal move passes. With 12 pieces it hardly ever happens; here Black fills every dark square and cannot move. Pass.",
        ja: "指せる手がないときはパスします。12個ではまず起こりませんが、ここでは黒が黒いマスをすべて埋めていて動けません。パスしましょう。",
      },
      hint: { en: "The move is called pass.", ja: "手は「パス」です。" },
      goal: { play: ["pass"] },
      wrong: { move: "h8-g7", reason: "illegal-move" },
    },
    {
      id: "draws",
      rules: ["incorrect-checkers.draws"],
      position: "B:Bh2,c7,b8,d8:We2,d1,f1,h5",
      text: {
        en: "The game is drawn when neither player can move, or when the same position comes for the third time. Play h2-g3, then step c7 back to b6 and forward again, twice; White shuttles too. The third time it is a draw.",
        ja: "どちらも動けないとき、または同じ局面が3回現れたときは引き分けです。h2-g3 のあと、c7をb6に下げて戻すのを2回。白も行き来します。3回目で引き分けです。",
      },
      hint: { en: "h2-g3, then c7-b6, b6-c7, c7-b6, b6-c7.", ja: "h2-g3、そのあと c7-b6、b6-c7、c7-b6、b6-c7。" },
      goal: { sequence: ["h2-g3", ...shuttle, ...shuttle], ends: "threefold" },
      wrong: { move: "c7-b6", reason: "not-the-task" },
    },
  ],
};
