// The engine API of the package: import { loadEngine } from "boardgames-board/engine".
// `Game` and `catalog` work once `await loadEngine()` has instantiated the wasm (shared
// with every <board-game> of the page). Types: engine.d.ts.
export { engineModule, loadCatalog, loadEngine } from "./engine.js";
export { Game, catalog, searchStats } from "./pkg/version.js";
