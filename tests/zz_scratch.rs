use boardgames::ai::{SearchLimits, now_ms};
use boardgames::core::Options;
#[test]
fn show() {
    for id in ["frisian", "turkish", "chess", "american"] {
        let g = boardgames::new_game(id, &Options::none()).unwrap();
        for pv in [1, 3] {
            let t = now_ms();
            let a = g.analyse(&SearchLimits::nodes(200_000), pv);
            let t1 = now_ms() - t;
            let t = now_ms();
            let _ = g.best_move_with(6, &SearchLimits::nodes(200_000), Some(1));
            let s = boardgames::ai::last_stats();
            println!("{id} pv{pv}: analyse {:.0}ms nodes {} depth {} | bestMove {:.0}ms nodes {} depth {}", t1, a.nodes, a.depth, now_ms()-t, s.nodes, s.depth);
        }
    }
}
