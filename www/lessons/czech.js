// Czech draughts, for a beginner (docs/lessons.md). Algebraic squares; White moves first, up
// the board from rank 1.
import { algebraic } from "./draughts-steps.js";

export default {
  game: "czech",
  steps: [
    {
      id: "setup",
      rules: ["czech.setup"],
      text: {
        en: "Czech draughts is played on the dark squares of an 8x8 board, 12 men each. White moves first. Move any man.",
        ja: "チェコのドラフツは8×8の盤の黒いマスを使い、両者12個の駒で始めます。先手は白です。どれか駒を動かしましょう。",
      },
      hint: { en: "For example c3-d4.", ja: "たとえば c3-d4。" },
      goal: { anyLegal: true },
      solution: "c3-d4",
      wrong: { move: "b6-a5", reason: "illegal-move" },
    },
    algebraic.menMove("czech"),
    {
      id: "capture",
      rules: ["czech.men-capture", "draughts.capture-compulsory"],
      position: "W:Wd4:Bc3,e5,h8",
      text: {
        en: "Men capture by jumping, forward only. Capturing is compulsory. Capture now.",
        ja: "駒は前にだけ飛び越えて取れます。取れるときは必ず取ります。取りましょう。",
      },
      hint: { en: "d4 jumps e5 to f6.", ja: "d4の駒でe5を越えてf6へ。" },
      goal: { capture: 1 },
      solution: "d4:f6",
      wrong: { move: "d4:b2", reason: "must-capture" },
      refusals: { "must-capture": { en: "Men never capture backward. Take the piece in front.", ja: "後ろには取れません。前の駒を取りましょう。" } },
    },
    algebraic.kings("czech"),
    {
      id: "king-first",
      rules: ["czech.capture-choice"],
      position: "W:WKa1,g3:Bc3,f4,a7",
      text: {
        en: "If a king can capture, a king must capture. Otherwise you may choose any capture. Your king and your man can both capture: take with the king.",
        ja: "キングで取れるときは、キングで取らなければなりません。そうでなければ、どの取り方を選んでもかまいません。キングも駒も取れます。キングで取りましょう。",
      },
      hint: { en: "The king on a1 jumps c3.", ja: "a1のキングでc3を越えます。" },
      goal: { capture: 1 },
      solution: "a1:d4",
      wrong: { move: "g3:e5", reason: "must-capture" },
      refusals: { "must-capture": { en: "A king can capture, so a king must.", ja: "キングで取れるので、キングで取らなければなりません。" } },
    },
    {
      id: "crowning",
      rules: ["czech.crowning"],
      position: "W:Wf6:Be7,b6,h8",
      text: { en: "A man that reaches the far row is crowned, and a capture ends there. Capture and be crowned.", ja: "奥の列に着いた駒はキングになり、取りはそこで終わります。取ってキングになりましょう。" },
      hint: { en: "f6 jumps e7 to d8.", ja: "f6の駒でe7を越えてd8へ。" },
      goal: { capture: 1, crown: true },
      solution: "f6:d8",
      wrong: { move: "f6-g7", reason: "must-capture" },
    },
    {
      id: "draws",
      rules: ["czech.draws"],
      position: "W:WKa1,h2:BKh8,a7:C29,0",
      text: { en: "15 moves each with no capture and no man moved are a draw. One turn is left: move your king.", ja: "取りがなく駒も動かないまま両者15手ずつ進むと引き分けです。あと1手です。キングを動かしましょう。" },
      hint: { en: "a1-b2.", ja: "a1-b2。" },
      goal: { ends: "move-rule" },
      solution: "a1-b2",
      wrong: { move: "h2-g3", reason: "not-the-task" },
    },
  ],
  paths: {
    russian: {
      text: { en: "You know Russian draughts? In Czech draughts men capture forward only, a king must capture if it can, and crowning ends a capture.", ja: "ロシアのドラフツを知っている方へ。チェコでは駒は前にだけ取り、キングで取れるならキングで取り、キングになると取りは終わります。" },
      steps: ["capture", "king-first", "crowning", "draws"],
    },
  },
};
