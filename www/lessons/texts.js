// What the lesson mode says, in English and Japanese: the reasons a try is refused (one per
// code of judge.js REASONS) and the words around a step. A step may word a reason its own
// way for its context (its `refusals`), e.g. "take the most pieces" for must-capture.

export const REASON_TEXTS = {
  "not-the-task": {
    en: "That move is legal, but it is not what this step asks. Try again.",
    ja: "その手は指せますが、この課題の答えではありません。もう一度どうぞ。",
  },
  "draw-instead": {
    en: "That move ends the game in a draw, not the result this step asks for.",
    ja: "その手で対局は引き分けになってしまいます。この課題の答えではありません。",
  },
  "cannot-declare": {
    en: "You cannot declare yet: your king must be in the enemy camp, not in check, with 10 more pieces there and enough points.",
    ja: "まだ宣言できません。玉が敵陣にいて王手されておらず、ほかに10枚以上が敵陣にあり、点数が足りている必要があります。",
  },
  "must-capture": {
    en: "You must capture: when a capture is possible, you have to take.",
    ja: "取らなければなりません。取れる駒があるときは、必ず取ります。",
  },
  "illegal-move": {
    en: "That move is not allowed here.",
    ja: "その手はここでは指せません。",
  },
  "ambiguous-move": {
    en: "Two moves fit that. Show the whole path of the capture.",
    ja: "二通りの手にあてはまります。取る道すじを最後まで示してください。",
  },
  unreadable: {
    en: "That is not a move.",
    ja: "それは手になっていません。",
  },
  nifu: {
    en: "Two pawns: you already have an unpromoted pawn on that file.",
    ja: "二歩です。その筋にはもう成っていない歩があります。",
  },
  uchifuzume: {
    en: "A pawn drop may not give checkmate.",
    ja: "打ち歩詰めです。歩を打って詰ますことはできません。",
  },
  "king-in-check": {
    en: "Your king would be in check after that move.",
    ja: "その手では自分の王が取られてしまいます。",
  },
  "must-promote": {
    en: "This piece must promote there: unpromoted, it could never move again.",
    ja: "そこでは必ず成ります。成らないと、もう動けないからです。",
  },
  "dead-square": {
    en: "A piece dropped there could never move, so the drop is not allowed.",
    ja: "そこに打つと動けない駒になるので、打てません。",
  },
};

/** Why a clicked piece cannot move, by the code of the engine's `g.whyNoMove(cell)` (coming with
 *  the engine-facts work): the lesson mode shows these when the board refuses a piece, before
 *  any move is tried. */
export const PIECE_REFUSAL_TEXTS = {
  "no-piece": { en: "There is no piece there.", ja: "そこには駒がありません。" },
  "not-your-piece": { en: "That piece is your opponent's.", ja: "それは相手の駒です。" },
  "must-capture": { en: "Another piece must capture: capturing comes first.", ja: "ほかの駒で取らなければなりません。取りが優先です。" },
  "must-take-most": {
    en: "This piece could capture, but another capture takes more (the rules say which).",
    ja: "この駒でも取れますが、ルールではもっと多く取れる別の取り方が優先です。",
  },
  "must-huff": { en: "First remove the piece that did not capture (the huff).", ja: "まず、取らなかった相手の駒を取り除きます（ハフ）。" },
  "no-moves": { en: "That piece is blocked: it has no move.", ja: "その駒はふさがれていて動けません。" },
  "game-over": { en: "The game is over.", ja: "対局は終わっています。" },
};

export const UI_TEXTS = {
  hint: { en: "Hint", ja: "ヒント" },
  rightIdea: { en: "The right idea:", ja: "正解の考え方：" },
  solved: { en: "Well done!", ja: "よくできました！" },
  // The page's Learn mode (www/page/learn.js).
  learn: { en: "Learn", ja: "学ぶ" },
  close: { en: "Close", ja: "閉じる" },
  game: { en: "Game", ja: "ゲーム" },
  allSteps: { en: "The whole course", ja: "全部のステップ" },
  ifYouKnow: { en: "If you know {game}", ja: "{game}を知っている方へ" },
  stepOf: { en: "Step {n} of {total}", ja: "ステップ {n} / {total}" },
  done: { en: "{done} of {total} steps done", ja: "{total}ステップ中{done}ステップ完了" },
  steps: { en: "Steps", ja: "ステップ一覧" },
  next: { en: "Next", ja: "次へ" },
  again: { en: "Start again", ja: "やり直す" },
  showIdea: { en: "Show me", ja: "答えを見る" },
  declare: { en: "Declare", ja: "宣言する" },
  courseDone: { en: "You have finished this course.", ja: "このコースを終えました。" },
  stars: { en: "{n} of 3 stars", ja: "星{n}つ（3つ中）" },
};

/** `UI_TEXTS[key]` in `lang` with its {placeholders} filled. */
export function uiText(key, lang, values = {}) {
  const t = UI_TEXTS[key];
  return (t[lang] ?? t.en).replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? ""));
}
