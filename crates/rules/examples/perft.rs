//! Perft from the command line, for checks outside the crate:
//!
//! `perft <game> <depth> [--fen "<FEN>"] [--moves "<uci> <uci> ..."] [--divide]`
//!
//! For `three-player`, `--fen` takes the round board's position text (see the
//! `fen_round` module of the crate).
//!
//! With `--divide` it prints `<uci> <count>` per root move. The last line is always
//! `nodes <N>`. Bad arguments or an illegal move: one line on stderr, exit code 2.

use sjakkboks_rules::{perft, GameId, Position};
use std::process::ExitCode;

struct Args {
    game: GameId,
    depth: u32,
    fen: Option<String>,
    moves: Vec<String>,
    divide: bool,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let game = args
        .next()
        .ok_or("usage: perft <game> <depth> [--fen FEN] [--moves \"...\"] [--divide]")?;
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
    };
    while let Some(flag) = args.next() {
        match flag.as_str() {
            "--fen" => parsed.fen = Some(args.next().ok_or("--fen needs a value")?),
            "--moves" => {
                let list = args.next().ok_or("--moves needs a value")?;
                parsed.moves = list.split_whitespace().map(str::to_string).collect();
            }
            "--divide" => parsed.divide = true,
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(parsed)
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
    let total = if args.divide && args.depth > 0 {
        let moves = if pos.outcome().is_some() {
            Vec::new()
        } else {
            pos.legal_moves()
        };
        let mut total = 0;
        for mv in moves {
            let n = perft(&pos.after(&mv), args.depth - 1);
            println!("{} {n}", mv.to_uci(pos.topology()));
            total += n;
        }
        total
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
