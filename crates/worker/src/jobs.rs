//! One job in, one reply out: decodes the page's message, runs the search, the
//! PGN export or import, the QR code or a review's search, and encodes the reply. Pure but for
//! the stop, which the browser side passes in, so it is tested natively.

use sjakkboks_session::protocol::{self, FromWorker, Job, JobError, Reply};

use crate::{ask, pgn_job, qr_job, review_job};

/// The bytes of the reply to the bytes of one message from the page. `stop`
/// is made for a search from its time budget, and says when it is spent.
pub fn respond(bytes: &[u8], stop: impl Fn(u32) -> Box<dyn Fn() -> bool>) -> Vec<u8> {
    let (id, reply) = match protocol::decode_job(bytes) {
        Ok(message) => (message.id, run(message.job, stop)),
        // No number to answer to: 0, which the page never gives a job.
        Err(error) => (0, Err(error)),
    };
    protocol::encode(&FromWorker::Done { id, reply })
}

/// Does one job.
fn run(job: Job, stop: impl Fn(u32) -> Box<dyn Fn() -> bool>) -> Result<Reply, JobError> {
    match job {
        Job::Search {
            game,
            seat,
            level,
            seed,
            budget_ms,
        } => ask::answer(&game, seat, level, seed, &*stop(budget_ms)).map(Reply::Move),
        Job::PgnExport { game, date } => pgn_job::export(&game, &date).map(Reply::Pgn),
        Job::PgnImport { text } => pgn_job::import(&text).map(Reply::Game),
        Job::Qr { text } => qr_job::svg(&text).map(Reply::Qr),
        Job::Analyse { game, ply, nodes } => {
            review_job::analyse(&game, ply, nodes).map(Reply::Analysis)
        }
        Job::Score {
            game,
            ply,
            tried,
            nodes,
        } => review_job::score(&game, ply, &tried, nodes).map(Reply::Scored),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{saved, Color, Game, GameId};
    use sjakkboks_session::protocol::ToWorker;

    fn never(_: u32) -> Box<dyn Fn() -> bool> {
        Box::new(|| false)
    }

    fn reply_to(job: Job) -> FromWorker {
        let bytes = protocol::encode(&ToWorker { id: 5, job });
        protocol::decode_from_worker(&respond(&bytes, never)).expect("a reply")
    }

    #[test]
    fn each_job_gets_its_reply_with_its_number() {
        let game = saved::encode(&Game::new(GameId::Standard));
        let search = Job::Search {
            game: game.clone(),
            seat: Color::White,
            level: 1,
            seed: 1,
            budget_ms: 100,
        };
        assert!(matches!(
            reply_to(search),
            FromWorker::Done {
                id: 5,
                reply: Ok(Reply::Move(Some(_)))
            }
        ));
        let export = Job::PgnExport {
            game,
            date: "2026.11.28".into(),
        };
        assert!(matches!(
            reply_to(export),
            FromWorker::Done {
                id: 5,
                reply: Ok(Reply::Pgn(Some(_)))
            }
        ));
        let import = Job::PgnImport {
            text: "1. e4 *".into(),
        };
        assert!(matches!(
            reply_to(import),
            FromWorker::Done {
                id: 5,
                reply: Ok(Reply::Game(_))
            }
        ));
        let analyse = Job::Analyse {
            game: saved::encode(&{
                let mut g = Game::new(GameId::Standard);
                g.play_uci("e2e4").unwrap();
                g
            }),
            ply: 0,
            nodes: 2_000,
        };
        assert!(matches!(
            reply_to(analyse),
            FromWorker::Done {
                id: 5,
                reply: Ok(Reply::Analysis(_))
            }
        ));
        let qr = Job::Qr { text: "x".into() };
        assert!(matches!(
            reply_to(qr),
            FromWorker::Done {
                id: 5,
                reply: Ok(Reply::Qr(_))
            }
        ));
    }

    #[test]
    fn an_unknown_job_is_refused_not_searched() {
        let reply = protocol::decode_from_worker(&respond(&[1, 42, 0], never));
        assert_eq!(
            reply,
            Some(FromWorker::Done {
                id: 0,
                reply: Err(JobError::Undecodable)
            })
        );
    }
}
