// The puzzle mode's texts (English and Japanese), loaded with the mode: the page's first
// visit carries none of them. Placeholders as in www/i18n.js t().

export const PUZZLE_TEXTS = {
  en: {
    title: "Puzzles",
    game: "Game",
    theme: "Theme",
    allThemes: "All themes",
    find: "Find the best move for {side}.",
    findWin: "Find the move that wins the game for {side}.",
    right: "Best move! Keep going.",
    wrong: "That is not the move. Try again, or look at the solution.",
    solved: "Solved!",
    shown: "The solution.",
    hint: "Hint",
    hintShown: "Move the marked piece.",
    retry: "Retry",
    solution: "Solution",
    next: "Next puzzle",
    back: "Back to the game",
    yourRating: "Your rating",
    puzzleRating: "Puzzle rating",
    streak: "Streak",
    best: "best {n}",
    ratingChange: "Rating {sign}{d}",
    count: "Puzzle {i} of {n}",
    partial: "(this file carries {n} of the game's {total} puzzles; the website has them all)",
    none: "No puzzles for this game yet.",
    loadError: "The puzzles could not be loaded: {msg}",
    "themes.shot": "Shot",
    "themes.promotion": "Promotion",
    "themes.breakthrough": "Breakthrough",
    "themes.endgame": "Endgame",
    "themes.mate": "Mate",
    "themes.win": "Win of the game",
    "themes.tsume": "Tsume",
    "themes.opening": "Opening",
  },
  ja: {
    title: "練習問題",
    game: "ゲーム",
    theme: "テーマ",
    allThemes: "すべてのテーマ",
    find: "{side}の最善手を見つけてください。",
    findWin: "{side}が勝ちになる手を見つけてください。",
    right: "正解！続けてください。",
    wrong: "その手ではありません。もう一度考えるか、解答を見てください。",
    solved: "正解です！",
    shown: "解答です。",
    hint: "ヒント",
    hintShown: "印の付いた駒を動かします。",
    retry: "やり直す",
    solution: "解答",
    next: "次の問題",
    back: "対局に戻る",
    yourRating: "あなたのレーティング",
    puzzleRating: "問題のレーティング",
    streak: "連続正解",
    best: "最高 {n}",
    ratingChange: "レーティング {sign}{d}",
    count: "{n}問中{i}問目",
    partial: "（このファイルには全{total}問のうち{n}問が入っています。サイトにはすべてあります）",
    none: "このゲームの問題はまだありません。",
    loadError: "問題を読み込めませんでした: {msg}",
    "themes.shot": "捨て駒からの取り",
    "themes.promotion": "成り・昇格",
    "themes.breakthrough": "突破",
    "themes.endgame": "終盤",
    "themes.mate": "詰み",
    "themes.win": "勝ち切り",
    "themes.tsume": "詰将棋",
    "themes.opening": "序盤",
  },
};

/** A theme tag's group: mateIn3 -> mate, winIn2 -> win (the filter lists groups). */
export const themeGroup = (tag) => tag.replace(/In\d+$/, "");

/** The text of `key` in `lang` (English where the language has none), placeholders filled. */
export function pt(lang, key, params = {}) {
  const table = PUZZLE_TEXTS[lang] ?? PUZZLE_TEXTS.en;
  const text = table[key] ?? PUZZLE_TEXTS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (Object.hasOwn(params, k) ? String(params[k]) : `{${k}}`));
}
