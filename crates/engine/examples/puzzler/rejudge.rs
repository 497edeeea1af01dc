//! `--rejudge FILE`: every solver move of every puzzle of a file judged again at the
//! judging search, as the generator judges a line ([`Cook::confirms`]): the command
//! that judges a whole puzzle file (after the engine or the criteria changed). Prints
//! the file with the puzzles that pass; each puzzle dropped, and the count kept, go to
//! standard error.

use crate::cook::Cook;
use crate::line;
use crate::retag::{replayed, RetagError};
use sjakkboks_rules::GameId;

/// The puzzle file `text` of `game` with only the puzzles whose every solver move
/// `cook` still confirms.
pub fn rejudge(cook: &mut Cook, game: GameId, text: &str) -> Result<String, RetagError> {
    let mut out = vec![text.lines().next().unwrap_or_default().to_string()];
    let (mut kept, mut all) = (0, 0);
    for puzzle in replayed(game, text) {
        let puzzle = puzzle?;
        all += 1;
        let solver = puzzle.after.position().turn();
        let mut played = puzzle.after.clone();
        let mut failed = None;
        for (i, &ply) in puzzle.solution.iter().enumerate() {
            if played.position().turn() == solver {
                let turn = match ply.roll {
                    Some(face) => line::rolled(&played, face),
                    None => Some(played.clone()),
                };
                if !turn.is_some_and(|turn| cook.confirms(&turn, ply.mv)) {
                    failed = Some(i);
                    break;
                }
            }
            line::play(&mut played, ply);
        }
        match failed {
            None => {
                kept += 1;
                out.push(puzzle.row());
            }
            Some(i) => eprintln!(
                "{}: ply {} is no longer an only move",
                puzzle.fields[0],
                i + 1
            ),
        }
    }
    eprintln!("{}: kept {kept} of {all} puzzles", game.as_str());
    Ok(out.join("\n") + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_whose_solver_move_is_no_longer_the_only_one_is_dropped() {
        // After ...Nf6??, Qxf7 mates; d3 is legal but no puzzle's answer.
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";
        let text = format!(
            "PuzzleId,FEN,Moves,Rating,Themes\nmate1,{fen},g8f6 h5f7,600,mateIn1 oneMove\nquiet,{fen},g8f6 d2d3,600,advantage oneMove\n"
        );
        let mut cook = Cook::new(GameId::Standard, 1_000, 0, 20_000);
        let kept = rejudge(&mut cook, GameId::Standard, &text).unwrap();
        let ids: Vec<&str> = kept.lines().skip(1).map(|l| &l[..5]).collect();
        assert_eq!(ids, ["mate1"]);
        assert!(kept.starts_with("PuzzleId,FEN,Moves,Rating,Themes\n"));
    }
}
