//! The review's graph (`[data-eval-graph]`): who was ahead after each move,
//! white up and black down (three players: a line per player through their
//! own chances after their moves, in their colour). One `<g data-ply="<n>">` per move, a column to tap that
//! shows the position after it, with a dot marked by its judgement; a line
//! stands at the move shown.

use sjakkboks_rules::{Color, Game};
use sjakkboks_session::layout::num;
use sjakkboks_session::review::judge::judge;
use sjakkboks_session::review::Review;
use sjakkboks_session::state::{Action, Browse};
use yew::prelude::*;

/// The graph's width and height in its own units.
const WIDTH: f32 = 200.0;
/// See [`WIDTH`].
const HEIGHT: f32 = 60.0;

/// The value drawn after each reviewed move, -1 (black, or the mover, lost)
/// to 1: white's view in two-player games, the mover's own with three; a
/// turn that passed keeps the value before it.
fn values(game: &Game, review: &Review) -> Vec<f32> {
    let two = game.id().rules().players.len() == 2;
    let mut last = 0.0;
    review
        .plies
        .iter()
        .zip(game.positions())
        .map(|(ply, before)| {
            if ply.best_move.is_some() {
                let own = ply.played.chances;
                last = if two && before.turn() != Color::White {
                    -own
                } else {
                    own
                };
            }
            last
        })
        .collect()
}

/// The graph of `review` of `game`, with the move `shown` (0 = the start)
/// marked; a tap on a move dispatches [`Browse::To`] it.
pub fn graph(
    game: &Game,
    review: &Review,
    shown: usize,
    dispatch: &Callback<Action>,
    label: &str,
) -> Html {
    // A half step of room after the last move, so its dot is not cut.
    let total = game.moves().len().max(1) as f32 + 0.5;
    let step = WIDTH / total;
    let y = |v: f32| HEIGHT / 2.0 * (1.0 - v.clamp(-1.0, 1.0));
    let values = values(game, review);
    let point = |i: usize| format!("{} {}", num(step * (i as f32 + 1.0)), num(y(values[i])));
    // Two players: one line from the even start. Three: a line per player
    // through their own moves, in their colour.
    let lines: Vec<(&str, String)> = if game.id().rules().players.len() == 2 {
        let mut d = format!("M0 {}", num(y(0.0)));
        for i in 0..values.len() {
            d.push_str(&format!(" L{}", point(i)));
        }
        vec![("", d)]
    } else {
        game.id()
            .rules()
            .players
            .iter()
            .map(|&color| {
                let mine = (0..values.len()).filter(|&i| game.positions()[i].turn() == color);
                let d: Vec<String> = mine
                    .enumerate()
                    .map(|(k, i)| format!("{}{}", if k == 0 { 'M' } else { 'L' }, point(i)))
                    .collect();
                (color.name(), d.join(" "))
            })
            .collect()
    };
    let lines = lines.into_iter().map(|(color, d)| {
        html! { <path class={classes!("eval-line", (!color.is_empty()).then_some(color))} {d} /> }
    });
    let columns = values.iter().enumerate().map(|(i, v)| {
        let ply = i + 1;
        let judgement = judge(&review.plies[i]).map(|j| j.code());
        let mover = game.positions()[i].turn().name();
        let dispatch = dispatch.clone();
        let x = step * ply as f32;
        html! {
            <g data-ply={ply.to_string()} class={classes!("ply", judgement)}
                onclick={move |_| dispatch.emit(Action::Browse(Browse::To(ply)))}>
                <rect x={num(x - step / 2.0)} y="0" width={num(step)} height={num(HEIGHT)} />
                <circle class={mover} cx={num(x)} cy={num(y(*v))}
                    r={if judgement.is_some() { "2.4" } else { "1.1" }} />
            </g>
        }
    });
    let at = num(step * shown as f32);
    html! {
        <svg class="eval-graph" data-eval-graph="" role="img" aria-label={label.to_owned()}
            viewBox={format!("0 0 {} {}", num(WIDTH), num(HEIGHT))} preserveAspectRatio="none">
            <rect class="black-side" x="0" y={num(HEIGHT / 2.0)} width={num(WIDTH)} height={num(HEIGHT / 2.0)} />
            { for lines }
            <line class="shown" x1={at.clone()} x2={at} y1="0" y2={num(HEIGHT)} />
            { for columns }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;
    use sjakkboks_session::review::{Eval, PlyReview};

    fn ply(played: f32, best_move: Option<&str>) -> PlyReview {
        let eval = Eval {
            chances: played,
            mate: None,
        };
        PlyReview {
            best: eval,
            played: eval,
            best_move: best_move.map(str::to_owned),
            reply_line: Vec::new(),
        }
    }

    #[test]
    fn values_are_whites_view_and_a_pass_keeps_the_last() {
        let mut game = Game::new(GameId::Standard);
        game.play_uci("e2e4").unwrap();
        game.play_uci("e7e5").unwrap();
        let review = Review {
            plies: vec![ply(0.2, Some("e2e4")), ply(0.5, Some("e7e5"))],
        };
        assert_eq!(values(&game, &review), vec![0.2, -0.5]);
        let review = Review {
            plies: vec![ply(0.2, Some("e2e4")), ply(0.5, None)],
        };
        assert_eq!(values(&game, &review), vec![0.2, 0.2]);
    }
}
