// Frisian draughts, for a beginner (docs/lessons.md). International draughts' board and
// men, with captures along rows and columns too, kings worth more, and a limit on king
// moves. White moves first, up the board. The "international" path teaches only those.
export default {
  game: "frisian",
  steps: [
    {
      id: "setup",
      rules: ["frisian.setup"],
      text: {
        en: "Frisian draughts is played on the dark squares of a 10x10 board, 20 men each. White moves first. Move any man.",
        ja: "フリジアンドラフツは10×10の盤の黒いマスを使い、両者20個の駒で始めます。先手は白です。どれか駒を動かしましょう。",
      },
      hint: { en: "For example 32-28.", ja: "たとえば 32-28。" },
      goal: { anyLegal: true },
      solution: "32-28",
      wrong: { move: "19-23", reason: "illegal-move" },
    },
    {
      id: "men-move",
      rules: ["frisian.men-move"],
      position: "W:W33,45:B3,8",
      text: {
        en: "A man moves one square diagonally forward. Move your man to 28.",
        ja: "駒は斜め前に1マス進みます。駒を28へ進めましょう。",
      },
      hint: { en: "Up and to the left.", ja: "左上へ。" },
      goal: { reach: "28" },
      solution: "33-28",
      wrong: { move: "33-39", reason: "illegal-move" },
    },
    {
      id: "straight-capture",
      rules: ["frisian.men-capture", "draughts.capture-compulsory"],
      position: "W:W33,45:B23,3",
      text: {
        en: "Men capture in all eight directions: diagonally, and also straight along a column or a row, jumping the next dark square onto the one beyond. Capture is compulsory. Take 23 straight up.",
        ja: "駒は8方向に取れます。斜めだけでなく、縦や横にも、隣の黒いマスの駒を飛び越えてその先へ着地します。取れるときは必ず取ります。真上の23を取りましょう。",
      },
      hint: { en: "23 is two rows above 33, in the same column.", ja: "23は33と同じ列の2段上です。" },
      goal: { capture: 1, reach: "13" },
      solution: "33x13",
      wrong: { move: "33-28", reason: "must-capture" },
    },
    {
      id: "kings",
      rules: ["frisian.kings"],
      position: "W:WK46,45:B26,3",
      text: {
        en: "A king moves diagonally at any distance, and captures at any distance in all eight directions. Take 26 along the column and land on 6.",
        ja: "キングは斜めに何マスでも動き、8方向の遠くの駒を取れます。縦に26を取って6に着地しましょう。",
      },
      hint: { en: "Straight up from 46.", ja: "46からまっすぐ上へ。" },
      goal: { capture: 1, reach: "6" },
      solution: "46x6",
      wrong: { move: "46x16", reason: "not-the-task" },
    },
    {
      id: "value",
      rules: ["frisian.capture-choice"],
      position: "W:W33,45:B28,K29,3",
      text: {
        en: "You must make the capture of the highest value. A man counts 1 and a king 1.5, so two kings are worth three men. When values tie, a king must capture. Take the king.",
        ja: "価値のいちばん高い取り方をしなければなりません。駒は1、キングは1.5と数えます（キング2個は駒3個と同じ）。同じ価値なら、キングで取らなければなりません。キングを取りましょう。",
      },
      hint: { en: "The king is on 29.", ja: "キングは29にいます。" },
      goal: { capture: 1 },
      solution: "33x24",
      wrong: { move: "33x22", reason: "must-capture" },
      refusals: { "must-capture": { en: "A king is worth more than a man: take the king.", ja: "キングの方が価値が高いので、キングを取ります。" } },
    },
    {
      id: "king-move-limit",
      rules: ["frisian.king-move-limit"],
      position: "W:WK32,45:B3,8:RW32/3",
      text: {
        en: "While you still have men, the same king may make at most three moves in a row without capturing. Your king has just made three. Move a man.",
        ja: "駒が残っている間は、同じキングが取らずに続けて動けるのは3回までです。あなたのキングは3回動きました。駒を動かしましょう。",
      },
      hint: { en: "The man on 45.", ja: "45の駒です。" },
      goal: { anyLegal: true },
      solution: "45-40",
      wrong: { move: "32-28", reason: "illegal-move" },
      refusals: {
        "illegal-move": { en: "This king has already moved three times in a row. Move a man.", ja: "このキングはもう3回続けて動きました。駒を動かしましょう。" },
      },
    },
    {
      id: "crowning",
      rules: ["frisian.crowning"],
      position: "W:W12,45:B8,9,40",
      text: {
        en: "A man is crowned only if its capture ends on the far row. Passing it in the middle of a capture, it stays a man. Take both pieces.",
        ja: "駒がキングになるのは、取りが奥の列で終わったときだけです。途中で通り過ぎても駒のままです。2個とも取りましょう。",
      },
      hint: { en: "Jump 8, touch the far row, then jump 9.", ja: "8を越えて奥の列に着き、続けて9を越えます。" },
      goal: { capture: 2, crown: false },
      solution: "12x14",
      wrong: { move: "12x3", reason: "must-capture" },
    },
    {
      id: "draws",
      rules: ["frisian.draws"],
      position: "W:WK46,K50:BK5:C0,13",
      text: {
        en: "The draw rules of International draughts apply, and two more: two kings against one king is a draw after 7 moves, one king against one king after 2. Six and a half moves are gone: move a king.",
        ja: "国際ドラフツの引き分けの決まりに加えて、キング2個対キング1個は7手、キング1個同士は2手で引き分けです。あと1手です。キングを動かしましょう。",
      },
      hint: { en: "For example 46-41.", ja: "たとえば 46-41。" },
      goal: { ends: "move-rule" },
      solution: "46-41",
      wrong: { move: "46-40", reason: "illegal-move" },
    },
    {
      id: "option-king-value",
      rules: ["frisian.option-king-value"],
      position: "W:W46,50:B41,32,23,K44,K34,5",
      options: { kingValue: "lidraughts" },
      text: {
        en: "With the option kingValue \"lidraughts\", a man counts 100 and a king 199, so two kings are worth more than three men. Take the two kings.",
        ja: "kingValue \"lidraughts\" オプションでは、駒は100、キングは199と数えます。キング2個は駒3個より価値が高くなります。キング2個を取りましょう。",
      },
      hint: { en: "The man on 50 jumps 44, then 34.", ja: "50の駒で44を越え、続けて34を越えます。" },
      goal: { capture: 2 },
      solution: "50x30",
      wrong: { move: "46x19", reason: "must-capture" },
    },
  ],
  paths: {
    international: {
      text: {
        en: "You know International draughts? Frisian adds captures along rows and columns, kings worth more, and at most three king moves in a row.",
        ja: "国際ドラフツを知っている方へ。フリジアンでは縦横にも取れ、キングの価値が高く、キングは続けて3回までしか動けません。",
      },
      steps: ["straight-capture", "kings", "value", "king-move-limit", "draws", "option-king-value"],
    },
  },
};
