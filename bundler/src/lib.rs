//! gamebook's bundler: turns a problem crate and the workspace libraries it uses into one
//! source file that a judge compiles with a bare `rustc`.
//!
//! The stages, one module each: [`lexer`] (tokens, so nothing inside a literal or comment is
//! ever touched), [`workspace`] (which crates exist and what a crate depends on), [`expand`]
//! (module files inlined, test code and doc comments dropped, paths rewritten), [`edits`]
//! (the text surgery), and [`emit`] (the final file). [`runner`] compiles a submission like a
//! judge and runs its cases.

pub mod edits;
pub mod emit;
pub mod error;
pub mod expand;
pub mod lexer;
pub mod runner;
pub mod workspace;

pub use emit::{bundle, write_atomically};
pub use error::Error;
