//! Piece kinds, their promotion, and their names (USI letters, kanji).

/// Kinds 0..=6 are also the hand indexes (P L N S B R G).
pub const PAWN: u8 = 0;
pub const LANCE: u8 = 1;
pub const KNIGHT: u8 = 2;
pub const SILVER: u8 = 3;
pub const BISHOP: u8 = 4;
pub const ROOK: u8 = 5;
pub const GOLD: u8 = 6;
pub const KING: u8 = 7;
pub const PRO_PAWN: u8 = 8;
pub const PRO_LANCE: u8 = 9;
pub const PRO_KNIGHT: u8 = 10;
pub const PRO_SILVER: u8 = 11;
pub const HORSE: u8 = 12;
pub const DRAGON: u8 = 13;
pub const KINDS: usize = 14;
pub const HAND_KINDS: usize = 7;

/// A cell's content: 0 empty, else `1 + kind + 16 * side`.
pub const EMPTY: u8 = 0;

#[inline]
pub const fn piece(side: usize, kind: u8) -> u8 {
    1 + kind + 16 * side as u8
}

#[inline]
pub const fn kind_of(p: u8) -> u8 {
    (p & 15) - 1
}

#[inline]
pub const fn side_of(p: u8) -> usize {
    (p >> 4) as usize
}

/// Pawn, lance, knight, silver, bishop and rook promote (gold and king do not).
#[inline]
pub const fn can_promote(kind: u8) -> bool {
    kind <= ROOK
}

#[inline]
pub const fn promoted(kind: u8) -> u8 {
    kind + 8
}

pub const fn is_promoted(kind: u8) -> bool {
    kind >= PRO_PAWN
}

/// The kind a captured piece becomes in hand.
#[inline]
pub const fn unpromoted(kind: u8) -> u8 {
    if kind >= PRO_PAWN {
        kind - 8
    } else {
        kind
    }
}

/// USI/SFEN letters (Sente's, upper case), promoted ones with "+".
pub const USI: [&str; KINDS] = ["P", "L", "N", "S", "B", "R", "G", "K", "+P", "+L", "+N", "+S", "+B", "+R"];

/// Names as KIF and the Japanese notation write them. Both kings are 玉 in notation;
/// 龍 (not 竜) as Kifu for JS and KIF files write it.
pub const KANJI: [&str; KINDS] = ["歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "成香", "成桂", "成銀", "馬", "龍"];

/// One-character names used in BOD diagrams (杏 圭 全 for the promoted lance, knight, silver).
pub const BOD_KANJI: [&str; KINDS] = ["歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"];

/// The order pieces in hand are listed in (飛角金銀桂香歩).
pub const HAND_ORDER: [u8; HAND_KINDS] = [ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN];

/// How many of each unpromoted kind a set holds (both sides together).
pub const SET_COUNT: [u32; 8] = [18, 4, 4, 4, 2, 2, 4, 2];

/// The kind named by a USI letter (either case), unpromoted.
pub fn from_usi_letter(c: char) -> Option<u8> {
    Some(match c.to_ascii_uppercase() {
        'P' => PAWN,
        'L' => LANCE,
        'N' => KNIGHT,
        'S' => SILVER,
        'B' => BISHOP,
        'R' => ROOK,
        'G' => GOLD,
        'K' => KING,
        _ => return None,
    })
}

/// The kind named by kanji (one or two characters; 竜/龍, 王/玉, 杏/圭/全 accepted).
pub fn from_kanji(name: &str) -> Option<u8> {
    Some(match name {
        "歩" => PAWN,
        "香" => LANCE,
        "桂" => KNIGHT,
        "銀" => SILVER,
        "角" => BISHOP,
        "飛" => ROOK,
        "金" => GOLD,
        "玉" | "王" => KING,
        "と" => PRO_PAWN,
        "成香" | "杏" => PRO_LANCE,
        "成桂" | "圭" => PRO_KNIGHT,
        "成銀" | "全" => PRO_SILVER,
        "馬" => HORSE,
        "龍" | "竜" => DRAGON,
        _ => return None,
    })
}

/// The piece named at `chars[i..]` (a two-kanji name such as 成銀 first, then one kanji)
/// and how many characters the name takes: for the KIF and KI2 move readers.
pub fn kanji_at(chars: &[char], i: usize) -> Option<(u8, usize)> {
    let name = |n: usize| -> Option<String> { (chars.len() >= i + n).then(|| chars[i..i + n].iter().collect()) };
    name(2).and_then(|two| from_kanji(&two)).map(|k| (k, 2)).or_else(|| name(1).and_then(|one| from_kanji(&one)).map(|k| (k, 1)))
}

/// Kanji numerals for ranks and hand counts (一..十八).
pub const RANK_KANJI: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// A count written in kanji (1..=18), as BOD hands write it.
pub fn count_kanji(n: u32) -> String {
    match n {
        0 => String::new(),
        1..=9 => RANK_KANJI[n as usize - 1].to_string(),
        10 => "十".to_string(),
        _ => format!("十{}", RANK_KANJI[(n - 11) as usize]),
    }
}

/// Reads a kanji count (一..十八); `None` when the text is not one.
pub fn parse_count_kanji(text: &str) -> Option<u32> {
    let mut total = 0;
    let mut chars = text.chars().peekable();
    if chars.peek() == Some(&'十') {
        chars.next();
        total = 10;
    }
    match chars.next() {
        None if total > 0 => Some(total),
        None => None,
        Some(c) => {
            let d = RANK_KANJI.iter().position(|k| *k == c)? as u32 + 1;
            chars.next().is_none().then_some(total + d)
        }
    }
}
