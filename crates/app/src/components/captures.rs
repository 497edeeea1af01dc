//! The pieces each player has captured, derived from the game's moves (never
//! stored), with the material balance of the two-player games, or in losing
//! chess the pieces each side still has to lose.

use sjakkboks_rules::{Color, Game, GameId, Kind, Piece, Position, Special};
use yew::prelude::*;

use crate::components::board::piece_use;
use sjakkboks_session::i18n::{capitalise, color_name, kind_name, Lang};

/// Who captured what in the first `ply` moves of `game`, in the order played.
pub fn captures(game: &Game, ply: usize) -> Vec<(Color, Piece)> {
    let played = game.positions().iter().zip(game.moves()).take(ply);
    played
        .filter_map(|(before, mv)| {
            let at = match mv.special {
                Special::EnPassant { victim } => victim,
                _ if !mv.is_pass() && before.is_capture(mv) => mv.to,
                _ => return None,
            };
            let victim = before.piece_at(at).filter(|p| p.color != before.turn())?;
            Some((before.turn(), victim))
        })
        .collect()
}

/// What `color`'s pieces on the board are worth (pawn 1, knight and bishop 3,
/// rook 5, queen 9).
fn material(position: &Position, color: Color) -> usize {
    [
        (Kind::Pawn, 1),
        (Kind::Knight, 3),
        (Kind::Bishop, 3),
        (Kind::Rook, 5),
        (Kind::Queen, 9),
    ]
    .into_iter()
    .map(|(kind, value)| value * position.piece_cells(Piece { color, kind }).count())
    .sum()
}

/// Beside each player's captures: how far ahead in material they are (two
/// players), or in losing chess how many pieces they have left to lose.
fn balance(position: &Position, color: Color, lang: Lang) -> Option<String> {
    let players = position.rules().players;
    if position.game() == GameId::Antichess {
        let left = position.color_cells(color).count();
        return Some(format!("{left}{}", lang.text().left_to_lose));
    }
    let other = *players.iter().find(|&&c| c != color)?;
    let ahead = material(position, color).checked_sub(material(position, other))?;
    (players.len() == 2 && ahead > 0).then(|| format!("+{ahead}"))
}

/// One line per player: the pieces they have captured up to `ply` moves,
/// named for screen readers, and the balance.
pub fn captures_html(game: &Game, ply: usize, lang: Lang) -> Html {
    let taken = captures(game, ply);
    let position = &game.positions()[ply.min(game.moves().len())];
    let rows = game.id().rules().players.iter().map(|&color| {
        let pieces = taken.iter().filter(|(by, _)| *by == color).map(|(_, p)| {
            let name = p.color.name();
            html! {
                <svg class="taken" viewBox="-50 -50 100 100" role="img"
                    aria-label={kind_name(lang, p.kind)}
                    data-piece={format!("{name}-{}", p.kind.name())}>
                    { piece_use(p.color, p.kind) }
                </svg>
            }
        });
        html! {
            <p class="captured" data-captured={color.name()}>
                <span class="visually-hidden">
                    { capitalise(color_name(lang, color)) }{ lang.text().has_taken }
                </span>
                { for pieces }
                if let Some(text) = balance(position, color, lang) {
                    <span class="balance">{ text }</span>
                }
            </p>
        }
    });
    html! { <div class="captures">{ for rows }</div> }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(id: GameId, moves: &[&str]) -> Game {
        let mut game = Game::new(id);
        for m in moves {
            game.play_uci(m).expect("a legal move");
        }
        game
    }

    fn piece(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    #[test]
    fn captures_follow_the_moves_en_passant_included() {
        let game = played(
            GameId::Standard,
            &[
                "e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "e1e2", "a5a2", "e2e1", "e7e5",
                "c3b5", "e5e4", "d2d4", "e4d3",
            ],
        );
        let (w, b) = (Color::White, Color::Black);
        assert_eq!(
            captures(&game, game.moves().len()),
            vec![
                (w, piece(b, Kind::Pawn)),
                (b, piece(w, Kind::Pawn)),
                (b, piece(w, Kind::Pawn)),
                (b, piece(w, Kind::Pawn)),
            ]
        );
        assert_eq!(captures(&game, 3).len(), 1, "only the moves up to the ply");
        assert_eq!(captures(&game, 0), vec![]);
    }

    #[test]
    fn the_balance_counts_material_on_the_board() {
        let game = played(GameId::Standard, &["e2e4", "d7d5", "e4d5"]);
        let position = game.position();
        assert_eq!(
            balance(position, Color::White, Lang::En).as_deref(),
            Some("+1")
        );
        assert_eq!(balance(position, Color::Black, Lang::En), None);
        let losing = played(GameId::Antichess, &["e2e4", "d7d5", "e4d5"]);
        let text = balance(losing.position(), Color::Black, Lang::En);
        assert_eq!(text.as_deref(), Some("15 left to lose"));
        let three = Game::new(GameId::ThreePlayer);
        assert_eq!(balance(three.position(), Color::Grey, Lang::En), None);
    }
}
