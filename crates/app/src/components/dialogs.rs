//! The share, embed and PGN dialogs (built with the `full` feature; the
//! buttons that open them are `crate::components::tools`).
//!
//! - The share dialog has the game's link in a text field marked
//!   `data-share-link` and its QR code (`data-share-qr`), and opens the
//!   system share sheet where the browser has one, else copies the link
//!   where the browser allows; `data-copy-status` says what happened.
//! - The embed dialog has the `<iframe>` snippet (`data-embed-snippet`).
//! - The PGN dialog (two-player games) has the game as PGN
//!   (`data-pgn-export`) to copy or download, and a field and file picker to
//!   import one (`data-pgn-import`, `data-pgn-file`); errors name the line
//!   and the move (`data-pgn-error`). The PGN itself is written and read by
//!   the engine's worker (`crate::services::worker`), which the dialog starts:
//!   the export field appears once the worker has answered. The worker draws
//!   the share link's QR code too.

use std::rc::Rc;

use js_sys::Promise;
use sjakkboks_rules::clock::Clock;
use sjakkboks_rules::{saved, Game, GameId};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::focus_trap::FocusTrap;
use crate::services::persist::{links, Source};
use crate::services::scripts;
use crate::services::worker::{Answer, EngineWorker};
use sjakkboks_session::i18n::jobs::job_error;
use sjakkboks_session::i18n::records::dialog_words as words;
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;
use sjakkboks_session::protocol::{Job, JobError, Reply};

/// The share dialog of `game` (with its clocks and players); `close` closes it.
pub fn share_dialog(
    game: &Game,
    clock: Option<&Clock>,
    opponents: Opponents,
    lang: Lang,
    close: Callback<()>,
) -> Html {
    let w = words(lang);
    html! {
        <CopyDialog kind="share" title={w.share_title} help={w.share_help}
            text={links::link_of(game, clock, opponents)} {lang} {close} />
    }
}

/// The embed dialog of game `id`; `close` closes it.
pub fn embed_dialog(id: GameId, lang: Lang, close: Callback<()>) -> Html {
    let w = words(lang);
    html! {
        <CopyDialog kind="embed" title={w.embed_title} help={w.embed_help}
            text={links::iframe_snippet(id, lang)} {lang} {close} />
    }
}

/// The PGN dialog of `game`; `on_load` puts an imported game in its place.
pub fn pgn_dialog(
    game: Rc<Game>,
    lang: Lang,
    close: Callback<()>,
    on_load: Callback<(Game, Source)>,
) -> Html {
    html! { <PgnDialog {game} {lang} {close} {on_load} /> }
}

/// Properties of [`CopyDialog`].
#[derive(Properties, PartialEq, Clone)]
struct CopyDialogProps {
    /// `share` or `embed`: names the field (`data-share-link`,
    /// `data-embed-snippet`).
    kind: &'static str,
    title: &'static str,
    help: &'static str,
    text: String,
    lang: Lang,
    close: Callback<()>,
}

/// A dialog with one text to copy. The share dialog opens the system share
/// sheet where the browser has one (else it copies), and shows the link's QR code.
#[function_component(CopyDialog)]
fn copy_dialog(props: &CopyDialogProps) -> Html {
    let w = words(props.lang);
    let field = use_node_ref();
    let copied = use_state(|| None::<bool>);
    let shared = use_state(|| None::<bool>);
    let sharing = props.kind == "share";
    // The link's QR code: `None` while the worker draws it, then the SVG, or
    // `Some(None)` when none can be made (the figure is then hidden).
    let qr = use_state(|| None::<Option<String>>);
    let drawer = (*use_memo((), |_| EngineWorker::default())).clone();
    let copy = {
        let field = field.clone();
        let copied = copied.clone();
        let shared = shared.clone();
        Callback::from(move |_: ()| {
            shared.set(None);
            copy_field(&field, copied.clone());
        })
    };
    {
        // Opening the dialog shares the link through the system share sheet
        // where the browser has one (web/extras/share.js), and shows its QR
        // code; else it copies the text where the browser allows.
        let copy = copy.clone();
        let shared = shared.clone();
        let text = props.text.clone();
        let qr = qr.clone();
        use_effect_with((), move |_| {
            let sheet = if sharing {
                scripts::call("share", &JsValue::from_str(&text)).dyn_into::<Promise>()
            } else {
                Err(JsValue::UNDEFINED)
            };
            match sheet {
                Ok(sheet) => wasm_bindgen_futures::spawn_local(async move {
                    let done = wasm_bindgen_futures::JsFuture::from(sheet).await;
                    shared.set(Some(done.is_ok_and(|ok| ok.is_truthy())));
                }),
                Err(_) => copy.emit(()),
            }
            if sharing {
                let job = Job::Qr { text };
                drawer.post(
                    job,
                    Callback::from(move |answer: Answer| {
                        qr.set(Some(match answer {
                            Ok(Reply::Qr(svg)) => Some(svg),
                            _ => None,
                        }))
                    }),
                );
            }
        });
    }
    let field_html = if sharing {
        html! {
            <input ref={field} type="text" readonly=true class="copy-field" data-share-link=""
                value={props.text.clone()} aria-label={props.title} />
        }
    } else {
        html! {
            <textarea ref={field} readonly=true rows="4" class="copy-field" data-embed-snippet=""
                value={props.text.clone()} aria-label={props.title} />
        }
    };
    let status = match (*copied, *shared) {
        (Some(true), _) => w.copied,
        (Some(false), _) => w.copy_by_hand,
        (None, Some(true)) => w.shared,
        (None, Some(false)) => w.not_shared,
        (None, None) => "",
    };
    html! {
        { modal(props.title, props.kind, props.lang, &props.close, html! {
            <>
            <p>{ props.help }</p>
            { field_html }
            <div class="buttons">
                <button type="button" class="button primary" data-action="copy"
                    onclick={move |_| copy.emit(())}>{ w.copy }</button>
            </div>
            <p class="copy-status" aria-live="polite" data-copy-status="">{ status }</p>
            if sharing {
                <figure class="share-qr" data-share-qr="" hidden={*qr == Some(None)}>
                    <div class="qr-picture">
                        // Our worker's own drawing of the link's code.
                        if let Some(Some(svg)) = &*qr {
                            { Html::from_html_unchecked(svg.clone().into()) }
                        }
                    </div>
                    <figcaption>{ w.qr_caption }</figcaption>
                </figure>
            }
            </>
        }) }
    }
}

/// A dialog over the page (`kind` names it) with `children` under its
/// `title`, closed by its button or Escape.
fn modal(
    title: &'static str,
    kind: &'static str,
    lang: Lang,
    close: &Callback<()>,
    children: Html,
) -> Html {
    let close = close.clone();
    let onkeydown = {
        let close = close.clone();
        move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                close.emit(())
            }
        }
    };
    let heading = format!("dialog-{kind}");
    html! {
        <FocusTrap key={kind}>
            <div class="modal-backdrop" {onkeydown}>
                <div class="modal" role="dialog" tabindex="-1" aria-modal="true"
                    aria-labelledby={heading.clone()} data-dialog={kind}>
                    <h2 id={heading}>{ title }</h2>
                    { children }
                    <div class="buttons">
                        <button type="button" class="button" data-action="close-dialog"
                            onclick={move |_| close.emit(())}>{ words(lang).close }</button>
                    </div>
                </div>
            </div>
        </FocusTrap>
    }
}

/// Selects the text of the field and copies it: through the asynchronous
/// clipboard where the browser allows it, else `execCommand("copy")`; sets
/// `copied` to whether it worked (the text stays selected either way).
fn copy_field(field: &NodeRef, copied: UseStateHandle<Option<bool>>) {
    let text = if let Some(input) = field.cast::<HtmlInputElement>() {
        input.select();
        input.value()
    } else if let Some(area) = field.cast::<HtmlTextAreaElement>() {
        area.select();
        area.value()
    } else {
        return;
    };
    let Some(window) = web_sys::window() else {
        return;
    };
    // `navigator.clipboard` is missing outside secure contexts and may refuse
    // in frames: look it up and fall back.
    let clipboard = js_sys::Reflect::get(&window.navigator(), &JsValue::from_str("clipboard"))
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null());
    let write = clipboard.and_then(|clipboard| {
        let f = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText")).ok()?;
        let f = f.dyn_into::<js_sys::Function>().ok()?;
        f.call1(&clipboard, &JsValue::from_str(&text))
            .ok()?
            .dyn_into::<js_sys::Promise>()
            .ok()
    });
    match write {
        Some(promise) => wasm_bindgen_futures::spawn_local(async move {
            let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
            copied.set(Some(ok || exec_copy()));
        }),
        None => copied.set(Some(exec_copy())),
    }
}

/// The old way to copy the selection; `false` where the browser refuses.
fn exec_copy() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.dyn_into::<web_sys::HtmlDocument>().ok())
        .and_then(|d| d.exec_command("copy").ok())
        .unwrap_or(false)
}

/// Properties of [`PgnDialog`].
#[derive(Properties, PartialEq, Clone)]
struct PgnDialogProps {
    game: Rc<Game>,
    lang: Lang,
    close: Callback<()>,
    on_load: Callback<(Game, Source)>,
}

/// Today as a PGN date, `YYYY.MM.DD`.
fn today() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

/// The PGN dialog: export and import, both done by the engine's worker.
#[function_component(PgnDialog)]
fn pgn_dialog(props: &PgnDialogProps) -> Html {
    let w = words(props.lang);
    let lang = props.lang;
    let export_field = use_node_ref();
    let import_field = use_node_ref();
    let copied = use_state(|| None::<bool>);
    let error = use_state(|| None::<String>);
    // The export: `None` until the worker answers; then the PGN (`None` for a
    // game PGN cannot hold) or why there is none.
    let exported = use_state(|| None::<Result<Option<String>, JobError>>);
    let exporter = (*use_memo((), |_| EngineWorker::default())).clone();
    let importer = (*use_memo((), |_| EngineWorker::default())).clone();
    {
        let exported = exported.clone();
        let game = saved::encode(&props.game);
        use_effect_with(game, move |game| {
            let job = Job::PgnExport {
                game: game.clone(),
                date: today(),
            };
            exporter.post(
                job,
                Callback::from(move |answer: Answer| {
                    exported.set(Some(answer.and_then(|reply| match reply {
                        Reply::Pgn(text) => Ok(text),
                        _ => Err(JobError::Undecodable),
                    })))
                }),
            );
        });
    }
    let import_text = {
        let error = error.clone();
        let on_load = props.on_load.clone();
        let close = props.close.clone();
        Callback::from(move |text: String| {
            let job = Job::PgnImport { text };
            let error = error.clone();
            let on_load = on_load.clone();
            let close = close.clone();
            let done = move |answer: Answer| {
                let game = answer.and_then(|reply| match reply {
                    Reply::Game(text) => saved::decode(&text).map_err(|_| JobError::BadGame),
                    _ => Err(JobError::Undecodable),
                });
                match game {
                    Ok(game) => {
                        close.emit(());
                        on_load.emit((game, Source::Pgn));
                    }
                    Err(e) => error.set(Some(job_error(lang, &e))),
                }
            };
            importer.post(job, Callback::from(done));
        })
    };
    let on_import = {
        let import_field = import_field.clone();
        let import_text = import_text.clone();
        move |_| {
            if let Some(area) = import_field.cast::<HtmlTextAreaElement>() {
                import_text.emit(area.value());
            }
        }
    };
    let on_file = {
        let import_field = import_field.clone();
        let error = error.clone();
        let unreadable = w.file_unreadable;
        move |e: Event| {
            let Some(file) = e
                .target_dyn_into::<HtmlInputElement>()
                .and_then(|input| input.files())
                .and_then(|files| files.get(0))
            else {
                return;
            };
            let import_text = import_text.clone();
            let import_field = import_field.clone();
            let error = error.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                    Ok(text) => {
                        let text = text.as_string().unwrap_or_default();
                        if let Some(area) = import_field.cast::<HtmlTextAreaElement>() {
                            area.set_value(&text);
                        }
                        import_text.emit(text);
                    }
                    Err(_) => error.set(Some(unreadable.to_owned())),
                }
            });
        }
    };
    let export_html = match (*exported).clone() {
        None => html! { <p class="quiet">{ w.pgn_writing }</p> },
        Some(Err(why)) => html! { <p class="error" role="alert">{ job_error(lang, &why) }</p> },
        Some(Ok(Some(text))) => {
            let copy = {
                let field = export_field.clone();
                let copied = copied.clone();
                move |_| copy_field(&field, copied.clone())
            };
            let href = format!(
                "data:application/x-chess-pgn;charset=utf-8,{}",
                String::from(js_sys::encode_uri_component(&text))
            );
            let file_name = format!("sjakkboks-{}.pgn", props.game.id().as_str());
            let status = match *copied {
                Some(true) => w.copied,
                Some(false) => w.copy_by_hand,
                None => "",
            };
            html! {
                <section>
                    <h3>{ w.pgn_export }</h3>
                    <textarea ref={export_field} readonly=true rows="6" class="copy-field"
                        data-pgn-export="" value={text} aria-label={w.pgn_export} />
                    <div class="buttons">
                        <button type="button" class="button" data-action="copy" onclick={copy}>
                            { w.copy }</button>
                        <a class="button" data-action="download-pgn" {href} download={file_name}>
                            { w.download }</a>
                    </div>
                    <p class="copy-status" aria-live="polite">{ status }</p>
                </section>
            }
        }
        Some(Ok(None)) => html! { <p>{ w.pgn_three_player }</p> },
    };
    html! {
        { modal(w.pgn_title, "pgn", lang, &props.close, html! {
            <>
            { export_html }
            <section>
                <h3>{ w.pgn_import }</h3>
                <textarea ref={import_field} rows="6" class="copy-field" data-pgn-import=""
                    placeholder={w.pgn_paste} aria-label={w.pgn_import} />
                <label class="file-pick">{ w.pgn_file }
                    <input type="file" accept=".pgn,text/plain,application/x-chess-pgn"
                        data-pgn-file="" onchange={on_file} />
                </label>
                if let Some(message) = (*error).clone() {
                    <p class="error" role="alert" data-pgn-error="">
                        { format!("{}: {message}", w.import_failed) }
                    </p>
                }
                <div class="buttons">
                    <button type="button" class="button primary" data-action="import-pgn"
                        onclick={on_import}>{ w.import }</button>
                </div>
            </section>
            </>
        }) }
    }
}
