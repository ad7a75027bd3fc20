//! gamebook's bundler: turns a solution and the libraries it uses into one source file that a
//! judge compiles with a bare `rustc`.
//!
//! The stages, one module each: [`lexer`] (tokens, so nothing inside a literal or comment is
//! ever touched), [`toml`] and [`package`] (manifests: which libraries a package can name, under
//! which names, with which features), [`cfg`](mod@cfg) (predicates decided or left to the judge),
//! [`expand`] (module files inlined, `cfg` applied, macros lifted, paths rewritten; an older
//! library's captures said for a 2024 paste in `captures`, a newer library's prelude for a
//! 2018 paste in `prelude`), [`edits`]
//! (the text surgery), [`shake`] (only what the solution reaches stays, and the program runs
//! exactly what it ran: [`mono`] reads what it instantiates; the name pass is in
//! `unreferenced`, and both read the bundle's `macro_rules!` from one table, `macros`) and
//! [`emit`] (header and final file). [`bundle`] drives them; [`rustc`] is
//! the one place that runs the compiler; [`linemap`] says which source line each paste line
//! came from, so that rustc's messages and panics name the user's files.

pub mod bundle;
mod captures;
pub mod cfg;
pub mod edits;
pub mod emit;
pub mod error;
pub mod expand;
pub mod json;
pub mod lexer;
pub mod linemap;
mod macros;
pub mod mono;
mod objects;
pub mod package;
mod prelude;
pub mod rustc;
mod scope;
pub mod shake;
pub mod toml;
mod unreferenced;

pub use bundle::{
    bundle_file, bundle_file_mapped, bundle_libraries, bundle_problem, problems, Bundle, Options,
    DEFAULT_MAX_BYTES,
};
pub use emit::write_atomically;
pub use error::{Error, ErrorKind};
pub use linemap::LineMap;
pub use rustc::{compile_like_judge, JUDGE_EDITIONS};
