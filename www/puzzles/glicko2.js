// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), for the puzzle ratings
// kept in this browser: the player's per game and each puzzle's. Written here rather than
// taken from npm: it is forty lines of arithmetic, and the packages that offer it carry
// player-pool and period bookkeeping the page does not need (docs/design.md).

const SCALE = 173.7178;
/** The system constant: how much the volatility may change (Glickman suggests 0.3 to 1.2). */
const TAU = 0.5;
const EPSILON = 1e-6;

/** A new rating: 1500 with the widest deviation. */
export const newRating = (rating = 1500, rd = 350) => ({ rating, rd, vol: 0.06 });

const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/**
 * The rating after one period's games: `games` is `[{ rating, rd, score }]` (score 1 a win,
 * 0 a loss, 0.5 a draw) against opponents as they stood before. Returns a new object.
 */
export function rate(player, games) {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (!games.length) return { ...player, rd: Math.min(350, SCALE * Math.sqrt(phi * phi + player.vol * player.vol)) };
  let vInv = 0;
  let sum = 0;
  for (const o of games) {
    const gj = g(o.rd / SCALE);
    const e = 1 / (1 + Math.exp(-gj * (mu - (o.rating - 1500) / SCALE)));
    vInv += gj * gj * e * (1 - e);
    sum += gj * (o.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // The new volatility: the root of f by the Illinois method (step 5 of the paper).
  const a = Math.log(player.vol * player.vol);
  const f = (x) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - d)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let lo = a;
  let hi;
  if (delta * delta > phi * phi + v) hi = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    hi = a - k * TAU;
  }
  let fLo = f(lo);
  let fHi = f(hi);
  for (let i = 0; i < 100 && Math.abs(hi - lo) > EPSILON; i++) {
    const c = lo + ((lo - hi) * fLo) / (fHi - fLo);
    const fC = f(c);
    if (fC * fHi <= 0) {
      lo = hi;
      fLo = fHi;
    } else fLo /= 2;
    hi = c;
    fHi = fC;
  }
  const vol = Math.exp(lo / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: 1500 + SCALE * muNew, rd: SCALE * phiNew, vol };
}
