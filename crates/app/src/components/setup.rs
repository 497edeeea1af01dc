//! The new-game dialog: who plays the next game. People at this screen, or
//! the computer: the colour the person plays (or a random one), in
//! three-player chess whether the computer takes one seat or two, and the
//! level, 1 to 8, each with a friendly name; and the chess clock: none, a
//! usual one (3+2, 5+3, 10+5, 15+10) or minutes and seconds per move of one's
//! own. It opens with the choices of the game on screen, so a rematch is one
//! tap on "Start".

use std::rc::Rc;

use sjakkboks_rules::clock::{ClockError, TimeControl};
use sjakkboks_rules::Color;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::focus_trap::FocusTrap;
use sjakkboks_session::i18n::clocks::{clock_error, words as clock_words};
use sjakkboks_session::i18n::records::dialog_words;
use sjakkboks_session::i18n::{capitalise, color_name, Lang};
use sjakkboks_session::opponents::{Opponents, LEVELS};
use sjakkboks_session::state::{Action, PlayState};

/// The person's colour in the dialog: one of the game's, or chosen by chance.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    /// This colour.
    Color(Color),
    /// A colour drawn when the game starts.
    Random,
}

/// The clock in the dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ClockChoice {
    /// No clock.
    None,
    /// One of [`TimeControl::PRESETS`].
    Preset(TimeControl),
    /// The minutes and seconds typed in.
    Custom,
}

impl ClockChoice {
    /// The choice that shows `control`.
    fn of(control: Option<TimeControl>) -> ClockChoice {
        match control {
            None => ClockChoice::None,
            Some(c) if TimeControl::PRESETS.contains(&c) => ClockChoice::Preset(c),
            Some(_) => ClockChoice::Custom,
        }
    }

    /// The time control chosen; `custom` is the typed-in `(minutes, seconds)`.
    fn control(self, custom: &(String, String)) -> Result<Option<TimeControl>, ClockError> {
        match self {
            ClockChoice::None => Ok(None),
            ClockChoice::Preset(c) => Ok(Some(c)),
            ClockChoice::Custom => {
                // A decimal comma, as Norwegians write it, is a point here.
                let text = format!("{}+{}", custom.0.trim(), custom.1.trim()).replace(',', ".");
                text.parse().map(Some)
            }
        }
    }
}

/// What the dialog holds until "Start".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Choice {
    /// Whether the computer plays.
    computer: bool,
    /// The person's colour.
    side: Side,
    /// How many seats the computer takes (three players: 1 or 2).
    seats: usize,
    /// The computer's level.
    level: u8,
    /// The chess clock.
    clock: ClockChoice,
}

impl Choice {
    /// The choices of the game on screen.
    fn of(opponents: Opponents, players: &[Color], clock: Option<TimeControl>) -> Choice {
        let computers = opponents.seats(players);
        let person = players.iter().copied().find(|&c| !opponents.plays(c));
        Choice {
            computer: opponents.any(),
            side: person.map_or(Side::Color(Color::White), Side::Color),
            seats: if computers.is_empty() {
                players.len() - 1
            } else {
                computers.len()
            },
            level: opponents.level,
            clock: ClockChoice::of(clock),
        }
    }

    /// The players of the next game; `draw` picks an index below its argument
    /// for a random side.
    fn opponents(self, players: &[Color], draw: impl FnOnce(usize) -> usize) -> Opponents {
        if !self.computer {
            return Opponents::people();
        }
        let person = match self.side {
            Side::Color(c) if players.contains(&c) => c,
            _ => players[draw(players.len()) % players.len()],
        };
        // The computer takes the seats after the person's, in turn order.
        let at = players.iter().position(|&c| c == person).unwrap_or(0);
        let seats: Vec<Color> = (1..=self.seats.clamp(1, players.len() - 1))
            .map(|k| players[(at + k) % players.len()])
            .collect();
        Opponents::computer(&seats, self.level)
    }
}

/// A number below `n` from the browser's random source.
fn random_below(n: usize) -> usize {
    let mut byte = [0u8];
    let _ = getrandom::fill(&mut byte);
    usize::from(byte[0]) % n.max(1)
}

/// Properties of [`SetUpDialog`].
#[derive(Properties, Clone)]
pub struct SetUpProps {
    /// The game on screen.
    pub state: Rc<PlayState>,
    /// Where the choice goes.
    pub dispatch: Callback<Action>,
    /// The language.
    pub lang: Lang,
}

impl PartialEq for SetUpProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.state, &other.state) && self.lang == other.lang
    }
}

/// One group of choices, of which the one equal to `now` is pressed: a
/// legend, then a button per `(value, label, choice)` that makes it the choice.
fn group(
    choice: &UseStateHandle<Choice>,
    attr: &'static str,
    legend: String,
    options: Vec<(String, String, Choice)>,
) -> Html {
    let buttons: Vec<Html> = options
        .into_iter()
        .map(|(value, label, next)| {
            let choice = choice.clone();
            let on = *choice == next;
            html! {
                <button type="button" class="button choice" aria-pressed={on.to_string()}
                    data-choice={attr} data-value={value} onclick={move |_| choice.set(next)}>
                    { label }
                </button>
            }
        })
        .collect();
    html! {
        <fieldset>
            <legend>{ legend }</legend>
            { buttons }
        </fieldset>
    }
}

/// The fields of a custom clock (minutes, and seconds per move; their first
/// values `typed`), and what is wrong with them after a "Start" that could not
/// start.
fn custom_clock(
    fields: &[NodeRef; 2],
    typed: &(String, String),
    lang: Lang,
    problem: Option<ClockError>,
) -> Html {
    let w = clock_words(lang);
    let rows = [
        ("minutes", w.minutes, &typed.0),
        ("increment", w.increment, &typed.1),
    ];
    let rows = fields
        .iter()
        .zip(rows)
        .map(|(field, (which, label, value))| {
            html! {
                <label class="clock-field">
                    { label }
                    <input ref={field.clone()} type="text" inputmode="decimal"
                        data-clock-input={which} value={value.clone()} />
                </label>
            }
        });
    html! {
        <div class="custom-clock">
            { for rows }
            if let Some(problem) = problem {
                <p class="clock-problem" role="alert">{ clock_error(lang, problem) }</p>
            }
        </div>
    }
}

/// The text in a field of the dialog.
fn typed_in(field: &NodeRef) -> String {
    field
        .cast::<HtmlInputElement>()
        .map(|input| input.value())
        .unwrap_or_default()
}

/// The new-game dialog.
#[function_component(SetUpDialog)]
pub fn set_up_dialog(props: &SetUpProps) -> Html {
    let players = props.state.session.game.id().rules().players;
    let control = props.state.session.clock.as_ref().map(|c| c.control());
    let choice = use_state(|| Choice::of(props.state.session.opponents, players, control));
    // The custom clock's fields: minutes, and seconds per move.
    let fields = [use_node_ref(), use_node_ref()];
    let text = control.map_or_else(|| "5+3".to_owned(), |c| c.to_string());
    let (m, i) = text.split_once('+').unwrap_or(("5", "3"));
    let typed = (m.to_owned(), i.to_owned());
    let clock_problem = use_state(|| None::<ClockError>);
    let lang = props.lang;
    let text = lang.text();
    let words = dialog_words(lang);
    let c = *choice;
    let mut groups = vec![group(
        &choice,
        "mode",
        words.who_plays.into(),
        vec![
            (
                "people".into(),
                words.people.into(),
                Choice {
                    computer: false,
                    ..c
                },
            ),
            (
                "computer".into(),
                words.against_computer.into(),
                Choice {
                    computer: true,
                    ..c
                },
            ),
        ],
    )];
    let cw = clock_words(lang);
    let mut clocks = vec![(
        "none".to_owned(),
        cw.none.to_owned(),
        Choice {
            clock: ClockChoice::None,
            ..c
        },
    )];
    for preset in TimeControl::PRESETS {
        let clock = ClockChoice::Preset(preset);
        clocks.push((
            preset.to_string(),
            preset.to_string(),
            Choice { clock, ..c },
        ));
    }
    let custom_choice = Choice {
        clock: ClockChoice::Custom,
        ..c
    };
    clocks.push(("custom".into(), cw.custom.into(), custom_choice));
    // The clock comes before the computer's choices, which change with them.
    groups.push(group(&choice, "clock", cw.clock.into(), clocks));
    if c.clock == ClockChoice::Custom {
        groups.push(custom_clock(&fields, &typed, lang, *clock_problem));
    }
    if c.computer {
        let mut sides: Vec<(String, String, Choice)> = players
            .iter()
            .map(|&color| {
                let side = Side::Color(color);
                let label = capitalise(color_name(lang, color));
                (color.name().to_owned(), label, Choice { side, ..c })
            })
            .collect();
        let random = Choice {
            side: Side::Random,
            ..c
        };
        sides.push(("random".into(), words.random.into(), random));
        groups.push(group(&choice, "side", words.you_play.into(), sides));
        if players.len() > 2 {
            let seats = (1..players.len())
                .map(|n| (n.to_string(), n.to_string(), Choice { seats: n, ..c }))
                .collect();
            groups.push(group(&choice, "seats", words.computer_seats.into(), seats));
        }
        let levels = LEVELS
            .map(|level| (level.to_string(), level.to_string(), Choice { level, ..c }))
            .collect();
        let name = words.levels[usize::from(c.level - 1)];
        groups.push(group(
            &choice,
            "level",
            format!("{}: {name}", words.level),
            levels,
        ));
    }
    let start = {
        let dispatch = props.dispatch.clone();
        let clock_problem = clock_problem.clone();
        move |_| match c
            .clock
            .control(&(typed_in(&fields[0]), typed_in(&fields[1])))
        {
            Ok(control) => {
                dispatch.emit(Action::SetUp(c.opponents(players, random_below), control))
            }
            Err(problem) => clock_problem.set(Some(problem)),
        }
    };
    let cancel = {
        let dispatch = props.dispatch.clone();
        move |_| dispatch.emit(Action::CloseDialog)
    };
    let under_way = props.state.session.game.outcome().is_none()
        && !props.state.session.game.moves().is_empty();
    html! {
        <FocusTrap key="setup">
            <div class="overlay whole-page" role="dialog" tabindex="-1" aria-label={text.new_game}>
                <div class="card setup" data-dialog="setup">
                    <h2>{ text.new_game }</h2>
                    { groups }
                    if under_way {
                        <p class="small">{ words.ends_game }</p>
                    }
                    <div class="buttons">
                        <button type="button" class="button primary" data-answer="start"
                            onclick={start}>{ words.start }</button>
                        <button type="button" class="button" data-answer="decline"
                            onclick={cancel}>{ text.cancel }</button>
                    </div>
                </div>
            </div>
        </FocusTrap>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    const TWO: &[Color] = &[Color::White, Color::Black];

    fn choice(side: Side, seats: usize) -> Choice {
        Choice {
            computer: true,
            side,
            seats,
            level: 4,
            clock: ClockChoice::None,
        }
    }

    #[test]
    fn the_computer_takes_the_other_colour() {
        let o = choice(Side::Color(Color::White), 1).opponents(TWO, |_| 0);
        assert!(o.plays(Color::Black) && !o.plays(Color::White));
        assert_eq!(o.level, 4);
        let o = choice(Side::Random, 1).opponents(TWO, |_| 1);
        assert!(o.plays(Color::White) && !o.plays(Color::Black));
    }

    #[test]
    fn three_players_give_the_computer_one_or_two_seats() {
        let players = GameId::ThreePlayer.rules().players;
        let one = choice(Side::Color(Color::Grey), 1).opponents(players, |_| 0);
        assert_eq!(one.seats(players), vec![Color::Black]);
        let two = choice(Side::Color(Color::Grey), 2).opponents(players, |_| 0);
        assert_eq!(two.seats(players), vec![Color::White, Color::Black]);
    }

    #[test]
    fn people_only_and_the_dialog_opens_with_the_game_s_choices() {
        let people = Choice {
            computer: false,
            ..choice(Side::Random, 1)
        };
        assert!(!people.opponents(TWO, |_| 0).any());
        let now = Opponents::computer(&[Color::White], 6);
        let c = Choice::of(now, TWO, None);
        assert!(c.computer && c.side == Side::Color(Color::Black) && c.level == 6);
        assert_eq!(c.opponents(TWO, |_| 0), now);
    }

    #[test]
    fn the_clock_is_none_a_preset_or_typed_in() {
        let typed = |m: &str, i: &str| (m.to_owned(), i.to_owned());
        let five = TimeControl::minutes(5, 3);
        assert_eq!(ClockChoice::of(None), ClockChoice::None);
        assert_eq!(ClockChoice::of(Some(five)), ClockChoice::Preset(five));
        let odd = TimeControl::minutes(7, 1);
        assert_eq!(ClockChoice::of(Some(odd)), ClockChoice::Custom);
        assert_eq!(ClockChoice::None.control(&typed("1", "1")), Ok(None));
        assert_eq!(
            ClockChoice::Custom.control(&typed(" 7 ", "1")),
            Ok(Some(odd))
        );
        let half = ClockChoice::Custom
            .control(&typed("0,5", "0"))
            .unwrap()
            .unwrap();
        assert_eq!(half.base_ms, 30_000, "a decimal comma");
        assert_eq!(
            ClockChoice::Custom.control(&typed("", "2")),
            Err(ClockError::Format)
        );
        assert_eq!(
            ClockChoice::Custom.control(&typed("0", "2")),
            Err(ClockError::Minutes)
        );
    }
}
