use std::fmt;
use std::path::{Path, PathBuf};

/// What kind of failure an [`Error`] is: what the user has to do about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// A file, manifest or argument the bundler cannot take as it is (a syntax error, an
    /// unsupported construct, a bad option): the message says what to change.
    Input,
    /// A file that cannot be read or written.
    Io,
    /// A crate the solution or a library names that the bundle cannot hold: not a path
    /// dependency, not declared, or a proc-macro crate.
    UnknownCrate,
    /// A registry crate that the judge does not provide, used by the solution or by library
    /// code it reaches (a registry dependency nothing kept uses is no error).
    RegistryCrate,
    /// The solution (with the libraries as it uses them) does not compile; the message is
    /// rustc's, at the user's files and lines.
    DoesNotCompile,
    /// The bundle is larger than the judge accepts.
    TooLarge,
    /// A fault of the bundler itself (rustc could not be run, shaking did not settle).
    Internal,
}

/// A bundling failure, located at a file and (when it is about a place in it) a line.
#[derive(Clone, Debug, PartialEq)]
pub struct Error {
    pub kind: ErrorKind,
    pub file: PathBuf,
    /// 1-based line, or 0 when the error is about the file as a whole.
    pub line: usize,
    pub message: String,
}

impl Error {
    /// An [`ErrorKind::Input`] error at line `line` of `file`.
    pub fn at(file: &Path, line: usize, message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::Input,
            file: file.to_path_buf(),
            line,
            message: message.into(),
        }
    }

    /// An [`ErrorKind::Input`] error about `file` as a whole.
    pub fn in_file(file: &Path, message: impl Into<String>) -> Error {
        Error::at(file, 0, message)
    }

    /// The same error, of kind `kind`.
    pub fn kind(mut self, kind: ErrorKind) -> Error {
        self.kind = kind;
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file.display(), self.message)
        } else {
            write!(f, "{}:{}: {}", self.file.display(), self.line, self.message)
        }
    }
}

impl std::error::Error for Error {}
