//! The level ladder: level n+1 against level n, for every n in a range, in one game.
//!
//! ```text
//! cargo run --release -p sjakkboks-engine --example match -- \
//!     --game standard --from 1 --to 8 --games 100 --scale 10 --seed 1
//! ```
//!
//! Every pair plays `--games` games: openings of random legal first plies (drawn from
//! the seed, so every run is the same), each opening twice with the seats swapped (in
//! three-player chess the stronger level takes each seat in turn against two copies of
//! the weaker). Levels keep their depth and noise; their node budgets are divided by
//! `--scale` so that a ladder runs in reasonable time. Dice come from the seed too.
//! Games longer than `--max-plies` are scored as draws; a two-player game (not dice
//! chess) is adjudicated when the side to move scores itself at -`--resign` centipawns
//! or worse on two moves in a row (it resigns). Prints one line per pair: the
//! stronger level's wins, draws, losses and score (a draw is half a point).
//!
//! `--game three-player --compare-brs <level>` instead pits Best-Reply Search against
//! the paranoid search at one level: half the games one BRS seat against two paranoid
//! seats, half one paranoid seat against two BRS seats (a lone seat that is no
//! better than the others wins a third of the games). `--compare-out <level>` pits
//! the same way a search that counts each opponent put out as
//! [`Limits::opponent_out`] against one that counts only their lost material.

#[path = "common/flags.rs"]
mod flags;

use sjakkboks_engine::{level_limits, Engine, Limits, Rng, Score};
use sjakkboks_rules::{Color, Game, GameId, Rolled};
use std::collections::HashMap;

/// The command line.
struct Options {
    game: GameId,
    from: u8,
    to: u8,
    games: u32,
    scale: u64,
    seed: u64,
    max_plies: usize,
    resign: i32,
    /// A switch compared seat against seat, and the level.
    compare: Option<(Switch, u8)>,
}

/// A switch of the three-player search that a comparison turns on for some seats.
#[derive(Clone, Copy)]
enum Switch {
    /// Best-Reply Search (on) or the paranoid search (off).
    BestReply,
    /// An opponent put out counted as [`Limits::opponent_out`] (on) or as material
    /// alone (off).
    OpponentOut,
}

impl Switch {
    /// Sets the switch in `limits`.
    fn set(self, limits: &mut Limits, on: bool) {
        match self {
            Switch::BestReply => limits.best_reply = on,
            Switch::OpponentOut if !on => limits.opponent_out = 0,
            Switch::OpponentOut => {}
        }
    }

    /// The names of a seat with the switch on and off.
    fn names(self) -> [&'static str; 2] {
        match self {
            Switch::BestReply => ["BRS     ", "paranoid"],
            Switch::OpponentOut => ["out     ", "material"],
        }
    }
}

/// Who plays a seat: a level, and a compared switch on or off.
#[derive(Clone, Copy)]
struct Seat {
    level: u8,
    switch: Option<(Switch, bool)>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        game: GameId::Standard,
        from: 1,
        to: 8,
        games: 100,
        scale: 10,
        seed: 1,
        max_plies: 300,
        resign: 1000,
        compare: None,
    };
    flags::each_flag(|flag, value| {
        let num = || flags::number(flag, value);
        match flag {
            "--game" => o.game = GameId::from_id(value).ok_or(format!("no game '{value}'"))?,
            "--from" => o.from = num()?.clamp(1, 7) as u8,
            "--to" => o.to = num()?.clamp(2, 8) as u8,
            "--games" => o.games = num()?.max(1) as u32,
            "--scale" => o.scale = num()?.max(1),
            "--seed" => o.seed = num()?,
            "--max-plies" => o.max_plies = num()? as usize,
            "--resign" => o.resign = num()? as i32,
            "--compare-brs" => o.compare = Some((Switch::BestReply, num()?.clamp(1, 8) as u8)),
            "--compare-out" => o.compare = Some((Switch::OpponentOut, num()?.clamp(1, 8) as u8)),
            _ => return Err(format!("unknown flag {flag}")),
        }
        Ok(())
    })?;
    Ok(o)
}

/// Plays one game; `seats` says who plays each colour. Returns the winner.
fn play(o: &Options, seats: &HashMap<Color, Seat>, seed: u64) -> Option<Color> {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(o.game);
    let mut engines: HashMap<Color, Engine> = seats.keys().map(|c| (*c, Engine::new(4))).collect();
    let opening_plies = o.game.rules().players.len() * 2 / 2 + 1;
    let mut plies = 0;
    let adjudicate = players_of(o.game) == 2 && !o.game.rules().dice;
    let mut hopeless: HashMap<Color, u32> = HashMap::new();
    while game.outcome().is_none() && plies < o.max_plies {
        let mut roll = None;
        if game.needs_roll() {
            match game.roll(rng.below(6) as u8 + 1) {
                Ok(Rolled::Move) => roll = game.pending_roll(),
                Ok(_) => continue,
                Err(_) => return None,
            }
        }
        let legal = game.legal_moves();
        let mv = if plies < opening_plies {
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            let me = game.position().turn();
            let seat = seats[&me];
            let mut limits = level_limits(o.game, seat.level, rng.next_u64());
            limits.nodes = (limits.nodes / o.scale).max(100);
            if let Some((switch, on)) = seat.switch {
                switch.set(&mut limits, on);
            }
            let positions = game.positions();
            let engine = engines.get_mut(&me).expect("an engine per seat");
            let found = engine.search(
                game.position(),
                &positions[..positions.len() - 1],
                roll,
                &limits,
                &|| false,
                &mut |_| {},
            );
            let lost = match found.info.score {
                Score::Cp(cp) => cp <= -o.resign,
                Score::Mate(m) => m < 0,
            };
            let count = hopeless.entry(me).or_insert(0);
            *count = if lost { *count + 1 } else { 0 };
            if adjudicate && *count >= 2 {
                return Some(if me == Color::White {
                    Color::Black
                } else {
                    Color::White
                });
            }
            match found.best {
                Some(m) => m,
                None => break,
            }
        };
        if game.play(mv).is_err() {
            eprintln!(
                "illegal move from the engine: {}",
                mv.to_uci(game.topology())
            );
            std::process::exit(2);
        }
        plies += 1;
    }
    game.outcome().and_then(|o| o.winner)
}

/// Number of players of `game`.
fn players_of(game: GameId) -> usize {
    game.rules().players.len()
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("match: {e}");
            std::process::exit(2);
        }
    };
    let players = o.game.rules().players;
    if let Some((switch, level)) = o.compare {
        compare(&o, switch, level);
        return;
    }
    println!(
        "game {} scale 1/{} games {} seed {}",
        o.game.as_str(),
        o.scale,
        o.games,
        o.seed
    );
    println!("pair    wins draws losses  score");
    for weak in o.from..o.to {
        let strong = weak + 1;
        let (mut w, mut d, mut l) = (0, 0, 0);
        for g in 0..o.games {
            let seat = players[g as usize % players.len()];
            let levels: HashMap<Color, Seat> = players
                .iter()
                .map(|c| {
                    let level = if *c == seat { strong } else { weak };
                    (
                        *c,
                        Seat {
                            level,
                            switch: None,
                        },
                    )
                })
                .collect();
            let opening = o.seed * 1_000_003 + u64::from(g) / players.len() as u64;
            match play(&o, &levels, opening) {
                Some(c) if c == seat => w += 1,
                None => d += 1,
                Some(_) => l += 1,
            }
        }
        let score = (2 * w + d) as f64 * 50.0 / f64::from(o.games);
        println!("{strong} v {weak}  {w:5} {d:5} {l:6}  {score:5.1}%");
    }
}

/// `switch` on against off at `level` (three players): a lone seat of each against two
/// of the other.
fn compare(o: &Options, switch: Switch, level: u8) {
    let players = GameId::ThreePlayer.rules().players;
    println!(
        "three-player level {level} scale 1/{} games {} seed {}",
        o.scale, o.games, o.seed
    );
    println!("lone seat      wins others' wins draws");
    for lone_on in [true, false] {
        let (mut w, mut d, mut l) = (0, 0, 0);
        for g in 0..o.games {
            let lone = players[g as usize % 3];
            let seats: HashMap<Color, Seat> = players
                .iter()
                .map(|c| {
                    let switch = Some((switch, (*c == lone) == lone_on));
                    (*c, Seat { level, switch })
                })
                .collect();
            match play(o, &seats, o.seed * 1_000_003 + u64::from(g) / 3) {
                Some(c) if c == lone => w += 1,
                None => d += 1,
                Some(_) => l += 1,
            }
        }
        let name = switch.names()[usize::from(!lone_on)];
        println!("{name}    {w:8} {l:13} {d:5}");
    }
}
