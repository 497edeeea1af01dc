//! The UCI program driven through a pipe.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

/// A running `sjakkboks-uci` with its output read on a thread.
struct Uci {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sjakkboks-uci"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the UCI program starts");
        let input = child.stdin.take().expect("stdin");
        let output = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Uci {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, text: &str) {
        writeln!(self.input, "{text}").expect("write to the program");
        self.input.flush().expect("flush");
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| panic!("no '{prefix}' line; got {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// The move of the next `bestmove` line.
    fn bestmove(&mut self) -> (String, Vec<String>) {
        let lines = self.until("bestmove");
        let mv = lines.last().expect("a line")[9..]
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_string();
        (mv, lines)
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

#[test]
fn handshake_lists_the_variants_and_the_level() {
    let mut uci = Uci::start();
    uci.send("uci");
    let lines = uci.until("uciok");
    let variant = lines
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant type combo"))
        .expect("UCI_Variant option");
    for v in [
        "standard",
        "antichess",
        "chess-attack",
        "pawn-race",
        "dice",
        "three-player",
    ] {
        assert!(variant.contains(&format!("var {v}")), "{variant}");
    }
    assert!(lines.contains(&"option name Level type spin default 8 min 1 max 8".to_string()));
    uci.send("isready");
    uci.until("readyok");
}

#[test]
fn position_with_moves_and_go_depth() {
    let mut uci = Uci::start();
    uci.send("ucinewgame");
    uci.send("position startpos moves e2e4 e7e5 f1c4 b8c6 d1h5 g8f6");
    uci.send("go depth 3");
    let (mv, lines) = uci.bestmove();
    assert_eq!(mv, "h5f7");
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth 1 "))
        .expect("info");
    for word in ["score mate 1", "nodes", "nps", "pv h5f7"] {
        assert!(info.contains(word), "{info}");
    }
}

#[test]
fn go_movetime_answers_and_stop_ends_infinite() {
    let mut uci = Uci::start();
    uci.send("position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    uci.send("go movetime 200");
    let (mv, _) = uci.bestmove();
    assert_eq!(mv.len(), 4, "{mv}");
    uci.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    uci.send("isready");
    let mut lines = uci.until("readyok");
    uci.send("stop");
    let (mv, rest) = uci.bestmove();
    lines.extend(rest);
    assert_eq!(mv.len(), 4, "{mv}");
    assert!(lines.iter().any(|l| l.starts_with("info depth")));
}

#[test]
fn levels_and_variants_by_setoption() {
    let mut uci = Uci::start();
    uci.send("setoption name UCI_Variant value pawn-race");
    uci.send("setoption name Level value 1");
    uci.send("position startpos");
    uci.send("go");
    let (mv, _) = uci.bestmove();
    assert!(
        mv.ends_with('3') || mv.ends_with('4'),
        "a white pawn move: {mv}"
    );
    uci.send("setoption name UCI_Variant value chess-attack");
    uci.send("position startpos moves b2b3");
    uci.send("go nodes 500");
    let (mv, _) = uci.bestmove();
    assert_eq!(mv.len(), 4, "{mv}");
}

#[test]
fn dice_takes_the_roll_and_answers_0000_without_a_move() {
    let mut uci = Uci::start();
    uci.send("setoption name UCI_Variant value dice");
    let scholar = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1";
    uci.send(&format!("position fen {scholar}"));
    uci.send("go roll 2 depth 2");
    assert_eq!(uci.bestmove().0, "f3f7");
    // A one at the start: white's king cannot move.
    uci.send("position startpos");
    uci.send("go roll 1 depth 2");
    assert_eq!(uci.bestmove().0, "0000");
    // A pass in the moves list, then black to move with a knight.
    uci.send("position startpos moves e2e4 0000 g1f3");
    uci.send("go roll 4 depth 2");
    let (mv, _) = uci.bestmove();
    assert!(
        ["b8a6", "b8c6", "g8f6", "g8h6"].contains(&mv.as_str()),
        "{mv}"
    );
}

#[test]
fn three_player_moves_use_the_round_board_names() {
    let mut uci = Uci::start();
    uci.send("setoption name UCI_Variant value three-player");
    for search in ["paranoid", "best-reply"] {
        uci.send(&format!("setoption name ThreePlayerSearch value {search}"));
        uci.send("position startpos moves e2e4");
        uci.send("go nodes 3000");
        let (mv, _) = uci.bestmove();
        // Grey's turn: grey's pieces stand in sectors i-p.
        let sector = mv.chars().next().unwrap_or('?');
        assert!(('i'..='p').contains(&sector), "{mv}");
    }
}

#[test]
fn bad_input_is_reported_not_fatal() {
    let mut uci = Uci::start();
    uci.send("position fen not a fen");
    uci.send("position startpos moves e2e5");
    uci.send("go depth x");
    uci.send("setoption name Level value 99");
    uci.send("fly away");
    uci.send("isready");
    let lines = uci.until("readyok");
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string"))
            .count()
            >= 5,
        "{lines:?}"
    );
    uci.send("go depth 1");
    assert_eq!(uci.bestmove().0.len(), 4);
}
