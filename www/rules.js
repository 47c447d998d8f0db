// The rules of each game as the engine implements them (shared/RULES.md), in English
// and Japanese, for the page's rules panel. Games whose text is not here yet get none
// (the panel then says so); the other games' modules may add theirs with addRules().

const DRAUGHTS = {
  en: [
    "Pieces stand on the playable squares only. Capturing is compulsory: a piece captures by jumping over an enemy piece to an empty square beyond it, and a capture sequence, once started, must be played to its end (the piece keeps jumping while it can). A player with no legal move (no pieces left, or all blocked) loses.",
    "An uncrowned piece is a man; a man that reaches the far row is crowned king. A draw can always be agreed.",
  ],
  ja: [
    "コマは使用するマスの上だけを動きます。捕獲は義務です。敵のコマを飛び越えてすぐ向こうの空きマスに着地すると、そのコマを捕獲します。連続ジャンプは、一度始めたらそれ以上捕獲できなくなるまで続けます。指せる手がない（コマがない、またはすべて動けない）プレイヤーの負けです。",
    "最初のコマを兵士（マン）と呼び、一番奥の列に着くとキングに昇格します。合意による引き分けはいつでもできます。",
  ],
};

const GAMES = {
  american: {
    en: [
      "8x8 board, dark squares, 12 men each on the three nearest rows. Black moves first.",
      "Men move one square diagonally forward and capture diagonally forward. Kings move and capture one square in all four diagonal directions.",
      "Any capture sequence may be chosen (not necessarily the longest). A man crowned by a capture stops there; a king goes on jumping.",
      "Draws: the same position for the third time, or 40 moves each with no capture and no man moved.",
    ],
    ja: [
      "8×8の盤の色のついたマスを使い、各12個の兵士を手前3列に置きます。黒が先手です。",
      "兵士は斜め前に1マス動き、斜め前に捕獲します。キングは斜め4方向に1マス動き、捕獲します。",
      "どの捕獲ルートを選んでもかまいません（最多でなくてよい）。捕獲で昇格した兵士はそこで止まり、キングは続けてジャンプします。",
      "引き分け：同一局面が3回現れたとき、または双方40手ずつ捕獲も兵士の移動もないとき。",
    ],
  },
  international: {
    en: [
      "10x10 board, 20 men each on the four nearest rows. White moves first.",
      "Men move one square diagonally forward and capture forward and backward. Kings fly: they move any distance diagonally, and capture a piece at any distance, landing on any empty square beyond it.",
      "The sequence that captures the most pieces must be chosen (a king counts as one). Captured pieces leave the board when the sequence ends, and no piece is jumped twice.",
      "A man that passes the far row during a capture stays a man; it is crowned only if the move ends there.",
      "Draws: the same position for the third time; 25 moves with only kings moved and no capture; shorter counts in some king endings (16 or 5 moves).",
    ],
    ja: [
      "10×10の盤で、各20個の兵士を手前4列に置きます。白が先手です。",
      "兵士は斜め前に1マス動き、前後に捕獲します。キングは斜めに何マスでも動き、離れた敵のコマも捕獲でき、その向こうの好きな空きマスに着地します。",
      "最も多くのコマを取れるルートを選ばなければなりません（キングも1個と数えます）。取ったコマは連続ジャンプの終わりに取り除き、同じコマを2度飛び越えることはできません。",
      "捕獲の途中で一番奥の列を通過した兵士は昇格せず、そこで手が終わるときだけキングになります。",
      "引き分け：同一局面3回、キングだけが動いて捕獲のない25手、一部のキングの終盤ではより短い手数（16手または5手）。",
    ],
  },
  german: {
    en: [
      "As American checkers (8x8, Black first, men forward only), but kings fly: a king moves any distance, and captures a piece at any distance, landing on the square directly behind it.",
      "Options: men may capture backwards; kings may land anywhere beyond.",
      "Draws: the third repetition, or 40 moves each with no capture and no man moved.",
    ],
    ja: [
      "アメリカンチェッカーと同じ（8×8、黒が先手、兵士は前だけ）ですが、キングは何マスでも動き、離れた敵のコマを取ってそのすぐ後ろのマスに着地します。",
      "オプション：兵士の後ろ向きの捕獲、キングの着地を取ったコマの後ろのどこでも可に。",
      "引き分け：同一局面3回、または双方40手ずつ捕獲も兵士の移動もないとき。",
    ],
  },
  pool: {
    en: [
      "8x8 board, 12 men each, Black moves first. Men move forward and capture forward and backward; kings fly and land anywhere beyond.",
      "Any capture sequence may be chosen. A man that passes the far row during a capture is not crowned; it is crowned only if it ends there.",
      "Draws: the third repetition, or 40 moves each with no capture and no man moved.",
    ],
    ja: [
      "8×8の盤で各12個、黒が先手です。兵士は前に動き、前後に捕獲します。キングは何マスでも動き、取ったコマの向こうのどこにでも着地できます。",
      "捕獲ルートは自由に選べます。捕獲の途中で奥の列を通過した兵士は昇格せず、そこで終わるときだけキングになります。",
      "引き分け：同一局面3回、または双方40手ずつ捕獲も兵士の移動もないとき。",
    ],
  },
  russian: {
    en: [
      "8x8 board, 12 men each, White moves first; squares are named a1-h8.",
      "Men move forward and capture forward and backward; kings fly and land anywhere beyond. Any capture sequence may be chosen.",
      "A man that reaches the far row during a capture is crowned at once and goes on capturing as a king.",
      "Draws: the third repetition; 15 moves with only kings moved and no capture; longer counts in some king endings.",
    ],
    ja: [
      "8×8の盤で各12個、白が先手です。マスはa1〜h8で表します。",
      "兵士は前に動き、前後に捕獲します。キングは何マスでも動き、向こうのどこにでも着地できます。捕獲ルートは自由です。",
      "捕獲の途中で奥の列に着いた兵士はその場でキングになり、キングとして捕獲を続けます。",
      "引き分け：同一局面3回、キングだけが動いて捕獲のない15手、一部のキングの終盤ではより長い手数。",
    ],
  },
  brazilian: {
    en: [
      "International draughts on an 8x8 board: 12 men each, White first, men capture backwards, flying kings, the capture of the most pieces is compulsory.",
      "A man that passes the far row during a capture stays a man unless the move ends there.",
      "Draws: as Russian draughts.",
    ],
    ja: [
      "8×8の盤で遊ぶ国際チェッカーです。各12個、白が先手、兵士は後ろにも捕獲し、キングは何マスでも動き、最多捕獲が義務です。",
      "捕獲の途中で奥の列を通過した兵士は、そこで終わらない限り兵士のままです。",
      "引き分け：ロシアンチェッカーと同じです。",
    ],
  },
  spanish: {
    en: [
      "8x8 board played on the light squares (a light square at each player's near right), 12 men each, White first.",
      "Men move and capture forward only; kings fly. The sequence capturing the most pieces must be chosen, and among those the one taking the most kings.",
      "A man crowned during a capture stops there. Draws: the third repetition, or 40 moves with only kings moved and no capture.",
    ],
    ja: [
      "8×8の盤の明るいマスを使います（各プレイヤーの手前右隅が明るいマス）。各12個、白が先手です。",
      "兵士は前にだけ動き、捕獲します。キングは何マスでも動きます。最多捕獲が義務で、同数ならキングを多く取るルートを選びます。",
      "捕獲で昇格した兵士はそこで止まります。引き分け：同一局面3回、またはキングだけが動いて捕獲のない40手。",
    ],
  },
  italian: {
    en: [
      "8x8 board turned so that a dark square is at each player's near right, 12 men each, White first.",
      "Men move and capture forward only and may not capture kings. Kings move and capture one square in any diagonal direction.",
      "Capture precedence: the most pieces; then capturing with a king; then the most kings; then the sequence that takes a king earliest.",
      "A man crowned during a capture stops there. Draws: the third repetition, or 40 moves with only kings moved and no capture.",
    ],
    ja: [
      "手前右隅が色のついたマスになるように置いた8×8の盤で、各12個、白が先手です。",
      "兵士は前にだけ動き、捕獲しますが、キングを取ることはできません。キングは斜め4方向に1マス動き、捕獲します。",
      "捕獲の優先順位：最も多く取る；次にキングで取る；次にキングを多く取る；次にキングを早く取るルート。",
      "捕獲で昇格した兵士はそこで止まります。引き分け：同一局面3回、またはキングだけが動いて捕獲のない40手。",
    ],
  },
  czech: {
    en: [
      "8x8 board, 12 men each, White first. Men move and capture forward only; kings fly.",
      "If a king can capture, a king must capture; otherwise any capture may be chosen. A man crowned during a capture stops there.",
      "Draws: the third repetition, or 15 moves with no capture and no man moved.",
    ],
    ja: [
      "8×8の盤で各12個、白が先手です。兵士は前にだけ動き、捕獲します。キングは何マスでも動きます。",
      "キングで捕獲できるときはキングで捕獲しなければなりません。それ以外は自由に選べます。捕獲で昇格した兵士はそこで止まります。",
      "引き分け：同一局面3回、または捕獲も兵士の移動もない15手。",
    ],
  },
  turkish: {
    en: [
      "All 64 squares are used; 16 men each on the second and third rows. White first.",
      "Men move one square forward or sideways and capture forward or sideways by jumping orthogonally. Kings fly along rows and columns and land anywhere beyond.",
      "The capture of the most pieces is compulsory. A jumped piece leaves the board at once, and a king may not turn back 180 degrees between two jumps.",
      "A man that reaches the far row during a capture goes on as a man and is crowned if the move ends there (option: crowned at once, continuing as a king). Option: men may also capture backwards.",
      "Draws: one piece against one piece; the third repetition; 50 moves with no capture and no man moved.",
    ],
    ja: [
      "64マスすべてを使い、各16個の兵士を2列目と3列目に置きます。白が先手です。",
      "兵士は前か横に1マス動き、前か横に縦横のジャンプで捕獲します。キングは縦横に何マスでも動き、向こうのどこにでも着地します。",
      "最多捕獲が義務です。飛び越えたコマはすぐに取り除かれ、キングは連続ジャンプの途中で180度向きを変えることはできません。",
      "捕獲の途中で奥の列に着いた兵士は兵士のまま続け、そこで終わればキングになります（オプション：その場で昇格してキングとして続ける）。オプション：兵士の後ろ向きの捕獲。",
      "引き分け：1個対1個、同一局面3回、捕獲も兵士の移動もない50手。",
    ],
  },
  armenian: {
    en: [
      "As Turkish draughts, but men also move diagonally forward, and kings move any distance in all eight directions (they still capture along rows and columns only).",
      "A man that reaches the far row during a capture is crowned at once and goes on as a king.",
    ],
    ja: [
      "トルコ式と同じですが、兵士は斜め前にも動け、キングは8方向に何マスでも動けます（捕獲は縦横のみ）。",
      "捕獲の途中で奥の列に着いた兵士はその場でキングになり、キングとして続けます。",
    ],
  },
  gothic: {
    en: [
      "All 64 squares are used; 16 men each on the two nearest rows. White first.",
      "Men move one square diagonally forward and capture in five directions: diagonally forward, forward, left and right. Kings move and capture one square in all eight directions (option: flying kings).",
      "Any capture sequence may be chosen; a man crowned during a capture stops there. Draws: the third repetition, or 40 moves each with no capture and no man moved.",
    ],
    ja: [
      "64マスすべてを使い、各16個の兵士を手前2列に置きます。白が先手です。",
      "兵士は斜め前に1マス動き、斜め前・前・左・右の5方向に捕獲します。キングは8方向に1マス動き、捕獲します（オプション：何マスでも動くキング）。",
      "捕獲ルートは自由です。捕獲で昇格した兵士はそこで止まります。引き分け：同一局面3回、または双方40手ずつ捕獲も兵士の移動もないとき。",
    ],
  },
  frisian: {
    en: [
      "International draughts (10x10, 20 men, White first, flying kings) where men and kings also capture along rows and columns, jumping to the second square beyond in a straight line.",
      "The capture of the greatest value is compulsory (a man counts 1, a king 1.5; option: the lidraughts values); at equal value a king must capture.",
      "While a player still has men, the same king may not make more than three non-capturing moves in a row.",
      "Draws as in international draughts, and two kings against one: 7 moves; one king against one: 2 moves.",
    ],
    ja: [
      "国際チェッカー（10×10、各20個、白が先手、キングは何マスでも動く）に、縦横の捕獲を加えたものです。縦横のジャンプでは一直線上の2マス先へ跳びます。",
      "取るコマの価値が最大のルートが義務です（兵士1、キング1.5。オプション：lidraughts式の価値）。同じ価値ならキングで取ります。",
      "兵士が残っている間、同じキングを捕獲なしで4回続けて動かすことはできません。",
      "引き分けは国際チェッカーと同じで、さらにキング2個対1個は7手、1個対1個は2手です。",
    ],
  },
  canadian: {
    en: ["International draughts on a 12x12 board with 30 men each on the five nearest rows. White first."],
    ja: ["12×12の盤で遊ぶ国際チェッカーです。各30個の兵士を手前5列に置きます。白が先手です。"],
  },
  malaysian: {
    en: [
      "International draughts on a 12x12 board (option: 8x8) with 30 men each. Option: who moves first.",
      "Capturing is optional, but a player who captures must take the most pieces (on a tie a king must capture).",
      "Huffing: if a player could capture and makes another move, the opponent first removes one of the pieces that could have captured, then plays their move.",
    ],
    ja: [
      "12×12の盤（オプション：8×8）で各30個の国際チェッカーです。オプション：先手の選択。",
      "捕獲は任意ですが、捕獲するときは最多捕獲が義務です（同数ならキングで取る）。",
      "ハフ：捕獲できたのに別の手を指した場合、相手は自分の手番の最初に、捕獲できたコマのうち1つを取り除いてから指します。",
    ],
  },
};

const FAMILY_COMMON = { draughts: DRAUGHTS };

/** Adds or replaces the rules text of a game: { en: [paragraphs], ja: [paragraphs] }. */
export function addRules(id, text, family = null) {
  GAMES[id] = text;
  if (family && text.common) FAMILY_COMMON[family] = text.common;
}

/** The rules of a game as paragraphs in a language, or null when none are written. */
export function rulesText(id, family, lang) {
  const own = GAMES[id];
  if (!own) return null;
  const common = FAMILY_COMMON[family];
  return [...(common?.[lang] ?? common?.en ?? []), ...(own[lang] ?? own.en)];
}
