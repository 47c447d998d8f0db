//! Handicap starts (駒落ち): the upper player (上手, Gote) removes pieces and moves first.
//! The option values, the KIF 手合割 names and the start positions as SFEN.

/// The `handicap` option's values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Handicap {
    None,
    Lance,
    Bishop,
    Rook,
    Two,
    Four,
    Six,
}

pub struct HandicapInfo {
    pub handicap: Handicap,
    pub option: &'static str,
    /// The 手合割 name of KIF files.
    pub kif: &'static str,
    pub sfen: &'static str,
}

pub const EVEN_SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// Gote's lance removed is the one on 1a (上手の左香), as in 香落ち.
pub const HANDICAPS: [HandicapInfo; 7] = [
    HandicapInfo { handicap: Handicap::None, option: "none", kif: "平手", sfen: EVEN_SFEN },
    HandicapInfo {
        handicap: Handicap::Lance,
        option: "lance",
        kif: "香落ち",
        sfen: "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    HandicapInfo {
        handicap: Handicap::Bishop,
        option: "bishop",
        kif: "角落ち",
        sfen: "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    HandicapInfo {
        handicap: Handicap::Rook,
        option: "rook",
        kif: "飛車落ち",
        sfen: "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    HandicapInfo {
        handicap: Handicap::Two,
        option: "two",
        kif: "二枚落ち",
        sfen: "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    HandicapInfo {
        handicap: Handicap::Four,
        option: "four",
        kif: "四枚落ち",
        sfen: "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    HandicapInfo {
        handicap: Handicap::Six,
        option: "six",
        kif: "六枚落ち",
        sfen: "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
];

/// Further 手合割 names that KIF files use, read on import only.
pub const OTHER_KIF_STARTS: [(&str, &str); 5] = [
    ("右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("平手", EVEN_SFEN),
];

impl Handicap {
    pub fn info(self) -> &'static HandicapInfo {
        HANDICAPS.iter().find(|h| h.handicap == self).unwrap_or(&HANDICAPS[0])
    }

    pub fn from_option(value: &str) -> Option<Handicap> {
        HANDICAPS.iter().find(|h| h.option == value).map(|h| h.handicap)
    }
}

/// The option values in catalog order.
pub fn option_values() -> Vec<&'static str> {
    HANDICAPS.iter().map(|h| h.option).collect()
}

/// The SFEN of a 手合割 name (the six handicaps, 平手 and a few more), if known.
pub fn sfen_of_kif_name(name: &str) -> Option<&'static str> {
    let name = name.trim();
    HANDICAPS.iter().find(|h| h.kif == name).map(|h| h.sfen).or_else(|| OTHER_KIF_STARTS.iter().find(|(n, _)| *n == name).map(|(_, s)| *s))
}

/// The 手合割 name of a start position written as SFEN (without the move number).
pub fn kif_name_of_sfen(sfen: &str) -> Option<&'static str> {
    let key = |s: &str| s.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
    let wanted = key(sfen);
    HANDICAPS.iter().find(|h| key(h.sfen) == wanted).map(|h| h.kif)
}
