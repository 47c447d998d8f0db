//! Board geometry: cells are numbered row-major from 0, row 0 being the top row of
//! the diagram the game's notation is defined on.

/// The eight directions, clockwise from "up" (towards row 0).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Dir {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Dir {
    pub const ALL: [Dir; 8] = [Dir::N, Dir::NE, Dir::E, Dir::SE, Dir::S, Dir::SW, Dir::W, Dir::NW];

    /// (row delta, column delta)
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (-1, 0),
            Dir::NE => (-1, 1),
            Dir::E => (0, 1),
            Dir::SE => (1, 1),
            Dir::S => (1, 0),
            Dir::SW => (1, -1),
            Dir::W => (0, -1),
            Dir::NW => (-1, -1),
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Dir {
        Dir::ALL[i % 8]
    }

    pub fn opposite(self) -> Dir {
        Dir::from_index(self.index() + 4)
    }

    pub fn is_diagonal(self) -> bool {
        self.index() % 2 == 1
    }
}

/// A rectangular board of `rows` x `cols` cells.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
}

impl Grid {
    pub const fn new(rows: usize, cols: usize) -> Self {
        Grid { rows, cols }
    }

    pub const fn cells(self) -> usize {
        self.rows * self.cols
    }

    pub const fn row(self, cell: usize) -> usize {
        cell / self.cols
    }

    pub const fn col(self, cell: usize) -> usize {
        cell % self.cols
    }

    pub const fn cell(self, row: usize, col: usize) -> usize {
        row * self.cols + col
    }

    /// The cell `steps` away in `dir`, if it is on the board.
    pub fn offset(self, cell: usize, dir: Dir, steps: i32) -> Option<usize> {
        let (dr, dc) = dir.delta();
        let r = self.row(cell) as i32 + dr * steps;
        let c = self.col(cell) as i32 + dc * steps;
        if r < 0 || c < 0 || r >= self.rows as i32 || c >= self.cols as i32 {
            None
        } else {
            Some(self.cell(r as usize, c as usize))
        }
    }

    /// Algebraic name of a cell: file letter from the left, rank from the bottom (a1 bottom-left).
    pub fn algebraic(self, cell: usize) -> String {
        let file = (b'a' + self.col(cell) as u8) as char;
        let rank = self.rows - self.row(cell);
        format!("{file}{rank}")
    }

    /// Parses an algebraic square name (a1 bottom-left).
    pub fn parse_algebraic(self, text: &str) -> Option<usize> {
        let mut chars = text.chars();
        let f = chars.next()?;
        if !f.is_ascii_lowercase() {
            return None;
        }
        let col = (f as u8 - b'a') as usize;
        let rank: usize = chars.as_str().parse().ok()?;
        if col >= self.cols || rank == 0 || rank > self.rows || chars.as_str().starts_with('0') {
            return None;
        }
        Some(self.cell(self.rows - rank, col))
    }
}
