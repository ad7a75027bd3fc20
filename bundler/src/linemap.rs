//! Where each line of a paste came from, so that what rustc or a panic says about the paste
//! can be said about the files the contestant edits.
//!
//! The map is built after the fact, by matching lines: every stage before it (module files
//! inlined, exported macros lifted, paths rewritten, items shaken out) keeps the lines it does
//! not edit as they were, so a paste line that equals a source line, with the lines around it
//! agreeing, is that source line. Building it this way means no stage has to carry positions
//! through its edits, and a new stage cannot break the map by forgetting to.
//!
//! The matching, in order:
//! 1. anchors: a line whose text (trimmed) occurs once in all the sources and once in the
//!    paste;
//! 2. runs: from each mapped line, the next and previous paste lines that equal the next and
//!    previous source lines (this is what maps `}` and other common lines);
//! 3. gaps: a run of unmapped paste lines between two lines mapped into one file, with as
//!    many source lines between them, is mapped line for line (an edited line, such as a
//!    rewritten `use`, sits in such a gap);
//! 4. the rest: a line whose text occurs in the sources maps to the occurrence nearest after
//!    the previous mapped line in the same file; a line written by the bundler (the header, a
//!    lifted macro's re-export) maps nowhere.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// For each line of a paste, the source file and line it came from.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LineMap {
    files: Vec<PathBuf>,
    /// Per paste line (0-based): `(file index, 1-based line)`.
    origins: Vec<Option<(usize, usize)>>,
}

impl LineMap {
    /// The map of `paste`, whose lines come from `sources` (`(path, text)` of every file
    /// that was read to make it).
    ///
    /// # Complexity
    /// - O(P + S) expected for P paste lines and S source lines (hashing), plus the nearest
    ///   occurrence look-ups of step 4.
    pub fn build(paste: &str, sources: &[(PathBuf, String)]) -> LineMap {
        let paste: Vec<&str> = paste.lines().map(str::trim).collect();
        let lines: Vec<Vec<&str>> = sources
            .iter()
            .map(|(_, text)| text.lines().map(str::trim).collect())
            .collect();
        let mut where_found: HashMap<&str, Vec<(usize, usize)>> = HashMap::new();
        for (file, file_lines) in lines.iter().enumerate() {
            for (index, line) in file_lines.iter().enumerate() {
                where_found.entry(line).or_default().push((file, index));
            }
        }
        let mut in_paste: HashMap<&str, usize> = HashMap::new();
        for line in &paste {
            *in_paste.entry(line).or_default() += 1;
        }
        let source_line = |(file, index): (usize, usize)| lines[file].get(index).copied();
        // 0-based (file, index) while matching.
        let mut origins: Vec<Option<(usize, usize)>> = paste
            .iter()
            .map(|line| match where_found.get(line).map(Vec::as_slice) {
                Some(&[only]) if !line.is_empty() && in_paste[line] == 1 => Some(only),
                _ => None,
            })
            .collect();
        extend_runs(&paste, &mut origins, source_line);
        fill_gaps(&mut origins, &paste, source_line);
        extend_runs(&paste, &mut origins, source_line);
        let mut last = None;
        for (i, line) in paste.iter().enumerate() {
            if origins[i].is_none() && !line.is_empty() {
                origins[i] = nearest_after(where_found.get(line), last);
            }
            last = origins[i].or(last);
        }
        LineMap {
            files: sources.iter().map(|(path, _)| path.clone()).collect(),
            origins: origins
                .into_iter()
                .map(|o| o.map(|(file, index)| (file, index + 1)))
                .collect(),
        }
    }

    /// The source file and 1-based line that 1-based paste line `line` came from (`None`:
    /// the header, or a line the bundler wrote).
    pub fn origin(&self, line: usize) -> Option<(&Path, usize)> {
        let (file, source_line) = (*self.origins.get(line.checked_sub(1)?)?)?;
        Some((self.files[file].as_path(), source_line))
    }

    /// `text` (rustc's messages, a panic message) with every `PASTE:LINE` and
    /// `PASTE:LINE:COL` rewritten to the source file and line, where `PASTE` is
    /// `paste.display()` as it appears in the text, and the line numbers in the margin of
    /// rustc's snippets of the paste with them. A line with no origin is left as it is.
    pub fn translate(&self, text: &str, paste: &Path) -> String {
        let needle = format!("{}:", paste.display());
        let mut out = String::with_capacity(text.len());
        // Whether the snippet lines that follow quote the paste (rustc names the file of a
        // snippet on its `-->` or `:::` line just above; a `help:` suggestion without one is
        // in the file of its message's first `-->`).
        let mut quoting_paste = false;
        let mut message_in_paste = false;
        for line in text.split_inclusive('\n') {
            let trimmed = line.trim_start();
            let starts_message = ["error", "warning"].iter().any(|level| {
                line.strip_prefix(level)
                    .is_some_and(|rest| rest.starts_with(':') || rest.starts_with('['))
            });
            if starts_message {
                message_in_paste = false;
                quoting_paste = false;
            }
            if trimmed.starts_with("--> ") || trimmed.starts_with("::: ") {
                quoting_paste = trimmed[4..].starts_with(&needle);
                if trimmed.starts_with("--> ") && !message_in_paste {
                    message_in_paste = quoting_paste;
                }
            }
            if line.starts_with("help:") {
                quoting_paste = message_in_paste;
            }
            let line = if quoting_paste {
                self.margin_translated(line)
            } else {
                line.to_string()
            };
            out.push_str(&self.locations_translated(&line, &needle));
        }
        out
    }

    /// A snippet line `  12 |     code` (or a suggestion's `12 + code`, `12 - code`, `12 ~
    /// code`) with its margin number mapped (kept right-aligned to the margin's width); any
    /// other line as it is.
    fn margin_translated(&self, line: &str) -> String {
        let digits_start = line.len() - line.trim_start().len();
        let digits = line[digits_start..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let rest = &line[digits_start + digits..];
        let margin = [" |", " +", " -", " ~"].iter().any(|m| rest.starts_with(m));
        if digits == 0 || !margin {
            return line.to_string();
        }
        let width = digits_start + digits;
        match line[digits_start..digits_start + digits]
            .parse()
            .ok()
            .and_then(|n| self.origin(n))
        {
            Some((_, source_line)) => format!("{source_line:>width$}{rest}"),
            None => line.to_string(),
        }
    }

    fn locations_translated(&self, text: &str, needle: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find(needle) {
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
                }
                None => {
                    out.push_str(needle);
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }

    /// The same map with every source path made relative to `base` where it lies under it
    /// (`src/bin/a.rs` rather than an absolute path, for messages shown in a package).
    pub fn relative_to(mut self, base: &Path) -> LineMap {
        for file in &mut self.files {
            if let Ok(relative) = file.strip_prefix(base) {
                *file = relative.to_path_buf();
            }
        }
        self
    }
}

/// Step 2: from each mapped line, neighbours that equal the neighbouring source lines.
fn extend_runs<'a>(
    paste: &[&str],
    origins: &mut [Option<(usize, usize)>],
    source_line: impl Fn((usize, usize)) -> Option<&'a str>,
) {
    for i in 1..paste.len() {
        if origins[i].is_none() {
            if let Some((file, index)) = origins[i - 1] {
                if source_line((file, index + 1)) == Some(paste[i]) {
                    origins[i] = Some((file, index + 1));
                }
            }
        }
    }
    for i in (0..paste.len().saturating_sub(1)).rev() {
        if origins[i].is_none() {
            if let Some((file, index)) = origins[i + 1] {
                let previous = index.checked_sub(1);
                if previous.and_then(|p| source_line((file, p))) == Some(paste[i]) {
                    origins[i] = previous.map(|p| (file, p));
                }
            }
        }
    }
}

/// Step 3: an unmapped run between two lines of one file, as long as their distance there.
fn fill_gaps<'a>(
    origins: &mut [Option<(usize, usize)>],
    paste: &[&str],
    source_line: impl Fn((usize, usize)) -> Option<&'a str>,
) {
    let mut i = 0;
    while i < origins.len() {
        let Some((file, index)) = origins[i] else {
            i += 1;
            continue;
        };
        let next = (i + 1..origins.len()).find(|&j| origins[j].is_some());
        if let Some(j) = next {
            if let Some((next_file, next_index)) = origins[j] {
                if next_file == file && next_index > index && next_index - index == j - i {
                    for k in i + 1..j {
                        let candidate = (file, index + (k - i));
                        // A blank paste line stays blank in the source, or it is the bundler's.
                        let blank = paste[k].is_empty();
                        if !blank || source_line(candidate) == Some("") {
                            origins[k] = Some(candidate);
                        }
                    }
                }
            }
            i = j;
        } else {
            break;
        }
    }
}

/// Step 4: of the occurrences `found` of a line, the first after `last` in its file, else
/// the first in any file.
fn nearest_after(
    found: Option<&Vec<(usize, usize)>>,
    last: Option<(usize, usize)>,
) -> Option<(usize, usize)> {
    let found = found?;
    if let Some((file, index)) = last {
        if let Some(&hit) = found.iter().find(|&&(f, i)| f == file && i > index) {
            return Some(hit);
        }
    }
    found.first().copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sources() -> Vec<(PathBuf, String)> {
        vec![
            (
                PathBuf::from("src/main.rs"),
                "use fastio::Scanner;\n\nfn main() {\n    let x = 1;\n    go(x);\n}\n".into(),
            ),
            (
                PathBuf::from("lib/src/lib.rs"),
                "pub fn go(x: u32) {\n    let x = 1;\n    println!(\"{x}\");\n}\n".into(),
            ),
        ]
    }

    #[test]
    fn maps_unique_lines_runs_and_edited_lines_between_them() {
        let paste = "// header\nuse crate::fastio::Scanner;\n\nfn main() {\n    let x = 1;\n    go(x);\n}\n\nmod lib {\npub fn go(x: u32) {\n    let x = 1;\n    println!(\"{x}\");\n}\n}\n";
        let map = LineMap::build(paste, &sources());
        let main = Path::new("src/main.rs");
        let lib = Path::new("lib/src/lib.rs");
        assert_eq!(map.origin(1), None, "the header is the bundler's");
        assert_eq!(
            map.origin(2),
            None,
            "an edited first line has no anchor before it"
        );
        assert_eq!(map.origin(4), Some((main, 3)));
        // `let x = 1;` occurs twice in the sources: the run from `fn main() {` decides.
        assert_eq!(map.origin(5), Some((main, 4)));
        assert_eq!(map.origin(7), Some((main, 6)));
        assert_eq!(
            map.origin(9),
            None,
            "the library's wrapper is the bundler's"
        );
        assert_eq!(map.origin(11), Some((lib, 2)));
        assert_eq!(map.origin(13), Some((lib, 4)));
        assert_eq!(map.origin(0), None);
        assert_eq!(map.origin(99), None);
    }

    #[test]
    fn an_edited_line_between_two_mapped_lines_takes_its_place() {
        let sources = vec![(
            PathBuf::from("a.rs"),
            "fn main() {\n    let v = fastio::read();\n    println!(\"{v}\");\n}\n".into(),
        )];
        let paste = "fn main() {\n    let v = crate::fastio::read();\n    println!(\"{v}\");\n}\n";
        let map = LineMap::build(paste, &sources);
        assert_eq!(map.origin(2), Some((Path::new("a.rs"), 2)));
    }

    #[test]
    fn translates_locations_in_messages_and_leaves_others_alone() {
        let paste = "// header\nuse crate::fastio::Scanner;\n\nfn main() {\n    let x = 1;\n    go(x);\n}\n";
        let map = LineMap::build(paste, &sources());
        let message = "error[E0308]: mismatched types\n --> /tmp/x/paste.rs:6:8\n  |\n6 |     go(x);\n  |     ^^\n --> other.rs:6:1\n6 | other\nthread 'main' panicked at /tmp/x/paste.rs:5:13:\nand /tmp/x/paste.rs:1:1 and other.rs:6:1\n";
        assert_eq!(
            map.translate(message, Path::new("/tmp/x/paste.rs")),
            "error[E0308]: mismatched types\n --> src/main.rs:5:8\n  |\n5 |     go(x);\n  |     ^^\n --> other.rs:6:1\n6 | other\nthread 'main' panicked at src/main.rs:4:13:\nand /tmp/x/paste.rs:1:1 and other.rs:6:1\n"
        );
    }

    #[test]
    fn suggestions_after_a_snippet_of_another_file_are_translated_too() {
        let paste = "// header\nuse crate::fastio::Scanner;\n\nfn main() {\n    let x = 1;\n    go(x);\n}\n";
        let map = LineMap::build(paste, &sources());
        let message = "error[E0405]: cannot find trait\n --> /tmp/x/paste.rs:6:8\n  |\n6 |     go(x);\n  |\n --> /rustc/core/src/iter.rs:283:0\n  |\n  = note: defined here\nhelp: a similar name\n  |\n6 -     go(x);\n6 +     go(y);\n  |\nerror: next\n --> other.rs:6:1\nhelp: there\n6 + other\n";
        assert_eq!(
            map.translate(message, Path::new("/tmp/x/paste.rs")),
            "error[E0405]: cannot find trait\n --> src/main.rs:5:8\n  |\n5 |     go(x);\n  |\n --> /rustc/core/src/iter.rs:283:0\n  |\n  = note: defined here\nhelp: a similar name\n  |\n5 -     go(x);\n5 +     go(y);\n  |\nerror: next\n --> other.rs:6:1\nhelp: there\n6 + other\n"
        );
    }

    #[test]
    fn paths_become_relative_to_the_package() {
        let sources = vec![(
            PathBuf::from("/home/me/abc/src/bin/a.rs"),
            "fn main() {}\n".into(),
        )];
        let map = LineMap::build("fn main() {}\n", &sources).relative_to(Path::new("/home/me/abc"));
        assert_eq!(map.origin(1), Some((Path::new("src/bin/a.rs"), 1)));
    }
}
