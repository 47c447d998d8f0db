export default { game: "russian", steps: [] };
