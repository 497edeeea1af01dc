//! The first module the page loads (Trunk's main rust target): home and the
//! game played on one device, without the `full` feature (see `lib.rs`).

fn main() {
    sjakkboks_app::start();
}
