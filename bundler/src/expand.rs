//! Turns one crate's root file into one self-contained text: `mod x;` declarations replaced by
//! the module files (recursively), `cfg` evaluated, doc comments dropped, exported macros
//! lifted out, and the paths that change meaning once the crate becomes a module rewritten.

use crate::captures::precise_captures;
use crate::cfg::{fold, Folded};
use crate::edits::{apply, indent, tidy, Edit};
use crate::error::{Error, ErrorKind};
use crate::lexer::{tokenize, Kind, Token};
use crate::objects::with_dyn_objects;
use crate::prelude::with_2021_prelude;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The comment on every `cfg` the bundler leaves to the judge's compiler.
pub const JUDGE_CFG_MARK: &str = "// left to the judge's compiler";

/// What the crate being expanded will become in the bundle, and what it can name.
pub struct Crate<'a> {
    /// `None` for the solution, which stays at the root of the bundle; for a library, the
    /// name of the `mod` it becomes at the root.
    pub module: Option<&'a str>,
    /// The features Cargo turns on for this crate.
    pub features: &'a BTreeSet<String>,
    /// The libraries its code can name: extern name → module name in the bundle.
    pub externs: &'a BTreeMap<String, String>,
    /// Library names that this crate does not depend on, for a clear error when it uses one
    /// (unless the crate itself declares that name: its own module `helper` is no crate).
    pub undeclared: &'a BTreeSet<String>,
    /// Registry crates the judge provides: their paths and `extern crate` items stay as they
    /// are.
    pub provided: &'a BTreeSet<String>,
    /// Registry crates it depends on that the judge does not provide: their paths stay as
    /// they are (for the bundler to refuse if any is left once unreached code is gone) and
    /// their `extern crate` items go.
    pub absent: &'a BTreeSet<String>,
    /// Names the crate's root file declares (the solution's; empty for a library): at the
    /// root, a path `io::stdout` beside `use std::io::{self, Write};` is that `io`, not the
    /// library `io` (a crate name is in the extern prelude, which the root's names shadow;
    /// `::io::x` is the crate).
    pub root_names: &'a BTreeSet<String>,
    /// The crate's manifest, named in errors.
    pub manifest: &'a Path,
    /// The crate's edition.
    pub edition: &'a str,
    /// The edition the bundle is compiled in (`None`: not known, as for libraries pasted
    /// below the user's own code).
    pub bundle_edition: Option<&'a str>,
}

/// An edition as a year (`2015` for one that is not a number, as Cargo's default is).
fn year(edition: &str) -> u32 {
    edition.parse().unwrap_or(2015)
}

/// What the crate's edition and the bundle's ask of the expansion.
impl Crate<'_> {
    /// A library of an edition before 2024 in a 2024 bundle: its macro fragments `$x:expr`
    /// become `$x:expr_2021` (in 2024 `expr` matches more), its return-position `impl
    /// Trait` types say what they captured before 2024 (the `captures` module), its
    /// `extern "C" { .. }` blocks become `unsafe extern` (which 2024 requires), and, with an
    /// `unsafe fn`, it allows `unsafe_op_in_unsafe_fn` (a warning from 2024 on).
    pub fn older_in_2024(&self) -> bool {
        self.library_in(|library, bundle| library < 2024 && bundle >= 2024)
    }

    /// A library of edition 2015 or 2018 in a bundle of 2021 or later: its macro fragments
    /// `$x:pat` become `$x:pat_param` (from 2021 on `pat` also takes `a | b`, and may not be
    /// followed by `|`), and its trait objects written without `dyn` (`Box<Fn(u32) -> u32>`,
    /// `&mut Monoid`, an error from 2021 on) get it (the `objects` module).
    pub fn older_in_2021(&self) -> bool {
        self.library_in(|library, bundle| library < 2021 && bundle >= 2021)
    }

    /// A library of edition 2021 or later in a 2018 bundle: its modules import what they use
    /// of the 2021 prelude (the `prelude` module).
    pub fn newer_in_2018(&self) -> bool {
        self.library_in(|library, bundle| library >= 2021 && bundle == 2018)
    }

    /// The identifiers of the crate's edition that are keywords in the bundle's, which an
    /// older library's code writes raw (`r#gen`, as `cargo fix --edition` does): `gen` (2024)
    /// for a library before 2024; `async`, `await` and `try` (2018: `try!(..)` becomes
    /// `r#try!(..)`) for a 2015 library. (`dyn`, also a 2018 keyword, already meant a trait
    /// object in 2015 code.)
    pub fn newer_keywords(&self) -> Vec<&'static str> {
        let mut keywords = Vec::new();
        if self.library_in(|library, bundle| library == 2015 && bundle >= 2018) {
            keywords.extend(["async", "await", "try"]);
        }
        if self.older_in_2024() {
            keywords.push("gen");
        }
        keywords
    }

    /// A crate of a 2015 bundle. A library's exported macros keep `#[macro_export]`, since a
    /// 2015 `use name;` (the re-export that stands for it) starts at the crate root, where
    /// only that attribute puts the macro; and so a `#[macro_use] extern crate` needs no
    /// import of them.
    pub fn in_2015_bundle(&self) -> bool {
        self.bundle_edition
            .is_some_and(|bundle| year(bundle) == 2015)
    }

    /// A library of edition 2015: its `use` paths and its `::x` paths start at its crate
    /// root, which is its module in the bundle.
    pub fn paths_from_root(&self) -> bool {
        self.module.is_some() && year(self.edition) == 2015
    }

    /// Whether the crate is a library and `holds` for its edition's year and the bundle's.
    fn library_in(&self, holds: impl Fn(u32, u32) -> bool) -> bool {
        let bundle = self.bundle_edition.map(year);
        self.module.is_some() && bundle.is_some_and(|bundle| holds(year(self.edition), bundle))
    }
}

/// The result of expanding one crate.
pub struct Expanded {
    pub text: String,
    /// The extern names its code refers to (outside code that `cfg` removed).
    pub used: BTreeSet<String>,
    /// `#[macro_export]` macros of a library, lifted out of the text (in source order): they
    /// go to the top of the library's module, where every path reaches them.
    pub exported_macros: Vec<(String, String)>,
    /// Every file that was read, with its text, in the order read (for the line map).
    pub sources: Vec<(PathBuf, String)>,
}

/// Expands the crate whose root file is `root_file`.
pub fn expand_crate(root_file: &Path, krate: &Crate) -> Result<Expanded, Error> {
    let source = read_source(root_file, None)?;
    let mut expander = Expander {
        krate,
        used: BTreeSet::new(),
        exported_macros: Vec::new(),
        sources: vec![(root_file.to_path_buf(), source.clone())],
        undeclared_uses: Vec::new(),
    };
    let module_dir = root_file.parent().unwrap_or(Path::new(".")).to_path_buf();
    let file = File::lex(root_file, &source)?;
    let text = match expander.file_cfg(&file)? {
        Some(false) => String::new(),
        _ => expander.expand_file(&file, &module_dir, 0)?,
    };
    expander.check_undeclared_uses(&text)?;
    let text = if krate.newer_in_2018() {
        with_2021_prelude(&text)
    } else {
        text
    };
    let text = if krate.older_in_2021() {
        with_dyn_objects(&text)
    } else {
        text
    };
    let text = if krate.older_in_2024() && has_unsafe_fn(&text) {
        // Before 2024 the body of an `unsafe fn` is an unsafe block; from 2024 on rustc warns
        // on each unsafe call in it (`unsafe_op_in_unsafe_fn`), which cargo's build of the
        // older library never does.
        format!("#![allow(unsafe_op_in_unsafe_fn)]\n{text}")
    } else {
        text
    };
    Ok(Expanded {
        text,
        used: expander.used,
        exported_macros: expander.exported_macros,
        sources: expander.sources,
    })
}

/// Whether `text` declares an `unsafe fn`.
fn has_unsafe_fn(text: &str) -> bool {
    let Ok(file) = File::lex(Path::new("<library>"), text) else {
        return false;
    };
    (0..file.tokens.len()).any(|t| file.is_ident(t, "unsafe") && file.is_ident(t + 1, "fn"))
}

/// Reads a source file; `referenced_at` names the `mod` line that asked for it.
fn read_source(path: &Path, referenced_at: Option<(&Path, usize)>) -> Result<String, Error> {
    std::fs::read_to_string(path).map_err(|e| {
        let message = format!("cannot read {}: {e}", path.display());
        match referenced_at {
            Some((file, line)) => Error::at(file, line, message),
            None => Error::in_file(path, message),
        }
        .kind(ErrorKind::Io)
    })
}

const MAX_MODULE_DEPTH: usize = 32;

struct Expander<'a> {
    krate: &'a Crate<'a>,
    used: BTreeSet<String>,
    exported_macros: Vec<(String, String)>,
    sources: Vec<(PathBuf, String)>,
    /// Paths that start with the name of a library the crate does not depend on: an error
    /// once the whole crate is read, unless the crate declares that name itself.
    undeclared_uses: Vec<(String, PathBuf, usize)>,
}

/// One file being expanded: its text, tokens and the partner of every delimiter.
pub(crate) struct File<'a> {
    pub path: &'a Path,
    pub source: &'a str,
    pub tokens: Vec<Token>,
    pub partner: Vec<usize>,
}

impl<'a> File<'a> {
    /// Lexes `source` (the text of `path`) and pairs its delimiters.
    pub fn lex(path: &'a Path, source: &'a str) -> Result<File<'a>, Error> {
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
    pub fn text(&self, index: usize) -> &str {
        self.tokens.get(index).map_or("", |t| t.text(self.source))
    }

    pub fn is(&self, index: usize, kind: Kind, text: &str) -> bool {
        self.tokens
            .get(index)
            .is_some_and(|t| t.kind == kind && t.text(self.source) == text)
    }

    pub fn is_punct(&self, index: usize, text: &str) -> bool {
        self.is(index, Kind::Punct, text)
    }

    pub fn is_ident(&self, index: usize, text: &str) -> bool {
        self.is(index, Kind::Ident, text)
    }

    pub fn kind(&self, index: usize) -> Option<Kind> {
        self.tokens.get(index).map(|t| t.kind)
    }

    pub(crate) fn line(&self, index: usize) -> usize {
        self.tokens.get(index).map_or(0, |t| t.line)
    }

    /// Whether an outer attribute `#[...]` starts at `index`.
    pub fn attribute_at(&self, index: usize) -> bool {
        self.is_punct(index, "#") && self.is(index + 1, Kind::Open, "[")
    }

    /// The name of the outer attribute at `index` (`cfg` for `#[cfg(...)]`), if one starts there.
    fn attribute_name(&self, index: usize) -> Option<&str> {
        if self.attribute_at(index) && self.kind(index + 2) == Some(Kind::Ident) {
            Some(self.text(index + 2))
        } else {
            None
        }
    }

    /// `(kind, text)` of the tokens strictly between `open` and its partner.
    fn inside(&self, open: usize) -> Vec<(Kind, &str)> {
        (open + 1..self.partner[open])
            .map(|i| (self.tokens[i].kind, self.text(i)))
            .collect()
    }

    /// The source text of tokens `first..=last`.
    pub fn span_text(&self, first: usize, last: usize) -> &str {
        &self.source[self.tokens[first].start..self.tokens[last].end]
    }

    /// The token that starts at byte `byte` (where rustc's spans start), if one does.
    pub(crate) fn token_starting_at(&self, byte: usize) -> Option<usize> {
        self.tokens.binary_search_by_key(&byte, |t| t.start).ok()
    }

    /// The token that ends at byte `byte` (where rustc's spans end), if one does.
    pub(crate) fn token_ending_at(&self, byte: usize) -> Option<usize> {
        self.tokens.binary_search_by_key(&byte, |t| t.end).ok()
    }

    /// The first token that starts in bytes `start..end`: a span of rustc's may start with
    /// whitespace (`\n    }` of a multi-line `use` list).
    pub(crate) fn first_token_in(&self, start: usize, end: usize) -> Option<usize> {
        let at = self.tokens.partition_point(|t| t.start < start);
        (at < self.tokens.len() && self.tokens[at].start < end).then_some(at)
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

/// What the pre-pass decided about a stretch of tokens.
struct Decided {
    /// Token ranges that are already rewritten (or removed): the main pass skips them.
    ranges: Vec<(usize, usize)>,
    edits: Vec<Edit>,
    /// `(first, last, name)` of every `#[macro_export]` macro of a library.
    exported: Vec<(usize, usize, String)>,
}

impl Expander<'_> {
    /// The value of a file's leading inner `#![cfg(...)]` (`Some(false)`: the whole file goes).
    fn file_cfg(&self, file: &File) -> Result<Option<bool>, Error> {
        let mut i = 0;
        while i < file.tokens.len() {
            match file.kind(i) {
                Some(Kind::Comment | Kind::DocComment) => i += 1,
                _ if file.is_punct(i, "#")
                    && file.is_punct(i + 1, "!")
                    && file.is(i + 2, Kind::Open, "[") =>
                {
                    if file.is_ident(i + 3, "cfg") && file.is(i + 4, Kind::Open, "(") {
                        match self.fold_at(file, i + 4)? {
                            Folded::False => return Ok(Some(false)),
                            Folded::True => {}
                            Folded::Kept(_) => {
                                return Err(Error::at(
                                    file.path,
                                    file.line(i),
                                    "an inner #![cfg(...)] that only the judge's compiler can \
                                     decide is not supported: put #[cfg] on the `mod` line",
                                ))
                            }
                        }
                    }
                    i = file.partner[i + 2] + 1;
                }
                _ => return Ok(None),
            }
        }
        Ok(None)
    }

    fn fold_at(&self, file: &File, open: usize) -> Result<Folded, Error> {
        fold(&file.inside(open), self.krate.features)
            .map_err(|message| Error::at(file.path, file.line(open), message))
    }

    /// Evaluates every `cfg` and `cfg_attr` (a `#[test]` is a `cfg(test)`), and finds exported
    /// macros.
    fn decide(&self, file: &File) -> Result<Decided, Error> {
        let mut decided = Decided {
            ranges: Vec::new(),
            edits: Vec::new(),
            exported: Vec::new(),
        };
        let mut i = 0;
        while i < file.tokens.len() {
            let Some(name) = file.attribute_name(i) else {
                i += 1;
                continue;
            };
            let close = file.partner[i + 1];
            let has_arguments = file.is(i + 3, Kind::Open, "(");
            match name {
                "cfg" if has_arguments => match self.fold_at(file, i + 3)? {
                    Folded::False => {
                        let (first, last) = (attributes_start(file, i), item_end(file, i));
                        decided.ranges.push((first, last));
                        decided.edits.push(delete_tokens(file, first, last));
                        i = last + 1;
                        continue;
                    }
                    Folded::True => {
                        decided.ranges.push((i, close));
                        decided.edits.push(delete_tokens(file, i, close));
                    }
                    Folded::Kept(predicate) => {
                        decided.ranges.push((i, close));
                        decided.edits.push(replace_tokens(
                            file,
                            i,
                            close,
                            format!("#[cfg({predicate})] {JUDGE_CFG_MARK}"),
                        ));
                    }
                },
                // A test or benchmark is built only by `cargo test` (`cfg(test)`), wherever it
                // is, and may use dev-dependencies.
                "test" | "bench" if file.is(i + 3, Kind::Close, "]") => {
                    let (first, last) = (attributes_start(file, i), item_end(file, i));
                    decided.ranges.push((first, last));
                    decided.edits.push(delete_tokens(file, first, last));
                    i = last + 1;
                    continue;
                }
                "cfg_attr" if has_arguments => {
                    decided.ranges.push((i, close));
                    let edit = self.cfg_attr(file, i, close)?;
                    decided.edits.push(edit);
                }
                "macro_export" if self.krate.module.is_some() => {
                    let (first, last) = (attributes_start(file, i), item_end(file, i));
                    let at = (i..=last).find(|&t| file.is_ident(t, "macro_rules"));
                    let Some(at) = at.filter(|&t| file.is_punct(t + 1, "!")) else {
                        return Err(Error::at(
                            file.path,
                            file.line(i),
                            "#[macro_export] on something other than `macro_rules!`",
                        ));
                    };
                    decided.ranges.push((i, close));
                    if !self.krate.in_2015_bundle() {
                        decided.edits.push(delete_tokens(file, i, close));
                    }
                    if (i..close).any(|t| file.is_ident(t, "local_inner_macros")) {
                        let module = self.krate.module.unwrap_or_default();
                        decided
                            .edits
                            .extend(inner_macro_paths(file, at + 3, last, module));
                    }
                    decided
                        .exported
                        .push((first, last, file.text(at + 2).to_string()));
                }
                _ => {}
            }
            i = close + 1;
        }
        Ok(decided)
    }

    /// The replacement of `#[cfg_attr(predicate, attr, ...)]` spanning `at..=close`.
    fn cfg_attr(&self, file: &File, at: usize, close: usize) -> Result<Edit, Error> {
        let open = at + 3;
        let end = file.partner[open];
        // The predicate runs up to the first comma outside any delimiter.
        let mut comma = open + 1;
        while comma < end && !file.is_punct(comma, ",") {
            comma = if file.kind(comma) == Some(Kind::Open) {
                file.partner[comma] + 1
            } else {
                comma + 1
            };
        }
        if comma >= end {
            return Err(Error::at(
                file.path,
                file.line(at),
                "cfg_attr needs a predicate and at least one attribute",
            ));
        }
        let predicate: Vec<(Kind, &str)> = (open + 1..comma)
            .map(|t| (file.tokens[t].kind, file.text(t)))
            .collect();
        let attributes = file
            .span_text(comma + 1, end - 1)
            .trim()
            .trim_end_matches(',');
        let folded = fold(&predicate, self.krate.features)
            .map_err(|message| Error::at(file.path, file.line(at), message))?;
        Ok(match folded {
            Folded::False => delete_tokens(file, at, close),
            Folded::True => {
                let list = split_top_level(file, comma + 1, end);
                let text: Vec<String> = list.iter().map(|a| format!("#[{a}]")).collect();
                replace_tokens(file, at, close, text.join(" "))
            }
            Folded::Kept(kept) => replace_tokens(
                file,
                at,
                close,
                format!("#[cfg_attr({kept}, {attributes})] {JUDGE_CFG_MARK}"),
            ),
        })
    }

    fn expand_file(
        &mut self,
        file: &File,
        module_dir: &Path,
        depth: usize,
    ) -> Result<String, Error> {
        let decided = self.decide(file)?;
        let mut edits = decided.edits;
        let skip: BTreeMap<usize, usize> = decided.ranges.iter().copied().collect();
        if self.krate.older_in_2024() {
            // Not into code that `cfg` removes.
            let removed = |at: usize| {
                decided.ranges.iter().any(|&(first, last)| {
                    file.tokens[first].start <= at && at <= file.tokens[last].end
                })
            };
            let captures = precise_captures(file).into_iter();
            edits.extend(captures.filter(|edit| !removed(edit.start)));
        }
        let macro_bodies = macro_rules_bodies(file);
        if let (Some(module), true) = (self.krate.module, self.krate.paths_from_root()) {
            let removed = |at: usize| skip.iter().any(|(&first, &last)| first <= at && at <= last);
            let in_macro = |at: usize| macro_bodies.iter().any(|&(o, c)| o < at && at < c);
            let crate_name = |name: &str| self.is_crate_name(name);
            edits.extend(
                root_relative_paths(file, module, &crate_name)
                    .into_iter()
                    .filter(|(at, _)| !removed(*at) && !in_macro(*at))
                    .map(|(_, edit)| edit),
            );
        }
        let newer_keywords = self.krate.newer_keywords();
        let mut inline_modules: Vec<(String, usize)> = Vec::new();
        let mut i = 0;
        while i < file.tokens.len() {
            if let Some(&last) = skip.get(&i) {
                i = last + 1;
                continue;
            }
            let token = file.tokens[i];
            if let Some(specifier) = self.older_fragment(file, i) {
                let fragment = file.tokens[i + 3];
                edits.push(Edit {
                    start: fragment.start,
                    end: fragment.end,
                    text: specifier.to_string(),
                });
                i += 4;
                continue;
            }
            if let Some(keyword) = self.older_keyword(file, i) {
                edits.push(Edit {
                    start: token.start,
                    end: token.start,
                    text: keyword.to_string(),
                });
            }
            let metavariable = file.is_punct(i.wrapping_sub(1), "$");
            if token.kind == Kind::Ident && !metavariable && newer_keywords.contains(&file.text(i))
            {
                edits.push(Edit {
                    start: token.start,
                    end: token.start,
                    text: "r#".to_string(),
                });
            }
            match token.kind {
                Kind::DocComment => edits.push(delete_tokens(file, i, i)),
                Kind::Close if inline_modules.last().is_some_and(|&(_, close)| close == i) => {
                    inline_modules.pop();
                }
                Kind::Punct if file.is_punct(i, "$") && file.is_ident(i + 1, "crate") => {
                    if let Some(module) = self.krate.module {
                        edits.push(Edit {
                            start: token.start,
                            end: file.tokens[i + 1].end,
                            text: format!("crate::{module}"),
                        });
                        i += 2;
                        continue;
                    }
                }
                Kind::Ident => {
                    if file.is_ident(i, "mod") && file.kind(i + 1) == Some(Kind::Ident) {
                        if file.is_punct(i + 2, ";") {
                            let mut dir = module_dir.to_path_buf();
                            dir.extend(inline_modules.iter().map(|(name, _)| name));
                            edits.push(self.module_file(file, i, &dir, depth)?);
                            i += 3;
                            continue;
                        }
                        if file.is(i + 2, Kind::Open, "{") {
                            inline_modules
                                .push((file.text(i + 1).to_string(), file.partner[i + 2]));
                        }
                    }
                    if let Some((edits_here, last)) = self.extern_crate(file, i)? {
                        edits.extend(edits_here);
                        i = last + 1;
                        continue;
                    }
                    if let Some((edit, last)) = source_position(file, i, &macro_bodies) {
                        edits.push(edit);
                        i = last + 1;
                        continue;
                    }
                    if let Some(edit) = included_file(file, i)? {
                        edits.push(edit);
                        i = file.partner[i + 2] + 1;
                        continue;
                    }
                    let at_root = depth == 0 && inline_modules.is_empty();
                    if let Some(edit) = self.path_rewrite(file, i, at_root)? {
                        edits.push(edit);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        // Exported macros leave their place, taking the edits inside them along.
        for (first, last, name) in decided.exported {
            let removal = delete_tokens(file, first, last);
            let (inside, outside): (Vec<Edit>, Vec<Edit>) = edits
                .into_iter()
                .partition(|e| e.start >= removal.start && e.end <= removal.end);
            edits = outside;
            let shifted = inside
                .into_iter()
                .map(|e| Edit {
                    start: e.start - removal.start,
                    end: e.end - removal.start,
                    text: e.text,
                })
                .collect();
            let text = tidy(&apply(&file.source[removal.start..removal.end], shifted));
            self.exported_macros.push((name, text));
            edits.push(removal);
        }
        Ok(tidy(&apply(file.source, edits)))
    }

    /// The edit that replaces `mod name;` (starting at token `at`) by the module's file.
    fn module_file(
        &mut self,
        file: &File,
        at: usize,
        dir: &Path,
        depth: usize,
    ) -> Result<Edit, Error> {
        let line = file.line(at);
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
                )
                .kind(ErrorKind::Io));
            }
        };
        let child_source = read_source(&child, Some((file.path, line)))?;
        self.sources.push((child.clone(), child_source.clone()));
        let child_file = File::lex(&child, &child_source)?;
        let child_dir = if child.ends_with("mod.rs") {
            child.parent().unwrap_or(dir).to_path_buf()
        } else {
            dir.join(name)
        };
        if self.file_cfg(&child_file)? == Some(false) {
            let first = attributes_start(file, at);
            return Ok(delete_tokens(file, first, at + 2));
        }
        let body = self.expand_file(&child_file, &child_dir, depth + 1)?;
        // The file's text keeps its own indentation, shifted to that of the `mod` line: no
        // wrapper level, as for a library's root (see `emit::assemble`).
        let line_indent = indentation_of_line(file.source, file.tokens[at].start);
        let text = format!(
            "mod {ident} {{\n{}{line_indent}}}",
            indent(&body, line_indent)
        );
        Ok(Edit {
            start: file.tokens[at].start,
            end: file.tokens[at + 2].end,
            text,
        })
    }

    /// The rewrite of `extern crate name [as alias];` at token `at`, for a library: the
    /// library is a module at the crate's root, so the item goes; an alias becomes
    /// `use crate::name as alias;` and `#[macro_use]` (the library's macros everywhere)
    /// `use crate::name::*;`. `std`, `core`, `alloc`, `proc_macro` and `test` stay, as do
    /// crates the judge provides; the item of an absent crate goes. Returns the edits and the
    /// last token they cover.
    fn extern_crate(
        &mut self,
        file: &File,
        at: usize,
    ) -> Result<Option<(Vec<Edit>, usize)>, Error> {
        let item = file.is_ident(at, "extern")
            && file.is_ident(at + 1, "crate")
            && file.kind(at + 2) == Some(Kind::Ident);
        if !item {
            return Ok(None);
        }
        let name = file.text(at + 2);
        if name == "self" {
            return Ok(self.own_root_alias(file, at));
        }
        if matches!(name, "std" | "core" | "alloc" | "proc_macro" | "test")
            || self.krate.provided.contains(name)
        {
            return Ok(None);
        }
        if self.krate.absent.contains(name) {
            // The paths into it stay, for the bundler to refuse if shaking keeps one.
            let last = (at + 3..file.tokens.len()).find(|&i| file.is_punct(i, ";"));
            let first = attributes_start(file, at);
            return Ok(last.map(|last| (vec![delete_tokens(file, first, last)], last)));
        }
        let Some(module) = self.krate.externs.get(name).cloned() else {
            let why = if self.krate.undeclared.contains(name) {
                format!(
                    "uses `{name}`, which {} does not list under [dependencies]",
                    self.krate.manifest.display()
                )
            } else {
                format!("unknown crate `{name}`: not a path dependency of the package")
            };
            return Err(Error::at(file.path, file.line(at), why).kind(ErrorKind::UnknownCrate));
        };
        let alias = file.is_ident(at + 3, "as").then(|| file.text(at + 4));
        let last = if alias.is_some() { at + 5 } else { at + 3 };
        if !file.is_punct(last, ";") {
            return Ok(None);
        }
        self.used.insert(name.to_string());
        // `pub extern crate inner;` re-exports the crate: its module in the bundle is private
        // to the paste's root, so the re-export is `pub(crate)`, which is all of the paste.
        let visibility = visibility_start(file, at);
        let first = visibility.unwrap_or(at);
        let macro_use = first >= 4
            && file.is_punct(first - 4, "#")
            && file.is(first - 3, Kind::Open, "[")
            && file.is_ident(first - 2, "macro_use")
            && file.is(first - 1, Kind::Close, "]");
        let mut uses = Vec::new();
        if macro_use && !self.krate.in_2015_bundle() {
            uses.push(format!("use crate::{module}::*;"));
        }
        match alias.filter(|&a| a != "_") {
            Some(alias) if visibility.is_some() => {
                uses.push(format!("pub(crate) use crate::{module} as {alias};"))
            }
            Some(alias) if alias != name => uses.push(format!("use crate::{module} as {alias};")),
            None if visibility.is_some() => {
                uses.push(format!("pub(crate) use crate::{module} as {name};"))
            }
            _ => {}
        }
        let mut edits = Vec::new();
        if macro_use {
            edits.push(delete_tokens(file, first - 4, first - 1));
        }
        edits.push(if uses.is_empty() {
            delete_tokens(file, first, last)
        } else {
            replace_tokens(file, first, last, uses.join("\n"))
        });
        Ok(Some((edits, last)))
    }

    /// The fragment specifier that keeps the meaning of the macro fragment `$x:spec` at token
    /// `at` of an older library: `expr_2021` for `expr` in a 2024 bundle, `pat_param` for
    /// `pat` in a 2021 or later one (see [`Crate::older_in_2024`], [`Crate::older_in_2021`]).
    fn older_fragment(&self, file: &File, at: usize) -> Option<&'static str> {
        let fragment = file.is_punct(at, "$")
            && file.kind(at + 1) == Some(Kind::Ident)
            && file.is_punct(at + 2, ":");
        match file.text(at + 3) {
            "expr" if fragment && self.krate.older_in_2024() => Some("expr_2021"),
            "pat" if fragment && self.krate.older_in_2021() => Some("pat_param"),
            _ => None,
        }
    }

    /// The keyword an older library's code needs before token `at` in this bundle: `unsafe `
    /// before a 2024 bundle's `extern` block.
    fn older_keyword(&self, file: &File, at: usize) -> Option<&'static str> {
        if self.krate.older_in_2024() && extern_block_without_unsafe(file, at) {
            Some("unsafe ")
        } else {
            None
        }
    }

    /// The rewrite of `extern crate self as alias;` at token `at`, an alias of the crate's own
    /// root: in a library, whose root is its module, `use crate::module as alias;`. The
    /// solution's root is the paste's, so its alias stays.
    fn own_root_alias(&self, file: &File, at: usize) -> Option<(Vec<Edit>, usize)> {
        let module = self.krate.module?;
        let aliased = file.is_ident(at + 3, "as")
            && file.kind(at + 4) == Some(Kind::Ident)
            && file.is_punct(at + 5, ";");
        aliased.then(|| {
            let alias = file.text(at + 4);
            let import = format!("use crate::{module} as {alias};");
            (vec![replace_tokens(file, at, at + 5, import)], at + 5)
        })
    }

    /// The rewrite of the path that starts at identifier `i`, if it needs one; `at_root`:
    /// whether `i` is in the crate root's own scope.
    fn path_rewrite(
        &mut self,
        file: &File,
        i: usize,
        at_root: bool,
    ) -> Result<Option<Edit>, Error> {
        let word = file.text(i);
        let token = file.tokens[i];
        let followed_by_path = file.kind(i + 1) == Some(Kind::PathSep);
        if let Some(module) = self.krate.module {
            // `crate::x`, and `use crate as name;` (a library's alias of its own root, so
            // that its paths read `crate::name::x` pasted whole or not): its root is its
            // module now.
            let own_root = followed_by_path || file.is_ident(i + 1, "as");
            if word == "crate" && own_root && !file.is_punct(i.wrapping_sub(1), "$") {
                return Ok(Some(Edit {
                    start: token.start,
                    end: token.end,
                    text: format!("crate::{module}"),
                }));
            }
        }
        let module = self.krate.externs.get(word);
        if module.is_none() && !self.krate.undeclared.contains(word) {
            return Ok(None);
        }
        if !starts_crate_path(file, i) {
            return Ok(None);
        }
        let leading_separator = file.kind(i.wrapping_sub(1)) == Some(Kind::PathSep);
        if !leading_separator && at_root && self.krate.root_names.contains(word) {
            return Ok(None);
        }
        let start = if leading_separator {
            file.tokens[i - 1].start
        } else {
            token.start
        };
        let Some(module) = module else {
            self.undeclared_uses
                .push((word.to_string(), file.path.to_path_buf(), token.line));
            return Ok(None);
        };
        self.used.insert(word.to_string());
        Ok(Some(Edit {
            start,
            end: token.end,
            text: format!("crate::{module}"),
        }))
    }
}

impl Expander<'_> {
    /// Whether `name`, first in a path from the crate root of a 2015 library, is a crate
    /// (which stays where it is) rather than one of the library's own items.
    fn is_crate_name(&self, name: &str) -> bool {
        matches!(name, "std" | "core" | "alloc" | "proc_macro" | "test")
            || self.krate.externs.contains_key(name)
            || self.krate.provided.contains(name)
            || self.krate.absent.contains(name)
            || self.krate.undeclared.contains(name)
    }

    /// The first path into a library the crate does not depend on, as an error, unless the
    /// expanded crate `text` declares that name itself (a module, an item or an import of
    /// that name is what the path means, as rustc resolves it).
    fn check_undeclared_uses(&self, text: &str) -> Result<(), Error> {
        if self.undeclared_uses.is_empty() {
            return Ok(());
        }
        let file = File::lex(Path::new("<crate>"), text)?;
        let declared = declared_names(&file);
        match self
            .undeclared_uses
            .iter()
            .find(|(word, _, _)| !declared.contains(word.as_str()))
        {
            Some((word, path, line)) => Err(Error::at(
                path,
                *line,
                format!(
                    "uses `{word}`, which {} does not list under [dependencies]",
                    self.krate.manifest.display()
                ),
            )
            .kind(ErrorKind::UnknownCrate)),
            None => Ok(()),
        }
    }
}

/// The tokens of `file` that start a path into one of the crates `names` (`itertools::x`,
/// `::itertools::x`, `use itertools;`), unless `file` declares that name itself (its own
/// module `itertools` is what such a path means then).
pub(crate) fn paths_into(file: &File, names: &BTreeSet<&str>) -> Vec<usize> {
    let declared = declared_names(file);
    (0..file.tokens.len())
        .filter(|&i| {
            file.kind(i) == Some(Kind::Ident)
                && names.contains(file.text(i))
                && !declared.contains(file.text(i))
                && starts_crate_path(file, i)
        })
        .collect()
}

/// Whether identifier `i` may be the first segment of a path that names a crate: `name::x`
/// (not after `.` or a path's `::`, which a leading `::` is not) or `use name;`.
fn starts_crate_path(file: &File, i: usize) -> bool {
    let after_use = file.is_ident(i.wrapping_sub(1), "use");
    let whole_crate_import = after_use && (file.is_ident(i + 1, "as") || file.is_punct(i + 1, ";"));
    // `conv::<u8>(x)`: generic arguments make `conv` a function or a type (one that an
    // import of `conv::conv` brought), never a crate.
    let followed_by_path = file.kind(i + 1) == Some(Kind::PathSep) && !file.is_punct(i + 2, "<");
    if !(followed_by_path || whole_crate_import) {
        return false;
    }
    match file.kind(i.wrapping_sub(1)) {
        Some(Kind::PathSep) => leading_path_separator(file, i - 1),
        Some(Kind::Punct) => !file.is_punct(i - 1, "."),
        _ => true,
    }
}

/// The names that `file` declares anywhere: items (`mod helper`, `fn helper`, ...) and the
/// names its `use` items bring in (the last segment of each path, or its `as` alias).
pub(crate) fn declared_names<'f>(file: &'f File) -> BTreeSet<&'f str> {
    let mut names = BTreeSet::new();
    let mut in_use = false;
    for i in 0..file.tokens.len() {
        if file.kind(i) != Some(Kind::Ident) {
            if file.is_punct(i, ";") {
                in_use = false;
            }
            continue;
        }
        let word = file.text(i);
        if word == "use" {
            in_use = true;
        } else if in_use && word == "self" {
            // `use std::io::{self, Write};` imports `io`.
            names.extend(module_of_self_import(file, i));
        } else if ITEM_KEYWORDS.contains(&word) && file.kind(i + 1) == Some(Kind::Ident) {
            names.insert(file.text(i + 1));
        } else if in_use
            && file.kind(i + 1) != Some(Kind::PathSep)
            && word != "as"
            && !file.is_ident(i + 1, "as")
        {
            // `use a as b;` imports `b`.
            names.insert(word);
        }
    }
    names
}

/// The names that the root scope of `file` declares in the type namespace (modules, types,
/// traits, imports): written there, a path that starts with one is that item, not a crate of
/// that name. Items inside bodies are in other scopes, and a function, constant or static
/// never starts a path.
pub(crate) fn root_type_names<'f>(file: &'f File) -> BTreeSet<&'f str> {
    let mut names = BTreeSet::new();
    // The first segment of the `use` item being read, if in one.
    let mut in_use: Option<&str> = None;
    let mut i = 0;
    while i < file.tokens.len() {
        match file.kind(i) {
            Some(Kind::Open) if in_use.is_none() => {
                i = file.partner[i] + 1;
                continue;
            }
            Some(Kind::Ident) => {
                let word = file.text(i);
                if word == "use" {
                    let first = if file.kind(i + 1) == Some(Kind::PathSep) {
                        i + 2
                    } else {
                        i + 1
                    };
                    in_use = Some(file.text(first));
                } else if in_use.is_some() && word == "self" {
                    names.extend(module_of_self_import(file, i));
                } else if let Some(first) = in_use {
                    // The last segment, or what `as` renames it to; but not a crate's namesake
                    // (`use suffix_array::{lcp_array, suffix_array};`), a function as a rule.
                    let last = file.kind(i + 1) != Some(Kind::PathSep)
                        && word != "as"
                        && !file.is_ident(i + 1, "as");
                    if last && word != first {
                        names.insert(word);
                    }
                } else if matches!(word, "struct" | "enum" | "trait" | "type" | "union" | "mod")
                    && file.kind(i + 1) == Some(Kind::Ident)
                {
                    names.insert(file.text(i + 1));
                }
            }
            _ if file.is_punct(i, ";") => in_use = None,
            _ => {}
        }
        i += 1;
    }
    names
}

/// The module that `self` at token `at` in a `use` list names: `io` in `std::io::{self}`.
fn module_of_self_import<'f>(file: &'f File, at: usize) -> Option<&'f str> {
    let mut t = at;
    while t > 0 {
        t -= 1;
        match file.kind(t) {
            Some(Kind::Close) => t = file.partner[t],
            Some(Kind::Open) => {
                let brace = t;
                return (brace >= 2
                    && file.kind(brace - 1) == Some(Kind::PathSep)
                    && file.kind(brace - 2) == Some(Kind::Ident))
                .then(|| file.text(brace - 2));
            }
            _ => {}
        }
    }
    None
}

/// The comma-separated parts of tokens `first..end` (delimited groups kept whole).
fn split_top_level(file: &File, first: usize, end: usize) -> Vec<String> {
    let mut parts = Vec::new();
    let mut start = first;
    let mut i = first;
    while i <= end {
        if i == end || file.is_punct(i, ",") {
            if i > start {
                parts.push(file.span_text(start, i - 1).to_string());
            }
            start = i + 1;
            i += 1;
        } else if file.kind(i) == Some(Kind::Open) {
            i = file.partner[i] + 1;
        } else {
            i += 1;
        }
    }
    parts
}

/// For a `#[macro_export(local_inner_macros)]` macro whose rules span `first..=last`: every
/// bare macro call in them (`inner!(..)`) means `$crate::inner!(..)`, so it gets the library's
/// path, as it would from anywhere the macro is used.
fn inner_macro_paths(file: &File, first: usize, last: usize, module: &str) -> Vec<Edit> {
    (first..=last)
        .filter(|&t| {
            file.kind(t) == Some(Kind::Ident)
                && file.is_punct(t + 1, "!")
                && file.kind(t + 2) == Some(Kind::Open)
                && !file.is_punct(t.wrapping_sub(1), "$")
                && file.kind(t.wrapping_sub(1)) != Some(Kind::PathSep)
        })
        .map(|t| Edit {
            start: file.tokens[t].start,
            end: file.tokens[t].start,
            text: format!("crate::{module}::"),
        })
        .collect()
}

/// The replacement of `line!()` or `column!()` (or `std::line!()`, `core::column!()`) at
/// identifier `at` by the number it gives where the source has it, with the last token it
/// covers: in the paste the code stands at another line (below the header, after inlined
/// modules) and column (after rewritten paths). Inside a `macro_rules!` body (`bodies`) it
/// stays: there it gives the place of the invocation, wherever that is.
fn source_position(file: &File, at: usize, bodies: &[(usize, usize)]) -> Option<(Edit, usize)> {
    let name = file.text(at);
    let invocation = matches!(name, "line" | "column")
        && file.is_punct(at + 1, "!")
        && file.is(at + 2, Kind::Open, "(")
        && file.partner[at + 2] == at + 3;
    if !invocation || bodies.iter().any(|&(open, close)| open < at && at < close) {
        return None;
    }
    let mut first = at;
    if file.kind(at.wrapping_sub(1)) == Some(Kind::PathSep) {
        if !(at >= 2 && matches!(file.text(at - 2), "std" | "core")) {
            return None;
        }
        first = at - 2;
        if file.kind(first.wrapping_sub(1)) == Some(Kind::PathSep) {
            first -= 1;
        }
    }
    let start = file.tokens[first].start;
    let value = if name == "line" {
        file.tokens[first].line
    } else {
        let line_start = file.source[..start].rfind('\n').map_or(0, |p| p + 1);
        file.source[line_start..start].chars().count() + 1
    };
    Some((
        replace_tokens(file, first, at + 3, format!("{value}u32")),
        at + 3,
    ))
}

/// The edits that make the paths of a 2015 library that start at its crate root start at
/// `module`, its place in the bundle, each with the token it is at: a `use` path's first
/// segment (`use graph::Graph;`, `use {a, b};`) gets `crate::module::` before it, and a
/// leading `::` (`::graph::Graph` in any path) becomes `crate::module::`, unless what follows
/// is `self`, `super`, `crate` or a crate (`crate_name`: those paths are rewritten as any
/// other crate's).
fn root_relative_paths(
    file: &File,
    module: &str,
    crate_name: &dyn Fn(&str) -> bool,
) -> Vec<(usize, Edit)> {
    let own = |at: usize| match file.kind(at) {
        Some(Kind::Ident) => {
            !matches!(file.text(at), "self" | "super" | "crate") && !crate_name(file.text(at))
        }
        _ => file.is(at, Kind::Open, "{"),
    };
    let prefix = format!("crate::{module}::");
    let mut edits = Vec::new();
    for i in 0..file.tokens.len() {
        if file.is_ident(i, "use") && own(i + 1) {
            let at = file.tokens[i + 1].start;
            let edit = Edit {
                start: at,
                end: at,
                text: prefix.clone(),
            };
            edits.push((i + 1, edit));
        } else if file.kind(i) == Some(Kind::PathSep) && starts_path(file, i) && own(i + 1) {
            edits.push((i, replace_tokens(file, i, i, prefix.clone())));
        }
    }
    edits
}

/// Whether the `::` at token `i` starts a path (`::graph::Graph`, `-> ::x::T`) rather than
/// continuing one (`a::b`, `Vec::<u8>::new`, `<T as Tr>::f`).
fn starts_path(file: &File, i: usize) -> bool {
    let Some(before) = i.checked_sub(1) else {
        return true;
    };
    match file.kind(before) {
        Some(Kind::Ident) => KEYWORDS_BEFORE_A_PATH.contains(&file.text(before)),
        Some(Kind::Close | Kind::Lifetime | Kind::Literal | Kind::Str) => false,
        Some(Kind::Punct) if file.is_punct(before, ">") => {
            file.is_punct(before.wrapping_sub(1), "-") || file.is_punct(before.wrapping_sub(1), "=")
        }
        Some(Kind::Punct) => !file.is_punct(before, "$"),
        _ => true,
    }
}

/// Keywords that a path may follow.
const KEYWORDS_BEFORE_A_PATH: &[&str] = &[
    "use", "dyn", "impl", "as", "for", "in", "return", "mut", "ref", "where", "match", "if",
    "while", "break", "move",
];

/// Whether token `i` is the `extern` of an `extern "C" { .. }` block with no `unsafe` before
/// it: from 2024 on such a block must say `unsafe extern`.
fn extern_block_without_unsafe(file: &File, i: usize) -> bool {
    let abi = usize::from(file.kind(i + 1) == Some(Kind::Str));
    file.is_ident(i, "extern")
        && file.is(i + 1 + abi, Kind::Open, "{")
        && !file.is_ident(i.wrapping_sub(1), "unsafe")
}

/// The first token of the visibility (`pub`, `pub(crate)`) right before token `at`, if any.
pub(crate) fn visibility_start(file: &File, at: usize) -> Option<usize> {
    let before = at.checked_sub(1)?;
    if file.is_ident(before, "pub") {
        return Some(before);
    }
    if file.is(before, Kind::Close, ")") {
        let open = file.partner[before];
        return open.checked_sub(1).filter(|&p| file.is_ident(p, "pub"));
    }
    None
}

/// Token ranges `(open, close)` of the bodies of the `macro_rules!` definitions in `file`.
fn macro_rules_bodies(file: &File) -> Vec<(usize, usize)> {
    (0..file.tokens.len())
        .filter(|&t| file.is_ident(t, "macro_rules") && file.is_punct(t + 1, "!"))
        .map(|t| t + 3)
        .filter(|&open| file.kind(open) == Some(Kind::Open))
        .map(|open| (open, file.partner[open]))
        .collect()
}

/// The literal that replaces `include_str!("file")` or `include_bytes!("file")` at token `at`
/// (the file is read relative to the one that names it, as rustc does): the judge compiles the
/// paste alone, with no file beside it. `include!` is refused, as is an argument that is not
/// a plain string literal; inside a macro's body (`include_str!($path)`) nothing is done.
fn included_file(file: &File, at: usize) -> Result<Option<Edit>, Error> {
    let name = file.text(at);
    let invocation = matches!(name, "include_str" | "include_bytes" | "include")
        && file.is_punct(at + 1, "!")
        && file.kind(at + 2) == Some(Kind::Open);
    if !invocation {
        return Ok(None);
    }
    let close = file.partner[at + 2];
    if (at + 3..close).any(|t| file.is_punct(t, "$")) {
        return Ok(None);
    }
    let refuse = |why: &str| {
        Err(Error::at(
            file.path,
            file.line(at),
            format!("`{name}!`: {why}"),
        ))
    };
    if name == "include" {
        return refuse("not supported: paste the file's code in place, or make it a module");
    }
    let literal = file.text(at + 3);
    let plain = close == at + 4
        && file.kind(at + 3) == Some(Kind::Str)
        && literal.starts_with('"')
        && !literal.contains('\\');
    if !plain {
        return refuse("the file must be a plain string literal (\"data/table.txt\")");
    }
    let relative = &literal[1..literal.len() - 1];
    let path = file.path.parent().unwrap_or(Path::new(".")).join(relative);
    let bytes = std::fs::read(&path).map_err(|e| {
        Error::at(
            file.path,
            file.line(at),
            format!("`{name}!`: cannot read {}: {e}", path.display()),
        )
    })?;
    let text = if name == "include_str" {
        let Ok(text) = String::from_utf8(bytes) else {
            return refuse(&format!("{} is not UTF-8", path.display()));
        };
        raw_string_literal(&text)
    } else {
        byte_string_literal(&bytes)
    };
    Ok(Some(replace_tokens(file, at, close, text)))
}

/// `text` as a raw string literal, with enough `#`s that nothing in it ends the literal.
fn raw_string_literal(text: &str) -> String {
    let mut hashes = 1;
    while text.contains(&format!("\"{}", "#".repeat(hashes))) {
        hashes += 1;
    }
    let fence = "#".repeat(hashes);
    format!("r{fence}\"{text}\"{fence}")
}

/// `bytes` as a byte string literal (`b"..."`), which has the type `include_bytes!` gives.
fn byte_string_literal(bytes: &[u8]) -> String {
    let mut out = String::from("b\"");
    for &byte in bytes {
        match byte {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(byte as char);
            }
            b' '..=b'~' => out.push(byte as char),
            _ => out.push_str(&format!("\\x{byte:02x}")),
        }
    }
    out.push('"');
    out
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
        if file.attribute_name(first) == Some(name) {
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
pub(crate) fn attributes_start(file: &File, at: usize) -> usize {
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
        // Comments between an attribute and its item (or between two attributes) belong to
        // the item: the attribute above them is still its own.
        let mut comments = first;
        while comments >= 1 && file.kind(comments - 1) == Some(Kind::Comment) {
            comments -= 1;
        }
        let comments_after_attribute =
            comments < first && comments >= 1 && file.is(comments - 1, Kind::Close, "]");
        if comments_after_attribute {
            first = comments;
        } else if first >= 1 && file.kind(first - 1) == Some(Kind::DocComment) {
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

/// The keywords that start a named item.
pub(crate) const ITEM_KEYWORDS: &[&str] = &[
    "fn", "struct", "enum", "trait", "type", "union", "mod", "const", "static",
];

/// The first token of the item header that ends at the `{` of token `brace`: the token after
/// the `;`, `{` or `}` before it (groups passed over whole).
pub(crate) fn header_start(file: &File, brace: usize) -> usize {
    let mut t = brace;
    while t > 0 {
        let before = t - 1;
        match file.kind(before) {
            Some(Kind::Close) if file.text(before) != "}" => t = file.partner[before],
            Some(Kind::Open | Kind::Close) => return t,
            _ if file.is_punct(before, ";") => return t,
            _ => t = before,
        }
    }
    0
}

/// The token that says what the item starting at `at` is (`fn`, `impl`, `use`, a macro's
/// name, ...): past its attributes, comments and qualifiers (`pub(crate)`, `unsafe`,
/// `extern "C"`, `const fn`).
pub(crate) fn item_keyword(file: &File, at: usize) -> usize {
    let mut i = at;
    loop {
        if file.attribute_at(i) {
            i = file.partner[i + 1] + 1;
            continue;
        }
        match file.text(i) {
            _ if matches!(file.kind(i), Some(Kind::Comment | Kind::DocComment)) => i += 1,
            "pub" if file.is(i + 1, Kind::Open, "(") => i = file.partner[i + 1] + 1,
            "pub" | "unsafe" | "async" | "default" => i += 1,
            "extern" if file.kind(i + 1) == Some(Kind::Str) => i += 2,
            "const" if matches!(file.text(i + 1), "fn" | "unsafe" | "async" | "extern") => i += 1,
            _ => return i,
        }
    }
}

/// The last token of the item (or statement, field, variant) whose outer attributes start at
/// `at`.
pub(crate) fn item_end(file: &File, at: usize) -> usize {
    let mut i = item_keyword(file, at);
    let ends_at_semicolon = matches!(
        file.text(i),
        "const" | "static" | "type" | "use" | "let" | "extern"
    );
    let is_item = ends_at_semicolon
        || matches!(
            file.text(i),
            "fn" | "mod" | "impl" | "trait" | "struct" | "enum" | "union" | "macro_rules"
        );
    // `macro_rules! name { ... }` ends at its brace group; `( ... );` at the semicolon.
    if file.is_ident(i, "macro_rules") {
        let group = i + 3;
        if file.is(group, Kind::Open, "{") {
            return file.partner[group];
        }
        if file.kind(group) == Some(Kind::Open) && file.is_punct(file.partner[group] + 1, ";") {
            return file.partner[group] + 1;
        }
    }
    // Generic parameters may hold a brace group (`const N: usize = { 1 << 20 }`): the body is
    // the first brace outside the angle brackets.
    let mut angles = 0usize;
    while i < file.tokens.len() {
        match file.tokens[i].kind {
            Kind::Punct if file.text(i) == ";" => return i,
            Kind::Punct if file.text(i) == "," && !is_item => return i,
            Kind::Punct if file.text(i) == "<" => {
                angles += 1;
                i += 1;
            }
            Kind::Punct
                if file.text(i) == ">"
                    && !file.is_punct(i.wrapping_sub(1), "-")
                    && !file.is_punct(i.wrapping_sub(1), "=") =>
            {
                angles = angles.saturating_sub(1);
                i += 1;
            }
            Kind::Open if file.text(i) == "{" && is_item && !ends_at_semicolon && angles == 0 => {
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
pub(crate) fn delete_tokens(file: &File, first: usize, last: usize) -> Edit {
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
    // Mid-line, one of the spaces around goes too (`{ A; B; }` less `B;` is `{ A; }`).
    if start > 0 && bytes[start - 1] == b' ' && bytes.get(end) == Some(&b' ') {
        end += 1;
    }
    Edit {
        start,
        end,
        text: String::new(),
    }
}

fn replace_tokens(file: &File, first: usize, last: usize, text: String) -> Edit {
    Edit {
        start: file.tokens[first].start,
        end: file.tokens[last].end,
        text,
    }
}

/// The byte end of the inner attributes (`#![...]`) that start at token `first` of `file`,
/// past comments before and between them; `None` when there are none.
pub(crate) fn inner_attributes_end(file: &File, first: usize) -> Option<usize> {
    let mut end = None;
    let mut i = first;
    loop {
        if matches!(file.kind(i), Some(Kind::Comment | Kind::DocComment)) {
            i += 1;
        } else if file.is_punct(i, "#")
            && file.is_punct(i + 1, "!")
            && file.is(i + 2, Kind::Open, "[")
        {
            let close = file.partner[i + 2];
            end = Some(file.tokens[close].end);
            i = close + 1;
        } else {
            return end;
        }
    }
}

pub(crate) fn indentation_of_line(source: &str, at: usize) -> &str {
    let line_start = source[..at].rfind('\n').map_or(0, |p| p + 1);
    let text = &source[line_start..at];
    &text[..text.len() - text.trim_start().len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_2015_librarys_paths_from_its_root_start_at_its_module() {
        let source = "use graph::Graph;\nuse {a, b};\nuse std::io;\nuse self::x;\nuse ext::y;\n\
            fn f(e: &[::graph::Edge]) -> ::std::vec::Vec<u8> { Vec::<u8>::new() }\n\
            fn g() -> ::graph::Graph { <T as ::tr::Tr>::f(); a::b::c() }\n";
        let file = File::lex(Path::new("<test>"), source).unwrap();
        let edits = root_relative_paths(&file, "old", &|name| name == "std" || name == "ext");
        let edits = edits.into_iter().map(|(_, edit)| edit).collect();
        assert_eq!(
            apply(source, edits),
            "use crate::old::graph::Graph;\nuse crate::old::{a, b};\nuse std::io;\n\
             use self::x;\nuse ext::y;\n\
             fn f(e: &[crate::old::graph::Edge]) -> ::std::vec::Vec<u8> { Vec::<u8>::new() }\n\
             fn g() -> crate::old::graph::Graph { <T as crate::old::tr::Tr>::f(); a::b::c() }\n"
        );
    }

    fn item_text(source: &str) -> String {
        let file = File::lex(Path::new("<test>"), source).unwrap();
        let first = attributes_start(&file, item_keyword(&file, 0));
        file.span_text(first, item_end(&file, 0)).to_string()
    }

    #[test]
    fn line_and_column_are_the_sources_and_stay_in_macro_bodies() {
        let source = "macro_rules! here { () => { line!() }; }\nfn main() {\n    println!(\"{} {}\",\n        line!(), column!());\n    let v = [std::line!(), ::core::column!(), here!()];\n}\n";
        let file = File::lex(Path::new("<test>"), source).unwrap();
        let bodies = macro_rules_bodies(&file);
        let edits = (0..file.tokens.len())
            .filter_map(|at| source_position(&file, at, &bodies))
            .map(|(edit, _)| edit)
            .collect();
        assert_eq!(
            apply(source, edits),
            "macro_rules! here { () => { line!() }; }\nfn main() {\n    println!(\"{} {}\",\n        4u32, 18u32);\n    let v = [5u32, 28u32, here!()];\n}\n"
        );
    }

    #[test]
    fn paths_into_a_crate_start_at_its_name_and_nowhere_else() {
        let source = "use itertools::Itertools;\nuse itertools as it;\nfn f() { ::itertools::x(); \
                      self.itertools::y(); a::itertools::z(); itertools::<u8>(); let itertools = 1; }\n";
        let file = File::lex(Path::new("<test>"), source).unwrap();
        let lines: Vec<usize> = paths_into(&file, &BTreeSet::from(["itertools"]))
            .into_iter()
            .map(|at| file.line(at))
            .collect();
        assert_eq!(lines, [1, 2, 3]);
        let own = File::lex(Path::new("<test>"), "mod itertools {}\nuse itertools::x;\n").unwrap();
        assert!(paths_into(&own, &BTreeSet::from(["itertools"])).is_empty());
    }

    #[test]
    fn an_item_ends_at_its_body_past_brace_groups_in_its_generics() {
        let source = "pub struct Queue<T, const N: usize = { 1 << 20 }> {\n    buf: [T; N],\n}\nfn next() {}\n";
        assert_eq!(
            item_text(source),
            "pub struct Queue<T, const N: usize = { 1 << 20 }> {\n    buf: [T; N],\n}"
        );
        let source =
            "fn f<F: Fn(u8) -> Vec<u8>>(f: F) -> Vec<u8> where F: Copy { f(1) }\nfn g() {}";
        assert!(item_text(source).ends_with("{ f(1) }"));
    }

    #[test]
    fn attributes_before_comments_belong_to_the_item_after_them() {
        let source = "#[inline]\n// one\n// two\nfn f() {}\n";
        let file = File::lex(Path::new("<test>"), source).unwrap();
        let keyword = (0..file.tokens.len())
            .find(|&t| file.is_ident(t, "fn"))
            .unwrap();
        assert_eq!(attributes_start(&file, keyword), 0);
    }

    #[test]
    fn root_type_names_are_the_roots_types_modules_and_imports() {
        let source = "use std::io::{self, Write};\nuse std::fmt::Display as Show;\nuse sa::{lcp, sa};\nuse ::z::z;\nmod helper { pub struct Inner; }\nstruct S;\nfn conv() { use conv::conv; }\nconst C: u8 = 1;\n";
        let file = File::lex(Path::new("<test>"), source).unwrap();
        let names: Vec<&str> = root_type_names(&file).into_iter().collect();
        assert_eq!(names, ["S", "Show", "Write", "helper", "io", "lcp"]);
    }

    #[test]
    fn declared_names_are_items_and_imports() {
        let source = "mod helper { pub fn x() {} }\nuse std::collections::{BTreeMap, HashMap as Map};\nuse std::io::{Write, self};\nstruct S;";
        let file = File::lex(Path::new("<test>"), source).unwrap();
        let names = declared_names(&file);
        for name in ["helper", "x", "BTreeMap", "Map", "io", "S"] {
            assert!(names.contains(name), "{name} in {names:?}");
        }
        assert!(!names.contains("std") && !names.contains("collections"));
    }
}
