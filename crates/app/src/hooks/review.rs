//! The game review's run (full module): one job per move to the engine's
//! worker ([`Job::Analyse`]), so the page shows how far it has come and a
//! cancel simply posts no more; the board stays free meanwhile (the worker
//! searches, not the page). A finished review is kept with the saved game
//! ([`reviews`]) and read back when the same game opens again.

use std::rc::Rc;

use sjakkboks_rules::{saved, Game};
use sjakkboks_session::protocol::{Job, JobError, Reply};
use sjakkboks_session::review::retry::{accepts, TRIES_BEFORE_SHOWN};
use sjakkboks_session::review::{Eval, PlyReview, Review};
use yew::prelude::*;

use crate::services::persist::reviews;
use crate::services::worker::EngineWorker;

/// The node budget of each search: a 40-move game (80 moves, up to two
/// searches each) in well under 20 s in a browser (`tests/bench/review-bench.mjs`).
pub const NODES: u32 = 80_000;

/// A review, under way or done, of one game.
#[derive(Clone, PartialEq, Default)]
pub struct ReviewRun {
    /// The game reviewed (`None` before any review).
    pub game: Option<Rc<Game>>,
    /// What the engine found so far, from the first move.
    pub review: Rc<Review>,
    /// Whether the engine is at work on it.
    pub running: bool,
    /// Why it stopped, if it failed.
    pub failed: Option<JobError>,
}

impl ReviewRun {
    /// Whether the review covers the whole game.
    pub fn complete(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| self.review.plies.len() == g.moves().len())
    }

    /// How far the review has come, 0 to 100.
    pub fn percent(&self) -> u32 {
        let total = self.game.as_ref().map_or(0, |g| g.moves().len());
        (self.review.plies.len() * 100)
            .checked_div(total)
            .unwrap_or(0) as u32
    }

    /// Whether this run is of `game` (or of an earlier point of it).
    fn is_of(&self, game: &Game) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| g.id() == game.id() && game.moves().starts_with(g.moves()))
    }
}

/// What happens to a review.
pub enum ReviewAction {
    /// Review this game from the start.
    Start(Rc<Game>),
    /// The engine's findings at move `ply`.
    Got(usize, PlyReview),
    /// The worker failed.
    Failed(JobError),
    /// Stop (what was found stays).
    Cancel,
    /// A kept review of this game, or none.
    Loaded(Rc<Game>, Option<Review>),
}

impl Reducible for ReviewRun {
    type Action = ReviewAction;

    fn reduce(self: Rc<Self>, action: ReviewAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ReviewAction::Start(game) => {
                next = ReviewRun {
                    game: Some(game),
                    running: true,
                    ..ReviewRun::default()
                };
            }
            ReviewAction::Got(ply, found) => {
                if !self.running || ply != self.review.plies.len() {
                    return self;
                }
                Rc::make_mut(&mut next.review).plies.push(found);
                next.running = !next.complete();
            }
            ReviewAction::Failed(why) => {
                next.running = false;
                next.failed = Some(why);
            }
            ReviewAction::Cancel => next.running = false,
            ReviewAction::Loaded(game, review) => {
                next = ReviewRun {
                    game: review.is_some().then_some(game),
                    review: Rc::new(review.unwrap_or_default()),
                    ..ReviewRun::default()
                };
            }
        }
        Rc::new(next)
    }
}

/// *Try again* at one move: the position before it is on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Trying {
    /// The move tried again (0 = the first).
    pub index: usize,
    /// The tries that were not good enough.
    pub misses: u32,
    /// Whether the last try was good enough.
    pub found: bool,
}

/// A move tried, as move text, and its value for the mover (or why the
/// engine could not score it).
pub type Tried = (String, Result<Eval, JobError>);

/// The review of the game on screen, and what starts and stops it.
#[derive(Clone, PartialEq)]
pub struct ReviewHandle {
    /// The review, if it is of the game on screen.
    pub run: Option<Rc<ReviewRun>>,
    /// Starts a review of the game on screen.
    pub start: Callback<()>,
    /// Stops the review under way.
    pub cancel: Callback<()>,
    /// *Try again*, while a move is tried again.
    pub trying: Option<Trying>,
    /// Tries move `index` again.
    pub try_at: Callback<usize>,
    /// Judges a try.
    pub tried: Callback<Tried>,
    /// Leaves *Try again*.
    pub stop_trying: Callback<()>,
}

impl ReviewHandle {
    /// The engine's move (move text) at the move tried again, once it is to
    /// be shown: after [`TRIES_BEFORE_SHOWN`] tries that were not good enough.
    pub fn best_shown(&self) -> Option<String> {
        let trying = self
            .trying
            .filter(|t| !t.found && t.misses >= TRIES_BEFORE_SHOWN)?;
        let run = self.run.as_ref()?;
        run.review.plies.get(trying.index)?.best_move.clone()
    }
}

/// Reviews `game` on request, one move per job; `embed` picks the storage
/// slot the finished review is kept in.
#[hook]
pub fn use_review(game: Rc<Game>, embed: bool) -> ReviewHandle {
    // A review kept with this game is there from the first draw.
    let run = {
        let game = game.clone();
        use_reducer(move || {
            let kept = reviews::load(&game, embed);
            let empty = Rc::new(ReviewRun::default());
            Rc::unwrap_or_clone(empty.reduce(ReviewAction::Loaded(game, kept)))
        })
    };
    let engine = (*use_memo((), |_| EngineWorker::default())).clone();
    {
        // Another game on screen: its kept review, if any.
        let run = run.clone();
        use_effect_with(game.clone(), move |game| {
            if !run.is_of(game) {
                let kept = reviews::load(game, embed);
                run.dispatch(ReviewAction::Loaded(game.clone(), kept));
            }
        });
    }
    {
        // The next move's job while the review runs; a cancel posts no more.
        let run = run.clone();
        let deps = (run.running, run.review.plies.len());
        use_effect_with(deps, move |&(running, ply)| {
            let target = run.game.clone().filter(|_| running);
            if let Some(target) = target {
                let job = Job::Analyse {
                    game: saved::encode(&target),
                    ply: ply as u32,
                    nodes: NODES,
                };
                let run = run.clone();
                engine.post(
                    job,
                    Callback::from(move |answer| {
                        run.dispatch(match answer {
                            Ok(Reply::Analysis(found)) => ReviewAction::Got(ply, found),
                            Ok(_) => ReviewAction::Failed(JobError::Undecodable),
                            Err(why) => ReviewAction::Failed(why),
                        })
                    }),
                );
            }
            move || engine.cancel()
        });
    }
    {
        // A finished review is kept with the game.
        let run = run.clone();
        use_effect_with(run.complete(), move |&complete| {
            if let (true, Some(game)) = (complete, run.game.as_ref()) {
                reviews::save(game, &run.review, embed);
            }
        });
    }
    let start = {
        let run = run.clone();
        let game = game.clone();
        Callback::from(move |()| run.dispatch(ReviewAction::Start(game.clone())))
    };
    let cancel = {
        let run = run.clone();
        Callback::from(move |()| run.dispatch(ReviewAction::Cancel))
    };
    let trying = use_state_eq(|| None::<Trying>);
    let try_at = {
        let trying = trying.clone();
        Callback::from(move |index| {
            trying.set(Some(Trying {
                index,
                misses: 0,
                found: false,
            }))
        })
    };
    let tried = {
        let trying = trying.clone();
        let review = run.review.clone();
        Callback::from(move |(text, value): Tried| {
            let Some(now) = *trying else {
                return;
            };
            let good = match (review.plies.get(now.index), value) {
                (Some(ply), Ok(value)) => accepts(ply, &text, value),
                // The engine could not score it: the same try again.
                _ => return trying.set(Some(now)),
            };
            trying.set(Some(Trying {
                misses: now.misses + u32::from(!good),
                found: good,
                ..now
            }));
        })
    };
    let stop_trying = {
        let trying = trying.clone();
        Callback::from(move |()| trying.set(None))
    };
    let shown = run.is_of(&game).then(|| Rc::new((*run).clone()));
    ReviewHandle {
        trying: (*trying).filter(|_| shown.is_some()),
        run: shown,
        start,
        cancel,
        try_at,
        tried,
        stop_trying,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    fn found() -> PlyReview {
        let even = Eval {
            chances: 0.0,
            mate: None,
        };
        PlyReview {
            best: even,
            played: even,
            best_move: Some("e2e4".into()),
            reply_line: Vec::new(),
        }
    }

    fn two_moves() -> Rc<Game> {
        let mut game = Game::new(GameId::Standard);
        game.play_uci("e2e4").unwrap();
        game.play_uci("e7e5").unwrap();
        Rc::new(game)
    }

    #[test]
    fn a_review_takes_each_move_in_order_and_ends_when_complete() {
        let run = Rc::new(ReviewRun::default()).reduce(ReviewAction::Start(two_moves()));
        assert!(run.running && run.percent() == 0);
        // A late answer to another move is ignored.
        let run = run.reduce(ReviewAction::Got(1, found()));
        assert_eq!(run.review.plies.len(), 0);
        let run = run.reduce(ReviewAction::Got(0, found()));
        assert_eq!((run.percent(), run.running), (50, true));
        let run = run.reduce(ReviewAction::Got(1, found()));
        assert!(run.complete() && !run.running);
        assert!(run.is_of(&two_moves()));
        assert!(!run.is_of(&Game::new(GameId::Standard)));
    }

    #[test]
    fn a_cancel_keeps_what_was_found_and_takes_no_more() {
        let run = Rc::new(ReviewRun::default()).reduce(ReviewAction::Start(two_moves()));
        let run = run.reduce(ReviewAction::Got(0, found()));
        let run = run.reduce(ReviewAction::Cancel);
        let run = run.reduce(ReviewAction::Got(1, found()));
        assert_eq!((run.review.plies.len(), run.running), (1, false));
        let failed = run.reduce(ReviewAction::Failed(JobError::BadGame));
        assert_eq!(failed.failed, Some(JobError::BadGame));
    }
}
