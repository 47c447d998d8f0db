// Brazilian draughts, for a beginner (docs/lessons.md): International draughts' rules on an
// 8x8 board with algebraic squares. White moves first, up the board from rank 1.
import { algebraic } from "./draughts-steps.js";

export default {
  game: "brazilian",
  steps: [
    {
      id: "setup",
      rules: ["brazilian.setup"],
      text: {
        en: "Brazilian draughts is played on the dark squares of an 8x8 board, 12 men each. White moves first. Move any man.",
        ja: "ブラジルのドラフツは8×8の盤の黒いマスを使い、両者12個の駒で始めます。先手は白です。どれか駒を動かしましょう。",
      },
      hint: { en: "For example c3-d4.", ja: "たとえば c3-d4。" },
      goal: { anyLegal: true },
      solution: "c3-d4",
      wrong: { move: "b6-a5", reason: "illegal-move" },
    },
    algebraic.menMove("brazilian"),
    {
      id: "capture",
      rules: ["brazilian.men-capture", "draughts.capture-compulsory"],
      position: "W:Wd4,g1:Bc3,h8",
      text: {
        en: "Men capture by jumping, forward and backward. Capturing is compulsory. Take the man behind you.",
        ja: "駒は飛び越えて取ります。前にも後ろにも取れます。取れるときは必ず取ります。後ろの駒を取りましょう。",
      },
      hint: { en: "d4 jumps c3 to b2.", ja: "d4の駒でc3を越えてb2へ。" },
      goal: { capture: 1 },
      solution: "d4:b2",
      wrong: { move: "d4-e5", reason: "must-capture" },
    },
    algebraic.kings("brazilian"),
    {
      id: "most-pieces",
      rules: ["brazilian.capture-choice"],
      position: "W:Wc3,h2:Bd4,f6,g3,a7",
      text: { en: "You must make the capture that takes the most pieces. Take two.", ja: "いちばん多く取れる取り方をしなければなりません。2個取りましょう。" },
      hint: { en: "c3 jumps d4, then f6.", ja: "c3の駒でd4を越え、続けてf6を越えます。" },
      goal: { capture: 2 },
      solution: "c3:g7",
      wrong: { move: "h2:f4", reason: "must-capture" },
      refusals: { "must-capture": { en: "You must take the most pieces.", ja: "いちばん多く取れる取り方をしなければなりません。" } },
    },
    {
      id: "crowning",
      rules: ["brazilian.crowning"],
      position: "W:Wd6:Be7,g7,a5",
      text: {
        en: "A man that reaches the far row during a capture and can capture on backward must go on, and stays a man. Take both pieces.",
        ja: "取りの途中で奥の列に着いても、後ろ向きにまだ取れるなら取り続け、駒のままです。2個とも取りましょう。",
      },
      hint: { en: "Jump e7 to f8, then g7 backward to h6.", ja: "e7を越えてf8へ、続けて後ろ向きにg7を越えてh6へ。" },
      goal: { capture: 2, crown: false },
      solution: "d6:f8:h6",
      wrong: { move: "d6:f8", reason: "must-capture" },
    },
    {
      id: "draws",
      rules: ["brazilian.draws"],
      position: "W:WKa1,Kc1:BKh8,Kf8:C29,0",
      text: {
        en: "The draw rules are Russian draughts': for example 15 moves each with only kings moved and no capture. One turn is left: move a king.",
        ja: "引き分けの決まりはロシアのドラフツと同じです。たとえば取りがなくキングだけが両者15手ずつ動くと引き分け。あと1手です。キングを動かしましょう。",
      },
      hint: { en: "a1-b2.", ja: "a1-b2。" },
      goal: { ends: "move-rule" },
      solution: "a1-b2",
      wrong: { move: "a1-a2", reason: "unreadable" },
    },
  ],
  paths: {
    international: {
      text: {
        en: "You know International draughts? Brazilian is the same game on an 8x8 board.",
        ja: "国際ドラフツを知っている方へ。ブラジルのドラフツは同じルールを8×8の盤で遊びます。",
      },
      steps: ["setup", "crowning", "draws"],
    },
  },
};
