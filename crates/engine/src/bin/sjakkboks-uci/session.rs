//! The program's state between commands and the search thread.

use crate::commands::{self, Command, Go, Start};
use sjakkboks_engine::{level_limits, Engine, Info, Limits, MAX_LEVEL};
use sjakkboks_rules::{GameId, Move, Position};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Milliseconds kept back from every time limit for answering.
const MARGIN_MS: u64 = 6;

/// The program's state.
pub struct Session {
    game: GameId,
    level: u8,
    hash_mb: usize,
    seed: u64,
    /// Three-player chess: Best-Reply Search rather than the paranoid search.
    best_reply: bool,
    /// Earlier positions of the game, then the current one (last).
    positions: Vec<Position>,
    engine: Option<Engine>,
    search: Option<(JoinHandle<Engine>, Arc<AtomicBool>)>,
}

/// Prints a line and flushes it.
fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{text}");
    let _ = out.flush();
}

impl Session {
    /// The state before any command: standard chess, level 8.
    pub fn new() -> Session {
        Session {
            game: GameId::Standard,
            level: MAX_LEVEL,
            hash_mb: 16,
            seed: 0,
            best_reply: true,
            positions: vec![Position::start(GameId::Standard)],
            engine: Some(Engine::new(16)),
            search: None,
        }
    }

    /// Carries out one command.
    pub fn run(&mut self, command: Command) {
        match command {
            Command::Uci => {
                say("id name Sjakkboks 0.1");
                say("id author the Sjakkboks authors");
                say("option name UCI_Variant type combo default standard var standard var antichess var chess-attack var pawn-race var dice var three-player");
                say("option name Level type spin default 8 min 1 max 8");
                say("option name Hash type spin default 16 min 1 max 1024");
                say("option name Seed type spin default 0 min 0 max 2147483647");
                say("option name ThreePlayerSearch type combo default best-reply var best-reply var paranoid");
                say("uciok");
            }
            Command::IsReady => say("readyok"),
            Command::NewGame => {
                self.finish();
                if let Some(e) = self.engine.as_mut() {
                    e.clear();
                }
                self.positions = vec![Position::start(self.game)];
            }
            Command::SetOption { name, value } => self.set_option(&name, &value),
            Command::Position { start, moves } => {
                self.finish();
                self.set_position(start, &moves);
            }
            Command::Go(go) => {
                self.finish();
                self.go(go);
            }
            Command::Stop => self.finish(),
            Command::Quit | Command::Ignored => {}
        }
    }

    fn set_option(&mut self, name: &str, value: &str) {
        self.finish();
        match name {
            "uci_variant" => match commands::variant(value) {
                Some(g) => {
                    self.game = g;
                    self.positions = vec![Position::start(g)];
                }
                None => say(&format!("info string unknown variant '{value}'")),
            },
            "level" => match value.trim().parse::<u8>() {
                Ok(l) if (1..=MAX_LEVEL).contains(&l) => self.level = l,
                _ => say(&format!("info string Level must be 1 to 8, not '{value}'")),
            },
            "hash" => match value.trim().parse::<usize>() {
                Ok(mb) if (1..=1024).contains(&mb) => {
                    self.hash_mb = mb;
                    self.engine = Some(Engine::new(mb));
                }
                _ => say(&format!(
                    "info string Hash must be 1 to 1024, not '{value}'"
                )),
            },
            "seed" => match value.trim().parse::<u64>() {
                Ok(s) => self.seed = s,
                _ => say(&format!("info string Seed must be a number, not '{value}'")),
            },
            "threeplayersearch" => match value.trim() {
                "paranoid" => self.best_reply = false,
                "best-reply" => self.best_reply = true,
                _ => say(&format!(
                    "info string ThreePlayerSearch is paranoid or best-reply, not '{value}'"
                )),
            },
            _ => say(&format!("info string unknown option '{name}'")),
        }
    }

    fn set_position(&mut self, start: Start, moves: &[String]) {
        let first = match start {
            Start::StartPos => Position::start(self.game),
            Start::Fen(fen) => match Position::from_fen(self.game, &fen) {
                Ok(p) => p.settled(),
                Err(e) => {
                    say(&format!("info string bad fen: {e}"));
                    return;
                }
            },
        };
        let mut positions = vec![first];
        for text in moves {
            let pos = positions.last().expect("at least the start");
            let mv = if text == "0000" && self.game.rules().dice {
                Ok(Move::pass())
            } else {
                pos.parse_uci(text)
            };
            match mv {
                Ok(mv) => {
                    let next = pos.after(&mv).settled();
                    positions.push(next);
                }
                Err(e) => {
                    say(&format!("info string move {text}: {e}"));
                    break;
                }
            }
        }
        self.positions = positions;
    }

    /// The limits and the deadline of a `go`.
    fn limits(&self, go: &Go) -> (Limits, Option<Instant>) {
        let mut limits = level_limits(self.game, self.level, self.seed);
        limits.best_reply = self.best_reply;
        let timed = go.movetime.is_some() || go.time.iter().any(Option::is_some);
        if self.level == MAX_LEVEL
            && (timed || go.infinite || go.depth.is_some() || go.nodes.is_some())
        {
            limits.nodes = u64::MAX;
        }
        if let Some(d) = go.depth {
            limits.depth = limits.depth.min(d.max(1));
        }
        if let Some(n) = go.nodes {
            limits.nodes = limits.nodes.min(n.max(1));
        }
        let pos = self.positions.last().expect("a position");
        let me = pos.turn().index();
        let budget = go.movetime.or_else(|| {
            let left = go.time[me].or(go.time[0])?;
            let inc = go.inc[me].or(go.inc[0]).unwrap_or(0);
            let share = left / go.moves_to_go.unwrap_or(30).max(1) + inc / 2;
            Some(share.min(left / 2))
        });
        let deadline = (!go.infinite)
            .then_some(budget)
            .flatten()
            .map(|ms| Instant::now() + Duration::from_millis(ms.saturating_sub(MARGIN_MS).max(1)));
        (limits, deadline)
    }

    fn go(&mut self, go: Go) {
        let (limits, deadline) = self.limits(&go);
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(self.hash_mb));
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let positions = self.positions.clone();
        let infinite = go.infinite;
        let roll = go.roll;
        let handle = std::thread::spawn(move || {
            let started = Instant::now();
            let (pos, history) = positions.split_last().expect("a position");
            let topo = pos.topology();
            let should_stop =
                || flag.load(Ordering::Relaxed) || deadline.is_some_and(|d| Instant::now() >= d);
            let mut report = |info: &Info| {
                let ms = started.elapsed().as_millis().max(1) as u64;
                let pv: Vec<String> = info.pv.iter().map(|m| m.to_uci(topo)).collect();
                say(&format!(
                    "info depth {} score {} nodes {} nps {} time {} pv {}",
                    info.depth,
                    info.score,
                    info.nodes,
                    info.nodes * 1000 / ms,
                    ms,
                    pv.join(" ")
                ));
            };
            let found = engine.search(pos, history, roll, &limits, &should_stop, &mut report);
            // `go infinite` answers only after `stop`.
            while infinite && !flag.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(5));
            }
            let best = found
                .best
                .map_or_else(|| "0000".to_string(), |m| m.to_uci(topo));
            say(&format!("bestmove {best}"));
            engine
        });
        self.search = Some((handle, stop));
    }

    /// Stops a running search (it prints its `bestmove`) and takes the engine back.
    pub fn finish(&mut self) {
        if let Some((handle, stop)) = self.search.take() {
            stop.store(true, Ordering::Relaxed);
            match handle.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => say("info string the search failed"),
            }
        }
    }
}
