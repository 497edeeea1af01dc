//! The new-game dialog: who plays the next game. People at this screen, or
//! the computer: the colour the person plays (or a random one), in
//! three-player chess whether the computer takes one seat or two, and the
//! level, 1 to 8, each with a friendly name. It opens with the choices of the
//! game on screen, so a rematch is one tap on "Start".

use std::rc::Rc;

use sjakkboks_rules::Color;
use yew::prelude::*;

use crate::focus_trap::FocusTrap;
use crate::i18n::{capitalise, color_name, Lang};
use crate::opponents::{Opponents, LEVELS};
use crate::state::{Action, PlayState};

/// The person's colour in the dialog: one of the game's, or chosen by chance.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    /// This colour.
    Color(Color),
    /// A colour drawn when the game starts.
    Random,
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
}

impl Choice {
    /// The choices of the game on screen.
    fn of(opponents: Opponents, players: &[Color]) -> Choice {
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

/// The new-game dialog.
#[function_component(SetUpDialog)]
pub fn set_up_dialog(props: &SetUpProps) -> Html {
    let players = props.state.game.id().rules().players;
    let choice = use_state(|| Choice::of(props.state.opponents, players));
    let lang = props.lang;
    let text = lang.text();
    let c = *choice;
    let mut groups = vec![group(
        &choice,
        "mode",
        text.who_plays.into(),
        vec![
            (
                "people".into(),
                text.people.into(),
                Choice {
                    computer: false,
                    ..c
                },
            ),
            (
                "computer".into(),
                text.against_computer.into(),
                Choice {
                    computer: true,
                    ..c
                },
            ),
        ],
    )];
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
        sides.push(("random".into(), text.random.into(), random));
        groups.push(group(&choice, "side", text.you_play.into(), sides));
        if players.len() > 2 {
            let seats = (1..players.len())
                .map(|n| (n.to_string(), n.to_string(), Choice { seats: n, ..c }))
                .collect();
            groups.push(group(&choice, "seats", text.computer_seats.into(), seats));
        }
        let levels = LEVELS
            .map(|level| (level.to_string(), level.to_string(), Choice { level, ..c }))
            .collect();
        let name = text.levels[usize::from(c.level - 1)];
        groups.push(group(
            &choice,
            "level",
            format!("{}: {name}", text.level),
            levels,
        ));
    }
    let start = {
        let dispatch = props.dispatch.clone();
        move |_| dispatch.emit(Action::SetUp(c.opponents(players, random_below)))
    };
    let cancel = {
        let dispatch = props.dispatch.clone();
        move |_| dispatch.emit(Action::CloseDialog)
    };
    let under_way = props.state.game.outcome().is_none() && !props.state.game.moves().is_empty();
    html! {
        <FocusTrap key="setup">
            <div class="overlay whole-page" role="dialog" tabindex="-1" aria-label={text.new_game}>
                <div class="card setup" data-dialog="setup">
                    <h2>{ text.new_game }</h2>
                    { groups }
                    if under_way {
                        <p class="small">{ text.ends_game }</p>
                    }
                    <div class="buttons">
                        <button type="button" class="button primary" data-answer="start"
                            onclick={start}>{ text.start }</button>
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
        let c = Choice::of(now, TWO);
        assert!(c.computer && c.side == Side::Color(Color::Black) && c.level == 6);
        assert_eq!(c.opponents(TWO, |_| 0), now);
    }
}
