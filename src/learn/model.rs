//! A learned evaluation's weights and its file: the hand-set evaluation times
//! `scale`, plus one weight a region pattern (in hundredths of a man, as the hand-set
//! terms). File, little-endian: magic `BGLEARN\n`, version (u16), game id (u8 length +
//! ASCII), region rows and columns (u8 each), regions (u16), scale (f32), weight count
//! (u32), weights (i16 each), FNV-1a checksum of everything before it (u64).

use crate::egdb::file::checksum;
use crate::games::draughts::eval_patterns::{Regions, Shape};
use crate::games::draughts::Draughts;

const MAGIC: &[u8; 8] = b"BGLEARN\n";
/// Version 2 added the region shape (version 1 files, all 4x4, were never shipped).
const VERSION: u16 = 2;

#[derive(Debug, Clone)]
pub struct Model {
    pub game: String,
    pub regions: Regions,
    pub scale: f32,
    pub weights: Vec<i16>,
}

impl Model {
    /// The untrained model of `pos`'s board with 4x4 regions: the hand-set evaluation alone.
    pub fn untrained(game: &str, pos: &Draughts) -> Result<Model, String> {
        Model::untrained_with(game, pos, Shape::DEFAULT)
    }

    /// The untrained model of `pos`'s board with regions of `shape`.
    pub fn untrained_with(game: &str, pos: &Draughts, shape: Shape) -> Result<Model, String> {
        let regions = Regions::with_shape(pos.board(), shape)?;
        let weights = vec![0; regions.weight_count()];
        Ok(Model { game: game.to_string(), regions, scale: 1.0, weights })
    }

    /// The evaluation of `pos` for the side to move given its hand-set evaluation.
    #[inline]
    pub fn evaluate(&self, pos: &Draughts, hand: i32) -> i32 {
        (hand as f32 * self.scale).round() as i32 + self.regions.score(pos, &self.weights)
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + 2 * self.weights.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(self.game.len() as u8);
        out.extend_from_slice(self.game.as_bytes());
        out.push(self.regions.shape.rows as u8);
        out.push(self.regions.shape.cols as u8);
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
        if u16::from_le_bytes(take(2)?.try_into().unwrap()) != VERSION {
            return Err("learned-version: a file of another version".to_string());
        }
        let len = take(1)?[0] as usize;
        let id = String::from_utf8_lossy(take(len)?).to_string();
        if id != game {
            return Err(format!("learned-game: the file is for {id}, not {game}"));
        }
        let shape = take(2)?;
        let shape = Shape { rows: shape[0] as usize, cols: shape[1] as usize };
        if shape.rows == 0 || shape.cols == 0 {
            return Err("learned-board: the file's regions have no size".to_string());
        }
        let regions = regions(shape)?;
        let weights = vec![0; regions.weight_count()];
        let mut model = Model { game: game.to_string(), regions, scale: 1.0, weights };
        let region_count = u16::from_le_bytes(take(2)?.try_into().unwrap()) as usize;
        model.scale = f32::from_le_bytes(take(4)?.try_into().unwrap());
        let count = u32::from_le_bytes(take(4)?.try_into().unwrap()) as usize;
        if region_count != model.regions.count() || count != model.weights.len() {
            return Err("learned-board: the file's regions do not fit the board".to_string());
        }
        let raw = take(2 * count)?;
        for (w, b) in model.weights.iter_mut().zip(raw.chunks_exact(2)) {
            *w = i16::from_le_bytes([b[0], b[1]]);
        }
        Ok(model)
    }
}
