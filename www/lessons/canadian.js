// Canadian draughts, for a beginner (docs/lessons.md): International draughts' rules on a
// 12x12 board. White moves first, up the board (squares 43-72 at the start).
import { board12 } from "./draughts-steps.js";

export default {
  game: "canadian",
  steps: [
    {
      id: "setup",
      rules: ["canadian.setup"],
      text: {
        en: "Canadian draughts is played on the dark squares of a 12x12 board, 30 men each. White moves first. Move any man.",
        ja: "カナダのドラフツは12×12の盤の黒いマスを使い、両者30個の駒で始めます。先手は白です。どれか駒を動かしましょう。",
      },
      hint: { en: "A man on the front row, for example 43-37.", ja: "前の列の駒。たとえば 43-37。" },
      goal: { anyLegal: true },
      solution: "43-37",
      wrong: { move: "30-36", reason: "illegal-move" },
    },
    board12.menMove("canadian"),
    {
      id: "capture-backward",
      rules: ["canadian.men-capture", "draughts.capture-compulsory"],
      position: "W:W39:B45,3",
      text: { en: "Men capture by jumping, forward and backward. Capturing is compulsory. Take the man behind you.", ja: "駒は飛び越えて取ります。前にも後ろにも取れます。取れるときは必ず取ります。後ろの駒を取りましょう。" },
      hint: { en: "Jump 45 and land on 50.", ja: "45を越えて50へ。" },
      goal: { capture: 1 },
      solution: "39x50",
      wrong: { move: "39-33", reason: "must-capture" },
    },
    board12.kings("canadian"),
    {
      id: "most-pieces",
      rules: ["canadian.capture-choice"],
      position: "W:W39,48:B33,20,41,1",
      text: { en: "You must make the capture that takes the most pieces. Take two.", ja: "いちばん多く取れる取り方をしなければなりません。2個取りましょう。" },
      hint: { en: "39 jumps 33, then 20.", ja: "39の駒で33を越え、続けて20を越えます。" },
      goal: { capture: 2 },
      solution: "39x13",
      wrong: { move: "48x35", reason: "must-capture" },
      refusals: { "must-capture": { en: "You must take the most pieces.", ja: "いちばん多く取れる取り方をしなければなりません。" } },
    },
    board12.crowning("canadian", "must-capture"),
    board12.draws("canadian"),
  ],
  paths: {
    international: {
      text: { en: "You know International draughts? Canadian is the same game on a 12x12 board with 30 men each.", ja: "国際ドラフツを知っている方へ。カナダのドラフツは同じルールを12×12の盤と30個の駒で遊びます。" },
      steps: ["setup", "kings", "most-pieces"],
    },
  },
};
