//! The puzzle generator: plays games of its own (engine against engine at mixed
//! levels, after random opening plies) and keeps the positions where, after one side's
//! move, the other side has a decisive line that only one move starts.
//!
//! ```text
//! cargo run --release -p sjakkboks-engine --example puzzler -- \
//!     --game standard --count 500 --seed 1 --out web/puzzles/standard.csv
//! ```
//!
//! Options: `--judge-nodes N` (the judging search's budget, level 8's 2,000,000 by
//! default), `--precheck-nodes N` (the pre-check of a candidate's first move, 1/16 of
//! the judging budget; 0 for none), `--screen-nodes N` (the search that screens every
//! position, 15,000),
//! `--scale N` (the games' levels search 1/N of their budgets, 8), `--minutes N` (stop
//! after N minutes with what was found). The run is the same for the same options.
//! `--game G --retag FILE` instead tags the puzzles of FILE again (`puzzler/retag.rs`);
//! `--game G --rejudge FILE` judges every solver move of FILE again at the judging
//! search and keeps the puzzles that pass (`puzzler/rejudge.rs`); `--game G --rerate
//! FILE` rates them again (`puzzler/retag.rs`).
//!
//! Writes lichess's puzzle CSV, `PuzzleId,FEN,Moves,Rating,Themes` (dice chess adds
//! `Rolls`, one face per move), to `--out` or standard output, a line as soon as a
//! puzzle is found; progress goes to standard error, and at the end why candidates
//! were turned down and the time of each stage (`puzzler/tally.rs`). How a position is judged:
//! `puzzler/cook.rs`; themes: `puzzler/themes.rs`; the rating: `puzzler/rating.rs`.

mod cook;
mod csv;
mod line;
mod rating;
mod rejudge;
mod retag;
mod selfplay;
mod tally;
mod themes;

#[path = "../common/flags.rs"]
mod flags;

use cook::{Cook, Found};
use sjakkboks_engine::{winning_chances, Rng};
use sjakkboks_rules::{Game, GameId};
use std::collections::HashSet;
use std::io::Write;
use std::time::Instant;
use tally::{Reject, Stage, Tally};

/// The command line.
struct Options {
    game: GameId,
    count: usize,
    seed: u64,
    out: Option<String>,
    judge_nodes: u64,
    /// `None`: 1/16 of the judging budget.
    precheck_nodes: Option<u64>,
    screen_nodes: u64,
    scale: u64,
    minutes: Option<u64>,
    /// A puzzle file to tag again instead of generating.
    retag: Option<String>,
    /// A puzzle file to judge again instead of generating.
    rejudge: Option<String>,
    /// A puzzle file to rate again instead of generating.
    rerate: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        game: GameId::Standard,
        count: 100,
        seed: 1,
        out: None,
        judge_nodes: 2_000_000,
        precheck_nodes: None,
        screen_nodes: 15_000,
        scale: 8,
        minutes: None,
        retag: None,
        rejudge: None,
        rerate: None,
    };
    flags::each_flag(|flag, value| {
        let num = || flags::number(flag, value);
        match flag {
            "--game" => o.game = GameId::from_id(value).ok_or(format!("no game '{value}'"))?,
            "--count" => o.count = num()? as usize,
            "--seed" => o.seed = num()?,
            "--out" => o.out = Some(value.to_string()),
            "--judge-nodes" => o.judge_nodes = num()?.max(1),
            "--precheck-nodes" => o.precheck_nodes = Some(num()?),
            "--screen-nodes" => o.screen_nodes = num()?.max(1),
            "--scale" => o.scale = num()?.max(1),
            "--minutes" => o.minutes = Some(num()?),
            "--retag" => o.retag = Some(value.to_string()),
            "--rejudge" => o.rejudge = Some(value.to_string()),
            "--rerate" => o.rerate = Some(value.to_string()),
            _ => return Err(format!("unknown flag {flag}")),
        }
        Ok(())
    })?;
    Ok(o)
}

/// A puzzle's id: five letters and digits from a hash of its position and moves.
fn puzzle_id(text: &str) -> String {
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    // FNV-1a, 64 bits.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    (0..5)
        .map(|i| DIGITS[(h >> (i * 6)) as usize % DIGITS.len()] as char)
        .collect()
}

/// The highest rating of a one-move puzzle that does not end the game (lichess keeps
/// one-move puzzles for mates; we keep the very easy ones too: levels 1 and 2).
const ONE_MOVE_MAX_RATING: u32 = 800;

/// At most one puzzle in this many is a one-move gain (they are many and all easy).
const ONE_MOVE_SHARE: usize = 4;

/// The CSV line of a puzzle and whether it is a one-move gain; `None` for a one-move
/// gain that is not very easy, or not `one_move_welcome` (over its share: told before
/// the rating is worked out, which costs searches). Its rating's time goes to `tally`.
fn csv_line(
    found: &Found,
    seed: u64,
    one_move_welcome: bool,
    tally: &mut Tally,
) -> Option<(String, bool)> {
    let topo = found.start.topology();
    let plies = std::iter::once(&found.setup).chain(&found.line);
    let moves: Vec<String> = plies.clone().map(|p| p.mv.to_uci(topo)).collect();
    let fen = found.start.position().to_fen();
    let mut after = found.start.clone();
    line::play(&mut after, found.setup);
    let crushing = winning_chances(found.start.id(), found.score) >= cook::CRUSHING;
    let themes = themes::tag(&after, &found.line, crushing);
    let ends = themes
        .iter()
        .any(|t| t.starts_with("mateIn") || t.starts_with("winIn"));
    let one_move_gain = found.line.len() == 1 && !ends;
    if one_move_gain && !one_move_welcome {
        tally.reject(Reject::OneMoveShare);
        return None;
    }
    let cap = if one_move_gain {
        ONE_MOVE_MAX_RATING
    } else {
        u32::MAX
    };
    let since = Instant::now();
    let rating = rating::rating(&after, &found.line, seed, cap);
    tally.spent(Stage::Rate, since);
    let Some(rating) = rating else {
        tally.reject(Reject::OneMoveHard);
        return None;
    };
    let themes = themes.join(" ");
    let moves = moves.join(" ");
    let id = puzzle_id(&format!("{fen} {moves}"));
    let mut text = format!("{id},{},{moves},{rating},{themes}", csv::field(&fen));
    if found.start.id().rules().dice {
        let rolls: Vec<String> = plies.map(|p| p.roll.unwrap_or(0).to_string()).collect();
        text = format!("{text},{}", rolls.join(" "));
    }
    Some((text, one_move_gain))
}

/// A position's placement and side to move (its FEN without the other fields): two
/// puzzles from the same placement are the same position.
fn placement(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

/// The CSV header for `game`.
fn header(game: GameId) -> &'static str {
    if game.rules().dice {
        "PuzzleId,FEN,Moves,Rating,Themes,Rolls"
    } else {
        "PuzzleId,FEN,Moves,Rating,Themes"
    }
}

/// Prints the puzzle file at `path` as `redo` makes it again, or the error and exits.
fn redo_file(path: &str, redo: impl FnOnce(&str) -> Result<String, retag::RetagError>) {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string());
    match text.and_then(|t| redo(&t).map_err(|e| e.to_string())) {
        Ok(done) => print!("{done}"),
        Err(e) => {
            eprintln!("puzzler: {path}: {e}");
            std::process::exit(1);
        }
    }
}

fn main() {
    let o = options().unwrap_or_else(|e| {
        eprintln!("puzzler: {e}");
        std::process::exit(2);
    });
    let precheck_nodes = o.precheck_nodes.unwrap_or(o.judge_nodes / 16);
    let mut cook = Cook::new(o.game, o.screen_nodes, precheck_nodes, o.judge_nodes);
    if let Some(path) = &o.retag {
        redo_file(path, |text| retag::retag(o.game, text));
        return;
    }
    if let Some(path) = &o.rerate {
        redo_file(path, |text| retag::rerate(o.game, text));
        return;
    }
    if let Some(path) = &o.rejudge {
        redo_file(path, |text| rejudge::rejudge(&mut cook, o.game, text));
        return;
    }
    let mut out: Box<dyn Write> = match &o.out {
        Some(path) => Box::new(std::fs::File::create(path).unwrap_or_else(|e| {
            eprintln!("puzzler: {path}: {e}");
            std::process::exit(2);
        })),
        None => Box::new(std::io::stdout()),
    };
    let write = |out: &mut Box<dyn Write>, text: &str| {
        if let Err(e) = writeln!(out, "{text}").and_then(|_| out.flush()) {
            eprintln!("puzzler: {e}");
            std::process::exit(1);
        }
    };
    write(&mut out, header(o.game));
    let started = Instant::now();
    let mut rng = Rng::new(o.seed);
    let mut seen: HashSet<String> = HashSet::new();
    let (mut found, mut games, mut one_move_gains) = (0, 0, 0);
    let out_of_time = || {
        o.minutes
            .is_some_and(|m| started.elapsed().as_secs() >= m * 60)
    };
    while found < o.count && !out_of_time() {
        games += 1;
        cook.new_game();
        let mut game_rng = Rng::new(rng.next_u64());
        let mut judge_rng = Rng::new(game_rng.next_u64());
        // Puzzles from positions not used before.
        selfplay::play(
            o.game,
            &mut game_rng,
            o.scale,
            &mut |before: &Game, setup| {
                if out_of_time() {
                    return true;
                }
                // One more one-move gain would be over their share.
                let one_move_welcome = (one_move_gains + 1) * ONE_MOVE_SHARE <= found + 1;
                let Some(puzzle) = cook.examine(before, setup, one_move_welcome, &mut judge_rng)
                else {
                    return cook.decided();
                };
                let place = placement(&puzzle.start.position().to_fen());
                if seen.contains(&place) {
                    cook.tally.reject(Reject::SamePosition);
                    return false;
                }
                let seed = judge_rng.next_u64();
                let Some((text, one_move_gain)) =
                    csv_line(&puzzle, seed, one_move_welcome, &mut cook.tally)
                else {
                    return false;
                };
                one_move_gains += usize::from(one_move_gain);
                seen.insert(place);
                write(&mut out, &text);
                found += 1;
                found >= o.count
            },
        );
        eprintln!(
            "{games} games, {} candidates, {found} puzzles, {:.0} s",
            cook.candidates,
            started.elapsed().as_secs_f64()
        );
    }
    eprintln!(
        "{}: {found} puzzles from {games} games in {:.0} s ({:.1} puzzles a minute)",
        o.game.as_str(),
        started.elapsed().as_secs_f64(),
        found as f64 * 60.0 / started.elapsed().as_secs_f64().max(1.0)
    );
    eprintln!("{} candidates; {}", cook.candidates, cook.tally);
}
