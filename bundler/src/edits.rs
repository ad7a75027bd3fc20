//! Text surgery that stays outside literals: applying edits, indenting inlined modules, and
//! tidying the blank lines that deletions leave behind.

use crate::lexer::{tokenize, Kind, Token};
use std::path::Path;

/// Replace `start..end` of the source by `text`.
#[derive(Clone, Debug, PartialEq)]
pub struct Edit {
    pub start: usize,
    pub end: usize,
    pub text: String,
}

/// Applies `edits` to `source`. Edits must not overlap, except that a deletion inside a
/// bigger edit (a doc comment inside a removed item) is absorbed by it.
pub fn apply(source: &str, mut edits: Vec<Edit>) -> String {
    edits.sort_by_key(|edit| (edit.start, std::cmp::Reverse(edit.end)));
    let mut out = String::with_capacity(source.len());
    let mut done = 0;
    for edit in edits {
        if edit.start < done && edit.end <= done && edit.text.is_empty() {
            continue;
        }
        assert!(
            edit.start >= done,
            "overlapping edits at byte {}",
            edit.start
        );
        out.push_str(&source[done..edit.start]);
        out.push_str(&edit.text);
        done = edit.end;
    }
    out.push_str(&source[done..]);
    out
}

/// Tokens of text the bundler produced itself; it was lexed once already, so it lexes again.
fn tokens_of(text: &str) -> Vec<Token> {
    tokenize(text, Path::new("<bundle>")).expect("bundler output lexes")
}

/// Prefixes every non-empty line of `text` with `prefix`, except lines that continue a
/// multi-line string literal (indenting those would change the string).
pub fn indent(text: &str, prefix: &str) -> String {
    let strings: Vec<Token> = tokens_of(text)
        .into_iter()
        .filter(|t| t.kind == Kind::Str)
        .collect();
    let inside_string = |at: usize| strings.iter().any(|t| t.start < at && at < t.end);
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        if line != "\n" && !inside_string(line_start) {
            out.push_str(prefix);
        }
        out.push_str(line);
        line_start += line.len();
    }
    out
}

/// Normalises the whitespace between tokens: no trailing spaces, at most one blank line in a
/// row, no blank lines at the start, exactly one newline at the end. Literals and comments are
/// left byte for byte.
pub fn tidy(text: &str) -> String {
    let tokens = tokens_of(text);
    let mut out = String::with_capacity(text.len());
    let mut previous_end = 0;
    for (i, token) in tokens.iter().enumerate() {
        let gap = &text[previous_end..token.start];
        if i == 0 {
            out.push_str(gap.rsplit('\n').next().unwrap_or(""));
        } else {
            // As rustfmt: no blank line just inside braces (where removed items leave one).
            let inside_braces = tokens[i - 1].text(text) == "{" || token.text(text) == "}";
            push_gap(&mut out, gap, if inside_braces { 1 } else { 2 });
        }
        out.push_str(token.text(text));
        previous_end = token.end;
    }
    if !tokens.is_empty() {
        out.push('\n');
    }
    out
}

/// Appends the whitespace `gap` with trailing spaces removed and at most `max_newlines` line
/// ends (2: one blank line).
fn push_gap(out: &mut String, gap: &str, max_newlines: usize) {
    let newlines = gap.matches('\n').count();
    if newlines == 0 {
        out.push_str(gap);
        return;
    }
    for _ in 0..newlines.min(max_newlines) {
        out.push('\n');
    }
    out.push_str(gap.rsplit('\n').next().unwrap_or(""));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applies_edits_in_order() {
        let edits = vec![
            Edit {
                start: 4,
                end: 5,
                text: "X".into(),
            },
            Edit {
                start: 0,
                end: 1,
                text: "".into(),
            },
        ];
        assert_eq!(apply("abcdef", edits), "bcdXf");
    }

    #[test]
    fn indent_skips_blank_lines_and_string_continuations() {
        let text = "fn f() {\n\n    let s = \"a\nb\";\n}\n";
        assert_eq!(
            indent(text, "  "),
            "  fn f() {\n\n      let s = \"a\nb\";\n  }\n"
        );
    }

    #[test]
    fn tidy_leaves_no_blank_line_just_inside_braces() {
        let text = "mod m {\n\n    fn a() {}\n\n\n    fn b() {}\n\n}\n";
        assert_eq!(tidy(text), "mod m {\n    fn a() {}\n\n    fn b() {}\n}\n");
    }

    #[test]
    fn tidy_collapses_blank_lines_outside_literals() {
        let text = "\n\na;   \n\n\n\nb; // c   \n\n\n\"x\n\n\n\"\n\n";
        assert_eq!(tidy(text), "a;\n\nb; // c   \n\n\"x\n\n\n\"\n");
    }
}
