//! The pieces each player has captured, derived from the game's moves (never
//! stored), with the material balance of the two-player games, or in losing
//! chess the pieces each side still has to lose.

use sjakkboks_rules::{Color, Game, GameId, Kind, Piece, Position, Special};
use yew::prelude::*;

use crate::components::board::piece_use;
use sjakkboks_session::i18n::{capitalise, color_name, kind_name, Lang};

/// How many pieces of each army and kind a player took: index `army * 6 +
/// kind`, both in index order.
type Taken = [usize; 18];

/// What each player (by colour index) captured in the first `ply` moves of `game`.
pub fn captures(game: &Game, ply: usize) -> [Taken; 3] {
    let mut taken = [[0; 18]; 3];
    for (before, mv) in game.positions().iter().zip(game.moves()).take(ply) {
        let at = match mv.special {
            Special::EnPassant { victim } => victim,
            _ if !mv.is_pass() && before.is_capture(mv) => mv.to,
            _ => continue,
        };
        if let Some(p) = before.piece_at(at).filter(|p| p.color != before.turn()) {
            taken[before.turn().index()][p.color.index() * 6 + p.kind.index()] += 1;
        }
    }
    taken
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

/// The pieces in `taken`, one entry per kind of each army with how many:
/// the armies in turn order, each from pawn to king.
fn grouped(taken: Taken) -> impl Iterator<Item = (Piece, usize)> {
    let piece = |i: usize| Piece {
        color: Color::ALL[i / 6],
        kind: Kind::ALL[i % 6],
    };
    let counted = taken.into_iter().enumerate();
    counted
        .filter(|&(_, count)| count > 0)
        .map(move |(i, count)| (piece(i), count))
}

/// One line per player: the pieces they have captured up to `ply` moves,
/// each kind once with a count ("×7") so that a long game's line stays short
/// (it wraps where the screen is narrower), named for screen readers, and the
/// balance.
pub fn captures_html(game: &Game, ply: usize, lang: Lang) -> Html {
    let taken = captures(game, ply);
    let position = &game.positions()[ply.min(game.moves().len())];
    let rows = game.id().rules().players.iter().map(|&color| {
        let pieces = grouped(taken[color.index()]).map(|(p, count)| {
            let name = p.color.name();
            let times = if count > 1 {
                format!("×{count}")
            } else {
                String::new()
            };
            html! {
                <span class="taken" data-piece={format!("{name}-{}", p.kind.name())}>
                    <svg viewBox="-50 -50 100 100" role="img"
                        aria-label={kind_name(lang, p.kind)}>
                        { piece_use(p.color, p.kind) }
                    </svg>
                    { times }
                </span>
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
        let taken = captures(&game, game.moves().len());
        assert_eq!(taken[w.index()], counts(&[(piece(b, Kind::Pawn), 1)]));
        assert_eq!(taken[b.index()], counts(&[(piece(w, Kind::Pawn), 3)]));
        let early = captures(&game, 3);
        assert_eq!(early[w.index()], counts(&[(piece(b, Kind::Pawn), 1)]));
        assert_eq!(early[b.index()], [0; 18], "only the moves up to the ply");
        assert_eq!(captures(&game, 0), [[0; 18]; 3]);
    }

    /// The counts of `pieces`, as [`captures`] gives them.
    fn counts(pieces: &[(Piece, usize)]) -> Taken {
        let mut taken = [0; 18];
        for &(p, count) in pieces {
            taken[p.color.index() * 6 + p.kind.index()] = count;
        }
        taken
    }

    #[test]
    fn captures_are_grouped_by_army_and_kind_with_a_count() {
        let (g, b) = (Color::Grey, Color::Black);
        let pieces = [
            (piece(b, Kind::Queen), 1),
            (piece(g, Kind::Pawn), 2),
            (piece(b, Kind::Pawn), 1),
        ];
        assert_eq!(
            grouped(counts(&pieces)).collect::<Vec<_>>(),
            vec![
                (piece(g, Kind::Pawn), 2),
                (piece(b, Kind::Pawn), 1),
                (piece(b, Kind::Queen), 1),
            ]
        );
        assert_eq!(grouped([0; 18]).count(), 0);
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
