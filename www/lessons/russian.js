// Russian draughts, for a beginner (docs/lessons.md). White moves first and plays up the
// board from rank 1. The "international" path teaches an International player only what
// differs.
import { algebraic } from "./draughts-steps.js";

export default {
  game: "russian",
  steps: [
    {
      id: "setup",
      rules: ["russian.setup"],
      text: {
        en: "Russian draughts is played on the dark squares of an 8x8 board. Each side has 12 men. White moves first. You are White: move any man.",
        ja: "ロシアのドラフツは8×8の盤の黒いマスを使います。両者とも12個の駒で始めます。先手は白です。あなたは白です。どれか駒を動かしましょう。",
      },
      hint: { en: "A man at the front can move, for example c3-d4.", ja: "前の列の駒が動けます。たとえば c3-d4。" },
      goal: { anyLegal: true },
      solution: "c3-d4",
      wrong: { move: "b6-a5", reason: "illegal-move" },
    },
    algebraic.menMove("russian"),
    {
      id: "capture",
      rules: ["russian.men-capture", "draughts.capture-compulsory"],
      position: "W:Wd4,g1:Bc3,h8",
      text: {
        en: "A man captures by jumping an enemy piece next to it onto the empty square behind. Men capture backward too, and capturing is compulsory. Capture now.",
        ja: "隣の相手の駒を飛び越えて、その先の空いたマスに着地すると取れます。後ろ向きにも取れます。取れるときは必ず取ります。取りましょう。",
      },
      hint: { en: "The black man on c3 is behind you.", ja: "c3の黒い駒はあなたの後ろにいます。" },
      goal: { capture: 1 },
      solution: "d4:b2",
      wrong: { move: "d4-e5", reason: "must-capture" },
    },
    algebraic.kings("russian"),
    {
      id: "choice",
      rules: ["russian.capture-choice"],
      position: "W:Wc3,h2:Bd4,f6,g3,a7",
      text: {
        en: "When there are several captures, you may choose any, even one that takes fewer pieces. Take just one piece: capture with the man on h2.",
        ja: "取り方がいくつかあるときは、少ない方を選んでもかまいません。h2の駒で1個だけ取りましょう。",
      },
      hint: { en: "The man on h2 can jump g3.", ja: "h2の駒はg3を飛び越えられます。" },
      goal: { play: ["h2:f4"] },
      wrong: { move: "c3-b4", reason: "must-capture" },
    },
    {
      id: "crowning",
      rules: ["russian.crowning"],
      position: "W:Wf6:Be7,b6,h8",
      text: {
        en: "A man that reaches the far row in a capture becomes a king at once, and goes on capturing as a king. Take e7, become a king on d8, then fly over b6.",
        ja: "取りの途中で奥の列に着いた駒は、その場でキングになり、キングとして取り続けます。e7を取ってd8でキングになり、b6も取りましょう。",
      },
      hint: { en: "From d8 the new king flies over b6 to a5.", ja: "d8からキングとしてb6を越え、a5に着地します。" },
      goal: { capture: 2, crown: true },
      solution: "f6:d8:a5",
      wrong: { move: "f6:d8", reason: "must-capture" },
      refusals: {
        "must-capture": { en: "Do not stop: the new king goes on capturing.", ja: "止まれません。キングになって取り続けます。" },
      },
    },
    {
      id: "draws",
      rules: ["russian.draws"],
      position: "W:WKa1,Kc1:BKh8,Kf8:C29,0",
      text: {
        en: "Draws come by themselves. 15 moves each with only kings moved and no capture is a draw; some endings have their own counts. 29 such turns are gone: move a king and the game is drawn.",
        ja: "引き分けは自動で決まります。取りがなくキングだけが動いて両者15手ずつ進むと引き分けです。終盤には別の手数の決まりもあります。あと1手です。キングを動かして引き分けにしましょう。",
      },
      hint: { en: "Move the king on a1.", ja: "a1のキングを動かします。" },
      goal: { ends: "move-rule" },
      solution: "a1-b2",
      wrong: { move: "a1-a2", reason: "unreadable" },
    },
  ],
  paths: {
    international: {
      text: {
        en: "You know International draughts? Here is what differs: an 8x8 board, any capture may be chosen, and a man crowned in a capture goes on as a king.",
        ja: "国際ドラフツを知っている方へ。違いは次のとおりです。8×8の盤、取り方は自由に選べる、取りの途中でキングになった駒はキングとして取り続ける。",
      },
      steps: ["setup", "choice", "crowning", "draws"],
    },
  },
};
