// Steps that several draughts courses teach on the same board in the same words. Each is a
// function of the game id, so that the step names that game's own rule; a course whose game
// differs there writes its own step instead.

/** The 8x8 games with algebraic squares (Russian, Brazilian, Czech): White moves up from rank 1. */
export const algebraic = {
  menMove: (game) => ({
    id: "men-move",
    rules: [`${game}.men-move`],
    position: "W:Wc3:Bh8",
    text: { en: "A man moves one square diagonally forward. Move your man to d4.", ja: "駒は斜め前に1マス進みます。d4へ進めましょう。" },
    hint: { en: "Forward for White is up the board.", ja: "白にとって前は盤の上の方向です。" },
    goal: { reach: "d4" },
    solution: "c3-d4",
    wrong: { move: "c3-b2", reason: "illegal-move" },
  }),
  /** Flying kings that land on any empty square beyond. */
  kings: (game) => ({
    id: "kings",
    rules: [`${game}.kings`],
    position: "W:WKa1:Bd4,a7",
    text: {
      en: "Kings fly: they move and capture along a diagonal at any distance, landing on any empty square behind. Take d4 and land on g7.",
      ja: "キングは斜めに何マスでも動いて取れ、その先の空いたマスのどこにでも着地できます。d4を取ってg7に着地しましょう。",
    },
    hint: { en: "Along the long diagonal.", ja: "長い斜めの線に沿って。" },
    goal: { capture: 1, reach: "g7" },
    solution: "a1:g7",
    wrong: { move: "a1:e5", reason: "not-the-task" },
  }),
};

/** The numbered 8x8 games where Black moves first, down from squares 1-12 (German, pool). */
export const numbered = {
  menMove: (game) => ({
    id: "men-move",
    rules: [`${game}.men-move`],
    position: "B:W30:B14",
    text: { en: "A man moves one square diagonally forward. Move your man to 18.", ja: "駒は斜め前に1マス進みます。18へ進めましょう。" },
    hint: { en: "Forward for Black is toward White's side, to higher numbers.", ja: "黒にとって前は白の側、番号の大きい方です。" },
    goal: { reach: "18" },
    solution: "14-18",
    wrong: { move: "14-9", reason: "illegal-move" },
  }),
};

/** The 12x12 games (Canadian, Malaysian): White moves up from squares 43-72. */
export const board12 = {
  menMove: (game) => ({
    id: "men-move",
    rules: [`${game}.men-move`],
    position: "W:W45:B3",
    text: { en: "A man moves one square diagonally forward. Move your man to 39.", ja: "駒は斜め前に1マス進みます。39へ進めましょう。" },
    hint: { en: "Up and to the right.", ja: "右上へ。" },
    goal: { reach: "39" },
    solution: "45-39",
    wrong: { move: "45-50", reason: "illegal-move" },
  }),
  kings: (game) => ({
    id: "kings",
    rules: [`${game}.kings`],
    position: "W:WK67:B45,1",
    text: {
      en: "Kings fly: they move and capture along a diagonal at any distance, landing on any empty square behind. Take 45 and fly to the far corner, 6.",
      ja: "キングは斜めに何マスでも動いて取れ、その先の空いたマスのどこにでも着地できます。45を取って、奥の角の6まで進みましょう。",
    },
    hint: { en: "The long diagonal from 67 to 6.", ja: "67から6までの長い斜めの線です。" },
    goal: { capture: 1, reach: "6" },
    solution: "67x6",
    wrong: { move: "67x39", reason: "not-the-task" },
  }),
  /** `refused`: the engine's code for stopping on the far row (must-capture where capturing is compulsory). */
  crowning: (game, refused) => ({
    id: "crowning",
    rules: [`${game}.crowning`],
    position: "W:W14,72:B9,10,60",
    text: {
      en: "A man is crowned only if its capture ends on the far row; passing it mid-capture, it stays a man. Take both pieces.",
      ja: "駒がキングになるのは、取りが奥の列で終わったときだけです。途中で通っても駒のままです。2個とも取りましょう。",
    },
    hint: { en: "Jump 9 to the far row, then 10.", ja: "9を越えて奥の列へ、続けて10を越えます。" },
    goal: { capture: 2, crown: false },
    solution: "14x16",
    wrong: { move: "14x3", reason: refused },
  }),
  draws: (game) => ({
    id: "draws",
    rules: [`${game}.draws`],
    position: "W:WK67,K72:BK1,K6:C49,0",
    text: {
      en: "The draw rules are International draughts': 25 moves each with only kings moved and no capture is a draw. One turn is left: move a king.",
      ja: "引き分けの決まりは国際ドラフツと同じで、取りがなくキングだけが両者25手ずつ動くと引き分けです。あと1手です。キングを動かしましょう。",
    },
    hint: { en: "67-61.", ja: "67-61。" },
    goal: { ends: "move-rule" },
    solution: "67-61",
    wrong: { move: "67-62", reason: "illegal-move" },
  }),
};
