//! The games' ids: docs/RULES.md order, serde names, and the perft CLI's names.

use sjakkboks_rules::GameId;

#[test]
fn ids_follow_rules_md_and_serde_uses_them() {
    let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
    let expected = ["standard", "pawn-race", "antichess", "chess-attack", "dice"];
    assert_eq!(&ids[..expected.len()], expected);
    for g in GameId::ALL {
        assert_eq!(GameId::from_id(g.as_str()), Some(g));
        assert_eq!(
            serde_json::to_string(&g).unwrap(),
            format!("\"{}\"", g.as_str())
        );
        assert_eq!(
            serde_json::from_str::<GameId>(&format!("\"{}\"", g.as_str())).unwrap(),
            g
        );
    }
}
