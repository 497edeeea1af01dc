//! One search of a game record: a [`Request`] (the record, the seat, the level, limits,
//! a seed) in, an [`Answer`] (best move, score, depth, nodes, pv) out, through
//! [`think`], which the app's worker calls. Both are serde-serialisable (JSON, as the
//! tests below read them).

use crate::{level_limits, Engine, Score};
use serde::{Deserialize, Serialize};
use sjakkboks_rules::{Color, Game, GameRecord, Kind, RecordError};
use std::fmt;

/// Transposition-table size of [`think`], in MB (small enough for a phone's browser).
const TABLE_MB: usize = 8;

/// Search the game's current position for `seat`.
///
/// JSON, e.g.: `{"record":{"game":"standard","moves":["e2e4"]},"seat":"Black","level":5}`;
/// dice chess adds `"roll":4` unless the record's rolls already hold this turn's roll.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The game so far (start, moves, dice rolls).
    pub record: GameRecord,
    /// The player the engine moves for; it must be that player's turn.
    pub seat: Color,
    /// 1 (weakest) to 8 (strongest).
    pub level: u8,
    /// Dice chess: this turn's roll, when the record does not hold it yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roll: Option<u8>,
    /// A node budget below the level's, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// A depth limit below the level's, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// The seed of the level's noise (a different seed, a different game).
    #[serde(default)]
    pub seed: u64,
    /// Searches only this move at the root (move text), to score it: the game
    /// review scores the move played against the best.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only: Option<String>,
}

impl Request {
    /// A request with the level's own limits and seed 0.
    pub fn new(record: GameRecord, seat: Color, level: u8) -> Request {
        Request {
            record,
            seat,
            level,
            roll: None,
            nodes: None,
            depth: None,
            seed: 0,
            only: None,
        }
    }
}

/// The engine's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The move to play as UCI-style text (`e2e4`, `e7e8q`; the round board's own
    /// cell names), or `None` when the rolled face allows no move (dice chess: the
    /// turn passes).
    pub best: Option<String>,
    /// The score for `seat`.
    pub score: Score,
    /// The depth of the last finished iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation, as move text.
    pub pv: Vec<String>,
}

/// Why a request could not be answered.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineError {
    /// The record does not replay.
    Record(RecordError),
    /// The game is already over.
    GameOver,
    /// It is not the seat's turn.
    NotYourTurn(Color),
    /// Dice chess: no roll for this turn (neither in the record nor in the request).
    NeedsRoll,
    /// A die face outside 1-6.
    BadRoll(u8),
    /// The move to search alone is not legal here (its text).
    IllegalOnly(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Record(e) => write!(f, "the game record does not replay: {e}"),
            EngineError::GameOver => f.write_str("the game is over"),
            EngineError::NotYourTurn(c) => write!(f, "it is not {}'s turn", c.name()),
            EngineError::NeedsRoll => f.write_str("dice chess needs this turn's roll"),
            EngineError::BadRoll(n) => write!(f, "{n} is not a face of the die (1-6)"),
            EngineError::IllegalOnly(m) => write!(f, "{m} is not a legal move here"),
        }
    }
}

impl std::error::Error for EngineError {}

/// Answers `request`, polling `stop` every [`crate::POLL_NODES`] nodes (return `true`
/// to stop; the best move of the last finished iteration is played).
pub fn think(request: &Request, stop: &dyn Fn() -> bool) -> Result<Answer, EngineError> {
    let game = Game::from_record(&request.record).map_err(EngineError::Record)?;
    if game.outcome().is_some() {
        return Err(EngineError::GameOver);
    }
    let pos = game.position();
    if pos.turn() != request.seat {
        return Err(EngineError::NotYourTurn(request.seat));
    }
    let roll = if game.id().rules().dice {
        let face = game
            .pending_roll()
            .or(request.roll)
            .ok_or(EngineError::NeedsRoll)?;
        if Kind::for_roll(face).is_none() {
            return Err(EngineError::BadRoll(face));
        }
        Some(face)
    } else {
        None
    };
    let mut limits = level_limits(game.id(), request.level, request.seed);
    if let Some(n) = request.nodes {
        limits.nodes = limits.nodes.min(n.max(1));
    }
    if let Some(d) = request.depth {
        limits.depth = limits.depth.min(d.max(1));
    }
    if let Some(text) = &request.only {
        let mv = pos.parse_uci(text).ok().filter(|mv| {
            roll.is_none_or(|face| pos.piece_at(mv.from).map(|p| p.kind) == Kind::for_roll(face))
                && pos.legal_moves().contains(mv)
        });
        limits.only = Some(mv.ok_or_else(|| EngineError::IllegalOnly(text.clone()))?);
    }
    let positions = game.positions();
    let history = &positions[..positions.len() - 1];
    let mut engine = Engine::new(TABLE_MB);
    let found = engine.search(pos, history, roll, &limits, stop, &mut |_| {});
    let topo = game.topology();
    Ok(Answer {
        best: found.best.map(|m| m.to_uci(topo)),
        score: found.info.score,
        depth: found.info.depth,
        nodes: found.info.nodes,
        pv: found.info.pv.iter().map(|m| m.to_uci(topo)).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(json: &str) -> Request {
        serde_json::from_str(json).expect("a request")
    }

    #[test]
    fn a_json_request_gets_a_legal_answer() {
        let r = request(
            r#"{"record":{"game":"standard","moves":["e2e4"]},"seat":"Black","level":5,"seed":7}"#,
        );
        let answer = think(&r, &|| false).unwrap();
        let mut game = Game::from_record(&r.record).unwrap();
        game.play_uci(answer.best.as_deref().unwrap()).unwrap();
        let text = serde_json::to_string(&answer).unwrap();
        assert!(text.starts_with(r#"{"best":""#), "{text}");
    }

    #[test]
    fn dice_takes_the_roll_from_the_record_or_the_request() {
        // The record holds white's roll of a knight.
        let r = request(
            r#"{"record":{"game":"dice","moves":[],"rolls":[4]},"seat":"White","level":3}"#,
        );
        let best = think(&r, &|| false).unwrap().best.unwrap();
        assert!(
            ["b1a3", "b1c3", "g1f3", "g1h3"].contains(&best.as_str()),
            "{best}"
        );
        let mut r = request(r#"{"record":{"game":"dice","moves":[]},"seat":"White","level":3}"#);
        assert_eq!(think(&r, &|| false), Err(EngineError::NeedsRoll));
        r.roll = Some(1);
        assert_eq!(
            think(&r, &|| false).unwrap().best,
            None,
            "the king cannot move"
        );
        r.roll = Some(9);
        assert_eq!(think(&r, &|| false), Err(EngineError::BadRoll(9)));
    }

    #[test]
    fn only_scores_the_move_given() {
        // After 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6, Qxf7 mates and Qxe5+ does not.
        let moves = r#"["e2e4","e7e5","d1h5","b8c6","f1c4","g8f6"]"#;
        let json = format!(
            r#"{{"record":{{"game":"standard","moves":{moves}}},"seat":"White","level":8,"nodes":50000}}"#
        );
        let mut r = request(&json);
        assert_eq!(think(&r, &|| false).unwrap().score, Score::Mate(1));
        r.only = Some("h5e5".into());
        let answer = think(&r, &|| false).unwrap();
        assert_eq!(answer.best.as_deref(), Some("h5e5"));
        assert!(matches!(answer.score, Score::Cp(_)), "{:?}", answer.score);
        assert_eq!(answer.pv.first().map(String::as_str), Some("h5e5"));
        r.only = Some("h5h8".into());
        assert_eq!(
            think(&r, &|| false),
            Err(EngineError::IllegalOnly("h5h8".into()))
        );
    }

    #[test]
    fn only_in_dice_chess_keeps_to_the_roll() {
        // White rolled a knight: a pawn move is not for this roll.
        let mut r = request(
            r#"{"record":{"game":"dice","moves":[],"rolls":[4]},"seat":"White","level":3,"only":"g1f3"}"#,
        );
        assert_eq!(think(&r, &|| false).unwrap().best.as_deref(), Some("g1f3"));
        r.only = Some("e2e4".into());
        assert!(matches!(
            think(&r, &|| false),
            Err(EngineError::IllegalOnly(_))
        ));
    }

    #[test]
    fn bad_requests_are_errors() {
        let r =
            request(r#"{"record":{"game":"standard","moves":["e2e4"]},"seat":"White","level":8}"#);
        assert_eq!(
            think(&r, &|| false),
            Err(EngineError::NotYourTurn(Color::White))
        );
        let r =
            request(r#"{"record":{"game":"standard","moves":["e2e5"]},"seat":"White","level":8}"#);
        assert!(matches!(think(&r, &|| false), Err(EngineError::Record(_))));
        let mate = r#"{"record":{"game":"standard","moves":["f2f3","e7e5","g2g4","d8h4"]},"seat":"White","level":8}"#;
        assert_eq!(think(&request(mate), &|| false), Err(EngineError::GameOver));
        assert_eq!(
            EngineError::NeedsRoll.to_string(),
            "dice chess needs this turn's roll"
        );
    }
}
