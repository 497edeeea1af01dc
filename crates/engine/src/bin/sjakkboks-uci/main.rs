//! `sjakkboks-uci`: the engine as a UCI program, for all six games.
//!
//! Options: `UCI_Variant` (standard, antichess, chess-attack, pawn-race, dice,
//! three-player), `Level` (1-8), `Hash` (MB), `Seed` (the noise of levels below 8),
//! `ThreePlayerSearch` (paranoid or best-reply).
//! Dice chess: `go roll <1-6>` gives this turn's face; a pass stands in `moves` as
//! `0000`, and `bestmove 0000` answers a face with no move. The round board's moves use
//! the rules crate's cell names (`e2e4`).

mod commands;
mod session;

use std::io::BufRead;

fn main() {
    let mut session = session::Session::new();
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        match commands::parse(&line) {
            Ok(commands::Command::Quit) => break,
            Ok(command) => session.run(command),
            Err(e) => println!("info string {e}"),
        }
    }
    session.finish();
}
