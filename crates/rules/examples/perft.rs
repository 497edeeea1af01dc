//! Perft from the command line, for checks outside the crate:
//!
//! `perft <game> <depth> [--fen "<FEN>"] [--moves "<uci> <uci> ..."] [--divide] [--roll <1-6>]`
//!
//! For `three-player`, `--fen` takes the round board's position text (see the
//! `fen_round` module of the crate).
//!
//! With `--divide` it prints `<uci> <count>` per root move. The last line is always
//! `nodes <N>`. Dice chess needs `--roll`: the root's moves are those of the rolled
//! kind, deeper plies are plain chess. Bad arguments or an illegal move: one line on
//! stderr, exit code 2.

use sjakkboks_rules::{perft, perft_divide, GameId, Kind, Position};
use std::process::ExitCode;

struct Args {
    game: GameId,
    depth: u32,
    fen: Option<String>,
    moves: Vec<String>,
    divide: bool,
    roll: Option<u8>,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let game = args
        .next()
        .ok_or("usage: perft <game> <depth> [--fen FEN] [--moves \"...\"] [--divide] [--roll N]")?;
    let game = GameId::from_id(&game).ok_or_else(|| format!("unknown game '{game}'"))?;
    let depth = args.next().ok_or("missing depth")?;
    let depth = depth
        .parse()
        .map_err(|_| format!("depth '{depth}' is not a number"))?;
    let mut parsed = Args {
        game,
        depth,
        fen: None,
        moves: Vec::new(),
        divide: false,
        roll: None,
    };
    while let Some(flag) = args.next() {
        match flag.as_str() {
            "--fen" => parsed.fen = Some(args.next().ok_or("--fen needs a value")?),
            "--moves" => {
                let list = args.next().ok_or("--moves needs a value")?;
                parsed.moves = list.split_whitespace().map(str::to_string).collect();
            }
            "--divide" => parsed.divide = true,
            "--roll" => {
                let face = args.next().ok_or("--roll needs a value")?;
                parsed.roll = Some(
                    face.parse()
                        .ok()
                        .filter(|f| Kind::for_roll(*f).is_some())
                        .ok_or_else(|| format!("--roll '{face}' is not a die face (1-6)"))?,
                );
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    match (parsed.game.rules().dice, parsed.roll) {
        (true, None) => Err(format!(
            "{} needs --roll <1-6> (the die decides the root's moves)",
            parsed.game.as_str()
        )),
        (false, Some(_)) => Err(format!("{} has no dice: --roll", parsed.game.as_str())),
        _ => Ok(parsed),
    }
}

fn run(args: Args) -> Result<(), String> {
    let mut pos = match &args.fen {
        Some(fen) => Position::from_fen(args.game, fen).map_err(|e| format!("bad FEN: {e}"))?,
        None => Position::start(args.game),
    };
    for text in &args.moves {
        let mv = pos.parse_uci(text).map_err(|e| format!("--moves: {e}"))?;
        pos = pos.after(&mv).settled();
    }
    pos = pos.settled();
    let total = if (args.divide || args.roll.is_some()) && args.depth > 0 {
        let split = perft_divide(&pos, args.depth, args.roll);
        if args.divide {
            for (mv, n) in &split {
                println!("{} {n}", mv.to_uci(pos.topology()));
            }
        }
        split.iter().map(|(_, n)| n).sum()
    } else {
        perft(&pos, args.depth)
    };
    println!("nodes {total}");
    Ok(())
}

fn main() -> ExitCode {
    match parse_args(std::env::args().skip(1)).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("perft: {e}");
            ExitCode::from(2)
        }
    }
}
