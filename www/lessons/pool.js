// Pool checkers, for a beginner (docs/lessons.md). Numbered as American checkers: Black
// moves first and plays down the board from squares 1-12.
import { numbered } from "./draughts-steps.js";

export default {
  game: "pool",
  steps: [
    {
      id: "setup",
      rules: ["pool.setup"],
      text: {
        en: "Pool checkers is played on the dark squares of an 8x8 board, 12 men each. Black moves first. You are Black: move any man.",
        ja: "プール・チェッカーは8×8の盤の黒いマスを使い、両者12個の駒で始めます。先手は黒です。あなたは黒です。どれか駒を動かしましょう。",
      },
      hint: { en: "For example 11-15.", ja: "たとえば 11-15。" },
      goal: { anyLegal: true },
      solution: "11-15",
      wrong: { move: "22-18", reason: "illegal-move" },
    },
    numbered.menMove("pool"),
    {
      id: "capture-backward",
      rules: ["pool.men-capture", "draughts.capture-compulsory"],
      position: "B:W10,30:B14",
      text: {
        en: "Men capture by jumping, forward and also backward. Capturing is compulsory. Take the man behind you.",
        ja: "駒は飛び越えて取ります。前にも後ろにも取れます。取れるときは必ず取ります。後ろの駒を取りましょう。",
      },
      hint: { en: "Jump 10 and land on 7.", ja: "10を越えて7に着きます。" },
      goal: { capture: 1 },
      solution: "14x7",
      wrong: { move: "14-18", reason: "must-capture" },
    },
    {
      id: "kings",
      rules: ["pool.kings"],
      position: "B:W19,30:BK1",
      text: {
        en: "Kings fly: they move along a diagonal any distance, and capture a piece far away, landing on any empty square behind it. Take 19 and land on 28.",
        ja: "キングは斜めに何マスでも動き、遠くの駒も取れて、その先の空いたマスのどこにでも着地できます。19を取って28に着地しましょう。",
      },
      hint: { en: "Along the long diagonal.", ja: "長い斜めの線に沿って。" },
      goal: { capture: 1, reach: "28" },
      solution: "1x28",
      wrong: { move: "1x24", reason: "not-the-task" },
    },
    {
      id: "choice",
      rules: ["pool.capture-choice"],
      position: "B:W6,8,15,30:B1,3",
      text: {
        en: "When there are several captures, you may choose any, even the shorter. Take just one piece, with the man on 3.",
        ja: "取り方がいくつかあるときは、どれを選んでもかまいません。3の駒で1個だけ取りましょう。",
      },
      hint: { en: "3 jumps 8.", ja: "3の駒で8を越えます。" },
      goal: { play: ["3x12"] },
      wrong: { move: "1-5", reason: "must-capture" },
    },
    {
      id: "crowning",
      rules: ["pool.crowning"],
      position: "B:W26,27:B22",
      text: {
        en: "A man that touches the far row during a capture and can go on capturing goes on as a man, and is crowned only if the capture ends there. Take both pieces.",
        ja: "取りの途中で奥の列に着いても、まだ取れるなら駒のまま取り続けます。取りがそこで終わったときだけキングになります。2個とも取りましょう。",
      },
      hint: { en: "Jump 26 to 31, then jump 27 backward to 24.", ja: "26を越えて31へ、続けて後ろ向きに27を越えて24へ。" },
      goal: { capture: 2, crown: false },
      solution: "22x24",
      wrong: { move: "22x31", reason: "must-capture" },
    },
    {
      id: "draws",
      rules: ["pool.draws"],
      position: "B:WK32:BK1,12:C79,0",
      text: {
        en: "40 moves each with no capture and no man moved are a draw. 79 such turns are gone: move your king.",
        ja: "取りがなく駒も動かないまま両者40手ずつ進むと引き分けです。あと1手です。キングを動かしましょう。",
      },
      hint: { en: "1-6.", ja: "1-6。" },
      goal: { ends: "move-rule" },
      solution: "1-6",
      wrong: { move: "12-16", reason: "not-the-task" },
    },
  ],
  paths: {
    american: {
      text: {
        en: "You know checkers? In pool, men capture backward, kings fly, and a man passing the far row mid-capture goes on as a man.",
        ja: "チェッカーを知っている方へ。プールでは駒が後ろにも取れ、キングは遠くまで動き、取りの途中で奥の列を通っても駒のまま続けます。",
      },
      steps: ["capture-backward", "kings", "crowning"],
    },
  },
};
