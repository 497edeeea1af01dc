//! The page of a game being played: the board, whose turn it is or how the game
//! ended, the buttons round the board, questions and pickers, the move list and
//! a polite live region that reads each move out.

use crate::same_rc::SameRc;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use sjakkboks_rules::clock::Clock;
use sjakkboks_rules::{Color, Declaration, EliminationReason, Game, GameId, Kind, Position};
use yew::prelude::*;

use crate::class_names::{class_names, when};
use crate::components::board::{piece_use, Board, Marks};
use crate::components::browse::{browse_bar, use_browse_keys};
use crate::components::captures::captures_html;
use crate::components::clocks::ClockStrip;
use crate::components::controls::{controls, dialogs};
use crate::components::dice::Die;
use crate::components::movelist::MoveList;
use crate::components::toggles::toggles;
use crate::components::tools::Tools;
use crate::hooks::computer::use_computer;
use crate::hooks::game_feedback::use_game_feedback;
use crate::hooks::game_on_screen::GameOnScreen;
use crate::hooks::rehearsal::rehearse_move;
use crate::route::{href, LearnAt, Route};
use crate::services::persist::{storage, Source};
use crate::services::wall_clock;
use crate::settings::Settings;
use sjakkboks_session::i18n::clocks as clock_words;
use sjakkboks_session::i18n::learn::words as learn_words;
use sjakkboks_session::i18n::notation::spoken;
use sjakkboks_session::i18n::{self, Lang};
use sjakkboks_session::opponents::Opponents;
use sjakkboks_session::state::{Action, Notice, PlayState};

/// Properties of [`PlayPage`].
#[derive(Properties, PartialEq, Clone)]
pub struct PlayPageProps {
    /// The game to play.
    pub game: GameId,
    /// The player's settings.
    pub settings: Settings,
    /// Called with changed settings.
    pub on_settings: Callback<Settings>,
    /// The game as it stands when the page opens (saved, shared or new).
    pub initial: SameRc<Game>,
    /// Its clocks, if it is played on the clock.
    pub initial_clock: Option<Clock>,
    /// Whether the page is embedded: no move list, hint or settings.
    pub embed: bool,
    /// Whether the board is shown from black's side and kept still.
    pub flip: bool,
    /// Puts another game in place of this one (PGN import).
    pub on_load: Callback<(Game, Source)>,
    /// Told when the browser refused to save the game (storage full).
    pub on_save_failed: Callback<()>,
    /// The seed of the die's faces (`?seed=`), for tests.
    pub seed: Option<u64>,
    /// Who plays as the page opens: people, or the computer in some seats.
    pub opponents: Opponents,
}

/// How long after a game opens a move is rehearsed (ms): after the first draw
/// and what follows it (the later styles and scripts, the tap's warm-up),
/// before a quick player's first move.
const REHEARSAL_MS: u32 = 500;

/// A game being played.
#[function_component(PlayPage)]
pub fn play_page(props: &PlayPageProps) -> Html {
    let id = props.game;
    let seed = props.seed;
    let state = use_reducer(|| {
        GameOnScreen::new(
            PlayState::from_game((*props.initial).clone(), seed, props.opponents)
                .with_clock(props.initial_clock.clone(), wall_clock::now()),
        )
    });
    {
        // The players are remembered with the game.
        let embed = props.embed;
        use_effect_with(state.session.opponents, move |&o| {
            storage::save_opponents(id, embed, o)
        });
    }
    let computer = use_computer(state.clone(), seed);
    #[cfg(feature = "full")]
    let review = crate::hooks::review::use_review(state.session.game.clone(), props.embed);
    use_game_feedback(&state.session.game, state.session.die.serial);
    {
        // Autosave: every change of the game (move, roll, undo, resignation,
        // draw) and of its clocks (pause).
        let embed = props.embed;
        let failed = props.on_save_failed.clone();
        use_effect_with(
            (
                SameRc(state.session.game.clone()),
                state.session.clock.clone(),
            ),
            move |(game, clock)| {
                if !storage::save(game, clock.as_ref(), embed) {
                    failed.emit(());
                }
            },
        );
    }
    {
        // A move rehearsed on a copy once the page has settled (the page's
        // later scripts and styles come first).
        let state = state.clone();
        use_effect_with((), move |_| {
            let timer = Timeout::new(REHEARSAL_MS, move || drop(rehearse_move(&state)));
            move || drop(timer)
        });
    }
    let lang = props.settings.lang;
    let position = state.session.game.position();
    let players = id.rules().players;
    // The player to move sits at the bottom; once the game is over, the
    // player who made the last move stays there to see the end. Against the
    // computer only people sit there: the person to move, else the one who
    // moved last. `?flip=1` keeps black at the bottom.
    let positions = state.session.game.positions();
    let person = |c: &Color| !state.session.opponents.plays(*c);
    let bottom = match (
        props.flip,
        props.settings.turn_board,
        state.session.game.outcome(),
    ) {
        (true, _, _) => Color::Black,
        (false, _, _) if state.session.opponents.any() => {
            let last = positions.iter().rev().map(Position::turn).find(person);
            last.or_else(|| players.iter().copied().find(person))
                .unwrap_or(Color::White)
        }
        (false, false, _) => state.session.home,
        (false, true, Some(_)) if positions.len() > 1 => positions[positions.len() - 2].turn(),
        (false, true, _) => position.turn(),
    };
    let status = status_text(&state, lang);
    let over = state.session.game.outcome().is_some();
    let dispatch = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(action))
    };
    let rc_state = state.shared();
    let dice = id.rules().dice;
    use_browse_keys(dispatch.clone());
    // With "roll by itself" on, the die rolls shortly after the turn begins.
    {
        let dispatch = dispatch.clone();
        let auto =
            props.settings.auto_roll && state.can_roll() && !state.session.computer_to_move();
        let turn = (
            state.session.game.moves().len(),
            state.session.game.turn_rolls().len(),
        );
        use_effect_with((auto, turn), move |(auto, _)| {
            let timer = auto.then(|| Timeout::new(500, move || dispatch.emit(Action::StartRoll)));
            move || drop(timer)
        });
    }

    // The first module plays no computer: while the full module is fetched
    // for it, the page says so instead of showing a board the person could
    // already play on.
    #[cfg(not(feature = "full"))]
    if computer.thinking {
        return computer.status(lang);
    }
    let move_list =
        html! { <MoveList state={rc_state.clone()} {lang} dispatch={dispatch.clone()} /> };
    // The full module reviews games: the move list marks each judged move.
    #[cfg(feature = "full")]
    let (move_list, review_panel) = {
        use crate::components::review::{Judgements, ReviewPanel};
        (
            html! {
                <ContextProvider<Judgements> context={Judgements::of(&review)}>
                    { move_list }
                </ContextProvider<Judgements>>
            },
            html! {
                <ReviewPanel game={state.session.game.clone()} handle={review.clone()}
                    shown={state.session.shown_ply()} dispatch={dispatch.clone()} {lang}
                    opponents={state.session.opponents} />
            },
        )
    };
    #[cfg(not(feature = "full"))]
    let review_panel = Html::default();
    let main_board = |marks: Rc<Marks>| {
        html! {
            <Board state={rc_state.clone()} dispatch={dispatch.clone()}
                {bottom} {lang} thinking={computer.thinking} {marks}
                glow={dice && state.session.game.pending_roll().is_some() && !state.session.computer_to_move()} />
        }
    };
    #[cfg(not(feature = "full"))]
    let board = main_board(Rc::default());
    // A reviewed game: the better move at a judged move as an arrow; Try
    // again: the position before a mistake, on a board of its own.
    #[cfg(feature = "full")]
    let board = match review.trying {
        Some(trying) => html! {
            <crate::components::review::TryBoard key={format!("{}-{}", trying.index, trying.misses)}
                game={state.session.game.clone()} index={trying.index} {bottom} {lang}
                on_tried={review.tried.clone()} best={review.best_shown()} />
        },
        None => main_board(crate::components::review::best_marks(
            &review,
            &state.session.game,
            state.session.shown_ply(),
        )),
    };
    html! {
        <div class={class_names(&["play", &format!("game-{}", id.as_str())])}>
            // What must be on screen to play: whose turn, the board, the die,
            // the players and the game's buttons.
            <div class="stage">
                <p class={class_names(&["status", when(over, "over")])} data-status="">
                    { status_king(&state) }
                    // Why a tapped piece may not move, in place of whose turn
                    // it is (the king beside it still shows that).
                    if let Some(refusal) = state.ui.refusal {
                        <strong class="refusal">{ i18n::refusal(lang, refusal) }</strong>
                    } else {
                        { status }
                    }
                    if computer.thinking {
                        <span class="thinking">{ lang.text().thinking }</span>
                    }
                </p>
                { computer.status(lang) }
                { clock_strip(&state, &dispatch, lang, bottom, false) }
                <div class="board-frame">
                    { board }
                    { dialogs(&rc_state, &dispatch, lang) }
                </div>
                { clock_strip(&state, &dispatch, lang, bottom, true) }
                if dice {
                    { dice_panel(&state, &dispatch, lang) }
                }
                { players_strip(&state, lang) }
                { controls(&state, &dispatch, props.settings, &computer.ask_hint, computer.hinting) }
            </div>
            // Beside the board where there is room, else below it.
            <aside class="panel">
                // Going through the moves and the captures: under the board's
                // buttons, where a phone has room for them below the fold.
                { browse_bar(&state, &dispatch, lang) }
                { captures_html(&state.session.game, state.session.shown_ply(), lang) }
                if !props.embed {
                    { move_list }
                    { review_panel }
                }
                { toggles(&state, props.settings, &props.on_settings) }
                if !props.embed {
                    <p class="learn-link">
                        <a class="button small" data-nav="learn"
                            href={href(Route::Learn(LearnAt::Course(id)))}>{ learn_words(lang).learn }</a>
                    </p>
                }
                <Tools game={SameRc(state.session.game.clone())} clock={state.session.clock.clone()}
                    opponents={state.session.opponents}
                    {lang} embed={props.embed}
                    on_load={props.on_load.clone()} />
                // How to move a piece: nothing left to move once the game is over.
                if !props.embed && !over {
                    <p class="hint">{ lang.text().hint }</p>
                }
            </aside>
            <p class="visually-hidden" aria-live="polite">{ announcement(&state, lang) }</p>
        </div>
    }
}

/// The clocks of the players at the top of the board (`below` false), or of
/// the player at the bottom with the pause button, in a game on the clock.
fn clock_strip(
    state: &PlayState,
    dispatch: &Callback<Action>,
    lang: Lang,
    bottom: Color,
    below: bool,
) -> Html {
    let Some(clock) = &state.session.clock else {
        return Html::default();
    };
    let players = state.session.game.id().rules().players;
    let at = players.iter().position(|&c| c == bottom).unwrap_or(0);
    let seats: Vec<Color> = if below {
        vec![bottom]
    } else {
        // The others in turn order after the player at the bottom.
        (1..players.len())
            .map(|k| players[(at + k) % players.len()])
            .collect()
    };
    html! {
        <ClockStrip clock={clock.clone()} {seats} {lang} dispatch={dispatch.clone()}
            pause_button={below && state.session.game.outcome().is_none()} />
    }
}

/// Why `color` is out, in words: out of time when their flag fell (their
/// clock shows zero), else the rules crate's reason.
fn out_text(state: &PlayState, lang: Lang, color: Color, reason: EliminationReason) -> String {
    let flagged = state
        .session
        .clock
        .as_ref()
        .is_some_and(|c| c.banked(color) == 0);
    if flagged && reason == EliminationReason::Resigned {
        clock_words::out_of_time(lang, color)
    } else {
        i18n::eliminated(lang, color, reason)
    }
}

/// The die, this turn's rolls, and what the last roll means.
fn dice_panel(state: &PlayState, dispatch: &Callback<Action>, lang: Lang) -> Html {
    let game = &state.session.game;
    let on_roll = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| dispatch.emit(Action::StartRoll))
    };
    let on_settled = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| dispatch.emit(Action::SettleRoll))
    };
    // This turn's last roll. A turn not rolled yet shows a blank die, never
    // the previous player's face; a pass shows the face that passed until it
    // is read, and a finished game the last face rolled.
    let passed = match state.ui.notice {
        Some(Notice::Passed { face, .. }) => Some(face),
        _ => None,
    };
    let last_rolled = || game.rolls().iter().rev().find_map(|r| r.last()).copied();
    let face = game
        .turn_rolls()
        .last()
        .copied()
        .or(passed)
        .or_else(|| game.outcome().and_then(|_| last_rolled()));
    let rolls: String = game
        .turn_rolls()
        .iter()
        .map(|&f| crate::components::dice::glyph(f))
        .collect();
    let message = match state.ui.notice {
        Some(Notice::RollAgain { face }) => {
            Kind::for_roll(face).map(|k| i18n::roll_again(lang, face, k))
        }
        _ => None,
    };
    html! {
        <div class="dice-panel">
            <Die {face} rolling={state.session.die.rolling.map(|_| state.session.die.serial)}
                can_roll={state.can_roll() && !state.session.computer_to_move()} {on_roll} {on_settled} {lang} />
            <div class="dice-text">
                if !rolls.is_empty() {
                    <p class="rolls" aria-label={lang.text().rolls}>{ rolls }</p>
                }
                if let Some(message) = message {
                    <p class="roll-again" role="status">{ message }</p>
                }
            </div>
        </div>
    }
}

/// In games of more than two players: each player, whose turn it is, and who
/// is out and why.
fn players_strip(state: &PlayState, lang: Lang) -> Html {
    let position = state.session.game.position();
    let players = state.session.game.id().rules().players;
    if players.len() <= 2 {
        return Html::default();
    }
    let over = state.session.game.outcome().is_some();
    let chips = players.iter().map(|&color| {
        let (class, text) = match state.session.game.elimination(color) {
            Some(reason) => ("out", out_text(state, lang, color, reason)),
            None if !over && position.turn() == color => ("to-move", i18n::to_move(lang, color)),
            None => ("in", i18n::capitalise(i18n::color_name(lang, color))),
        };
        html! {
            <li class={class_names(&["player", class])} data-player={color.name()}>
                <span class={class_names(&["player-dot", color.name()])} aria-hidden="true"></span>
                { text }
            </li>
        }
    });
    html! { <ul class="players">{ for chips }</ul> }
}

/// The king of the player to move, or of the winner, beside the status text.
fn status_king(state: &PlayState) -> Html {
    let color = match state.session.game.outcome() {
        Some(outcome) => outcome.winner,
        None => Some(state.session.game.position().turn()),
    };
    color.map_or_else(Html::default, |color| {
        html! {
            <svg class="status-king" viewBox="-50 -50 100 100" aria-hidden="true">
                { piece_use(color, Kind::King) }
            </svg>
        }
    })
}

/// Whose move it is (and check), or the result once the game is over.
fn status_text(state: &PlayState, lang: Lang) -> String {
    let game = &state.session.game;
    if let Some(outcome) = game.outcome() {
        let mut text = match game.declared() {
            Some(Declaration::TimeOut(loser)) => clock_words::time_out_result(
                lang,
                loser,
                outcome.winner,
                game.position()
                    .players_in_game()
                    .find(|&c| c != loser)
                    .unwrap_or(loser),
            ),
            _ => i18n::result(lang, outcome, far_rank(game.id(), outcome.winner)),
        };
        // Three players: how each of the others went out, in turn order.
        if game.id().rules().players.len() > 2 {
            for &color in game.id().rules().players {
                if let Some(reason) = game.elimination(color) {
                    text.push_str(". ");
                    text.push_str(&out_text(state, lang, color, reason));
                }
            }
        }
        return text;
    }
    let position = game.position();
    let mover = position.turn();
    let mut text = match (
        game.needs_roll(),
        game.pending_roll().and_then(Kind::for_roll),
    ) {
        (true, _) => i18n::must_roll(lang, mover),
        (false, Some(kind)) => i18n::must_move(lang, mover, kind),
        (false, None) => i18n::to_move(lang, mover),
    };
    if position.is_check() {
        text.push_str(i18n::in_check(lang));
    }
    text
}

/// The rank a player's pawns head for on a rectangular board (8 for white on
/// 8x8, 1 for black), for results like "a pawn reached rank 8".
fn far_rank(id: GameId, winner: Option<Color>) -> u8 {
    match (id.topology().board_shape(), winner) {
        (sjakkboks_rules::topology::BoardShape::Rect { ranks, .. }, Some(Color::White)) => ranks,
        _ => 1,
    }
}

/// What the live region says: the last move (or what the die did, or why a
/// tapped piece may not move), then the status: whose turn and what they
/// rolled, or the result.
fn announcement(state: &PlayState, lang: Lang) -> String {
    let game = &state.session.game;
    let n = game.moves().len();
    let mut text = match (game.moves().last(), n) {
        (Some(mv), n) => {
            let positions = game.positions();
            spoken(lang, &positions[n - 1], mv, &positions[n])
        }
        _ => String::new(),
    };
    if let Some(Notice::Passed { color, face }) = state.ui.notice {
        if let Some(kind) = Kind::for_roll(face) {
            text = i18n::passed(lang, color, face, kind);
        }
    }
    if let Some(Notice::RollAgain { face }) = state.ui.notice {
        if let Some(kind) = Kind::for_roll(face) {
            text = i18n::roll_again(lang, face, kind);
        }
    }
    // Why a tapped piece may not move, at once.
    if let Some(refusal) = state.ui.refusal {
        text = i18n::refusal(lang, refusal);
    }
    // Then whose turn it is (with the roll to follow), or the result.
    if !text.is_empty() {
        text.push_str(". ");
    }
    text.push_str(&status_text(state, lang));
    text
}
