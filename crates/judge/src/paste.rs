//! The judge's one door into the bundler: a paste with its line map.
//!
//! TEMPORARY ADAPTER. The bundler is gaining `bundle_file_mapped` (a [`Bundle`] with a
//! `LineMap` from each paste line to its source file and line, its notes, and the provided
//! registry crates it leaves in place) and `Options::{edition, provided}`. Until that lands on
//! main, this module offers the same shape over `bundler::bundle_file`: the map knows no line
//! (so messages keep the paste's own locations), the edition and the provided crates are not
//! passed on (so a registry crate is still refused by the bundler). When it lands, this file
//! becomes `pub use bundler::{bundle_file_mapped, Bundle, LineMap};` plus [`options`] setting
//! the two new fields, and nothing else in the judge changes.

use std::path::{Path, PathBuf};

/// A paste and what the judge needs to report on it.
#[derive(Clone, Debug, Default)]
pub struct Bundle {
    pub text: String,
    pub lines: LineMap,
    /// Notes for standard error (what was kept whole, and why).
    pub notes: Vec<String>,
    /// The provided registry crates the paste uses, left as `use name::...`: bare rustc
    /// cannot build it here.
    pub external: Vec<String>,
}

/// From paste lines to the lines of the files they came from.
#[derive(Clone, Debug, Default)]
pub struct LineMap {
    origins: Vec<Option<(PathBuf, usize)>>,
}

impl LineMap {
    /// The source file and 1-based line that 1-based paste line `line` came from.
    pub fn origin(&self, line: usize) -> Option<(&Path, usize)> {
        let (file, at) = self.origins.get(line.checked_sub(1)?)?.as_ref()?;
        Some((file.as_path(), *at))
    }

    /// `text` with each `PASTE:LINE` / `PASTE:LINE:COL` mention rewritten to its origin.
    pub fn translate(&self, text: &str, paste: &Path) -> String {
        let needle = format!("{}:", paste.display());
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find(&needle) {
            out.push_str(&rest[..at]);
            let after = &rest[at + needle.len()..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            let origin = after[..digits]
                .parse()
                .ok()
                .and_then(|line| self.origin(line));
            match origin {
                Some((file, line)) => {
                    out.push_str(&format!("{}:{line}", file.display()));
                    rest = &after[digits..];
                    // A column is the paste's own: the bundler keeps lines, not columns.
                }
                None => {
                    out.push_str(&needle);
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

/// What the judge asks of a bundle.
#[derive(Clone, Debug, Default)]
pub struct PasteOptions {
    pub max_bytes: Option<usize>,
    pub keep_all: bool,
    /// The judge's edition (`None`: the package's own).
    pub edition: Option<String>,
    /// Registry crates the judge provides: left as they are.
    pub provided: Vec<String>,
}

/// The bundler's options for `options`.
// The update is for the fields the bundler is gaining (edition, provided).
#[allow(clippy::needless_update)]
pub fn options(options: &PasteOptions) -> bundler::Options {
    bundler::Options {
        max_bytes: options.max_bytes,
        keep_all: options.keep_all,
        ..bundler::Options::default()
    }
}

/// Bundles `file` with its line map.
pub fn bundle_file_mapped(file: &Path, options: &PasteOptions) -> Result<Bundle, bundler::Error> {
    let text = bundler::bundle_file(file, &self::options(options))?;
    Ok(Bundle {
        text,
        ..Bundle::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn translate_rewrites_known_lines_and_keeps_the_rest() {
        let map = LineMap {
            origins: vec![None, Some((PathBuf::from("src/bin/a.rs"), 7))],
        };
        let paste = Path::new("/tmp/x/a.rs");
        let text = "--> /tmp/x/a.rs:2:5\npanicked at /tmp/x/a.rs:1:3:\n";
        assert_eq!(
            map.translate(text, paste),
            "--> src/bin/a.rs:7:5\npanicked at /tmp/x/a.rs:1:3:\n"
        );
        assert_eq!(map.origin(2), Some((Path::new("src/bin/a.rs"), 7)));
        assert_eq!(map.origin(0), None);
    }
}
