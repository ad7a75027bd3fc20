//! What a program can run, as the compiler sees it: the functions it instantiates (read from
//! the IR that `rustc::diagnostics_and_ir` writes).
//!
//! A binary crate compiled to LLVM IR at `-C opt-level=0` with `-C no-prepopulate-passes`
//! defines the functions that rustc's monomorphization collector reaches, each once per set of
//! generic arguments, before any inlining could hide one. The collector starts from `main` but
//! also from every static, used or not, and generates the drop glue of its type, which nothing
//! calls: so the functions that count are those the IR's references reach from the entry
//! points (`reachable_functions`), and removing a static that nothing uses changes nothing.
//! With `-C symbol-mangling-version=v0` each name spells out its path, its impl
//! (`<u8 as Show>::show` apart from `<&u8 as Show>::show`) and its generic arguments
//! (`size_of::<i32>` apart from `size_of::<u8>`); [`demangle`] reads them back.
//!
//! The shaker uses this twice: a library impl none of whose functions is among the instances
//! runs no code, so it is a candidate to go; and a removal is kept only when the program after
//! it instantiates exactly the same functions (demangled, so that the renumbering of the impls
//! after a removed one does not count). A removal that moved a call (autoref picking another
//! impl, a literal's type decided differently, a trait method taking over from an inherent one)
//! changes that set: the function called before is no longer instantiated, or a new one is.

use std::collections::{BTreeSet, HashMap, HashSet};

/// The demangled names of the functions that LLVM IR `ir` defines and that the program can
/// reach: through the references (`@name`) of function bodies and global initializers (a
/// vtable's, a static's), from the entry points, the definitions that are not `internal` or
/// `private` (`main`, `std::rt::lang_start`, the crate's `main`) and `@llvm.used`-like lists. A
/// name that does not demangle stays as it is.
///
/// # Complexity
/// - O(length of `ir`).
pub(crate) fn reachable_functions(ir: &str) -> BTreeSet<String> {
    let mut references: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut functions: Vec<&str> = Vec::new();
    let mut roots: Vec<&str> = Vec::new();
    // The function whose body the lines are in, and what they reference so far.
    let mut body: Option<(&str, Vec<&str>)> = None;
    for line in ir.lines() {
        if let Some((function, referenced)) = &mut body {
            if line == "}" {
                let referenced = std::mem::take(referenced);
                references.entry(function).or_default().extend(referenced);
                body = None;
            } else {
                referenced.extend(symbols_in(line));
            }
            continue;
        }
        // A definition, its linkage and what follows, and what it references on its line.
        let (definition, linkage, referenced) = if let Some(rest) = line.strip_prefix("define ") {
            let Some(at) = rest.find('@') else {
                continue;
            };
            let Some(name) = symbol_at(&rest[at..]) else {
                continue;
            };
            functions.push(name);
            body = line.ends_with('{').then(|| (name, Vec::new()));
            // Past its `@`, its own name is no reference.
            (name, rest, &rest[at + 1..])
        } else if line.starts_with('@') {
            let Some((name, rest)) = symbol_at(line).zip(line.split_once(" = ").map(|(_, r)| r))
            else {
                continue;
            };
            (name, rest, rest)
        } else {
            continue;
        };
        let local = linkage.starts_with("internal ") || linkage.starts_with("private ");
        if !local || definition.starts_with("llvm.") {
            roots.push(definition);
        }
        references
            .entry(definition)
            .or_default()
            .extend(symbols_in(referenced));
    }
    let mut reached: HashSet<&str> = roots.iter().copied().collect();
    while let Some(symbol) = roots.pop() {
        for &next in references.get(symbol).into_iter().flatten() {
            if reached.insert(next) {
                roots.push(next);
            }
        }
    }
    functions
        .into_iter()
        .filter(|f| reached.contains(f))
        .map(|name| demangle(name).unwrap_or_else(|| name.to_string()))
        .collect()
}

/// The symbols that `text` references: each `@name` or `@"quoted name"`.
fn symbols_in(text: &str) -> impl Iterator<Item = &str> {
    text.match_indices('@')
        .filter_map(move |(at, _)| symbol_at(&text[at..]))
}

/// The symbol of the reference that `text` starts with (`@name`, `@"name"`), without the `@`.
fn symbol_at(text: &str) -> Option<&str> {
    let name = text.strip_prefix('@')?;
    let name = match name.strip_prefix('"') {
        Some(quoted) => &quoted[..quoted.find('"')?],
        None => {
            let end = name
                .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-')))
                .unwrap_or(name.len());
            &name[..end]
        }
    };
    (!name.is_empty()).then_some(name)
}

/// The readable form of a v0-mangled Rust symbol (`_R...`), without disambiguators, crate
/// hashes or the instantiating crate: `<u8 as bundle::lib::Show>::show`,
/// `bundle::describe::<&u8>`. `None` for any other name.
///
/// # Complexity
/// - O(length of the output); back references are followed with a depth limit.
pub fn demangle(symbol: &str) -> Option<String> {
    let rest = symbol.strip_prefix("_R")?;
    // An optional encoding version (a decimal number) comes first.
    let start = rest.bytes().take_while(u8::is_ascii_digit).count();
    let mut parser = Parser {
        bytes: &rest.as_bytes()[start..],
        pos: 0,
        depth: 0,
        out: String::new(),
    };
    // What follows the path (the instantiating crate, a `.llvm.N` suffix) is not printed.
    parser.path()?;
    Some(parser.out)
}

/// How deep back references and nesting may go: far beyond any real symbol, and a bound on a
/// malformed one.
const MAX_DEPTH: usize = 200;

struct Parser<'a> {
    bytes: &'a [u8],
    pos: usize,
    depth: usize,
    out: String,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let byte = self.peek()?;
        self.pos += 1;
        Some(byte)
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        self.pos += usize::from(found);
        found
    }

    /// `{0-9a-zA-Z} "_"`: "_" alone is 0, otherwise the digits' value plus 1.
    fn base62(&mut self) -> Option<u64> {
        if self.eat(b'_') {
            return Some(0);
        }
        let mut value: u64 = 0;
        loop {
            let byte = self.next()?;
            let digit = match byte {
                b'0'..=b'9' => byte - b'0',
                b'a'..=b'z' => byte - b'a' + 10,
                b'A'..=b'Z' => byte - b'A' + 36,
                b'_' => return value.checked_add(1),
                _ => return None,
            };
            value = value.checked_mul(62)?.checked_add(u64::from(digit))?;
        }
    }

    /// `"0" | nonzero-digit {digit}`: a `0` is the whole number (the empty identifiers of
    /// compiler-made items, `0`, can follow one another: `...00`).
    fn decimal(&mut self) -> Option<usize> {
        let digits = if self.peek() == Some(b'0') {
            1
        } else {
            self.bytes[self.pos..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count()
        };
        let text = std::str::from_utf8(&self.bytes[self.pos..self.pos + digits]).ok()?;
        self.pos += digits;
        text.parse().ok()
    }

    fn disambiguator(&mut self) -> Option<()> {
        if self.eat(b's') {
            self.base62()?;
        }
        Some(())
    }

    /// `["u"] decimal ["_"] bytes`, printed (punycode left as it is).
    fn undisambiguated_identifier(&mut self) -> Option<()> {
        self.eat(b'u');
        let length = self.decimal()?;
        self.eat(b'_');
        let bytes = self.bytes.get(self.pos..self.pos + length)?;
        self.out.push_str(std::str::from_utf8(bytes).ok()?);
        self.pos += length;
        Some(())
    }

    fn identifier(&mut self) -> Option<()> {
        self.disambiguator()?;
        self.undisambiguated_identifier()
    }

    /// Runs `parse` at the position a back reference names, then comes back.
    fn backref(&mut self, parse: impl FnOnce(&mut Self) -> Option<()>) -> Option<()> {
        let target = usize::try_from(self.base62()?).ok()?;
        if target >= self.pos || self.depth >= MAX_DEPTH {
            return None;
        }
        let saved = self.pos;
        self.pos = target;
        self.depth += 1;
        let result = parse(self);
        self.depth -= 1;
        self.pos = saved;
        result
    }

    fn path(&mut self) -> Option<()> {
        self.nested(Self::path_inner)
    }

    /// Runs `parse` one level deeper, within [`MAX_DEPTH`].
    fn nested(&mut self, parse: fn(&mut Self) -> Option<()>) -> Option<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return None;
        }
        let result = parse(self);
        self.depth -= 1;
        result
    }

    fn path_inner(&mut self) -> Option<()> {
        match self.next()? {
            b'C' => self.identifier(),
            b'M' => {
                self.disambiguator()?;
                self.skip_path()?;
                self.out.push('<');
                self.ty()?;
                self.out.push('>');
                Some(())
            }
            b'X' => {
                self.disambiguator()?;
                self.skip_path()?;
                self.out.push('<');
                self.ty()?;
                self.out.push_str(" as ");
                self.path()?;
                self.out.push('>');
                Some(())
            }
            b'Y' => {
                self.out.push('<');
                self.ty()?;
                self.out.push_str(" as ");
                self.path()?;
                self.out.push('>');
                Some(())
            }
            b'N' => {
                let namespace = self.next()?;
                self.path()?;
                self.out.push_str("::");
                if namespace.is_ascii_uppercase() {
                    // A closure, shim or other compiler-made item: named by its kind.
                    self.disambiguator()?;
                    let printed = self.out.len();
                    self.undisambiguated_identifier()?;
                    self.out.truncate(printed);
                    self.out.push_str(match namespace {
                        b'C' => "{closure}",
                        b'S' => "{shim}",
                        _ => "{item}",
                    });
                    Some(())
                } else {
                    self.identifier()
                }
            }
            b'I' => {
                self.path()?;
                self.generic_args()
            }
            b'B' => self.backref(|p| p.path_inner()),
            _ => None,
        }
    }

    /// The parent path of an impl: parsed for its length only (it names the module).
    fn skip_path(&mut self) -> Option<()> {
        let printed = self.out.len();
        self.path()?;
        self.out.truncate(printed);
        Some(())
    }

    /// Items up to the closing `E`, each read by `item`, printed apart by `separator`.
    fn sequence(
        &mut self,
        separator: &str,
        mut item: impl FnMut(&mut Self) -> Option<()>,
    ) -> Option<()> {
        let mut first = true;
        while !self.eat(b'E') {
            if !first {
                self.out.push_str(separator);
            }
            first = false;
            item(self)?;
        }
        Some(())
    }

    fn generic_args(&mut self) -> Option<()> {
        self.out.push_str("::<");
        self.sequence(", ", |p| p.generic_arg())?;
        self.out.push('>');
        Some(())
    }

    fn generic_arg(&mut self) -> Option<()> {
        if self.eat(b'L') {
            self.base62()?;
            self.out.push_str("'_");
            Some(())
        } else if self.eat(b'K') {
            self.constant()
        } else {
            self.ty()
        }
    }

    fn constant(&mut self) -> Option<()> {
        match self.peek()? {
            b'p' => {
                self.pos += 1;
                self.out.push('_');
                Some(())
            }
            b'B' => {
                self.pos += 1;
                self.backref(|p| p.constant())
            }
            _ => {
                // A basic type, then hex digits (with a leading "n" when negative) and "_".
                self.next()?;
                if self.eat(b'n') {
                    self.out.push('-');
                }
                let digits = self.bytes[self.pos..]
                    .iter()
                    .take_while(|b| b.is_ascii_hexdigit())
                    .count();
                let hex = std::str::from_utf8(&self.bytes[self.pos..self.pos + digits]).ok()?;
                // In decimal, as source writes an array's length (`[usize; 2]`), which the
                // impl headers matched against these names spell.
                match u128::from_str_radix(if hex.is_empty() { "0" } else { hex }, 16) {
                    Ok(value) => self.out.push_str(&value.to_string()),
                    Err(_) => {
                        self.out.push_str("0x");
                        self.out.push_str(hex);
                    }
                }
                self.pos += digits;
                self.eat(b'_').then_some(())
            }
        }
    }

    fn ty(&mut self) -> Option<()> {
        self.nested(Self::ty_inner)
    }

    fn ty_inner(&mut self) -> Option<()> {
        let byte = self.peek()?;
        if let Some(name) = basic_type(byte) {
            self.pos += 1;
            self.out.push_str(name);
            return Some(());
        }
        self.pos += 1;
        match byte {
            b'R' | b'Q' => {
                self.out.push('&');
                if self.eat(b'L') {
                    self.base62()?;
                }
                if byte == b'Q' {
                    self.out.push_str("mut ");
                }
                self.ty()
            }
            b'P' | b'O' => {
                self.out
                    .push_str(if byte == b'P' { "*const " } else { "*mut " });
                self.ty()
            }
            b'A' => {
                self.out.push('[');
                self.ty()?;
                self.out.push_str("; ");
                self.constant()?;
                self.out.push(']');
                Some(())
            }
            b'S' => {
                self.out.push('[');
                self.ty()?;
                self.out.push(']');
                Some(())
            }
            b'T' => {
                self.out.push('(');
                self.sequence(", ", |p| p.ty())?;
                self.out.push(')');
                Some(())
            }
            b'F' => self.fn_signature(),
            b'D' => {
                self.out.push_str("dyn ");
                if self.eat(b'G') {
                    self.base62()?;
                }
                let mut first = true;
                while !self.eat(b'E') {
                    if !first {
                        self.out.push_str(" + ");
                    }
                    first = false;
                    self.path()?;
                    while self.eat(b'p') {
                        self.out.push('<');
                        self.undisambiguated_identifier()?;
                        self.out.push_str(" = ");
                        self.ty()?;
                        self.out.push('>');
                    }
                }
                if !self.eat(b'L') {
                    return None;
                }
                self.base62()?;
                Some(())
            }
            b'B' => self.backref(|p| p.ty_inner()),
            _ => {
                self.pos -= 1;
                self.path()
            }
        }
    }

    fn fn_signature(&mut self) -> Option<()> {
        if self.eat(b'G') {
            self.base62()?;
        }
        if self.eat(b'U') {
            self.out.push_str("unsafe ");
        }
        if self.eat(b'K') {
            self.out.push_str("extern \"");
            if self.eat(b'C') {
                self.out.push('C');
            } else {
                self.undisambiguated_identifier()?;
            }
            self.out.push_str("\" ");
        }
        self.out.push_str("fn(");
        self.sequence(", ", |p| p.ty())?;
        self.out.push_str(") -> ");
        self.ty()
    }
}

fn basic_type(byte: u8) -> Option<&'static str> {
    Some(match byte {
        b'a' => "i8",
        b'b' => "bool",
        b'c' => "char",
        b'd' => "f64",
        b'e' => "str",
        b'f' => "f32",
        b'h' => "u8",
        b'i' => "isize",
        b'j' => "usize",
        b'k' => "f16",
        b'l' => "i32",
        b'm' => "u32",
        b'n' => "i128",
        b'o' => "u128",
        b'q' => "f128",
        b's' => "i16",
        b't' => "u16",
        b'u' => "()",
        b'v' => "...",
        b'x' => "i64",
        b'y' => "u64",
        b'z' => "!",
        b'p' => "_",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demangles_paths_impls_generics_and_back_references() {
        // Symbols as rustc 1.95 writes them for a crate named `a` (from the RFC's grammar).
        assert_eq!(
            demangle(
                "_RINvCs6xxl1lAjzDf_1a5solveNtNtNtCsjrHSEGnQ3l9_3std2io5stdio10StdoutLockEB2_"
            )
            .as_deref(),
            Some("a::solve::<std::io::stdio::StdoutLock>")
        );
        assert_eq!(
            demangle("_RINvMNtCs6xxl1lAjzDf_1a6fastioNtB3_7Scanner4readjEB5_").as_deref(),
            Some("<a::fastio::Scanner>::read::<usize>")
        );
        // A thread-local's initializer: a closure in a compiler-made item, both with empty
        // names (`0` and `0`); the impl it is in named the same whatever its disambiguator.
        let in_impl = |disambiguator: &str| {
            demangle(&format!("_RNCNKNvNvXs{disambiguator}_NtNtCsf0XmHqu4NkN_6bundle3lib6modintNtBb_3ModNtBb_7Modulus5cache5CACHE00Bf_"))
        };
        assert_eq!(
            in_impl("0").as_deref(),
            Some("<bundle::lib::modint::Mod as bundle::lib::modint::Modulus>::cache::CACHE::{item}::{closure}")
        );
        assert_eq!(in_impl("0"), in_impl("1"));
        // An array's length as the source writes it, to match the impl header.
        assert_eq!(
            demangle("_RNvYAjj2_NtCsf0XmHqu4NkN_6bundle4Grid7around4B9_").as_deref(),
            Some("<[usize; 2] as bundle::Grid>::around4")
        );
        assert_eq!(demangle("main"), None);
        assert_eq!(demangle("_RNvC1a"), None, "cut short");
    }

    #[test]
    fn the_instances_of_a_program_tell_impls_and_generic_arguments_apart() {
        let program = "trait Show { fn show(&self) -> &'static str; }\n\
            impl Show for u8 { fn show(&self) -> &'static str { \"value\" } }\n\
            impl<'a> Show for &'a u8 { fn show(&self) -> &'static str { \"reference\" } }\n\
            impl Show for u16 { fn show(&self) -> &'static str { \"unused\" } }\n\
            fn describe<T: Show>(t: T) -> &'static str { t.show() }\n\
            fn size<T>() -> usize { std::mem::size_of::<T>() }\n\
            #[allow(dead_code)] static UNUSED: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());\n\
            fn main() { let x = 1u8; let r = &x; println!(\"{} {} {}\", r.show(), describe(&x), size::<i32>()); }\n";
        let (_, ir) = crate::rustc::diagnostics_and_ir(program, "2021").unwrap();
        let found = reachable_functions(&ir.unwrap());
        for expected in [
            "<u8 as bundle::Show>::show",
            "<&u8 as bundle::Show>::show",
            "bundle::describe::<&u8>",
            "bundle::size::<i32>",
            "bundle::main",
        ] {
            assert!(found.contains(expected), "{expected} not in {found:?}");
        }
        assert!(!found.iter().any(|f| f.contains("u16")), "{found:?}");
        // rustc generates the drop glue of the unused static's type, which nothing calls.
        assert!(!found.iter().any(|f| f.contains("Mutex")), "{found:?}");
    }

    #[test]
    fn only_what_the_entry_points_reach_counts() {
        let ir = r#"@vtable.0 = private unnamed_addr constant <{ ptr, ptr }> <{ ptr @_RNvCs1_1a4drop, ptr @"quoted.fn" }>, align 8
@_RNvCs1_1a6STATIC = internal global <{ [8 x i8] }> zeroinitializer, align 8
@ext = external global i8

define internal void @_RNvCs1_1a4drop(ptr %0) unnamed_addr #0 {
start:
  ret void
}

define internal void @"quoted.fn"() unnamed_addr #0 {
start:
  ret void
}

define internal void @_RNvCs1_1a6helper() unnamed_addr #0 {
start:
  store ptr @vtable.0, ptr %x, align 8
  ret void
}

define internal void @_RNvCs1_1a12static_glue(ptr %0) unnamed_addr #0 {
start:
  call void @_RNvCs1_1a4dead()
  ret void
}

define internal void @_RNvCs1_1a4dead() unnamed_addr #0 {
start:
  ret void
}

define hidden void @_RNvCs1_1a4main() unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  call void @_RNvCs1_1a6helper()
  ret void
}

declare i32 @rust_eh_personality(...) unnamed_addr #2
"#;
        let found: Vec<String> = reachable_functions(ir).into_iter().collect();
        assert_eq!(found, ["a::drop", "a::helper", "a::main", "quoted.fn"]);
    }
}
