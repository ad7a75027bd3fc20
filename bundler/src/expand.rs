//! Turns one crate's root file into one self-contained text: `mod x;` declarations replaced by
//! the module files (recursively), `#[cfg(test)]` items and doc comments dropped, and the
//! paths that change meaning once the crate becomes a module rewritten.

use crate::edits::{apply, indent, tidy, Edit};
use crate::error::Error;
use crate::lexer::{tokenize, Kind, Token};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What the crate being expanded will become in the bundle.
pub enum Role<'a> {
    /// The problem's own code, which stays at the root of the bundle.
    Problem,
    /// A workspace library that becomes `mod <name>` at the root of the bundle.
    Library(&'a str),
}

/// The result of expanding one crate.
pub struct Expanded {
    pub text: String,
    /// The workspace libraries its code refers to (outside `#[cfg(test)]`), with the line of
    /// the first reference, for "not a dependency" errors.
    pub used: BTreeSet<(String, PathBuf, usize)>,
}

/// Expands the crate whose root file is `root_file`. `libraries` are the module names of all
/// workspace libraries (hyphens turned into underscores).
pub fn expand_crate(
    root_file: &Path,
    role: &Role,
    libraries: &[String],
) -> Result<Expanded, Error> {
    let source = read_source(root_file, None)?;
    let mut expander = Expander {
        role,
        libraries,
        used: BTreeSet::new(),
    };
    let module_dir = root_file.parent().unwrap_or(Path::new(".")).to_path_buf();
    let text = expander.expand_file(root_file, &source, &module_dir, 0)?;
    Ok(Expanded {
        text,
        used: expander.used,
    })
}

/// Reads a source file; `referenced_at` names the `mod` line that asked for it.
fn read_source(path: &Path, referenced_at: Option<(&Path, usize)>) -> Result<String, Error> {
    std::fs::read_to_string(path).map_err(|e| {
        let message = format!("cannot read {}: {e}", path.display());
        match referenced_at {
            Some((file, line)) => Error::at(file, line, message),
            None => Error::in_file(path, message),
        }
    })
}

const MAX_MODULE_DEPTH: usize = 32;

struct Expander<'a> {
    role: &'a Role<'a>,
    libraries: &'a [String],
    used: BTreeSet<(String, PathBuf, usize)>,
}

/// One file being expanded: its text, tokens and the partner of every delimiter.
struct File<'a> {
    path: &'a Path,
    source: &'a str,
    tokens: Vec<Token>,
    partner: Vec<usize>,
}

impl<'a> File<'a> {
    /// Lexes `source` (the text of `path`) and pairs its delimiters.
    fn lex(path: &'a Path, source: &'a str) -> Result<File<'a>, Error> {
        let tokens = tokenize(source, path)?;
        let partner = partners(&tokens);
        Ok(File {
            path,
            source,
            tokens,
            partner,
        })
    }
}

impl File<'_> {
    fn text(&self, index: usize) -> &str {
        self.tokens.get(index).map_or("", |t| t.text(self.source))
    }

    fn is(&self, index: usize, kind: Kind, text: &str) -> bool {
        self.tokens
            .get(index)
            .is_some_and(|t| t.kind == kind && t.text(self.source) == text)
    }

    fn is_punct(&self, index: usize, text: &str) -> bool {
        self.is(index, Kind::Punct, text)
    }

    fn is_ident(&self, index: usize, text: &str) -> bool {
        self.is(index, Kind::Ident, text)
    }

    fn kind(&self, index: usize) -> Option<Kind> {
        self.tokens.get(index).map(|t| t.kind)
    }

    /// Whether an outer attribute `#[...]` starts at `index`.
    fn attribute_at(&self, index: usize) -> bool {
        self.is_punct(index, "#") && self.is(index + 1, Kind::Open, "[")
    }

    /// Whether `#[<name>...` starts at `index` (also `#![<name>` when `inner`).
    fn attribute_named(&self, index: usize, name: &str, inner: bool) -> bool {
        let bracket = if inner && self.is_punct(index + 1, "!") {
            index + 2
        } else {
            index + 1
        };
        self.is_punct(index, "#")
            && self.is(bracket, Kind::Open, "[")
            && self.is_ident(bracket + 1, name)
    }

    /// Whether the exact attribute `#[cfg(test)]` (or `#![cfg(test)]`) starts at `index`.
    fn cfg_test_at(&self, index: usize) -> bool {
        let bracket = if self.is_punct(index + 1, "!") {
            index + 2
        } else {
            index + 1
        };
        self.attribute_named(index, "cfg", true)
            && self.is(bracket + 2, Kind::Open, "(")
            && self.is_ident(bracket + 3, "test")
            && self.is(bracket + 4, Kind::Close, ")")
            && self.is(bracket + 5, Kind::Close, "]")
    }
}

fn partners(tokens: &[Token]) -> Vec<usize> {
    let mut partner = vec![usize::MAX; tokens.len()];
    let mut stack = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        match token.kind {
            Kind::Open => stack.push(i),
            Kind::Close => {
                // The lexer has checked the balance already.
                let open = stack.pop().expect("balanced delimiters");
                partner[open] = i;
                partner[i] = open;
            }
            _ => {}
        }
    }
    partner
}

impl Expander<'_> {
    fn expand_file(
        &mut self,
        path: &Path,
        source: &str,
        module_dir: &Path,
        depth: usize,
    ) -> Result<String, Error> {
        let file = File::lex(path, source)?;
        if let Role::Library(_) = self.role {
            if let Some(t) =
                (0..file.tokens.len()).find(|&i| file.attribute_named(i, "macro_export", false))
            {
                return Err(Error::at(
                    path,
                    file.tokens[t].line,
                    "#[macro_export] in a library: the bundler inlines libraries as modules, where exported macros do not work",
                ));
            }
        }
        let dropped = test_only_items(&file);
        let mut edits: Vec<Edit> = dropped
            .iter()
            .map(|&(first, last)| delete_tokens(&file, first, last))
            .collect();
        let mut inline_modules: Vec<(String, usize)> = Vec::new();
        let mut i = 0;
        while i < file.tokens.len() {
            if let Some(&(_, last)) = dropped.iter().find(|&&(first, _)| first == i) {
                i = last + 1;
                continue;
            }
            let token = file.tokens[i];
            match token.kind {
                Kind::DocComment => edits.push(delete_tokens(&file, i, i)),
                Kind::Close if inline_modules.last().is_some_and(|&(_, close)| close == i) => {
                    inline_modules.pop();
                }
                Kind::Ident => {
                    if file.is_ident(i, "mod") && file.kind(i + 1) == Some(Kind::Ident) {
                        if file.is_punct(i + 2, ";") {
                            let mut dir = module_dir.to_path_buf();
                            dir.extend(inline_modules.iter().map(|(name, _)| name));
                            edits.push(self.module_file(&file, i, &dir, depth)?);
                            i += 3;
                            continue;
                        }
                        if file.is(i + 2, Kind::Open, "{") {
                            inline_modules
                                .push((file.text(i + 1).to_string(), file.partner[i + 2]));
                        }
                    }
                    if let Some(edit) = self.path_rewrite(&file, i) {
                        edits.push(edit);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        Ok(tidy(&apply(source, edits)))
    }

    /// The edit that replaces `mod name;` (starting at token `at`) by the module's file.
    fn module_file(
        &mut self,
        file: &File,
        at: usize,
        dir: &Path,
        depth: usize,
    ) -> Result<Edit, Error> {
        let line = file.tokens[at].line;
        let ident = file.text(at + 1);
        let name = ident.trim_start_matches("r#");
        if attribute_before(file, at, "path") {
            return Err(Error::at(
                file.path,
                line,
                format!(
                    "#[path] on `mod {name};` is not supported: move the file to the usual place"
                ),
            ));
        }
        if depth >= MAX_MODULE_DEPTH {
            return Err(Error::at(
                file.path,
                line,
                format!("modules nested more than {MAX_MODULE_DEPTH} deep"),
            ));
        }
        let flat = dir.join(format!("{name}.rs"));
        let nested = dir.join(name).join("mod.rs");
        let child = match (flat.exists(), nested.exists()) {
            (true, false) => flat,
            (false, true) => nested,
            (true, true) => {
                return Err(Error::at(
                    file.path,
                    line,
                    format!(
                        "module `{name}` is in both {} and {}",
                        flat.display(),
                        nested.display()
                    ),
                ));
            }
            (false, false) => {
                return Err(Error::at(
                    file.path,
                    line,
                    format!(
                        "file not found for module `{name}`: looked for {} and {}",
                        flat.display(),
                        nested.display()
                    ),
                ));
            }
        };
        let child_source = read_source(&child, Some((file.path, line)))?;
        let child_dir = if child.ends_with("mod.rs") {
            child.parent().unwrap_or(dir).to_path_buf()
        } else {
            dir.join(name)
        };
        let semicolon = file.tokens[at + 2];
        if is_test_only_file(&child_source, &child)? {
            let first = attributes_start(file, at);
            return Ok(delete_tokens(file, first, at + 2));
        }
        let body = self.expand_file(&child, &child_source, &child_dir, depth + 1)?;
        let line_indent = indentation_of_line(file.source, file.tokens[at].start);
        let text = format!(
            "mod {ident} {{\n{}{line_indent}}}",
            indent(&body, &format!("{line_indent}    "))
        );
        Ok(Edit {
            start: file.tokens[at].start,
            end: semicolon.end,
            text,
        })
    }

    /// The rewrite of the path that starts at identifier `i`, if it needs one.
    fn path_rewrite(&mut self, file: &File, i: usize) -> Option<Edit> {
        let word = file.text(i);
        let token = file.tokens[i];
        let followed_by_path = file.kind(i + 1) == Some(Kind::PathSep);
        if let Role::Library(own) = self.role {
            if word == "crate" && followed_by_path && !file.is_punct(i.wrapping_sub(1), "$") {
                return Some(Edit {
                    start: token.start,
                    end: token.end,
                    text: format!("crate::{own}"),
                });
            }
        }
        if !self.libraries.iter().any(|lib| lib == word) {
            return None;
        }
        let after_use = file.is_ident(i.wrapping_sub(1), "use");
        if !(followed_by_path || (after_use && file.is_ident(i + 1, "as"))) {
            return None;
        }
        let previous = file.kind(i.wrapping_sub(1));
        if previous == Some(Kind::Punct) && file.is_punct(i - 1, ".") {
            return None;
        }
        let mut start = token.start;
        if previous == Some(Kind::PathSep) {
            if !leading_path_separator(file, i - 1) {
                return None;
            }
            start = file.tokens[i - 1].start;
        }
        self.used
            .insert((word.to_string(), file.path.to_path_buf(), token.line));
        Some(Edit {
            start,
            end: token.end,
            text: format!("crate::{word}"),
        })
    }
}

/// Whether the `::` at `index` begins a path (`::fastio::x`) rather than joining two segments.
fn leading_path_separator(file: &File, index: usize) -> bool {
    const STARTS_EXPRESSION: &[&str] = &[
        "use", "return", "in", "as", "mut", "ref", "dyn", "impl", "move", "else", "match", "if",
        "while", "for", "let", "const", "static", "type", "break", "where",
    ];
    match file.kind(index.wrapping_sub(1)) {
        Some(Kind::Ident) => STARTS_EXPRESSION.contains(&file.text(index - 1)),
        Some(Kind::Punct) => file.text(index - 1) != ">",
        Some(Kind::Close) => false,
        _ => true,
    }
}

/// Whether an attribute named `name` is among the outer attributes right before token `at`.
fn attribute_before(file: &File, at: usize, name: &str) -> bool {
    let mut first = attributes_start(file, at);
    while first < at {
        if file.attribute_named(first, name, false) {
            return true;
        }
        first = if file.attribute_at(first) {
            file.partner[first + 1] + 1
        } else {
            first + 1
        };
    }
    false
}

/// The first token of the item that `at` belongs to: `at` moved back over the visibility and
/// over the outer attributes and doc comments right before it.
fn attributes_start(file: &File, at: usize) -> usize {
    let mut first = at;
    if first >= 1
        && file.is(first - 1, Kind::Close, ")")
        && file.is_ident(file.partner[first - 1].wrapping_sub(1), "pub")
    {
        first = file.partner[first - 1] - 1;
    } else if first >= 1 && file.is_ident(first - 1, "pub") {
        first -= 1;
    }
    loop {
        if first >= 1 && file.kind(first - 1) == Some(Kind::DocComment) {
            first -= 1;
        } else if first >= 1 && file.is(first - 1, Kind::Close, "]") {
            let open = file.partner[first - 1];
            if open >= 1 && file.is_punct(open - 1, "#") {
                first = open - 1;
            } else {
                return first;
            }
        } else {
            return first;
        }
    }
}

/// Whether the file starts with the inner attribute `#![cfg(test)]` (after comments and other
/// inner attributes), which makes the whole module test-only.
fn is_test_only_file(source: &str, path: &Path) -> Result<bool, Error> {
    let file = File::lex(path, source)?;
    let mut i = 0;
    while i < file.tokens.len() {
        match file.kind(i) {
            Some(Kind::Comment | Kind::DocComment) => i += 1,
            _ if file.is_punct(i, "#")
                && file.is_punct(i + 1, "!")
                && file.is(i + 2, Kind::Open, "[") =>
            {
                if file.cfg_test_at(i) {
                    return Ok(true);
                }
                i = file.partner[i + 2] + 1;
            }
            _ => return Ok(false),
        }
    }
    Ok(false)
}

/// `(first, last)` token ranges of the items marked `#[cfg(test)]`, with the attributes and doc
/// comments before them.
fn test_only_items(file: &File) -> Vec<(usize, usize)> {
    let mut items = Vec::new();
    let mut i = 0;
    while i < file.tokens.len() {
        if file.cfg_test_at(i) && !file.is_punct(i + 1, "!") {
            let first = attributes_start(file, i);
            let last = item_end(file, i);
            items.push((first, last));
            i = last + 1;
        } else {
            i += 1;
        }
    }
    items
}

/// The last token of the item whose outer attributes start at `at`.
fn item_end(file: &File, at: usize) -> usize {
    let mut i = at;
    while file.attribute_at(i) || matches!(file.kind(i), Some(Kind::Comment | Kind::DocComment)) {
        i = if file.attribute_at(i) {
            file.partner[i + 1] + 1
        } else {
            i + 1
        };
    }
    // Qualifiers before the keyword that tells what kind of item this is.
    loop {
        match file.text(i) {
            "pub" if file.is(i + 1, Kind::Open, "(") => i = file.partner[i + 1] + 1,
            "pub" | "unsafe" | "async" | "default" => i += 1,
            "extern" if file.kind(i + 1) == Some(Kind::Str) => i += 2,
            "const" if matches!(file.text(i + 1), "fn" | "unsafe" | "async" | "extern") => i += 1,
            _ => break,
        }
    }
    let ends_at_semicolon = matches!(
        file.text(i),
        "const" | "static" | "type" | "use" | "let" | "extern"
    );
    let is_item = ends_at_semicolon
        || matches!(
            file.text(i),
            "fn" | "mod" | "impl" | "trait" | "struct" | "enum" | "union" | "macro_rules"
        );
    while i < file.tokens.len() {
        match file.tokens[i].kind {
            Kind::Punct if file.text(i) == ";" => return i,
            Kind::Punct if file.text(i) == "," && !is_item => return i,
            Kind::Open if file.text(i) == "{" && is_item && !ends_at_semicolon => {
                return file.partner[i]
            }
            Kind::Open => i = file.partner[i] + 1,
            // The enclosing group ends: the item was its last element.
            Kind::Close => return i - 1,
            _ => i += 1,
        }
    }
    file.tokens.len() - 1
}

/// An edit deleting tokens `first..=last`, together with the line they stand on when nothing
/// else does.
fn delete_tokens(file: &File, first: usize, last: usize) -> Edit {
    let (mut start, mut end) = (file.tokens[first].start, file.tokens[last].end);
    let bytes = file.source.as_bytes();
    let line_start = file.source[..start].rfind('\n').map_or(0, |p| p + 1);
    if bytes[line_start..start]
        .iter()
        .all(|&b| b == b' ' || b == b'\t')
    {
        let rest = &file.source[end..];
        let line_end = rest.find('\n').map_or(rest.len(), |p| p + 1);
        if rest[..line_end].trim().is_empty() {
            start = line_start;
            end += line_end;
        }
    }
    Edit {
        start,
        end,
        text: String::new(),
    }
}

fn indentation_of_line(source: &str, at: usize) -> &str {
    let line_start = source[..at].rfind('\n').map_or(0, |p| p + 1);
    let text = &source[line_start..at];
    &text[..text.len() - text.trim_start().len()]
}
