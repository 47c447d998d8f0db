export default { game: "chess", steps: [] };
