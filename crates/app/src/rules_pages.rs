//! The rules of each game in plain words, Norwegian and English, written from
//! the project's rule book (RULES.md): every decision made there is here too.

use sjakkboks_rules::GameId;
use yew::prelude::*;

use crate::board::BoardPicture;
use crate::i18n::{game_name, Lang};

/// One game's rules: a heading per part, a few short points under each.
type Page = &'static [(&'static str, &'static [&'static str])];

/// Chess's rules, which the other games build on.
const CHESS_NB: Page = &[
    ("Målet", &[
        "Sett motstanderens konge sjakkmatt: kongen er angrepet (sjakk), og det finnes ikke noe trekk som redder den.",
        "Hvit begynner. Spillerne flytter annenhver gang.",
    ]),
    ("Brikkene", &[
        "Kongen går ett felt i alle retninger. Den kan aldri stille seg der den blir slått.",
        "Dronningen går så langt den vil, rett fram, til siden og på skrå.",
        "Tårnet går så langt det vil, rett fram og til siden. Løperen går så langt den vil på skrå.",
        "Springeren hopper i en L: to felt rett fram og ett til siden. Den kan hoppe over andre brikker.",
        "Bonden går ett felt fram (to felt fra startraden) og slår ett felt på skrå fram.",
    ]),
    ("Spesielle trekk", &[
        "Rokade: kongen går to felt mot et tårn, og tårnet hopper over til feltet ved siden av kongen. Det går bare når verken kongen eller tårnet har flyttet, feltene mellom dem er tomme, og kongen ikke står i sjakk, går gjennom et angrepet felt eller havner i sjakk.",
        "En passant: har en bonde nettopp gått to felt og stilt seg ved siden av din bonde, kan din bonde slå den som om den bare hadde gått ett felt. Det må gjøres med en gang, i neste trekk.",
        "Forvandling: en bonde som når den siste raden, blir til dronning, tårn, løper eller springer. Du velger selv.",
    ]),
    ("Remis (uavgjort)", &[
        "Patt: den som skal flytte, har ingen lovlige trekk, men står ikke i sjakk.",
        "Død stilling: ingen kan sette matt, for eksempel konge mot konge, konge og løper mot konge, konge og springer mot konge, eller konge og løper mot konge og løper med løpere på samme farge.",
        "Enighet: en spiller tilbyr remis, og den andre tar imot.",
        "Samme stilling tre ganger, eller 50 trekk hver uten bondetrekk eller slag: da kan spilleren kreve remis med knappen «Krev remis».",
        "Samme stilling fem ganger, eller 75 trekk hver uten bondetrekk eller slag: da er det remis med en gang.",
        "Samme stilling betyr samme brikker på samme felt, samme spiller i trekket, og samme muligheter til rokade og en passant.",
    ]),
    ("Gi opp", &["Du kan alltid gi opp. Da vinner motstanderen."]),
];

const CHESS_EN: Page = &[
    ("The goal", &[
        "Checkmate the other king: it is attacked (check) and no move can save it.",
        "White starts. The players take turns.",
    ]),
    ("The pieces", &[
        "The king goes one square in any direction. It may never step where it can be taken.",
        "The queen goes as far as she likes straight or diagonally.",
        "The rook goes as far as it likes straight. The bishop goes as far as it likes diagonally.",
        "The knight jumps in an L: two squares straight and one to the side. It jumps over other pieces.",
        "The pawn goes one square forward (two from its first rank) and captures one square diagonally forward.",
    ]),
    ("Special moves", &[
        "Castling: the king goes two squares towards a rook, and the rook jumps to the square beside the king. Only if neither the king nor that rook has moved, the squares between them are empty, and the king is not in check, does not cross an attacked square and does not land in check.",
        "En passant: if a pawn has just gone two squares and stands beside your pawn, your pawn may take it as if it had gone one square. Only on the very next move.",
        "Promotion: a pawn that reaches the last rank becomes a queen, rook, bishop or knight. You choose.",
    ]),
    ("Draws", &[
        "Stalemate: the player to move has no legal move but is not in check.",
        "Dead position: nobody can checkmate, for example king against king, king and bishop against king, king and knight against king, or king and bishop against king and bishop with both bishops on one colour.",
        "Agreement: one player offers a draw and the other accepts.",
        "The same position for the third time, or 50 moves each without a pawn move or capture: the player may claim a draw with the \"Claim draw\" button.",
        "The same position for the fifth time, or 75 moves each without a pawn move or capture: the game is drawn at once.",
        "The same position means the same pieces on the same squares, the same player to move, and the same castling and en passant possibilities.",
    ]),
    ("Resigning", &["You may always resign. Then your opponent wins."]),
];

const PAWN_RACE_NB: Page = &[
    ("Målet", &[
        "Hvit har bønder på 2. rad, svart på 7. rad. Ingen andre brikker.",
        "Den første bonden som når den andre siden (hvit: 8. rad, svart: 1. rad), vinner med en gang. Den blir ikke forvandlet.",
    ]),
    ("Slik flytter bøndene", &[
        "Hvit begynner. Bøndene går som i sjakk: ett felt fram, to felt fra startraden, og slår ett felt på skrå fram.",
        "En passant gjelder, som i sjakk.",
    ]),
    ("Når ingen kan flytte", &[
        "Har den som skal flytte, ingen lovlige trekk, vinner den som har flest bønder. Like mange er remis.",
        "Den som står uten bønder, taper derfor i sin tur.",
    ]),
    ("Ellers", &["Du kan gi opp, og dere kan bli enige om remis."]),
];

const PAWN_RACE_EN: Page = &[
    ("The goal", &[
        "White has pawns on rank 2, black on rank 7. No other pieces.",
        "The first pawn to reach the other side (white: rank 8, black: rank 1) wins at once. It is not promoted.",
    ]),
    ("How the pawns move", &[
        "White starts. Pawns move as in chess: one square forward, two from their first rank, and they capture one square diagonally forward.",
        "En passant works as in chess.",
    ]),
    ("When nobody can move", &[
        "If the player to move has no legal move, the side with more pawns wins. Equal numbers are a draw.",
        "So a player with no pawns left loses on their turn.",
    ]),
    ("Also", &["You may resign, and you may agree a draw."]),
];

const ANTICHESS_NB: Page = &[
    ("Målet", &[
        "Bli kvitt brikkene dine! Har du ingen lovlige trekk når det er din tur (også fordi du ikke har brikker igjen), vinner du.",
    ]),
    ("Du må slå", &[
        "Start og trekk som i sjakk, hvit begynner.",
        "Kan du slå en brikke, må du slå. Kan du slå på flere måter, velger du selv. En passant regnes som et slag.",
    ]),
    ("Kongen", &[
        "Kongen er en vanlig brikke. Den kan bli slått, den kan stå angrepet, og det finnes ikke sjakk eller matt.",
        "Det finnes ingen rokade.",
        "En bonde som når siste rad, kan bli dronning, tårn, løper, springer eller konge.",
    ]),
    ("Remis", &[
        "Samme stilling for tredje gang: remis med en gang.",
        "50 trekk hver uten bondetrekk: remis med en gang. Her nullstiller bare bondetrekk telleren, ikke slag.",
        "Enighet: en spiller tilbyr remis, og den andre tar imot.",
        "Når ingen kan slå noe mer, noensinne: remis. For eksempel når alle brikkene er løpere og bønder, hver sides løpere står på sin egen farge og fargene er ulike, alle bønder står fast mot en bonde, og ingen bonde står på fargen til motstanderens løpere.",
    ]),
    ("Gi opp", &["Du kan gi opp. Da vinner motstanderen."]),
];

const ANTICHESS_EN: Page = &[
    ("The goal", &[
        "Get rid of your pieces! If you have no legal move on your turn (also when you have no pieces left), you win.",
    ]),
    ("You must capture", &[
        "Start and moves as in chess, white first.",
        "If you can capture, you must. If there are several captures, you choose. En passant counts as a capture.",
    ]),
    ("The king", &[
        "The king is an ordinary piece. It can be captured, it may stand attacked, and there is no check or checkmate.",
        "There is no castling.",
        "A pawn that reaches the last rank may become a queen, rook, bishop, knight or king.",
    ]),
    ("Draws", &[
        "The same position for the third time: a draw at once.",
        "50 moves each without a pawn move: a draw at once. Here only pawn moves restart the count, not captures.",
        "Agreement: one player offers a draw and the other accepts.",
        "When nobody can ever capture again: a draw. For example when every piece is a bishop or a pawn, each side's bishops stand on one colour and the two colours differ, every pawn is blocked by a pawn for good, and no pawn stands on the colour of the enemy bishops.",
    ]),
    ("Resigning", &["You may resign. Then your opponent wins."]),
];

const CHESS_ATTACK_NB: Page = &[
    ("Brettet", &[
        "Werner Klings minisjakk: alle sjakkreglene, på et brett med 5 linjer (a–e) og 6 rader (1–6).",
        "Hvit: tårn a1, springer b1, løper c1, dronning d1, konge e1 og bønder på a2–e2. Svart står likt på 6. og 5. rad.",
        "a1, c1 og e1 er mørke felt, så hvits løper går på mørke felt og svarts på lyse.",
    ]),
    ("Trekkene", &[
        "Bøndene kan gå to felt fra startraden (hvit 2. rad, svart 5. rad). En passant og forvandling (dronning, tårn, løper, springer) som i sjakk.",
        "Rokade bare med a-tårnet: kongen går e1–c1 (over d1) og tårnet a1–d1; svart likt på 6. rad. Som i sjakk må verken kongen eller tårnet ha flyttet, b1–d1 må være tomme, og kongen kan ikke stå i sjakk eller gå over et angrepet felt.",
    ]),
    ("Slutten", &[
        "Sjakkmatt vinner. Remis som i vanlig sjakk: patt, død stilling, enighet, samme stilling tre ganger eller 50 trekk (kreves), fem ganger eller 75 trekk (med en gang).",
        "Du kan alltid gi opp.",
    ]),
];

const CHESS_ATTACK_EN: Page = &[
    ("The board", &[
        "Werner Kling's mini chess: all of chess's rules, on a board of 5 files (a–e) and 6 ranks (1–6).",
        "White: rook a1, knight b1, bishop c1, queen d1, king e1 and pawns a2–e2. Black the same on ranks 6 and 5.",
        "a1, c1 and e1 are dark, so white's bishop lives on dark squares and black's on light squares.",
    ]),
    ("The moves", &[
        "Pawns may go two squares from their first rank (white rank 2, black rank 5). En passant and promotion (queen, rook, bishop, knight) as in chess.",
        "Castling only with the a-rook: the king goes e1–c1 (crossing d1) and the rook a1–d1; black the same on rank 6. As in chess, neither the king nor the rook may have moved, b1–d1 must be empty, and the king may not be in check or cross an attacked square.",
    ]),
    ("The end", &[
        "Checkmate wins. Draws as in chess: stalemate, dead position, agreement, the same position three times or 50 moves (claimed), five times or 75 moves (at once).",
        "You may always resign.",
    ]),
];

const DICE_NB: Page = &[
    ("Terningen bestemmer", &[
        "Sjakk med én terning som bestemmer hvilken brikke som skal flytte: 1 konge, 2 dronning, 3 løper, 4 springer, 5 tårn, 6 bonde.",
        "Hver tur begynner med et kast. Trekket må være et lovlig sjakktrekk med en brikke av den typen. Rokade er et kongetrekk, forvandling et bondetrekk.",
        "Kan ingen brikke av den typen flytte (alle står fast, er bundet eller slått), går turen over til motstanderen.",
    ]),
    ("Sjakk og matt", &[
        "Står du i sjakk, kaster du på nytt til terningen viser en brikke som kan redde kongen. Hvert kast vises.",
        "Sjakk er som i vanlig sjakk: en brikke kunne slått kongen i neste trekk med riktig kast.",
        "Sjakkmatt: du står i sjakk, og ingen terning gir et lovlig trekk. Da taper du.",
        "Har en spiller færre enn tre brikker igjen (kongen medregnet), taper den spilleren med en gang.",
    ]),
    ("Spesielle regler", &[
        "En passant er bare lov hvis du kaster en sekser på det første kastet i turen rett etter bondens dobbeltsteg. Et nytt kast fordi du står i sjakk kommer for sent. Ellers er muligheten borte.",
        "Patt (ingen lovlige trekk med noe kast, men ikke sjakk) er remis bare i en tur der spilleren kastet en ener. Appen gjør det da selv.",
        "Du kan bare gi opp i en tur der du kastet en ener, også når eneren gir turen videre med en gang (velg «Gi opp» i meldingen).",
    ]),
    ("Remis", &[
        "Som i sjakk: samme stilling tre ganger, eller 50 trekk hver uten bondetrekk eller slag, kan kreves som remis. Samme stilling fem ganger, eller 75 trekk hver, er remis med en gang. Dere kan også bli enige om remis.",
        "Når turen går videre fordi ingen brikke kan flytte, er det ikke et trekk: stillingen teller ikke som en ny gang samme stilling, og den teller ikke med i 50 og 75 trekk.",
    ]),
    ("Terningen", &[
        "Terningen er rettferdig: kastene kommer fra nettleserens kryptografiske tilfeldighet, så ingen kan vite dem på forhånd.",
        "Et kast forandres aldri. Angrer du et trekk, blir kastene tatt tilbake, men terningen viser de samme øynene igjen, i samme rekkefølge, når det kastes på nytt. Kastene hører med til partiet og lagres med det.",
    ]),
];

const DICE_EN: Page = &[
    ("The die decides", &[
        "Chess with one die that decides which kind of piece must move: 1 king, 2 queen, 3 bishop, 4 knight, 5 rook, 6 pawn.",
        "Every turn starts with a roll. The move must be a legal chess move of a piece of that kind. Castling is a king move, promotion a pawn move.",
        "If no piece of that kind can move (all blocked, pinned or captured), the turn passes to the opponent.",
    ]),
    ("Check and mate", &[
        "In check, you roll again until the die shows a piece that can save the king. Every roll is shown.",
        "Check is chess's check: a piece could take the king on its next move, given the right roll.",
        "Checkmate: you are in check and no roll gives a legal move. Then you lose.",
        "A player left with fewer than three pieces (king included) loses at once.",
    ]),
    ("Special rules", &[
        "En passant is allowed only if you roll a six with the first roll of the turn right after the pawn's double step. A roll again because you are in check comes too late. Otherwise the chance is gone.",
        "Stalemate (no legal move for any roll, not in check) is a draw only on a turn where the player rolled a one. The app then declares it.",
        "You may resign only on a turn where you rolled a one, also when the one passes the turn at once (choose “Resign” in the message).",
    ]),
    ("Draws", &[
        "As in chess: the same position three times, or 50 moves each without a pawn move or capture, may be claimed as a draw. The same position five times, or 75 moves each, is a draw at once. You may also agree a draw.",
        "When the turn passes because no piece of the rolled kind can move, that is not a move: the position does not count as another time the same position stands, and it does not count towards the 50 and 75 moves.",
    ]),
    ("The die", &[
        "The die is fair: its faces come from the browser's cryptographic random source, so nobody can know them in advance.",
        "A roll never changes. Undoing a move takes its rolls back, but the die shows the same faces again, in the same order, when it is rolled again. The rolls belong to the game and are saved with it.",
    ]),
];

const THREE_NB: Page = &[
    ("Brettet", &[
        "Tre hærer – hvit, grå og svart – på et rundt brett med 6 ringer og 24 felt i hver ring rundt et tomt midtpunkt. Feltene heter bokstav (a–x, med klokka) og ring (1 ytterst, 6 innerst).",
        "Hvit eier a–h, grå i–p og svart q–x. På ring 1 står tårn, springer, løper, dronning, konge, løper, springer, tårn; bøndene står på ring 2. Kongene står på lyse felt (e1, m1, u1), til venstre for dronningen sett fra eieren.",
        "Hvit begynner, så grå, så svart (med klokka).",
    ]),
    ("Slik går brikkene", &[
        "Rett fram går innover mot midten, over midten og ut igjen på motsatt side. Midtpunktet kan krysses, men ingen kan stå der.",
        "Til siden går rundt ringen, begge veier.",
        "På skrå går ett felt inn eller ut og ett til siden. Over midten fortsetter skrålinjen ut igjen ti felt lenger rundt, på samme farge. En skrålinje stopper når den når ring 1.",
        "Springeren hopper ett felt inn eller ut og to til siden, eller to inn eller ut og ett til siden, også over midten.",
        "Bønder går innover, to felt fra ring 2, med en passant. Når en bonde har krysset midten, går den utover og blir forvandlet når den når ring 1.",
        "Rokade som i sjakk, innenfor egen del av ring 1.",
    ]),
    ("Vollgraver og bekker", &[
        "Mellom de tre delene går tre linjer. På ring 1 er de vollgraver, på ring 2 og 3 bekker.",
        "En vollgrav er stengt til den er bygd bro over. Begge vollgravene ved siden av en spiller får bro for godt når spilleren er ute, eller når hele spillerens del av ring 1 (8 felt) er tom, uansett hvem sine brikker som stod der.",
        "Ingen kan slå over en vollgrav, heller ikke med bro, så det gis aldri sjakk over en vollgrav. Et trekk over en vollgrav med bro kan ikke slå og kan ikke gi sjakk.",
        "En bonde som ikke har krysset midten, kan ikke slå på skrå over en bekk fra ring 1–3. Fra ring 4 og innover kan den det.",
    ]),
    ("Ute av spillet", &[
        "Den som blir satt sjakkmatt, er ute. Brikkene blir stående, frosset (de vises bleke): de flytter aldri og gir aldri sjakk, men de stenger veien og kan bli slått.",
        "Sjakk blir matt først når den som står i sjakk, selv skal flytte. Kan neste spiller slå en konge før eieren rekker å flytte, er det lov, og eieren er ute.",
        "Har en spiller ingen lovlige trekk mens alle tre er med, er den spilleren ute. Med to igjen er det remis.",
        "Den siste spilleren igjen vinner. Setter ett trekk begge motstanderne matt, vinner du med en gang. Den andre er bare matt hvis den er matt også når den første er ute og brikkene dens er frosset.",
        "Når partiet er slutt, viser appen vinneren og hvordan hver av de andre gikk ut: matt, ga opp, ingen lovlige trekk eller kongen slått.",
    ]),
    ("Remis", &[
        "Remis som i sjakk, talt for hver spiller som er med: 50 trekk hver uten bondetrekk eller slag kan kreves som remis, 75 trekk hver er remis med en gang. Når en spiller går ut, begynner tellingen på nytt, som etter et slag.",
        "Samme stilling tre ganger kan kreves som remis, fem ganger er remis med en gang. Samme stilling betyr også de samme spillerne ute og de samme broene.",
        "Har spillerne som er med, bare kongen igjen, kan ingen vinne lenger: da er det remis med en gang.",
        "Med to spillere igjen og ingen frosne brikker på brettet er det også remis i de døde stillingene fra sjakk: konge og løper mot konge, konge og springer mot konge, og konger og løpere der alle løperne står på samme farge.",
        "Dere kan bli enige om remis.",
    ]),
    ("Notasjon", &[
        "Trekk skrives fra felt til felt, med engelske bokstaver for brikkene (K konge, Q dronning, R tårn, B løper, N springer; bonden har ingen bokstav): Nb1-c3, e2-e4.",
        "Et slag skrives med kolon, for eksempel Ka2:x2, fordi x også er navnet på en sektor.",
    ]),
    ("Gi opp", &[
        "Gir du opp mens alle tre er med, er bare du ute, og de to andre spiller videre. Med to igjen vinner den andre.",
    ]),
];

const THREE_EN: Page = &[
    ("The board", &[
        "Three armies – white, grey and black – on a round board of 6 rings with 24 cells each round an empty centre. A cell is named by letter (a–x, clockwise) and ring (1 outside, 6 next to the centre).",
        "White owns a–h, grey i–p and black q–x. Ring 1 holds rook, knight, bishop, queen, king, bishop, knight, rook; the pawns stand on ring 2. Each king stands on a light cell (e1, m1, u1), left of its queen seen from its owner.",
        "White moves first, then grey, then black (clockwise).",
    ]),
    ("How the pieces move", &[
        "Straight ahead goes inward to the centre, across it, and out again on the opposite side. The centre may be crossed but nobody can stand on it.",
        "Sideways goes round the ring, either way.",
        "Diagonally goes one ring in or out and one cell sideways. Across the centre the diagonal goes on ten cells further round, on the same colour. A diagonal stops on reaching ring 1.",
        "The knight jumps one ring and two cells sideways, or two rings and one cell sideways, across the centre too.",
        "Pawns move inward, two cells from ring 2, with en passant. A pawn that has crossed the centre moves outward and promotes on reaching ring 1.",
        "Castling as in chess, inside your own part of ring 1.",
    ]),
    ("Moats and creeks", &[
        "Three lines run between the three parts. On ring 1 they are moats, on rings 2 and 3 creeks.",
        "A moat is closed until it is bridged. Both moats beside a player are bridged for good when that player is out, or when that player's whole part of ring 1 (8 cells) is empty, whoever's pieces stood there.",
        "Nothing can capture over a moat, bridged or not, so there is never check over a moat. A move over a bridged moat may not capture and may not give check.",
        "A pawn that has not crossed the centre may not capture diagonally over a creek from rings 1–3. From ring 4 inward it may.",
    ]),
    ("Out of the game", &[
        "A player who is checkmated is out. Their pieces stay, frozen (drawn faded): they never move or give check, but they block and may be captured.",
        "A check becomes mate only when the checked player is to move. If the next player can capture a king before its owner moves, that is allowed, and the owner is out.",
        "A player with no legal move while all three are in the game is out. With two left it is a draw.",
        "The last player left wins. Mating both opponents with one move wins at once. The second one is mated only if they are mated also with the first one out and their pieces frozen.",
        "When the game is over, the app shows the winner and how each of the others went out: checkmated, resigned, no legal move or king captured.",
    ]),
    ("Draws", &[
        "Draws as in chess, counted for each player still in: 50 moves each without a pawn move or capture may be claimed as a draw; 75 moves each is a draw at once. When a player goes out, the count starts again, as after a capture.",
        "The same position three times may be claimed as a draw; five times is a draw at once. The same position also means the same players out and the same bridges.",
        "When the players still in have nothing left but their kings, nobody can win any more: a draw at once.",
        "With two players left and no frozen piece on the board, chess's dead positions are draws too: king and bishop against king, king and knight against king, and kings and bishops with every bishop on one colour.",
        "You may agree a draw.",
    ]),
    ("Notation", &[
        "Moves are written from cell to cell, with a letter for the piece (K king, Q queen, R rook, B bishop, N knight; none for a pawn): Nb1-c3, e2-e4.",
        "A capture is written with a colon, for example Ka2:x2, because x is also the name of a sector.",
    ]),
    ("Resigning", &[
        "If you resign while all three are in, only you are out and the other two play on. With two left, the other one wins.",
    ]),
];

/// The rules of a game in a language.
fn page(lang: Lang, game: GameId) -> Page {
    match (game.id(), lang) {
        ("pawn-race", Lang::Nb) => PAWN_RACE_NB,
        ("pawn-race", Lang::En) => PAWN_RACE_EN,
        ("antichess", Lang::Nb) => ANTICHESS_NB,
        ("antichess", Lang::En) => ANTICHESS_EN,
        ("chess-attack", Lang::Nb) => CHESS_ATTACK_NB,
        ("chess-attack", Lang::En) => CHESS_ATTACK_EN,
        ("dice", Lang::Nb) => DICE_NB,
        ("dice", Lang::En) => DICE_EN,
        ("three-player", Lang::Nb) => THREE_NB,
        ("three-player", Lang::En) => THREE_EN,
        (_, Lang::Nb) => CHESS_NB,
        (_, Lang::En) => CHESS_EN,
    }
}

/// Properties of [`RulesPage`].
#[derive(Properties, PartialEq, Clone)]
pub struct RulesPageProps {
    /// The game.
    pub game: GameId,
    /// The language.
    pub lang: Lang,
    /// Back to the game.
    pub on_play: Callback<()>,
}

/// A game's rules with a diagram of its start position.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let text = props.lang.text();
    let sections = page(props.lang, props.game)
        .iter()
        .map(|(heading, points)| {
            html! {
                <section>
                    <h2>{ *heading }</h2>
                    <ul>{ for points.iter().map(|p| html! { <li>{ *p }</li> }) }</ul>
                </section>
            }
        });
    let on_play = props.on_play.clone();
    html! {
        <article class="rules">
            <h1>{ format!("{}: {}", text.rules, game_name(props.lang, props.game)) }</h1>
            <figure class="diagram">
                <BoardPicture game={props.game} coordinates={true} />
                <figcaption>{ text.start_position }</figcaption>
            </figure>
            { for sections }
            <button type="button" class="button primary" onclick={move |_| on_play.emit(())}>
                { text.back_to_game }
            </button>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_rules_in_both_languages() {
        for game in GameId::ALL {
            let nb = page(Lang::Nb, game);
            let en = page(Lang::En, game);
            assert!(!nb.is_empty());
            assert_eq!(nb.len(), en.len(), "{game:?}: same sections in nb and en");
            for ((_, a), (_, b)) in nb.iter().zip(en) {
                assert_eq!(a.len(), b.len(), "{game:?}: same points in nb and en");
            }
        }
    }

    /// The whole page as one text.
    fn text(lang: Lang, game: GameId) -> String {
        page(lang, game)
            .iter()
            .flat_map(|(h, points)| std::iter::once(*h).chain(points.iter().copied()))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn dice_and_three_player_pages_name_their_decisions() {
        let needs: [(GameId, Lang, &[&str]); 4] = [
            (
                GameId::Dice,
                Lang::Nb,
                &[
                    "75",
                    "fem ganger",
                    "første kastet",
                    "ikke et trekk",
                    "kryptografiske",
                    "samme øynene",
                ],
            ),
            (
                GameId::Dice,
                Lang::En,
                &[
                    "75",
                    "five times",
                    "first roll",
                    "not a move",
                    "cryptographic",
                    "same faces",
                ],
            ),
            (
                GameId::ThreePlayer,
                Lang::Nb,
                &[
                    "fem ganger",
                    "tellingen på nytt",
                    "springer mot konge",
                    "frosset",
                    "Ka2:x2",
                    "enige om remis",
                ],
            ),
            (
                GameId::ThreePlayer,
                Lang::En,
                &[
                    "five times",
                    "count starts again",
                    "knight against king",
                    "frozen",
                    "Ka2:x2",
                    "agree a draw",
                ],
            ),
        ];
        for (game, lang, words) in needs {
            let page = text(lang, game);
            for w in words {
                assert!(page.contains(w), "{game:?} {lang:?}: {w}");
            }
        }
    }
}
