//! The table file: a header (magic, version, game, signature, board, positions,
//! checksum) and the values packed four to a byte. Little-endian throughout.
//!
//! ```text
//! 0   8  magic "BGEGDB\r\n"
//! 8   2  version (1)
//! 10  1  length of the game id, then the id (ASCII)
//! ..  4  men 0, kings 0, men 1, kings 1
//! ..  1  playable squares of the board
//! ..  8  positions (the index's size: both sides to move)
//! ..  8  FNV-1a 64 of the rest of the file
//! ..     the packed values: position i in byte i / 4, bits 2 (i % 4) and up
//!        (0 draw, 1 win, 2 loss for the side to move, 3 no position)
//! ..     the distances to conversion, one byte a position (255: drawn or no position)
//! ```

use super::index::{Indexer, Signature};
use super::{Table, Tables};

const MAGIC: &[u8; 8] = b"BGEGDB\r\n";
pub const VERSION: u16 = 1;

pub fn file_name(sig: Signature) -> String {
    format!("{}.egdb", sig.name())
}

pub fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

pub fn write(game: &str, squares: usize, table: &Table) -> Vec<u8> {
    let mut out = Vec::with_capacity(table.packed.len() + 64);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(game.len() as u8);
    out.extend_from_slice(game.as_bytes());
    let s = table.sig;
    out.extend_from_slice(&[s.men[0], s.kings[0], s.men[1], s.kings[1], squares as u8]);
    out.extend_from_slice(&table.indexer.size().to_le_bytes());
    let body = [&table.packed[..], &table.dist[..]].concat();
    out.extend_from_slice(&checksum(&body).to_le_bytes());
    out.extend_from_slice(&body);
    out
}

/// The game id a table file names (its magic and version checked first).
pub fn game_of(bytes: &[u8]) -> Result<&str, String> {
    if bytes.get(..8) != Some(&MAGIC[..]) {
        return Err("egdb-magic: not an endgame table".into());
    }
    let version = bytes.get(8..10).ok_or("egdb-truncated: the file ends inside its header")?;
    let version = u16::from_le_bytes([version[0], version[1]]);
    if version != VERSION {
        return Err(format!("egdb-version: version {version}, this build reads {VERSION}"));
    }
    let len = *bytes.get(10).ok_or("egdb-truncated: the file ends inside its header")? as usize;
    let id = bytes.get(11..11 + len).ok_or("egdb-truncated: the file ends inside its header")?;
    std::str::from_utf8(id).map_err(|_| "egdb-game: the game id is not text".into())
}

/// Reads one table file for `tables`' game, checking every header field and the checksum.
pub fn read(bytes: &[u8], tables: &Tables) -> Result<Table, String> {
    let mut at = 0;
    let mut take = |n: usize| -> Result<&[u8], String> {
        let part = bytes.get(at..at + n).ok_or("egdb-truncated: the file ends inside its header")?;
        at += n;
        Ok(part)
    };
    if take(8)? != MAGIC {
        return Err("egdb-magic: not an endgame table".into());
    }
    let version = u16::from_le_bytes(take(2)?.try_into().unwrap());
    if version != VERSION {
        return Err(format!("egdb-version: version {version}, this build reads {VERSION}"));
    }
    let len = take(1)?[0] as usize;
    let game = std::str::from_utf8(take(len)?).map_err(|_| "egdb-game: the game id is not text")?;
    if game != tables.game {
        return Err(format!("egdb-game: a table of {game}, not of {}", tables.game));
    }
    let s = take(5)?;
    let sig = Signature { men: [s[0], s[2]], kings: [s[1], s[3]] };
    if s[4] as usize != tables.board_squares() || sig.pieces(0) == 0 || sig.pieces(1) == 0 || sig.total() > 8 {
        return Err("egdb-signature: the board or the material does not fit the game".into());
    }
    let positions = u64::from_le_bytes(take(8)?.try_into().unwrap());
    let sum = u64::from_le_bytes(take(8)?.try_into().unwrap());
    let indexer = Indexer::new(sig, tables.board_squares(), tables.crown());
    if positions != indexer.size() {
        return Err("egdb-size: the position count does not match the signature's index".into());
    }
    let body = &bytes[at..];
    let values = positions.div_ceil(4) as usize;
    if body.len() as u64 != values as u64 + positions {
        return Err("egdb-truncated: the values are cut short or too long".into());
    }
    if checksum(body) != sum {
        return Err("egdb-checksum: the values do not match their checksum".into());
    }
    Ok(Table { sig, indexer, packed: body[..values].to_vec(), dist: body[values..].to_vec() })
}
