//! The trainer: one puzzle on the board (`data-puzzle`, `data-puzzle-state`), the
//! solver's rating (`data-rating`) and streak, what the last move was worth in words,
//! and the buttons *Hint*, *Solution* and *Next* (`data-action="hint|solution|next"`),
//! the puzzle of the day and a theme filter. A puzzle is rated once: at the first
//! wrong move, or when solved (solved with a hint or the solution counts as failed).

use std::rc::Rc;

use sjakkboks_rules::{Cell, Game, GameId, Kind, Move};
use sjakkboks_session::i18n::kind_name;
use sjakkboks_session::i18n::learn::words as learn_words;
use sjakkboks_session::i18n::puzzles::{theme_name, words, you_play};
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::puzzles::choice::{daily, day_number, next};
use sjakkboks_session::puzzles::file::Puzzle;
use sjakkboks_session::puzzles::record::Record;
use sjakkboks_session::puzzles::run::{PuzzleRun, RunState, Verdict};
use yew::prelude::*;

use super::board::PuzzleBoard;
use crate::route::{PuzzleAt, PuzzleKey, Route};
use crate::services::puzzles;
use crate::services::sound::{self, Sound};

/// Properties of [`Trainer`].
#[derive(Properties, PartialEq, Clone)]
pub struct TrainerProps {
    /// The game's puzzles.
    pub puzzles: Rc<Vec<Puzzle>>,
    /// The game.
    pub game: GameId,
    /// Which puzzle.
    pub at: PuzzleAt,
    /// The language.
    pub lang: Lang,
    /// Opens a page.
    pub navigate: Callback<Route>,
}

/// What the board shows: a position, and the opponent's move to slide in.
#[derive(Clone)]
struct Shown {
    /// Bumped at every change: the board starts again from `game`.
    version: u32,
    game: Rc<Game>,
    then: Option<Move>,
}

/// The trainer's state.
#[derive(Clone)]
struct Solving {
    run: Rc<PuzzleRun>,
    shown: Shown,
    /// What the last move was worth.
    said: Option<Verdict>,
    hint: Option<Cell>,
    /// Whether the solution is being played out.
    playing_out: bool,
}

/// Today's day number, in the browser's time zone.
fn today() -> i64 {
    let now = js_sys::Date::new_0();
    day_number(
        now.get_full_year() as i32,
        now.get_month() + 1,
        now.get_date(),
    )
}

/// The puzzle `at` asks for among `all`, for a solver with `record`.
fn chosen(all: &[Puzzle], game: GameId, at: PuzzleAt, record: &Record) -> Option<usize> {
    match at {
        PuzzleAt::Id(key) => all.iter().position(|p| p.id == key.text()),
        PuzzleAt::Daily => daily(all, game.as_str(), today()),
        PuzzleAt::Near => {
            let theme = puzzles::theme();
            let seed = record.done.len() as u64;
            next(
                all,
                record.rating.rating,
                &record.done,
                theme.as_deref(),
                seed,
            )
        }
    }
}

/// A puzzle from its start: the position before the setting move, which slides in.
fn begin(game: GameId, puzzle: &Puzzle) -> Option<Solving> {
    let mut run = PuzzleRun::new(game, puzzle).ok()?;
    let before = Rc::new(run.game().clone());
    let setup = run.start().ok()?;
    Some(Solving {
        run: Rc::new(run),
        shown: Shown {
            version: 0,
            game: before,
            then: Some(setup),
        },
        said: None,
        hint: None,
        playing_out: false,
    })
}

/// `solving` after the solver's `mv` (tried on a copy of its run): the board shows
/// the move made (and a first reply, with three players), then the last reply sliding
/// in; a wrong move is taken back.
fn after_move(solving: &Solving, mv: Move) -> Solving {
    let mut run = (*solving.run).clone();
    let verdict = run.try_move(mv).unwrap_or(Verdict::Wrong);
    let version = solving.shown.version + 1;
    let shown = match verdict {
        Verdict::Right => {
            // The solver's move stands; the last reply (with its roll) slides in.
            let mut made = run.game().clone();
            let reply = made.undo();
            let face = run.puzzle().rolls.get(made.moves().len()).copied();
            if let Some(face) = face.filter(|_| made.needs_roll()) {
                let _ = made.roll(face);
            }
            Shown {
                version,
                game: Rc::new(made),
                then: reply,
            }
        }
        Verdict::Solved | Verdict::Wrong => Shown {
            version,
            game: Rc::new(run.game().clone()),
            then: None,
        },
    };
    Solving {
        run: Rc::new(run),
        shown,
        said: Some(verdict),
        hint: None,
        playing_out: solving.playing_out && verdict == Verdict::Right,
    }
}

/// The trainer of one game's puzzles.
#[function_component(Trainer)]
pub fn trainer(props: &TrainerProps) -> Html {
    let game = props.game;
    let record = use_state(|| puzzles::record(game));
    let index = {
        let all = props.puzzles.clone();
        let at = props.at;
        let record = (*record).clone();
        use_state(move || chosen(&all, game, at, &record))
    };
    let solving = {
        let puzzle = index.map(|i| props.puzzles[i].clone());
        use_state(move || puzzle.and_then(|p| begin(game, &p)))
    };
    let w = words(props.lang);
    let lang = props.lang;
    let Some(now) = (*solving).clone() else {
        return html! {
            <div class="play puzzles" data-rating={record.shown_rating().to_string()}>
                <p class="status" role="status">{ w.none_left }</p>
                { daily_button(props, w.daily) }
            </div>
        };
    };
    // Rates the puzzle once, by how it went.
    let rate = {
        let record = record.clone();
        move |run: &PuzzleRun| {
            let wrong = run.state() == RunState::Failed;
            if wrong || run.state() == RunState::Solved {
                let mut next = (*record).clone();
                let puzzle = run.puzzle();
                if next.finish(&puzzle.id, puzzle.rating, run.clean()) {
                    puzzles::save(game, &next);
                    record.set(next);
                }
                if !wrong {
                    sound::play(Sound::GameOver);
                }
            }
        }
    };
    let on_move = {
        let solving = solving.clone();
        let rate = rate.clone();
        Callback::from(move |mv: Move| {
            if let Some(current) = (*solving).clone() {
                let next = after_move(&current, mv);
                rate(&next.run);
                solving.set(Some(next));
            }
        })
    };
    // The solution: the next solver move, as if made (its reply follows).
    let step = {
        let solving = solving.clone();
        let rate = rate.clone();
        move || {
            if let Some(current) = (*solving).clone() {
                let mut run = (*current.run).clone();
                if let Ok(Some(_)) = run.solution_step() {
                    let expected = run.game().moves()[current.run.game().moves().len()];
                    let mut next = after_move(&current, expected);
                    next.playing_out = true;
                    rate(&next.run);
                    solving.set(Some(next));
                }
            }
        }
    };
    let on_settled = {
        let solving = solving.clone();
        let step = step.clone();
        Callback::from(move |()| {
            if let Some(current) = (*solving).clone() {
                if current.playing_out {
                    step();
                    return;
                }
                solving.set(Some(Solving {
                    shown: Shown {
                        version: current.shown.version + 1,
                        game: Rc::new(current.run.game().clone()),
                        then: None,
                    },
                    ..current
                }));
            }
        })
    };
    let hint = {
        let solving = solving.clone();
        move |_| {
            if let Some(current) = (*solving).clone() {
                let mut run = (*current.run).clone();
                let cell = run.hint();
                solving.set(Some(Solving {
                    run: Rc::new(run),
                    hint: cell,
                    ..current
                }));
            }
        }
    };
    let solution = move |_| step();
    let next_puzzle = {
        let all = props.puzzles.clone();
        let record = record.clone();
        let navigate = props.navigate.clone();
        move |_| {
            let at = chosen(&all, game, PuzzleAt::Near, &record)
                .and_then(|i| PuzzleKey::parse(&all[i].id))
                .map_or(PuzzleAt::Near, PuzzleAt::Id);
            navigate.emit(Route::Puzzles(game, at));
        }
    };
    let run = &now.run;
    let state = run.state();
    let settled = now.shown.then.is_none();
    let said = match (now.said, state) {
        (_, RunState::Solved) => w.solved,
        (Some(Verdict::Wrong), _) => w.wrong,
        (Some(Verdict::Right), _) => w.right,
        _ => w.find,
    };
    // Dice chess: the face the puzzle rolled for the solver's move.
    let die = run
        .game()
        .pending_roll()
        .filter(|_| settled && state != RunState::Solved)
        .and_then(Kind::for_roll)
        .map(|kind| format!("{}: {}", learn_words(lang).die_shows, kind_name(lang, kind)));
    let puzzle = run.puzzle();
    let themes: Vec<String> = puzzle.themes.iter().map(|t| theme_name(lang, t)).collect();
    html! {
        <div class={format!("play puzzles game-{}", game.as_str())}>
            <div class="stage">
                <p class="status goal" data-goal="">{ you_play(lang, run.solver()) }</p>
                if let Some(die) = die {
                    <p class="learn-die" data-die-kind="">{ die }</p>
                }
                <div class="board-frame" data-puzzle={puzzle.id.clone()}
                    data-puzzle-state={state.name()}
                    data-rating={record.shown_rating().to_string()}
                    data-hint={now.hint.map(|c| run.game().topology().label(c).to_owned())}>
                    <PuzzleBoard key={now.shown.version} game={now.shown.game.clone()}
                        then={now.shown.then} solver={run.solver()} hint={now.hint} {lang}
                        solving={settled && state != RunState::Solved && !now.playing_out}
                        {on_move} {on_settled} />
                </div>
                <p class={format!("learn-result {}", state.name())} role="status" aria-live="polite">
                    { said }
                </p>
                <div class="buttons">
                    if state != RunState::Solved {
                        <button type="button" class="button" data-action="hint" onclick={hint}
                            disabled={!settled}>{ w.hint }</button>
                        <button type="button" class="button" data-action="solution"
                            onclick={solution} disabled={!settled}>{ w.solution }</button>
                    }
                    <button type="button" class={if state == RunState::Solved { "button primary" } else { "button" }}
                        data-action="next" onclick={next_puzzle}>{ w.next }</button>
                </div>
            </div>
            <aside class="panel">
                <p class="puzzle-rating">
                    { format!("{}: {} · {}: {}", w.rating, record.shown_rating(), w.streak, record.streak) }
                </p>
                if state == RunState::Solved {
                    <p class="puzzle-themes">{ themes.join(", ") }</p>
                }
                { theme_filter(props) }
                <p>{ daily_button(props, w.daily) }</p>
            </aside>
        </div>
    }
}

/// The button to the puzzle of the day.
fn daily_button(props: &TrainerProps, label: &'static str) -> Html {
    let navigate = props.navigate.clone();
    let game = props.game;
    html! {
        <button type="button" class="button small" data-action="daily"
            onclick={move |_| navigate.emit(Route::Puzzles(game, PuzzleAt::Daily))}>
            { label }
        </button>
    }
}

/// The theme filter: the themes of the game's puzzles; a choice opens a puzzle of it.
fn theme_filter(props: &TrainerProps) -> Html {
    let w = words(props.lang);
    let mut tags: Vec<&str> = props
        .puzzles
        .iter()
        .flat_map(|p| p.themes.iter().map(String::as_str))
        .collect();
    tags.sort_unstable();
    tags.dedup();
    let current = puzzles::theme();
    let navigate = props.navigate.clone();
    let game = props.game;
    let onchange = move |e: Event| {
        let value = e
            .target()
            .and_then(|t| js_sys::Reflect::get(&t, &"value".into()).ok())
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        puzzles::set_theme((!value.is_empty()).then_some(value));
        navigate.emit(Route::Puzzles(game, PuzzleAt::Near));
    };
    html! {
        <label class="puzzle-theme">
            { w.theme }{ " " }
            <select data-action="theme" {onchange}>
                <option value="" selected={current.is_none()}>{ w.all_themes }</option>
                { for tags.iter().map(|t| html! {
                    <option value={t.to_string()} selected={current.as_deref() == Some(*t)}>
                        { theme_name(props.lang, t) }
                    </option>
                }) }
            </select>
        </label>
    }
}
