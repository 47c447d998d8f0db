//! A learned evaluation's weights and its file: the base (the hand-set evaluation, or
//! its material part) times `scale`, plus one weight a region pattern (in hundredths of
//! a man, as the hand-set terms). File, little-endian: magic `BGLEARN\n`, version (u16),
//! game id (u8 length + ASCII), region rows and columns (u8 each), in version 3 the
//! extras (u8, bits: 1 the king terms, 2 the material base, 4 the dense regions), regions
//! (u16), scale (f32), weight count (u32), weights (i16 each, the king terms' after the
//! regions'), FNV-1a checksum of everything before it (u64). A model with no extra is
//! written as version 2, byte for byte as before them.

use crate::egdb::file::checksum;
use crate::games::draughts::eval_patterns::{Base, LaneWeights, Regions, Shape};
use crate::games::draughts::Draughts;

const MAGIC: &[u8; 8] = b"BGLEARN\n";
/// Version 2 added the region shape (version 1 files, all 4x4, were never shipped);
/// version 3 the extras byte (the king terms, the material base, the dense regions).
const VERSION: u16 = 2;
const VERSION_EXTRAS: u16 = 3;
/// The extras byte's bits.
const EXTRA_KINGS: u8 = 1;
const EXTRA_MATERIAL: u8 = 2;
const EXTRA_DENSE: u8 = 4;

#[derive(Debug, Clone)]
pub struct Model {
    pub game: String,
    pub regions: Regions,
    pub scale: f32,
    /// One weight a region's number, region by region (the file's order).
    weights: Vec<i16>,
    /// The same weights laid out for the search's read (`Regions::lane_weights`); kept
    /// with them by `set_weights`, the only way to change them.
    lanes: LaneWeights,
}

impl Model {
    /// The untrained model of `pos`'s board with 4x4 regions: the hand-set evaluation alone.
    pub fn untrained(game: &str, pos: &Draughts) -> Result<Model, String> {
        Model::untrained_with(game, pos, Shape::DEFAULT)
    }

    /// The untrained model of `pos`'s board with regions of `shape`.
    pub fn untrained_with(game: &str, pos: &Draughts, shape: Shape) -> Result<Model, String> {
        Model::new(game, Regions::with_shape(pos.board(), shape)?, 1.0, None)
    }

    /// A model of `regions` with `weights` (all zero if None): an error if they do not fit.
    pub fn new(game: &str, regions: Regions, scale: f32, weights: Option<Vec<i16>>) -> Result<Model, String> {
        let weights = weights.unwrap_or_else(|| vec![0; regions.weight_count()]);
        let lanes = regions.lane_weights(&weights)?;
        Ok(Model { game: game.to_string(), regions, scale, weights, lanes })
    }

    /// The pattern weights, one a region's number, region by region.
    pub fn weights(&self) -> &[i16] {
        &self.weights
    }

    /// Replaces the pattern weights (as many as before, else an error).
    pub fn set_weights(&mut self, weights: Vec<i16>) -> Result<(), String> {
        self.lanes = self.regions.lane_weights(&weights)?;
        self.weights = weights;
        Ok(())
    }

    /// The evaluation of `pos` for the side to move.
    #[inline]
    pub fn evaluate(&self, pos: &Draughts) -> i32 {
        let base = self.regions.shape.base.evaluate(pos);
        round_to_i32(base as f32 * self.scale) + self.regions.score(pos, &self.lanes)
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + 2 * self.weights.len());
        out.extend_from_slice(MAGIC);
        let shape = self.regions.shape;
        let extras = if shape.kings { EXTRA_KINGS } else { 0 }
            | if shape.base == Base::Material { EXTRA_MATERIAL } else { 0 }
            | if shape.dense { EXTRA_DENSE } else { 0 };
        out.extend_from_slice(&(if extras != 0 { VERSION_EXTRAS } else { VERSION }).to_le_bytes());
        out.push(self.game.len() as u8);
        out.extend_from_slice(self.game.as_bytes());
        out.push(self.regions.shape.rows as u8);
        out.push(self.regions.shape.cols as u8);
        if extras != 0 {
            out.push(extras);
        }
        out.extend_from_slice(&(self.regions.count() as u16).to_le_bytes());
        out.extend_from_slice(&self.scale.to_le_bytes());
        out.extend_from_slice(&(self.weights.len() as u32).to_le_bytes());
        for w in &self.weights {
            out.extend_from_slice(&w.to_le_bytes());
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a model for game `game` whose positions look like `pos`.
    pub fn from_bytes(bytes: &[u8], game: &str, pos: &Draughts) -> Result<Model, String> {
        Model::read(bytes, game, |shape| Regions::with_shape(pos.board(), shape))
    }

    /// Reads a model for game `game`, its regions laid out by `regions` for the file's
    /// shape (on the board of the game's positions).
    pub fn read(bytes: &[u8], game: &str, regions: impl FnOnce(Shape) -> Result<Regions, String>) -> Result<Model, String> {
        if bytes.len() < 8 || &bytes[..8] != MAGIC {
            return Err("learned-magic: not a learned evaluation file".to_string());
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        if checksum(body) != u64::from_le_bytes(sum.try_into().unwrap()) {
            return Err("learned-checksum: the file is damaged".to_string());
        }
        let mut at = 8;
        let mut take = |n: usize| -> Result<&[u8], String> {
            let part = body.get(at..at + n).ok_or("learned-truncated: the file ends early")?;
            at += n;
            Ok(part)
        };
        let version = u16::from_le_bytes(take(2)?.try_into().unwrap());
        if version != VERSION && version != VERSION_EXTRAS {
            return Err("learned-version: a file of another version".to_string());
        }
        let len = take(1)?[0] as usize;
        let id = String::from_utf8_lossy(take(len)?).to_string();
        if id != game {
            return Err(format!("learned-game: the file is for {id}, not {game}"));
        }
        let size = take(2)?;
        let (rows, cols) = (size[0] as usize, size[1] as usize);
        // Version 3's extras are the king terms, the material base and the dense regions:
        // any other bit (or none, which is version 2) is a file of a later build, refused
        // rather than read without what it holds.
        let extras = if version == VERSION_EXTRAS { take(1)?[0] } else { 0 };
        if version == VERSION_EXTRAS && (extras == 0 || extras & !(EXTRA_KINGS | EXTRA_MATERIAL | EXTRA_DENSE) != 0) {
            return Err("learned-version: extras this build does not know".to_string());
        }
        let base = if extras & EXTRA_MATERIAL != 0 { Base::Material } else { Base::Hand };
        let shape = Shape { rows, cols, kings: extras & EXTRA_KINGS != 0, base, dense: extras & EXTRA_DENSE != 0 };
        if shape.rows == 0 || shape.cols == 0 {
            return Err("learned-board: the file's regions have no size".to_string());
        }
        let regions = regions(shape)?;
        let region_count = u16::from_le_bytes(take(2)?.try_into().unwrap()) as usize;
        let scale = f32::from_le_bytes(take(4)?.try_into().unwrap());
        let count = u32::from_le_bytes(take(4)?.try_into().unwrap()) as usize;
        if region_count != regions.count() || count != regions.weight_count() {
            return Err("learned-board: the file's regions do not fit the board".to_string());
        }
        let weights = take(2 * count)?.chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]])).collect();
        Model::new(game, regions, scale, Some(weights))
    }
}

/// `x.round() as i32` (halves away from zero, saturating; NaN 0) without `round`, a
/// library call on x86-64 and several instructions in wasm: the part toward zero, then
/// one more away from zero where the rest is a half or more. The rest is exact: below
/// 2^23 it is `x`'s fraction bits, above every f32 is whole (and at the saturated ends
/// the step saturates too).
#[inline]
pub fn round_to_i32(x: f32) -> i32 {
    let whole = x as i32;
    let rest = x - whole as f32;
    if rest >= 0.5 {
        whole.saturating_add(1)
    } else if rest <= -0.5 {
        whole.saturating_sub(1)
    } else {
        whole
    }
}

#[cfg(test)]
mod tests {
    use super::round_to_i32;

    #[test]
    fn rounding_without_round_gives_what_round_gives() {
        // The shipped scales (about 0.98-1.0) and others, over every hand-set score the
        // search can give and far beyond, the ends of i32 and f32's odd values included.
        let scales = [0.984f32, 0.9814, 1.0, 0.75, 1.3, 2.5, 0.1, 1e-3, 1e-30, 3e9, -0.984, f32::NAN, f32::INFINITY];
        for scale in scales {
            for hand in (-300_000..=300_000).chain([i32::MIN, i32::MIN + 1, i32::MAX - 1, i32::MAX]) {
                let x = hand as f32 * scale;
                assert_eq!(round_to_i32(x), x.round() as i32, "{hand} x {scale}");
            }
        }
        for x in [
            0.5f32,
            -0.5,
            1.5,
            -1.5,
            2.5,
            0.49999997,
            -0.49999997,
            8388607.5,
            -8388607.5,
            2147483520.0,
            2147483648.0,
            -2147483648.0,
            -2147483904.0,
            1e20,
            -1e20,
            -0.0,
            f32::NEG_INFINITY,
        ] {
            assert_eq!(round_to_i32(x), x.round() as i32, "{x}");
        }
    }
}
