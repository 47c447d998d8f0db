//! Sets one cfg, `knowledge_code`, for the builds that carry the draughts knowledge code
//! (the endgame tables' probe, the learned evaluation): every native build, and the wasm
//! build with the `knowledge` feature (the worker-only module). The source writes
//! `#[cfg(knowledge_code)]` instead of repeating
//! `any(not(target_arch = "wasm32"), feature = "knowledge")` at every use.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(knowledge_code)");
    println!("cargo::rerun-if-changed=build.rs");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    let knowledge = std::env::var_os("CARGO_FEATURE_KNOWLEDGE").is_some();
    if !wasm || knowledge {
        println!("cargo::rustc-cfg=knowledge_code");
    }
}
