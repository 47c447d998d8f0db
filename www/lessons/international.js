// International draughts, for a beginner (docs/lessons.md). White moves first and plays up
// the board (squares 31-50 at the start). The "american" path teaches a checkers player only
// what differs.
export default {
  game: "international",
  steps: [
    {
      id: "setup",
      rules: ["international.setup"],
      text: {
        en: "International draughts is played on the dark squares of a 10x10 board. Each side has 20 men. White moves first. You are White: move any man.",
        ja: "国際ドラフツは10×10の盤の黒いマスを使います。両者とも20個の駒で始めます。先手は白です。あなたは白です。どれか駒を動かしましょう。",
      },
      hint: { en: "A man at the front can move, for example 32-28.", ja: "前の列の駒が動けます。たとえば 32-28。" },
      goal: { anyLegal: true },
      solution: "32-28",
      wrong: { move: "19-23", reason: "illegal-move" },
    },
    {
      id: "men-move",
      rules: ["international.men-move"],
      position: "W:W33:B3",
      text: {
        en: "A man moves one square diagonally forward, toward the other side. Move your man to 28.",
        ja: "駒は斜め前に1マス進みます。駒を28へ進めましょう。",
      },
      hint: { en: "Forward for White is up the board.", ja: "白にとって前は盤の上の方向です。" },
      goal: { reach: "28" },
      solution: "33-28",
      wrong: { move: "33-39", reason: "illegal-move" },
      refusals: { "illegal-move": { en: "A man never moves backward.", ja: "駒は後ろには戻れません。" } },
    },
    {
      id: "capture-backward",
      rules: ["international.men-capture", "draughts.capture-compulsory"],
      position: "W:W28:B32,3",
      text: {
        en: "A man captures by jumping an enemy piece next to it onto the empty square behind. Men may capture backward too. Capturing is compulsory. Capture now.",
        ja: "隣の相手の駒を飛び越えて、その先の空いたマスに着地すると取れます。取りは後ろ向きにもできます。取れるときは必ず取ります。取りましょう。",
      },
      hint: { en: "The black man on 32 is behind you.", ja: "32の黒い駒はあなたの後ろにいます。" },
      goal: { capture: 1 },
      solution: "28x37",
      wrong: { move: "28-22", reason: "must-capture" },
    },
    {
      id: "king-moves",
      rules: ["international.kings"],
      position: "W:WK46:B3",
      text: {
        en: "A king flies: it moves along a diagonal as far as it likes. Move your king all the way to 5.",
        ja: "キングは斜めの線の上を何マスでも進めます。キングを5まで一気に動かしましょう。",
      },
      hint: { en: "The long diagonal runs from 46 to 5.", ja: "46から5まで長い斜めの線が通っています。" },
      goal: { reach: "5" },
      solution: "46-5",
      wrong: { move: "46-41", reason: "not-the-task" },
    },
    {
      id: "king-captures",
      rules: ["international.kings"],
      position: "W:WK46:B19,3",
      text: {
        en: "A king captures from far away and may land on any empty square behind the piece. Take 19 and land on 5.",
        ja: "キングは遠くの駒も取れて、その先の空いたマスならどこにでも着地できます。19を取って5に着地しましょう。",
      },
      hint: { en: "Fly over 19 to the corner.", ja: "19を飛び越えて角まで進みます。" },
      goal: { capture: 1, reach: "5" },
      solution: "46x5",
      wrong: { move: "46x14", reason: "not-the-task" },
    },
    {
      id: "most-pieces",
      rules: ["international.capture-choice"],
      position: "W:W32,34:B27,29,19,3",
      text: {
        en: "When you can capture in several ways, you must take the most pieces. A king counts as one piece. Find the capture that takes two.",
        ja: "取り方がいくつかあるときは、いちばん多く取れる取り方をしなければなりません。キングも1個と数えます。2個取れる取り方を探しましょう。",
      },
      hint: { en: "The man on 34 can jump twice.", ja: "34の駒は2回飛び越えられます。" },
      goal: { capture: 2 },
      solution: "34x14",
      wrong: { move: "32x21", reason: "must-capture" },
      refusals: {
        "must-capture": { en: "You must take the most pieces.", ja: "いちばん多く取れる取り方をしなければなりません。" },
      },
    },
    {
      id: "crowning",
      rules: ["international.crowning"],
      position: "W:W12:B8,9,40",
      text: {
        en: "A man is crowned only if its move ends on the far row. If it passes the far row in the middle of a capture and goes on, it stays a man. Capture both pieces.",
        ja: "駒がキングになるのは、手の終わりに奥の列にいるときだけです。取りの途中で奥の列を通り過ぎても、駒のままです。2個とも取りましょう。",
      },
      hint: { en: "Jump 8, touch the far row, then jump 9.", ja: "8を越えて奥の列に着き、続けて9を越えます。" },
      goal: { capture: 2, crown: false },
      solution: "12x14",
      wrong: { move: "12x3", reason: "must-capture" },
      refusals: {
        "must-capture": { en: "Do not stop on the far row: the capture goes on.", ja: "奥の列で止まれません。取りは続きます。" },
      },
    },
    {
      id: "king-lands-to-continue",
      rules: ["draughts.king-lands-to-continue"],
      position: "W:WK46:B37,22,3",
      text: {
        en: "When a king can capture again from one of the squares beyond a piece, it must land there and go on. Take two pieces with your king.",
        ja: "取ったあと、着地するマスによってはさらに取れるときは、そのマスに着地して取り続けなければなりません。キングで2個取りましょう。",
      },
      hint: { en: "Jump 37 and stop on 28: from there you can take 22.", ja: "37を越えて28で止まると、22が取れます。" },
      goal: { capture: 2 },
      solution: "46x17",
      wrong: { move: "46x32", reason: "must-capture" },
      refusals: {
        "must-capture": {
          en: "Land where your king can go on capturing.",
          ja: "さらに取れるマスに着地しなければなりません。",
        },
      },
    },
    {
      id: "removal-at-end",
      rules: ["draughts.removal-at-end", "draughts.same-move"],
      position: "W:WK38:B32,33,22,23,3",
      text: {
        en: "Captured pieces stay on the board until the capture ends, and no piece may be jumped twice. Your king can go round the four men and come back. Going round either way is the same move. Take all four.",
        ja: "取った駒は、取りが終わるまで盤に残ります。同じ駒を2回飛び越えることはできません。キングは4個の駒のまわりを一周して戻れます。右回りでも左回りでも同じ手です。4個とも取りましょう。",
      },
      hint: { en: "Jump 33 first and keep going round.", ja: "まず33を越えて、そのまま一周します。" },
      goal: { capture: 4 },
      solution: "38x38",
      wrong: { move: "38x28", reason: "must-capture" },
      refusals: {
        "must-capture": {
          en: "Take all four: go round the square of men and come back.",
          ja: "4個とも取ります。駒のまわりを一周して戻りましょう。",
        },
      },
    },
    {
      id: "draws",
      rules: ["international.draws"],
      position: "W:WK50,K45:BK1,K6:C49,0",
      text: {
        en: "Draws come by themselves: 25 moves each with only kings moved and no capture is a draw, and so are a few moves of some endings with a lone king. 49 such turns are gone: move a king and the game is drawn.",
        ja: "引き分けは自動で決まります。取りがなくキングだけが動いて両者25手ずつ進むと引き分けです。キング1個だけの相手との終盤にも手数の決まりがあります。あと1手です。キングを動かして引き分けにしましょう。",
      },
      hint: { en: "Move the king on 50.", ja: "50のキングを動かします。" },
      goal: { ends: "move-rule" },
      solution: "50-44",
      wrong: { move: "50-55", reason: "unreadable" },
    },
  ],
  paths: {
    american: {
      text: {
        en: "You know checkers? Here is what differs: a bigger board, men capture backward, kings fly, you must take the most pieces, and crowning only at the end of a move.",
        ja: "チェッカーを知っている方へ。違いは次のとおりです。盤が大きい、駒も後ろ向きに取れる、キングは遠くまで動ける、いちばん多く取る、奥の列で手が終わったときだけキングになる。",
      },
      steps: ["setup", "capture-backward", "king-moves", "king-captures", "most-pieces", "crowning", "king-lands-to-continue", "draws"],
    },
  },
};
