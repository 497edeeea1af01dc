//! The full module, built with the `full` feature: the first module loads it
//! when something it leaves out is opened (see `lib.rs`).

fn main() {
    sjakkboks_app::start();
}
