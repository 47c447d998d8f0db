// Zong-Heng (Kanare Kato), for a beginner (docs/lessons.md). A move names the piece pushed
// and the direction as Black sees the board: a1^ (up), a1> (right), a1v (down), a1< (left).
export default {
  game: "zonghen",
  steps: [
    {
      id: "setup",
      rules: ["zonghen.setup"],
      text: {
        en: "Every dark square starts with a piece: rows of White and Black take turns, 16 each. Each player keeps 16 more in supply. Black moves first. Push any of your pieces.",
        ja: "はじめは黒いマスすべてに駒があり、白の段と黒の段が交互に並びます（各16個）。ほかに16個ずつ手持ちがあります。先手は黒です。自分の駒をどれか押しましょう。",
      },
      hint: { en: "For example a7^: the piece on a7 moves up.", ja: "たとえば a7^（a7の駒を上へ）。" },
      goal: { anyLegal: true },
      solution: "a7^",
      wrong: { move: "b8v", reason: "illegal-move" },
    },
    {
      id: "push-and-place",
      rules: ["zonghen.push", "zonghen.place"],
      position: "1w6/8/8/8/8/8/8/b7 b 3 3",
      text: {
        en: "A turn pushes one of your pieces on a dark square one square along a row or a column. Then a new piece from your supply fills the square it left. Push your piece on a1 up.",
        ja: "手番では、黒いマスにある自分の駒を縦か横に1マス押します。そのあと、空いたマスに手持ちの駒を1個置きます。a1の駒を上へ押しましょう。",
      },
      hint: { en: "a1^: the piece goes to a2 and a new one appears on a1.", ja: "a1^：駒がa2へ動き、a1に新しい駒が置かれます。" },
      goal: { play: ["a1^"] },
      wrong: { move: "a1v", reason: "illegal-move" },
      refusals: { "illegal-move": { en: "There is no square there: the push must end on the board.", ja: "そこには盤がありません。押した先は盤の上でなければなりません。" } },
    },
    {
      id: "majority",
      rules: ["zonghen.majority"],
      position: "1w6/8/8/8/8/bww5/8/bbw5 b 3 3",
      text: {
        en: "A push moves the whole line of pieces in front, which must end at an empty square. The line must hold more of your pieces than your opponent's. Push the row on a1 to the right: two of yours against one.",
        ja: "押すと、前に並んだ駒の列ごと動きます。列の先は空いたマスでなければなりません。列の中に自分の駒が相手の駒より多くなければ押せません。a1の列を右へ押しましょう。自分2個、相手1個です。",
      },
      hint: { en: "a1>. The row on a3 has more White pieces: it cannot be pushed.", ja: "a1>。a3の列は白の方が多いので押せません。" },
      goal: { play: ["a1>"] },
      wrong: { move: "a3>", reason: "illegal-move" },
      refusals: { "illegal-move": { en: "That line holds more of your opponent's pieces than yours.", ja: "その列は相手の駒の方が多いので押せません。" } },
    },
    {
      id: "each-push-a-move",
      rules: ["zonghen.each-push-a-move"],
      position: "1w6/8/8/8/8/8/8/bbb5 b 3 3",
      text: {
        en: "Pushing the whole row from a1, or only the front piece from c1, gives the same board. They are still two different moves. Push from a1.",
        ja: "a1から列全体を押しても、c1の先頭の駒だけを押しても、同じ盤面になります。それでも別々の手です。a1から押しましょう。",
      },
      hint: { en: "a1>.", ja: "a1>。" },
      goal: { play: ["a1>"] },
      wrong: { move: "c1>", reason: "not-the-task" },
      refusals: { "not-the-task": { en: "Same board, but a different move: push from a1.", ja: "盤面は同じですが、別の手です。a1から押しましょう。" } },
    },
    {
      id: "pass",
      rules: ["zonghen.pass"],
      position: "1w6/8/8/8/8/8/8/b7 b 0 3",
      text: {
        en: "With an empty supply, or with no push at all, you pass. You may never pass while you can push. Your supply is empty: pass.",
        ja: "手持ちがないとき、または押せる駒がないときはパスします。押せるときはパスできません。手持ちがないので、パスしましょう。",
      },
      hint: { en: "The move is called pass.", ja: "手は「パス」です。" },
      goal: { play: ["pass"] },
      wrong: { move: "a1^", reason: "illegal-move" },
    },
    {
      id: "end-and-score",
      rules: ["zonghen.end", "zonghen.scoring"],
      position: "wwbwwwww/bbbbwbbw/bwbwwwbb/bbwbbwbw/bwbwbwww/bbbwwbbw/bwwwbwbw/bbb1bwbw w 0 1",
      text: {
        en: "When neither player can move, the game ends. Groups are pieces of one colour joined along rows and columns. The largest groups are compared first; on a tie, the next ones, and so on. You are White with your last piece: find the push that wins.",
        ja: "どちらも動けなくなると終わりです。縦横につながった同じ色の駒がグループです。いちばん大きいグループどうしを比べ、同じなら次に大きいグループ、と比べていきます。あなたは白で、最後の1個です。勝てる押し方を探しましょう。",
      },
      hint: {
        en: "Pushing d8 or d6 joins Black's pieces into a bigger group. Push d4 toward rank 1 instead (d4v): the largest groups tie at 18, and your next group (7) beats Black's (5).",
        ja: "d8やd6を押すと黒の駒がつながって大きなグループになります。d4を1段目の方へ押しましょう（d4v）。いちばん大きいグループは18で同じ、次のグループはあなたの7が黒の5を上回ります。",
      },
      goal: { win: true },
      solution: "d4v",
      wrong: { move: "d8v", reason: "not-the-task" },
    },
    {
      id: "option-size",
      rules: ["zonghen.option-size"],
      options: { size: 10 },
      text: {
        en: "The option size plays on a larger even board (here 10x10), with the same pattern. Push any piece.",
        ja: "size オプションでは、同じ並べ方のまま大きな盤（ここでは10×10）で遊べます。どれか押しましょう。",
      },
      hint: { en: "For example a9^.", ja: "たとえば a9^。" },
      goal: { anyLegal: true },
      solution: "a9^",
      wrong: { move: "b10v", reason: "illegal-move" },
    },
  ],
};
