export default { game: "shogi", steps: [] };
