export default { game: "international", steps: [] };
