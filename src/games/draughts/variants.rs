//! The rules table: every draughts game is one row of named rule constants.
//! The generator reads these constants; it never asks which game it is playing.
//! Sources: docs/rules.md, "The draughts family".

use crate::core::options::Resolved;
use crate::core::{OptionInfo, Side};

use super::eval_tuned;
use super::eval_weights::EvalWeights;

/// A set of directions relative to the moving side: bit i is direction i clockwise
/// from straight forward (0 forward, 1 forward-right, 2 right, ... 7 forward-left).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Dirs(pub u8);

impl Dirs {
    pub const FORWARD: u8 = 1 << 0;
    pub const FORWARD_RIGHT: u8 = 1 << 1;
    pub const RIGHT: u8 = 1 << 2;
    pub const BACK_RIGHT: u8 = 1 << 3;
    pub const BACK: u8 = 1 << 4;
    pub const BACK_LEFT: u8 = 1 << 5;
    pub const LEFT: u8 = 1 << 6;
    pub const FORWARD_LEFT: u8 = 1 << 7;

    pub const DIAGONAL_FORWARD: Dirs = Dirs(Self::FORWARD_LEFT | Self::FORWARD_RIGHT);
    pub const DIAGONAL: Dirs = Dirs(Self::FORWARD_LEFT | Self::FORWARD_RIGHT | Self::BACK_LEFT | Self::BACK_RIGHT);
    pub const ORTHOGONAL_FORWARD_SIDEWAYS: Dirs = Dirs(Self::FORWARD | Self::LEFT | Self::RIGHT);
    pub const ORTHOGONAL: Dirs = Dirs(Self::FORWARD | Self::LEFT | Self::RIGHT | Self::BACK);
    pub const FORWARD_SIDEWAYS_DIAGONAL_FORWARD: Dirs =
        Dirs(Self::FORWARD | Self::LEFT | Self::RIGHT | Self::FORWARD_LEFT | Self::FORWARD_RIGHT);
    pub const GOTHIC_MAN_CAPTURE: Dirs = Self::FORWARD_SIDEWAYS_DIAGONAL_FORWARD;
    pub const ALL: Dirs = Dirs(0xFF);

    pub fn contains(self, relative: usize) -> bool {
        self.0 & (1 << relative) != 0
    }

    pub fn with(self, bits: u8) -> Dirs {
        Dirs(self.0 | bits)
    }
}

/// Which squares of the board are played on, in White's diagram (White at the bottom).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Squares {
    /// Dark squares, a1 (White's near left) dark.
    DarkNearLeft,
    /// Dark squares, the board turned so h1 (White's near right) is dark (Italian).
    DarkNearRight,
    /// Light squares, h1 light (Spanish): the same squares as `DarkNearRight`, drawn light.
    LightNearRight,
    /// Every square (Turkish, Armenian, Gothic).
    All,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Landing {
    /// A flying king lands on any empty square beyond the captured piece.
    Anywhere,
    /// A king lands on the square directly behind the captured piece (German).
    DirectlyBehind,
}

/// What happens to a man that reaches the far row in the middle of a capture.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MidCapturePromotion {
    /// It is crowned and the move ends there.
    CrownedMoveEnds,
    /// It is crowned at once and goes on capturing as a king.
    CrownedContinues,
    /// It stays a man while it can go on; crowned only if the sequence ends there.
    OnlyIfItEndsThere,
}

/// One step of the capture-choice law, compared in order (higher is preferred).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Criterion {
    /// Most pieces captured.
    Count,
    /// Highest total value, men and kings weighted.
    Value { man: i32, king: i32 },
    /// A capture by a king before one by a man.
    ByKing,
    /// Most kings captured.
    Kings,
    /// The first king captured as early in the sequence as possible (Italian).
    EarliestKing,
}

/// Material patterns for the endgame draw rules.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Material {
    /// One side has a lone king; the other has `min..=max` pieces with at least `kings` kings.
    AgainstLoneKing { min: u8, max: u8, kings: u8 },
    /// Both sides have a king and the board holds `min..=max` pieces in all.
    BothHaveKings { min: u8, max: u8 },
    /// Exactly one piece each.
    OnePieceEach,
}

/// A draw rule; limits are in moves of each side (plies / 2).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DrawRule {
    /// N moves each with no capture and no man moved.
    Quiet(u16),
    /// N moves each since the material (pieces and kings) last changed, in this material.
    Ending(Material, u16),
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Notation {
    /// Numeric PDN, square 1 the first playable square from the top-left of White's diagram.
    NumericTopLeft,
    /// Numeric PDN, square 1 at White's near right (Spanish).
    NumericBottomRight,
    /// Algebraic, a1 at White's near left.
    Algebraic,
}

/// One draughts game: every rule the generator and the referee need.
#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    pub id: &'static str,
    pub name_en: &'static str,
    pub name_ja: &'static str,
    pub size: usize,
    pub squares: Squares,
    /// Rows (from each player's side, 1 = nearest) holding men at the start.
    pub men_rows: (usize, usize),
    /// Which side index plays White (at the bottom of the diagram).
    pub white: Side,
    /// The side that moves first in the start position.
    pub starts: Side,
    pub man_steps: Dirs,
    pub man_captures: Dirs,
    pub king_steps: Dirs,
    pub king_captures: Dirs,
    pub king_moves_fly: bool,
    pub king_captures_fly: bool,
    pub king_landing: Landing,
    /// Captured pieces leave at once (and a piece may not reverse between two jumps).
    pub immediate_removal: bool,
    pub capture_choice: &'static [Criterion],
    pub mid_capture_promotion: MidCapturePromotion,
    pub men_capture_kings: bool,
    /// Capturing is optional but a missed capture is huffed (Malaysian).
    pub huffing: bool,
    /// Most consecutive non-capturing moves of one king while its side has men (0 = no limit).
    pub king_move_limit: u8,
    pub draw_rules: &'static [DrawRule],
    pub notation: Notation,
    /// The PDN GameType tag value ("" where the game has no code).
    pub game_type: &'static str,
    /// The evaluation's tuned weight set (eval_weights.rs); `None`: the hand-set one of
    /// the row's kings.
    pub eval_weights: Option<&'static EvalWeights>,
}

const FIRST: Side = Side::First;
const SECOND: Side = Side::Second;

const AMERICAN: Variant = Variant {
    id: "american",
    name_en: "American checkers",
    name_ja: "チェッカー（アメリカン）",
    size: 8,
    squares: Squares::DarkNearLeft,
    men_rows: (1, 3),
    white: SECOND,
    starts: FIRST,
    man_steps: Dirs::DIAGONAL_FORWARD,
    man_captures: Dirs::DIAGONAL_FORWARD,
    king_steps: Dirs::DIAGONAL,
    king_captures: Dirs::DIAGONAL,
    king_moves_fly: false,
    king_captures_fly: false,
    king_landing: Landing::Anywhere,
    immediate_removal: false,
    capture_choice: &[],
    mid_capture_promotion: MidCapturePromotion::CrownedMoveEnds,
    men_capture_kings: true,
    huffing: false,
    king_move_limit: 0,
    draw_rules: &[DrawRule::Quiet(40)],
    notation: Notation::NumericTopLeft,
    game_type: "21,B,8,8,N1,0",
    eval_weights: None,
};

const INTERNATIONAL_DRAWS: &[DrawRule] = &[
    DrawRule::Quiet(25),
    DrawRule::Ending(Material::AgainstLoneKing { min: 3, max: 3, kings: 1 }, 16),
    DrawRule::Ending(Material::AgainstLoneKing { min: 1, max: 2, kings: 1 }, 5),
];

const INTERNATIONAL: Variant = Variant {
    id: "international",
    name_en: "International draughts",
    name_ja: "インターナショナルドラフツ",
    size: 10,
    men_rows: (1, 4),
    white: FIRST,
    starts: FIRST,
    man_captures: Dirs::DIAGONAL,
    king_moves_fly: true,
    king_captures_fly: true,
    capture_choice: &[Criterion::Count],
    mid_capture_promotion: MidCapturePromotion::OnlyIfItEndsThere,
    draw_rules: INTERNATIONAL_DRAWS,
    notation: Notation::NumericTopLeft,
    game_type: "20,W,10,10,N2,0",
    eval_weights: Some(&eval_tuned::INTERNATIONAL),
    ..AMERICAN
};

const RUSSIAN_DRAWS: &[DrawRule] = &[
    DrawRule::Quiet(15),
    DrawRule::Ending(Material::AgainstLoneKing { min: 3, max: 12, kings: 3 }, 15),
    DrawRule::Ending(Material::BothHaveKings { min: 4, max: 5 }, 30),
    DrawRule::Ending(Material::BothHaveKings { min: 6, max: 7 }, 60),
];

const RUSSIAN: Variant = Variant {
    id: "russian",
    name_en: "Russian draughts",
    name_ja: "ロシアンチェッカー",
    white: FIRST,
    starts: FIRST,
    man_captures: Dirs::DIAGONAL,
    king_moves_fly: true,
    king_captures_fly: true,
    mid_capture_promotion: MidCapturePromotion::CrownedContinues,
    draw_rules: RUSSIAN_DRAWS,
    notation: Notation::Algebraic,
    game_type: "25,W,8,8,A0,0",
    eval_weights: Some(&eval_tuned::RUSSIAN),
    ..AMERICAN
};

const GERMAN: Variant = Variant {
    id: "german",
    name_en: "German draughts (Dame)",
    name_ja: "ジャーマンチェッカー",
    king_moves_fly: true,
    king_captures_fly: true,
    king_landing: Landing::DirectlyBehind,
    game_type: "",
    eval_weights: Some(&eval_tuned::GERMAN),
    ..AMERICAN
};

const POOL: Variant = Variant {
    id: "pool",
    name_en: "Pool checkers",
    name_ja: "プールチェッカー",
    man_captures: Dirs::DIAGONAL,
    king_moves_fly: true,
    king_captures_fly: true,
    mid_capture_promotion: MidCapturePromotion::OnlyIfItEndsThere,
    game_type: "23,B,8,8,N1,0",
    eval_weights: Some(&eval_tuned::POOL),
    ..AMERICAN
};

const BRAZILIAN: Variant = Variant {
    id: "brazilian",
    name_en: "Brazilian draughts",
    name_ja: "ブラジリアンチェッカー",
    capture_choice: &[Criterion::Count],
    mid_capture_promotion: MidCapturePromotion::OnlyIfItEndsThere,
    game_type: "26,W,8,8,A0,0",
    eval_weights: Some(&eval_tuned::BRAZILIAN),
    ..RUSSIAN
};

const KINGS_ONLY_40: &[DrawRule] = &[DrawRule::Quiet(40)];

const SPANISH: Variant = Variant {
    id: "spanish",
    name_en: "Spanish draughts",
    name_ja: "スパニッシュチェッカー",
    squares: Squares::LightNearRight,
    white: FIRST,
    starts: FIRST,
    king_moves_fly: true,
    king_captures_fly: true,
    capture_choice: &[Criterion::Count, Criterion::Kings],
    draw_rules: KINGS_ONLY_40,
    notation: Notation::NumericBottomRight,
    game_type: "24,W,8,8,N1,1",
    eval_weights: Some(&eval_tuned::SPANISH),
    ..AMERICAN
};

const ITALIAN: Variant = Variant {
    id: "italian",
    name_en: "Italian draughts",
    name_ja: "イタリアンチェッカー",
    squares: Squares::DarkNearRight,
    white: FIRST,
    starts: FIRST,
    capture_choice: &[Criterion::Count, Criterion::ByKing, Criterion::Kings, Criterion::EarliestKing],
    men_capture_kings: false,
    draw_rules: KINGS_ONLY_40,
    game_type: "22,W,8,8,N2,1",
    ..AMERICAN
};

const CZECH: Variant = Variant {
    id: "czech",
    name_en: "Czech draughts",
    name_ja: "チェコチェッカー",
    white: FIRST,
    starts: FIRST,
    king_moves_fly: true,
    king_captures_fly: true,
    capture_choice: &[Criterion::ByKing],
    draw_rules: &[DrawRule::Quiet(15)],
    notation: Notation::Algebraic,
    game_type: "29,W,8,8,A0,0",
    // German's tuned set (8x8, flying kings, men capturing forward only, as here):
    // +67 [+26, +110] over the hand-set weights, above Czech's own tuned sets (docs/journal/2026-11-25-strength-tuning.md).
    eval_weights: Some(&eval_tuned::GERMAN),
    ..AMERICAN
};

const TURKISH_DRAWS: &[DrawRule] = &[DrawRule::Ending(Material::OnePieceEach, 0), DrawRule::Quiet(50)];

const TURKISH: Variant = Variant {
    id: "turkish",
    name_en: "Turkish draughts (Dama)",
    name_ja: "ターキッシュチェッカー",
    squares: Squares::All,
    men_rows: (2, 3),
    white: FIRST,
    starts: FIRST,
    man_steps: Dirs::ORTHOGONAL_FORWARD_SIDEWAYS,
    man_captures: Dirs::ORTHOGONAL_FORWARD_SIDEWAYS,
    king_steps: Dirs::ORTHOGONAL,
    king_captures: Dirs::ORTHOGONAL,
    king_moves_fly: true,
    king_captures_fly: true,
    immediate_removal: true,
    capture_choice: &[Criterion::Count],
    mid_capture_promotion: MidCapturePromotion::OnlyIfItEndsThere,
    draw_rules: TURKISH_DRAWS,
    notation: Notation::Algebraic,
    game_type: "30,W,8,8,A0,0",
    ..AMERICAN
};

const ARMENIAN: Variant = Variant {
    id: "armenian",
    name_en: "Armenian draughts (Tama)",
    name_ja: "アルメニアンチェッカー",
    man_steps: Dirs::FORWARD_SIDEWAYS_DIAGONAL_FORWARD,
    king_steps: Dirs::ALL,
    mid_capture_promotion: MidCapturePromotion::CrownedContinues,
    game_type: "",
    eval_weights: Some(&eval_tuned::ARMENIAN),
    ..TURKISH
};

const GOTHIC: Variant = Variant {
    id: "gothic",
    name_en: "Gothic draughts",
    name_ja: "ゴシックチェッカー",
    squares: Squares::All,
    men_rows: (1, 2),
    white: FIRST,
    starts: FIRST,
    man_captures: Dirs::GOTHIC_MAN_CAPTURE,
    king_steps: Dirs::ALL,
    king_captures: Dirs::ALL,
    notation: Notation::Algebraic,
    game_type: "",
    eval_weights: Some(&eval_tuned::GOTHIC),
    ..AMERICAN
};

const FRISIAN_DRAWS: &[DrawRule] = &[
    DrawRule::Ending(Material::AgainstLoneKing { min: 1, max: 1, kings: 1 }, 2),
    DrawRule::Ending(Material::AgainstLoneKing { min: 2, max: 2, kings: 2 }, 7),
    DrawRule::Quiet(25),
    DrawRule::Ending(Material::AgainstLoneKing { min: 3, max: 3, kings: 1 }, 16),
    DrawRule::Ending(Material::AgainstLoneKing { min: 1, max: 2, kings: 1 }, 5),
];

/// Frisian values: man 1, king 1.5 (doubled to stay in integers).
const FRISIAN_VALUE: Criterion = Criterion::Value { man: 2, king: 3 };
/// The value rule lidraughts uses: man 100, king 199.
const LIDRAUGHTS_VALUE: Criterion = Criterion::Value { man: 100, king: 199 };

const FRISIAN: Variant = Variant {
    id: "frisian",
    name_en: "Frisian draughts",
    name_ja: "フリジアンチェッカー",
    man_captures: Dirs::ALL,
    king_steps: Dirs::DIAGONAL,
    king_captures: Dirs::ALL,
    capture_choice: &[FRISIAN_VALUE, Criterion::ByKing],
    king_move_limit: 3,
    draw_rules: FRISIAN_DRAWS,
    game_type: "40,W,10,10,N2,0",
    eval_weights: Some(&eval_tuned::FRISIAN),
    ..INTERNATIONAL
};

const CANADIAN: Variant = Variant {
    id: "canadian",
    name_en: "Canadian draughts",
    name_ja: "カナディアンチェッカー",
    size: 12,
    men_rows: (1, 5),
    game_type: "27,W,12,12,N2,0",
    eval_weights: None,
    ..INTERNATIONAL
};

const MALAYSIAN: Variant = Variant {
    id: "malaysian",
    name_en: "Malaysian draughts (Dam Haji)",
    name_ja: "マレーシアンチェッカー",
    capture_choice: &[Criterion::Count, Criterion::ByKing],
    huffing: true,
    game_type: "",
    ..CANADIAN
};

/// Every draughts game, in catalog order.
pub const VARIANTS: [Variant; 15] = [
    AMERICAN,
    INTERNATIONAL,
    GERMAN,
    POOL,
    RUSSIAN,
    BRAZILIAN,
    SPANISH,
    ITALIAN,
    CZECH,
    TURKISH,
    ARMENIAN,
    GOTHIC,
    FRISIAN,
    CANADIAN,
    MALAYSIAN,
];

/// The rule options each game accepts (docs/rules.md).
pub fn options(id: &str) -> Vec<OptionInfo> {
    match id {
        "german" => vec![OptionInfo::flag("menCaptureBackward"), OptionInfo::flag("kingLandsAnywhere")],
        "turkish" => vec![OptionInfo::flag("menCaptureBackward"), OptionInfo::flag("promoteMidCapture")],
        "armenian" => vec![OptionInfo::flag("menCaptureBackward")],
        "gothic" => vec![OptionInfo::flag("flyingKings")],
        "frisian" => vec![OptionInfo::choice("kingValue", &["standard", "lidraughts"], "standard")],
        "malaysian" => vec![OptionInfo::numbers("board", &[12, 8], 12), OptionInfo::choice("first", &["white", "black"], "white")],
        _ => Vec::new(),
    }
}

impl Variant {
    /// The row for `id` with the resolved options applied.
    pub fn with_options(id: &str, opts: &Resolved) -> Option<Variant> {
        let mut v = VARIANTS.iter().find(|v| v.id == id)?.clone();
        if opts.flag("menCaptureBackward") {
            v.man_captures = v.man_captures.with(if v.squares == Squares::All { Dirs::BACK } else { Dirs::BACK_LEFT | Dirs::BACK_RIGHT });
        }
        if opts.flag("kingLandsAnywhere") {
            v.king_landing = Landing::Anywhere;
        }
        if opts.flag("promoteMidCapture") {
            v.mid_capture_promotion = MidCapturePromotion::CrownedContinues;
        }
        if opts.flag("flyingKings") {
            v.king_moves_fly = true;
            v.king_captures_fly = true;
        }
        if opts.text("kingValue") == "lidraughts" {
            v.capture_choice = &[LIDRAUGHTS_VALUE, Criterion::ByKing];
        }
        if opts.int("board") == 8 {
            v.size = 8;
            v.men_rows = (1, 3);
            // A tuned weight set fits the board it was tuned on only.
            v.eval_weights = None;
        }
        if opts.text("first") == "black" {
            v.starts = v.white.other();
        }
        Some(v)
    }
}
