//! Every text of [`crate::i18n`] in one language, for the tests that read them
//! all: the fixed words of every module, and every function rendered over all
//! its inputs (the errors over every variant, with word-free values inside).
//! A field added to a words struct must be added here (the structs are taken
//! apart whole); a function or variant added must be added to the lists.

use sjakkboks_rules::clock::ClockError;
use sjakkboks_rules::saved::SavedGameError;
use sjakkboks_rules::share::{ShareError, StopInfo, StopProblem};
use sjakkboks_rules::{
    Cell, Claim, Color, Declaration, EliminationReason, EndReason, FenError, Game, GameError,
    GameId, IllegalPosition, Kind, Outcome, Piece, RoundFenError, UciError,
};

use crate::i18n::clocks::{self, ClockWords};
use crate::i18n::learn::{self, LearnWords};
use crate::i18n::puzzles::{self, PuzzleWords};
use crate::i18n::records::{self, DialogText, PersistText};
use crate::i18n::review::{self, ReviewWords};
use crate::i18n::{self, cells, errors, jobs, notation, Lang, Text};
use crate::learn::run::Failure;
use crate::review::explain::Explanation;
use crate::review::judge::Judgement;
use crate::state::Refusal;

/// Every end of a game.
const END_REASONS: [EndReason; 19] = [
    EndReason::Checkmate,
    EndReason::Stalemate,
    EndReason::DeadPosition,
    EndReason::SeventyFiveMoves,
    EndReason::FivefoldRepetition,
    EndReason::ThreefoldRepetition,
    EndReason::FiftyMoves,
    EndReason::Agreement,
    EndReason::Resignation,
    EndReason::LastPlayerStanding,
    EndReason::DoubleMate,
    EndReason::FarRankReached,
    EndReason::PawnCount,
    EndReason::NoMovesLeft,
    EndReason::FiftyMovesWithoutPawnMove,
    EndReason::NoCapturePossible,
    EndReason::FewerThanThreePieces,
    EndReason::TimeForfeit,
    EndReason::TimeoutNoWinPossible,
];

/// Every way out of a three-player game.
const ELIMINATIONS: [EliminationReason; 4] = [
    EliminationReason::Checkmated,
    EliminationReason::NoLegalMove,
    EliminationReason::KingCaptured,
    EliminationReason::Resigned,
];

/// The texts of a words struct, taken apart whole (a field added to it is a
/// field to add here): its text fields, then the texts of its list fields.
macro_rules! texts {
    ($words:expr, $ty:ident { $($field:ident),* $(,)? } $([$($list:ident),*])?) => {{
        let $ty { $($field,)* $($($list,)*)? } = $words;
        [$(*$field),*]
            .into_iter()
            $($(.chain($list.iter().copied()))*)?
            .collect::<Vec<&'static str>>()
    }};
}

/// Every one of `lang`'s fixed words.
fn fixed_words(lang: Lang) -> Vec<&'static str> {
    texts!(
        lang.text(),
        Text {
            tagline,
            language_name,
            play,
            rules,
            home,
            back_to_game,
            undo,
            new_game,
            resign,
            offer_draw,
            claim_draw,
            turn_board,
            accept,
            decline,
            yes,
            cancel,
            moves,
            no_moves,
            promote_to,
            board,
            empty,
            draw,
            to,
            takes,
            check,
            thinking,
            try_again,
            hint_button,
            show_hint,
            hint,
            start_position,
            opening,
            opening_failed,
            reload,
            settings,
            roll,
            rolling,
            die,
            auto_roll,
            sound,
            go_on,
            rolls,
            resigns,
            viewing,
            rematch,
            has_taken,
            left_to_lose,
        }[browse]
    )
}

/// The clocks' fixed words.
fn clock_words(lang: Lang) -> Vec<&'static str> {
    texts!(
        clocks::words(lang),
        ClockWords {
            clock,
            none,
            custom,
            minutes,
            increment,
            pause,
            resume,
            paused,
        }
    )
}

/// The fixed words of saving, sharing and PGN.
fn record_words(lang: Lang) -> Vec<&'static str> {
    let mut all = texts!(
        records::words(lang),
        PersistText {
            share,
            embed,
            pgn,
            dismiss,
            unreadable_save,
            kept_as,
            not_kept,
            fresh_game,
            bad_link,
            stored_untouched,
            opened_link,
            imported,
            previous_kept,
            restore_previous,
            restored,
            not_saved,
            changed_elsewhere,
        }
    );
    all.extend(texts!(
        records::dialog_words(lang),
        DialogText {
            share_title,
            share_help,
            copy,
            copied,
            copy_by_hand,
            shared,
            not_shared,
            qr_caption,
            close,
            embed_title,
            embed_help,
            pgn_title,
            pgn_export,
            download,
            pgn_import,
            pgn_paste,
            pgn_file,
            import,
            import_failed,
            pgn_three_player,
            pgn_writing,
            file_unreadable,
            ends_game,
            who_plays,
            against_computer,
            you_play,
            random,
            computer_seats,
            computer_failed,
            rules_loading,
            rules_failed,
            people,
            level,
            start,
        }[levels]
    ));
    all
}

/// The words about games, colours, pieces, turns and results.
fn game_words(lang: Lang) -> Vec<String> {
    let mut all = Vec::new();
    for game in GameId::ALL {
        all.push(i18n::game_name(lang, game).to_owned());
        all.push(i18n::game_blurb(lang, game).to_owned());
    }
    for color in Color::ALL {
        all.push(i18n::to_move(lang, color));
        all.push(i18n::must_roll(lang, color));
        all.push(i18n::confirm_resign(lang, color));
        all.push(clocks::out_of_time(lang, color));
        for others in [1, 2] {
            all.push(i18n::draw_offer(lang, color, others));
        }
        for reason in ELIMINATIONS {
            all.push(i18n::eliminated(lang, color, reason));
        }
        for kind in Kind::ALL {
            all.push(cells::cell_name(lang, "a1", Some(Piece { color, kind })));
            all.push(i18n::must_move(lang, color, kind));
            all.push(i18n::passed(lang, color, 5, kind));
        }
        for winner in [None, Some(color)] {
            for reason in END_REASONS {
                let outcome = Outcome { winner, reason };
                all.push(i18n::result(lang, outcome, 8));
            }
            all.push(clocks::time_out_result(lang, color, winner, color));
        }
    }
    for kind in Kind::ALL {
        all.push(i18n::kind_name(lang, kind).to_owned());
        all.push(i18n::roll_again(lang, 4, kind));
        all.push(i18n::refusal(lang, Refusal::MoveKind(kind)));
    }
    for refusal in [
        Refusal::RollFirst,
        Refusal::InCheck,
        Refusal::MustCapture,
        Refusal::Stuck,
        Refusal::IntoCheck {
            from: Cell::new(4),
            to: Cell::new(12),
        },
    ] {
        all.push(i18n::refusal(lang, refusal));
    }
    for error in [
        ClockError::Format,
        ClockError::Minutes,
        ClockError::Increment,
    ] {
        all.push(clocks::clock_error(lang, error).to_owned());
    }
    all.push(i18n::in_check(lang).to_owned());
    all.push(cells::cell_name(lang, "a1", None));
    all
}

/// The moves of a short game in the move list's text and in spoken words:
/// quiet moves, captures and checks.
fn move_words(lang: Lang) -> Vec<String> {
    let mut game = Game::new(GameId::Standard);
    for uci in [
        "e2e4", "d7d5", "e4d5", "d8d5", "g1f3", "d5e4", "f1e2", "e4e2", "e1e2", "c8g4",
    ] {
        game.play_uci(uci).unwrap();
    }
    let positions = game.positions();
    game.moves()
        .iter()
        .zip(positions.iter().zip(positions.iter().skip(1)))
        .flat_map(|(mv, (before, after))| {
            [
                notation::move_text(lang, before, mv),
                notation::spoken(lang, before, mv, after),
            ]
        })
        .collect()
}

/// One of every position-text error, with word-free values (a share
/// link's start).
pub(crate) fn fen_errors() -> Vec<FenError> {
    let mut all = vec![
        FenError::FieldCount(3),
        FenError::RankCount {
            expected: 8,
            found: 7,
        },
        FenError::RankLength { rank: 2 },
        FenError::UnknownPiece('?'),
        FenError::Turn("?".into()),
        FenError::Castling("9".into()),
        FenError::EnPassant("e9".into()),
        FenError::Clock("-1".into()),
        FenError::WrongBoard,
        FenError::Round(RoundFenError::RingCount(5)),
        FenError::Round(RoundFenError::RingLength(2)),
        FenError::Round(RoundFenError::Piece("9".into())),
        FenError::Round(RoundFenError::Out("#".into())),
        FenError::Round(RoundFenError::Moats("9".into())),
    ];
    all.extend(
        [
            IllegalPosition::KingCount(Color::Grey),
            IllegalPosition::OpponentInCheck,
            IllegalPosition::PawnOnPromotionCell,
            IllegalPosition::PawnBehindStart,
        ]
        .map(FenError::Illegal),
    );
    all
}

/// One of every refusal of the game, with word-free values.
pub(crate) fn game_errors() -> Vec<GameError> {
    vec![
        GameError::Over,
        GameError::IllegalMove("e2e5".into()),
        GameError::MoveText(UciError::Syntax("e9".into())),
        GameError::MoveText(UciError::Illegal("e2e5".into())),
        GameError::ClaimNotValid(Claim::ThreefoldRepetition),
        GameError::ClaimNotValid(Claim::FiftyMoves),
        GameError::NotAPlayer(Color::Grey),
        GameError::NotYourTurn(Color::Black),
        GameError::NoDice,
        GameError::BadRoll(7),
        GameError::RollFirst,
        GameError::AlreadyRolled,
        GameError::ResignNeedsOne,
        GameError::RollTakenBack(3),
    ]
}

/// Every declared ending.
pub(crate) fn declarations() -> [Declaration; 5] {
    [
        Declaration::Resigned(Color::White),
        Declaration::DrawAgreed,
        Declaration::Claimed(Claim::ThreefoldRepetition),
        Declaration::Claimed(Claim::FiftyMoves),
        Declaration::TimeOut(Color::Black),
    ]
}

/// One of every step a link or a save can stop at, each game error inside
/// a roll and an ending.
pub(crate) fn stops() -> Vec<StopInfo> {
    let mut problems = vec![
        StopProblem::NoSuchMove {
            index: 20,
            legal: 20,
        },
        StopProblem::GameOver,
        StopProblem::NoRoll,
    ];
    for error in game_errors() {
        problems.push(StopProblem::Roll {
            face: 6,
            error: error.clone(),
        });
        for ending in declarations() {
            problems.push(StopProblem::Ending {
                ending,
                error: error.clone(),
            });
        }
    }
    problems
        .into_iter()
        .map(|problem| StopInfo {
            ply: 3,
            fullmove: 2,
            player: Color::White,
            problem,
        })
        .collect()
}

/// One of every share-link error.
pub(crate) fn share_errors() -> Vec<ShareError> {
    let mut all = vec![
        ShareError::Empty,
        ShareError::NotOurFormat,
        ShareError::NewerVersion(9),
        ShareError::Truncated,
        ShareError::Tampered,
        ShareError::Malformed,
        ShareError::UnknownGame(9),
        ShareError::BadClock,
    ];
    all.extend(fen_errors().into_iter().map(ShareError::BadStart));
    all
}

/// One of every saved-game error.
pub(crate) fn saved_errors() -> Vec<SavedGameError> {
    let mut all: Vec<SavedGameError> = share_errors()
        .into_iter()
        .map(SavedGameError::Corrupt)
        .collect();
    all.push(SavedGameError::OtherGame(GameId::Dice));
    all.push(SavedGameError::NewerVersion {
        version: 9,
        text: "9.AAAA".into(),
    });
    all.extend(stops().into_iter().map(SavedGameError::DoesNotReplay));
    all
}

/// Every message the errors of records and links give in `lang`, and the
/// rules crate's words inside them.
pub(crate) fn error_words(lang: Lang) -> Vec<String> {
    let mut all: Vec<String> = Vec::new();
    all.extend(share_errors().iter().map(|e| records::share_error(lang, e)));
    all.extend(saved_errors().iter().map(|e| records::saved_error(lang, e)));
    all.extend(stops().iter().map(|s| records::stop_info(lang, s)));
    all.extend(declarations().map(|d| errors::declaration(lang, d)));
    all
}

/// Every message of the worker's errors in `lang`.
fn job_words(lang: Lang) -> Vec<String> {
    jobs::tests::every_error()
        .iter()
        .map(|e| jobs::job_error(lang, e))
        .collect()
}

/// The words of Learn: the fixed ones, every failure and a count of stars.
fn learn_words(lang: Lang) -> Vec<String> {
    let mut all: Vec<String> = texts!(
        learn::words(lang),
        LearnWords {
            learn,
            courses_help,
            stage,
            level,
            go_on,
            retry,
            next,
            back_to_course,
            loading,
            failed,
            course_done,
            moves,
            for_three,
            die_shows,
            resign_on_one,
        }[praise]
    )
    .into_iter()
    .map(str::to_owned)
    .collect();
    let cell = Cell::new(0);
    for failure in [
        Failure::CanBeTaken(vec![(cell, cell)]),
        Failure::Taken(cell),
        Failure::NotIt,
        Failure::Ended,
        Failure::ChecksWatcher,
        Failure::OutOfRolls,
    ] {
        all.push(learn::failure(lang, &failure).to_owned());
    }
    all.push(learn::stars_of(lang, 5, 72));
    all
}

/// The review's words: the fixed ones, the judgements and every reason.
fn review_words(lang: Lang) -> Vec<String> {
    let mut all: Vec<String> = texts!(
        review::words(lang),
        ReviewWords {
            reviewing,
            graph,
            summary,
            accuracy,
            try_again,
            find_better,
            well_found,
            not_that,
            best_was,
            stop_trying,
            failed,
        }
    )
    .into_iter()
    .map(str::to_owned)
    .collect();
    all.push(review::button(lang).to_owned());
    all.extend(Judgement::ALL.map(|j| review::judgement(lang, j).to_owned()));
    let pos = sjakkboks_rules::Position::start(GameId::Standard);
    let best = pos.legal_moves()[0];
    let mut reasons = vec![
        Explanation::MateMissed { moves: 2, best },
        Explanation::MateAllowed { moves: 1 },
        Explanation::RaceLost,
        Explanation::ForcedCapture { best },
        Explanation::Better { best },
    ];
    reasons.extend(Kind::ALL.map(Explanation::LeftPiece));
    all.extend(reasons.iter().map(|r| review::explanation(lang, r, &pos)));
    all.push(review::accuracy(lang, 91.0));
    all
}

/// The words of the puzzle trainer: the fixed ones, every theme and the colour line.
fn puzzle_words(lang: Lang) -> Vec<String> {
    let mut all: Vec<String> = texts!(
        puzzles::words(lang),
        PuzzleWords {
            find,
            right,
            wrong,
            solved,
            hint,
            solution,
            next,
            rating,
            streak,
            daily,
            all_themes,
            theme,
            loading,
            failed,
            none_left,
            you_play,
        }
    )
    .into_iter()
    .map(str::to_owned)
    .collect();
    let tags = puzzles::THEMES.iter().map(|(tag, ..)| *tag);
    all.extend(
        tags.chain(["mateIn2", "winIn3"])
            .map(|t| puzzles::theme_name(lang, t)),
    );
    all.push(puzzles::you_play(lang, Color::White));
    all.push(puzzles::puzzles_name(lang).to_owned());
    all
}

/// Every text of [`crate::i18n`] in `lang`.
pub(crate) fn all(lang: Lang) -> Vec<String> {
    let fixed = [fixed_words(lang), clock_words(lang), record_words(lang)];
    let mut all: Vec<String> = fixed.concat().into_iter().map(str::to_owned).collect();
    all.extend(game_words(lang));
    all.extend(move_words(lang));
    all.extend(error_words(lang));
    all.extend(job_words(lang));
    all.extend(learn_words(lang));
    all.extend(review_words(lang));
    all.extend(puzzle_words(lang));
    all
}
