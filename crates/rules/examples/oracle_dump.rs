//! Seeded random games for the Fairy-Stockfish oracle (`tests/oracle/`):
//!
//! `oracle_dump <game> <positions> <seed>`
//!
//! Plays random games of `<game>` from its start until `<positions>` positions have
//! been printed, one line each:
//!
//! `<FEN before the last move or -> | <last move or -> | <FEN> | <legal moves, UCI, space-separated> | <verdict>`
//!
//! The verdict is `-` while the game goes on, else `<white|black|draw> <reason>` by
//! the rules that end a game at once from the position alone. Moves are random, with
//! a capture chosen half the time when there is one (to reach endings sooner); a game
//! stops at its end or after 400 plies. The random numbers live here, never in the
//! rules crate.

use sjakkboks_rules::{GameId, Position};
use std::io::{BufWriter, Write};
use std::process::ExitCode;

/// xorshift64*: small, seeded, the same everywhere.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

fn run(game: GameId, positions: usize, seed: u64) -> std::io::Result<()> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut printed = 0;
    while printed < positions {
        let mut pos = Position::start(game);
        let mut last: Option<(String, String)> = None;
        for _ply in 0..400 {
            let legal = pos.legal_moves();
            let verdict = match pos.outcome_with(&legal) {
                None => "-".to_string(),
                Some(o) => {
                    let who = o.winner.map_or("draw", |c| c.name());
                    let reason = kebab(&format!("{:?}", o.reason));
                    format!("{who} {reason}")
                }
            };
            let (pfen, lastmove) = last.clone().unwrap_or(("-".into(), "-".into()));
            let moves: Vec<String> = legal.iter().map(|m| m.to_uci(pos.topology())).collect();
            writeln!(
                out,
                "{pfen}|{lastmove}|{}|{}|{verdict}",
                pos.to_fen(),
                moves.join(" ")
            )?;
            printed += 1;
            if verdict != "-" || printed >= positions {
                break;
            }
            let captures: Vec<_> = legal.iter().filter(|m| pos.is_capture(m)).collect();
            let mv = if !captures.is_empty() && rng.below(2) == 0 {
                *captures[rng.below(captures.len())]
            } else {
                legal[rng.below(legal.len())]
            };
            last = Some((pos.to_fen(), mv.to_uci(pos.topology())));
            pos = pos.after(&mv);
        }
    }
    out.flush()
}

/// `SeventyFiveMoves` -> `seventy-five-moves`.
fn kebab(debug: &str) -> String {
    let mut s = String::new();
    for (i, c) in debug.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            s.push('-');
        }
        s.push(c.to_ascii_lowercase());
    }
    s
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match args.as_slice() {
        [game, n, seed] => GameId::from_id(game)
            .zip(n.parse().ok())
            .zip(seed.parse().ok()),
        _ => None,
    };
    let Some(((game, n), seed)) = parsed else {
        eprintln!("usage: oracle_dump <game> <positions> <seed>");
        return ExitCode::from(2);
    };
    match run(game, n, seed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("oracle_dump: {e}");
            ExitCode::from(1)
        }
    }
}
