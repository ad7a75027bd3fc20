use std::fmt;
use std::path::{Path, PathBuf};

/// A bundling failure, located at a file and (when it is about a place in it) a line.
#[derive(Clone, Debug, PartialEq)]
pub struct Error {
    pub file: PathBuf,
    /// 1-based line, or 0 when the error is about the file as a whole.
    pub line: usize,
    pub message: String,
}

impl Error {
    pub fn at(file: &Path, line: usize, message: impl Into<String>) -> Error {
        Error {
            file: file.to_path_buf(),
            line,
            message: message.into(),
        }
    }

    pub fn in_file(file: &Path, message: impl Into<String>) -> Error {
        Error::at(file, 0, message)
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
