// Every UI string of the page and the board, in English and Japanese. No other
// module holds user-visible text (game names come from the engine's catalog).

export const LANGS = ["en", "ja"];

/** Each language's name in itself, for the language picker. */
export const LANG_NAMES = { en: "English", ja: "日本語" };

const en = {
  title: "Board games",
  game: "Game",
  mode: "Opponent",
  twoPlayers: "Two players",
  computer: "Computer",
  level: "Level",
  levelN: "Level {n}",
  playAs: "You play",
  newGame: "New game",
  undo: "Undo",
  redo: "Redo",
  flip: "Flip board",
  offerDraw: "Offer draw",
  resign: "Resign",
  options: "Rules options",
  noOptions: "This game has no options.",
  coordinates: "Square names",
  display: "Display",
  theme: "Board colours",
  "theme.wood": "Wood",
  "theme.green": "Green",
  "theme.contrast": "High contrast",
  "theme.dark": "Dark",
  language: "Language",
  moves: "Moves",
  noMoves: "No moves yet.",
  toMove: "{side} to move",
  thinking: "{side} (computer) is thinking…",
  wins: "{side} wins",
  draw: "Draw",
  resultLine: "{result} — {reason}",
  drawOfferTitle: "Draw offer",
  drawOffer: "{side} offers a draw. {other}, do you accept?",
  drawDeclined: "The computer declines the draw.",
  mustCapture: "Capturing is compulsory: the marked pieces can capture",
  cannotMove: "That piece cannot move now: the marked pieces can",
  autoCapture: "Play a forced capture automatically",
  sound: "Sounds",
  clock: "Clock",
  "clock.none": "No clock",
  "clock.fischer": "{m} min + {s} s per move",
  "clock.byoyomi": "{m} min, then {s} s per move (byoyomi)",
  byoyomi: "byoyomi",
  pause: "Pause",
  resume: "Resume",
  paused: "The clocks are paused.",
  accept: "Accept",
  decline: "Decline",
  resignConfirm: "{side} resigns. Are you sure?",
  yes: "Yes",
  no: "No",
  pass: "Pass",
  done: "Done",
  cancel: "Cancel",
  chooseMove: "Choose the move",
  promoteTo: "Promote: {p}",
  loading: "Loading…",
  engineError: "The game engine could not be loaded: {msg}",
  badGame: "This board could not be shown: {msg}",
  illegal: "That move is not possible: {msg}",
  on: "on",
  off: "off",
  "say.move": "{side} {from} to {to}",
  "say.capture": "{side} {from} takes {caps}, lands on {to}",
  "say.drop": "{side} drops {piece} on {to}",
  "say.place": "{side} places on {cells}",
  "say.pass": "{side} passes",
  "say.notation": "{side} {text}",
  "say.huff": "The piece on {cell} is huffed. ",
  "say.crown": ", crowned",
  "say.sep": ", ",
  "ctl.first": "First move",
  "ctl.prev": "Previous move",
  "ctl.play": "Play the moves",
  "ctl.pause": "Pause",
  "ctl.next": "Next move",
  "ctl.last": "Last move",
  "color.black": "Black",
  "color.white": "White",
  "color.red": "Red",
  "color.sente": "Sente",
  "color.gote": "Gote",
  "side.0": "First player",
  "side.1": "Second player",
  "reason.no-moves": "no legal move left",
  "reason.all-captured": "all pieces captured",
  "reason.goal": "reached the goal",
  "reason.score": "on points",
  "reason.checkmate": "checkmate",
  "reason.stalemate": "stalemate",
  "reason.threefold": "threefold repetition",
  "reason.fivefold": "fivefold repetition",
  "reason.move-rule": "move-count rule",
  "reason.insufficient-material": "insufficient material",
  "reason.sennichite": "sennichite (fourfold repetition)",
  "reason.perpetual-check": "perpetual check",
  "reason.impasse": "impasse declaration",
  "reason.resignation": "resignation",
  "reason.agreement": "agreed draw",
  "reason.time": "time ran out",
  "reason.claim": "draw claimed",
  "option.menCaptureBackward": "Men capture backwards",
  "option.kingLandsAnywhere": "Kings land anywhere behind",
  "option.promoteMidCapture": "Crown during a capture",
  "option.flyingKings": "Flying kings",
  "option.kingValue": "King value",
  "option.board": "Board size",
  "option.first": "Who starts",
  "value.true": "yes",
  "value.false": "no",
  "value.standard": "standard",
  "value.lidraughts": "lidraughts",
  "value.white": "White",
  "value.black": "Black",
};

const ja = {
  title: "ボードゲーム",
  game: "ゲーム",
  mode: "対戦相手",
  twoPlayers: "二人で対局",
  computer: "コンピュータ",
  level: "レベル",
  levelN: "レベル{n}",
  playAs: "あなたは",
  newGame: "新しい対局",
  undo: "一手戻す",
  redo: "一手進める",
  flip: "盤を反転",
  offerDraw: "引き分けを提案",
  resign: "投了",
  options: "ルールの設定",
  noOptions: "このゲームには設定がありません。",
  coordinates: "マス目の番号",
  display: "表示",
  theme: "盤の色",
  "theme.wood": "木目",
  "theme.green": "緑",
  "theme.contrast": "高コントラスト",
  "theme.dark": "ダーク",
  language: "言語",
  moves: "棋譜",
  noMoves: "まだ手がありません。",
  toMove: "{side}の手番",
  thinking: "{side}（コンピュータ）が考えています…",
  wins: "{side}の勝ち",
  draw: "引き分け",
  resultLine: "{result}（{reason}）",
  drawOfferTitle: "引き分けの提案",
  drawOffer: "{side}が引き分けを提案しています。{other}は受けますか？",
  drawDeclined: "コンピュータは引き分けを断りました。",
  mustCapture: "取れる駒があるときは必ず取ります（印の駒で取れます）",
  cannotMove: "その駒は今は動かせません（印の駒が動かせます）",
  autoCapture: "取るしかないときは自動で取る",
  sound: "効果音",
  clock: "持ち時間",
  "clock.none": "時計なし",
  "clock.fischer": "{m}分＋1手ごとに{s}秒加算",
  "clock.byoyomi": "{m}分、切れたら1手{s}秒の秒読み",
  byoyomi: "秒読み",
  pause: "一時停止",
  resume: "再開",
  paused: "時計を止めています。",
  accept: "受ける",
  decline: "断る",
  resignConfirm: "{side}が投了します。よろしいですか？",
  yes: "はい",
  no: "いいえ",
  pass: "パス",
  done: "決定",
  cancel: "取り消し",
  chooseMove: "指し手を選んでください",
  promoteTo: "成る：{p}",
  loading: "読み込み中…",
  engineError: "ゲームエンジンを読み込めませんでした：{msg}",
  badGame: "この盤を表示できません：{msg}",
  illegal: "その手は指せません：{msg}",
  on: "オン",
  off: "オフ",
  "say.move": "{side} {from}→{to}",
  "say.capture": "{side} {from}×{to}、{caps}を取る",
  "say.drop": "{side} {to}に{piece}を打つ",
  "say.place": "{side} {cells}に置く",
  "say.pass": "{side} パス",
  "say.notation": "{side} {text}",
  "say.huff": "{cell}の駒を吹く（ハフ）。",
  "say.crown": "、成る",
  "say.sep": "、",
  "ctl.first": "最初へ",
  "ctl.prev": "一手戻る",
  "ctl.play": "再生",
  "ctl.pause": "一時停止",
  "ctl.next": "一手進む",
  "ctl.last": "最後へ",
  "color.black": "黒",
  "color.white": "白",
  "color.red": "赤",
  "color.sente": "先手",
  "color.gote": "後手",
  "side.0": "先手",
  "side.1": "後手",
  "reason.no-moves": "指せる手がない",
  "reason.all-captured": "駒を全て取られた",
  "reason.goal": "ゴールに到達",
  "reason.score": "得点による",
  "reason.checkmate": "詰み",
  "reason.stalemate": "ステイルメイト",
  "reason.threefold": "同一局面の3回反復",
  "reason.fivefold": "同一局面の5回反復",
  "reason.move-rule": "手数制限ルール",
  "reason.insufficient-material": "駒不足",
  "reason.sennichite": "千日手",
  "reason.perpetual-check": "連続王手の千日手",
  "reason.impasse": "入玉宣言",
  "reason.resignation": "投了",
  "reason.agreement": "合意による引き分け",
  "reason.time": "時間切れ",
  "reason.claim": "引き分けの申請",
  "option.menCaptureBackward": "兵（マン）の後ろ向きの取り",
  "option.kingLandsAnywhere": "キングは取った駒の後ろのどこにでも止まれる",
  "option.promoteMidCapture": "取りの途中で成る",
  "option.flyingKings": "遠くまで動けるキング",
  "option.kingValue": "キングの価値",
  "option.board": "盤の大きさ",
  "option.first": "先に指す側",
  "value.true": "あり",
  "value.false": "なし",
  "value.standard": "標準",
  "value.lidraughts": "lidraughts式",
  "value.white": "白",
  "value.black": "黒",
};

const TABLES = { en, ja };

/** The language to start in: the browser's, when it is one we have. */
export function defaultLang() {
  const langs = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? "en"];
  for (const l of langs) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (LANGS.includes(code)) return code;
  }
  return "en";
}

/** Normalises a language tag to one we have. */
export function pickLang(lang) {
  const code = String(lang ?? "").slice(0, 2).toLowerCase();
  return LANGS.includes(code) ? code : defaultLang();
}

/** The text for `key` in `lang` with `{name}` placeholders filled from `params`. */
export function t(lang, key, params = {}) {
  const table = TABLES[lang] ?? en;
  const text = table[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));
}

/** Whether a key exists (for optional texts such as option names). */
export const has = (key) => key in en;

/** The name of a side's colour ("black", "white", ...) as shown to players. */
export function colorName(lang, color, side) {
  return has(`color.${color}`) ? t(lang, `color.${color}`) : t(lang, `side.${side}`);
}

/** An option's label: the table's text, else the option name split into words. */
export function optionName(lang, name) {
  return has(`option.${name}`) ? t(lang, `option.${name}`) : name.replace(/([A-Z])/g, " $1").toLowerCase();
}

/** An option value's label. */
export function optionValue(lang, value) {
  const key = `value.${value}`;
  return has(key) ? t(lang, key) : String(value);
}
