//! The final file: a short header taken from the solution's doc, the solution, then every
//! library it uses as an inline module; and writing it without ever leaving a half-written
//! file.

use crate::expand::{inner_attributes_end, File};
use crate::lexer::Kind;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;

/// A library as it goes into the bundle.
pub struct LibraryText {
    pub module: String,
    /// `#[macro_export]` macros, lifted to the top of the module.
    pub exported_macros: Vec<(String, String)>,
    pub body: String,
}

/// The header: the doc's title line, its `Idea:` paragraph and its `Complexity:` line (KACTL's
/// file headers are the model: a reader knows what the file is in a few lines), then where the
/// file comes from.
/// `how_to_redo` tells the reader how to regenerate the file.
pub fn header(doc: &[String], origin: &str, libraries: &[&str], how_to_redo: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    // The title: the doc's first paragraph (one line in a problem crate).
    lines.extend(
        doc.iter()
            .skip_while(|line| line.trim().is_empty())
            .take_while(|line| !line.trim().is_empty() && !line.starts_with("Idea:"))
            .take(3)
            .map(|line| line.trim().to_string()),
    );
    if let Some(start) = doc.iter().position(|line| line.starts_with("Idea:")) {
        lines.extend(
            doc[start..]
                .iter()
                .take_while(|line| !line.trim().is_empty())
                .map(|line| line.trim().to_string()),
        );
    }
    if let Some(complexity) = doc.iter().find(|line| line.starts_with("Complexity:")) {
        lines.push(complexity.trim().to_string());
    }
    let with = if libraries.is_empty() {
        String::new()
    } else {
        format!(" with {}", libraries.join(", "))
    };
    lines.push(format!(
        "Bundled from {origin}{with} by gamebook's bundler: {how_to_redo}."
    ));
    let mut out: String = lines.iter().map(|line| format!("// {line}\n")).collect();
    out.push('\n');
    out
}

/// The `//!` lines at the top of a root file, without the marker.
pub fn module_doc(source: &str) -> Vec<String> {
    source
        .lines()
        .map(str::trim_start)
        .take_while(|line| line.starts_with("//!") || line.is_empty())
        .filter_map(|line| line.strip_prefix("//!"))
        .map(|line| line.strip_prefix(' ').unwrap_or(line).to_string())
        .collect()
}

/// The crate attribute of a paste with a library macro one of whose rules ends its expansion
/// with `;` (`{ println!("{}", $x); }`). rustc denies such a macro in expression position
/// (`n => say!(n),`) only where it is the crate's own: cargo accepts the library's, the paste
/// would not. The solution's own macros compiled under that lint already.
pub const MACRO_SEMICOLON_ALLOW: &str = "#![allow(semicolon_in_expressions_from_macros)]\n";

/// Whether a `macro_rules!` of `text` has a rule whose expansion ends with a statement and
/// `;` (not with an item: `const N: usize = $n;` is never an expression).
pub fn has_rule_ending_in_semicolon(text: &str) -> bool {
    let Ok(file) = File::lex(Path::new("<library>"), text) else {
        return false;
    };
    (0..file.tokens.len())
        .filter(|&t| file.is_ident(t, "macro_rules") && file.is_punct(t + 1, "!"))
        .filter(|&t| file.kind(t + 3) == Some(Kind::Open))
        .any(|t| {
            let (open, close) = (t + 3, file.partner[t + 3]);
            let mut rule = open + 1;
            while rule < close && file.kind(rule) == Some(Kind::Open) {
                let arrow = file.partner[rule] + 1;
                let expansion = arrow + 2;
                if !(file.is_punct(arrow, "=") && file.is_punct(arrow + 1, ">"))
                    || file.kind(expansion) != Some(Kind::Open)
                {
                    return false;
                }
                let end = file.partner[expansion];
                if file.is_punct(end - 1, ";") && !ends_with_item(&file, expansion, end - 1) {
                    return true;
                }
                rule = end + 1;
                if file.is_punct(rule, ";") {
                    rule += 1;
                }
            }
            false
        })
}

/// Whether the last statement of the group opened at token `open`, whose `;` is token
/// `semicolon`, is an item (past its attributes, visibility and metavariables).
fn ends_with_item(file: &File, open: usize, semicolon: usize) -> bool {
    let mut start = open + 1;
    let mut t = open + 1;
    while t < semicolon {
        match file.kind(t) {
            Some(Kind::Open) => {
                t = file.partner[t];
                if file.is(t, Kind::Close, "}") {
                    start = t + 1;
                }
            }
            _ if file.is_punct(t, ";") => start = t + 1,
            _ => {}
        }
        t += 1;
    }
    loop {
        if file.is_punct(start, "#") && file.kind(start + 1) == Some(Kind::Open) {
            start = file.partner[start + 1] + 1;
        } else if file.is_punct(start, "$") {
            start += 2;
        } else if file.is_ident(start, "pub") {
            start += 1;
            if file.is(start, Kind::Open, "(") {
                start = file.partner[start] + 1;
            }
        } else {
            break;
        }
    }
    crate::expand::ITEM_KEYWORDS.contains(&file.text(start))
        || file.is_ident(start, "use")
        || file.is_ident(start, "extern")
}

/// The whole bundle text. `allow` is an attribute for every library module (for libraries
/// kept whole), or empty.
pub fn assemble(header: &str, solution: &str, libraries: &[LibraryText], allow: &str) -> String {
    let mut out = header.to_string();
    out.push_str(solution);
    let macro_names: BTreeSet<&str> = libraries
        .iter()
        .flat_map(|library| &library.exported_macros)
        .map(|(name, _)| name.as_str())
        .collect();
    for library in libraries {
        // The library's inner attributes (`#![allow(...)]`) must stay first in its module:
        // the lifted macros go after them.
        let (attributes, rest) = library.body.split_at(body_attributes_end(&library.body));
        let mut body = attributes.to_string();
        if !attributes.is_empty() && !library.exported_macros.is_empty() {
            body.push_str("\n\n");
        }
        let taken = top_level_names(rest);
        let macros = &library.exported_macros;
        for (index, (name, text)) in macros.iter().enumerate() {
            body.push_str(text);
            // One re-export per name, after its last definition: a macro defined once per
            // `cfg` (`#[cfg(debug_assertions)]` and `#[cfg(not(debug_assertions))]`) is one
            // name whichever is compiled.
            if !macros[index + 1..].iter().any(|(other, _)| other == name) {
                body.push_str(&macro_reexport(name, taken.contains(name.as_str())));
            }
        }
        if !library.exported_macros.is_empty() && !rest.trim().is_empty() {
            body.push('\n');
        }
        body.push_str(&with_macro_reexports_in_crate(rest, &macro_names));
        // The body keeps its source file's indentation (flush left, as a C++ namespace is
        // written): the paste reads line for line like the library, and a judge's size limit
        // does not pay four bytes a line for the wrapper.
        out.push_str(&format!("\n{allow}mod {} {{\n{body}}}\n", library.module));
    }
    out
}

/// The `use` that makes exported macro `name` a path at the library's root, as
/// `#[macro_export]` did. `pub(crate) use name;` imports every namespace of `name`, so beside a
/// module or item of that name (`mod table;` and `macro_rules! table`) it would define that
/// name twice: then the macro goes through a module of its own, where `name` is the macro
/// alone.
fn macro_reexport(name: &str, taken: bool) -> String {
    if taken {
        format!(
            "mod __{name}_macro {{\n    pub(crate) use {name};\n}}\npub(crate) use __{name}_macro::{name};\n"
        )
    } else {
        format!("pub(crate) use {name};\n")
    }
}

/// `body` with each `pub use` that names an exported macro (statiolake's `pub use
/// crate::matches;` in its prelude) made `pub(crate)`: the macro's re-export at the library's
/// root is `pub(crate)` ([`macro_reexport`]), which a `pub use` may not re-export again
/// (E0364). In a binary crate, `pub` reaches no further than the crate, so nothing else
/// changes.
fn with_macro_reexports_in_crate(body: &str, macro_names: &BTreeSet<&str>) -> String {
    if macro_names.is_empty() {
        return body.to_string();
    }
    let Ok(file) = File::lex(Path::new("<library>"), body) else {
        return body.to_string();
    };
    let mut out = String::with_capacity(body.len());
    let mut copied = 0;
    for t in 0..file.tokens.len() {
        let public_use = file.is_ident(t, "pub") && file.is_ident(t + 1, "use");
        if !public_use {
            continue;
        }
        let names_a_macro = (t + 2..file.tokens.len())
            .take_while(|&u| !file.is_punct(u, ";"))
            .any(|u| {
                let leaf = file.is_punct(u + 1, ";")
                    || file.is_punct(u + 1, ",")
                    || file.is(u + 1, Kind::Close, "}")
                    || file.is_ident(u + 1, "as");
                file.kind(u) == Some(Kind::Ident)
                    && leaf
                    && !file.is_ident(u - 1, "as")
                    && macro_names.contains(file.text(u))
            });
        if names_a_macro {
            let end = file.tokens[t].end;
            out.push_str(&body[copied..end]);
            out.push_str("(crate)");
            copied = end;
        }
    }
    out.push_str(&body[copied..]);
    out
}

/// The names that `body` (a module's items) declares at its top level: items, modules and
/// what its `use` items bring in.
fn top_level_names(body: &str) -> std::collections::BTreeSet<&str> {
    let mut names = std::collections::BTreeSet::new();
    let Ok(file) = File::lex(Path::new("<library>"), body) else {
        return names;
    };
    let mut i = 0;
    let mut in_use = false;
    while i < file.tokens.len() {
        match file.kind(i) {
            Some(Kind::Open) if !in_use => {
                i = file.partner[i] + 1;
                continue;
            }
            Some(Kind::Ident) => {
                let word = file.text(i);
                if word == "use" {
                    in_use = true;
                } else if in_use {
                    names.insert(&body[file.tokens[i].start..file.tokens[i].end]);
                } else if crate::expand::ITEM_KEYWORDS.contains(&word)
                    && file.kind(i + 1) == Some(Kind::Ident)
                {
                    names.insert(&body[file.tokens[i + 1].start..file.tokens[i + 1].end]);
                }
            }
            Some(Kind::Punct) if file.is_punct(i, ";") => in_use = false,
            _ => {}
        }
        i += 1;
    }
    names
}

/// The byte offset just past the inner attributes (`#![...]`) that open `body`, after its
/// leading comments; 0 when it has none.
fn body_attributes_end(body: &str) -> usize {
    File::lex(Path::new("<library>"), body)
        .ok()
        .and_then(|file| inner_attributes_end(&file, 0))
        .unwrap_or(0)
}

/// Writes `contents` to `path` through a temporary file in the same folder and a rename, so
/// that `path` is either untouched or complete.
pub fn write_atomically(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let file_name = path.file_name().unwrap_or_default().to_string_lossy();
    let temporary = folder.join(format!(".{file_name}.{}.tmp", std::process::id()));
    let result = std::fs::File::create(&temporary)
        .and_then(|mut file| file.write_all(contents).and_then(|()| file.sync_all()))
        .and_then(|()| std::fs::rename(&temporary, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_ending_in_a_semicolon_is_found() {
        assert!(has_rule_ending_in_semicolon(
            "macro_rules! say { () => {}; ($x:expr) => { println!(\"{}\", $x); }; }"
        ));
        assert!(has_rule_ending_in_semicolon(
            "macro_rules! add { ($a:ident) => { impl A for B {} $a += 1; } }"
        ));
        assert!(!has_rule_ending_in_semicolon(
            "macro_rules! say { ($x:expr) => {{ let y = $x; y }}; (;) => { impl A for B {} } }\n\
             macro_rules! n { ($v:vis $n:expr) => { #[doc = \"n\"] $v const N: u8 = $n; } }\n\
             fn f() { g(); }"
        ));
    }

    #[test]
    fn a_pub_use_of_an_exported_macro_stays_in_the_crate() {
        let names = BTreeSet::from(["matches", "table"]);
        let body = "pub use crate::lib::matches;\npub use self::{x::table as t, y};\npub use crate::matches_not;\npub(crate) use crate::lib::matches as m;\n";
        assert_eq!(
            with_macro_reexports_in_crate(body, &names),
            "pub(crate) use crate::lib::matches;\npub(crate) use self::{x::table as t, y};\npub use crate::matches_not;\npub(crate) use crate::lib::matches as m;\n"
        );
    }

    #[test]
    fn a_macro_defined_once_per_cfg_is_re_exported_once() {
        let library = LibraryText {
            module: "lib".to_string(),
            exported_macros: vec![
                (
                    "e".to_string(),
                    "#[cfg(debug_assertions)]\nmacro_rules! e { () => { 1 } }\n".to_string(),
                ),
                (
                    "e".to_string(),
                    "#[cfg(not(debug_assertions))]\nmacro_rules! e { () => { 2 } }\n".to_string(),
                ),
                ("f".to_string(), "macro_rules! f { () => {} }\n".to_string()),
            ],
            body: "pub fn g() {}\n".to_string(),
        };
        let text = assemble("", "fn main() {}\n", &[library], "");
        assert_eq!(text.matches("pub(crate) use e;").count(), 1, "{text}");
        let last_definition = text.find("macro_rules! e { () => { 2 } }").unwrap();
        assert!(
            text.find("pub(crate) use e;").unwrap() > last_definition,
            "{text}"
        );
        assert_eq!(text.matches("pub(crate) use f;").count(), 1, "{text}");
    }

    #[test]
    fn header_takes_title_idea_and_complexity() {
        let source =
            "//! p1: Nim (Luogu P1)\n//!\n//! Idea: XOR of the piles;\n//! zero loses.\n//!\n\
                      //! Complexity: O(n).\n//!\n//! Long proof here.\n\nfn main() {}\n";
        let doc = module_doc(source);
        assert_eq!(
            header(&doc, "crates/p1", &["fastio"], "edit the crate, then `make submit P=p1`"),
            "// p1: Nim (Luogu P1)\n// Idea: XOR of the piles;\n// zero loses.\n// Complexity: O(n).\n\
             // Bundled from crates/p1 with fastio by gamebook's bundler: edit the crate, then `make submit P=p1`.\n\n"
        );
        assert_eq!(
            header(&[], "a.rs", &[], "edit the source, not this file"),
            "// Bundled from a.rs by gamebook's bundler: edit the source, not this file.\n\n"
        );
    }
}
