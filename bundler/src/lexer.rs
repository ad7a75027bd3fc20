//! A small Rust lexer: just enough to never mistake the inside of a string, char or comment
//! for code, to tell chars from lifetimes, and to check that delimiters balance.

use crate::error::Error;
use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An identifier or keyword (`r#raw` included).
    Ident,
    /// `'a` or `'label`.
    Lifetime,
    /// A number, char, byte, string, byte string, raw string or C string.
    Literal,
    /// A string-like literal (`"..."`, `r#"..."#`, `b"..."`, `c"..."`): it may span lines.
    Str,
    /// `::`
    PathSep,
    /// Any other punctuation character, one per token.
    Punct,
    /// `(`, `[` or `{`.
    Open,
    /// `)`, `]` or `}`.
    Close,
    /// `//` or `/* */` that is not a doc comment.
    Comment,
    /// `///`, `//!`, `/** */` or `/*! */`.
    DocComment,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
    /// 1-based line of the first byte.
    pub line: usize,
}

impl Token {
    pub fn text<'a>(&self, source: &'a str) -> &'a str {
        &source[self.start..self.end]
    }
}

/// Splits `source` into tokens (whitespace dropped). Fails on an unterminated literal or
/// comment and on delimiters that do not balance, naming `file` and the line.
pub fn tokenize(source: &str, file: &Path) -> Result<Vec<Token>, Error> {
    let mut lexer = Lexer {
        bytes: source.as_bytes(),
        pos: 0,
        line: 1,
        file,
    };
    let mut tokens = Vec::new();
    while let Some(token) = lexer.next_token()? {
        tokens.push(token);
    }
    check_balance(source, &tokens, file)?;
    Ok(tokens)
}

struct Lexer<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
    file: &'a Path,
}

impl Lexer<'_> {
    fn peek(&self, offset: usize) -> u8 {
        self.bytes.get(self.pos + offset).copied().unwrap_or(0)
    }

    fn advance(&mut self, count: usize) {
        for _ in 0..count {
            if self.pos < self.bytes.len() {
                if self.bytes[self.pos] == b'\n' {
                    self.line += 1;
                }
                self.pos += 1;
            }
        }
    }

    fn error(&self, line: usize, message: String) -> Error {
        Error::at(self.file, line, message)
    }

    fn next_token(&mut self) -> Result<Option<Token>, Error> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.advance(1);
        }
        if self.pos >= self.bytes.len() {
            return Ok(None);
        }
        let (start, line) = (self.pos, self.line);
        let kind = self.scan()?;
        Ok(Some(Token {
            kind,
            start,
            end: self.pos,
            line,
        }))
    }

    fn scan(&mut self) -> Result<Kind, Error> {
        let c = self.peek(0);
        match c {
            b'/' if self.peek(1) == b'/' => Ok(self.line_comment()),
            b'/' if self.peek(1) == b'*' => self.block_comment(),
            b'"' => {
                self.advance(1);
                self.quoted(b'"', "string")?;
                Ok(Kind::Str)
            }
            b'\'' => self.char_or_lifetime(),
            b'0'..=b'9' => {
                self.number();
                Ok(Kind::Literal)
            }
            b':' if self.peek(1) == b':' => {
                self.advance(2);
                Ok(Kind::PathSep)
            }
            b'(' | b'[' | b'{' => {
                self.advance(1);
                Ok(Kind::Open)
            }
            b')' | b']' | b'}' => {
                self.advance(1);
                Ok(Kind::Close)
            }
            _ if is_ident_start(c) => self.ident_or_prefixed_literal(),
            _ => {
                self.advance(1);
                Ok(Kind::Punct)
            }
        }
    }

    fn line_comment(&mut self) -> Kind {
        let doc = (self.peek(2) == b'/' && self.peek(3) != b'/') || self.peek(2) == b'!';
        while self.pos < self.bytes.len() && self.bytes[self.pos] != b'\n' {
            self.advance(1);
        }
        if doc {
            Kind::DocComment
        } else {
            Kind::Comment
        }
    }

    fn block_comment(&mut self) -> Result<Kind, Error> {
        let line = self.line;
        let doc = (self.peek(2) == b'*' && self.peek(3) != b'*' && self.peek(3) != b'/')
            || self.peek(2) == b'!';
        self.advance(2);
        let mut depth = 1;
        while depth > 0 {
            match (self.peek(0), self.peek(1)) {
                (0, _) if self.pos >= self.bytes.len() => {
                    return Err(self.error(line, "unterminated block comment".into()));
                }
                (b'/', b'*') => {
                    depth += 1;
                    self.advance(2);
                }
                (b'*', b'/') => {
                    depth -= 1;
                    self.advance(2);
                }
                _ => self.advance(1),
            }
        }
        Ok(if doc { Kind::DocComment } else { Kind::Comment })
    }

    /// Consumes up to and including the closing `quote`, honouring backslash escapes.
    fn quoted(&mut self, quote: u8, what: &str) -> Result<(), Error> {
        let line = self.line;
        loop {
            if self.pos >= self.bytes.len() {
                return Err(self.error(line, format!("unterminated {what} literal")));
            }
            let c = self.peek(0);
            if c == b'\\' {
                self.advance(2);
            } else {
                self.advance(1);
                if c == quote {
                    return Ok(());
                }
            }
        }
    }

    /// At `r`, `br` or `cr` already consumed: `#`* `"` ... `"` `#`*.
    fn raw_string(&mut self) -> Result<(), Error> {
        let line = self.line;
        let mut hashes = 0;
        while self.peek(0) == b'#' {
            hashes += 1;
            self.advance(1);
        }
        if self.peek(0) != b'"' {
            return Err(self.error(line, "malformed raw string literal".into()));
        }
        self.advance(1);
        loop {
            if self.pos >= self.bytes.len() {
                return Err(self.error(line, "unterminated raw string literal".into()));
            }
            if self.peek(0) == b'"' && (1..=hashes).all(|i| self.peek(i) == b'#') {
                self.advance(1 + hashes);
                return Ok(());
            }
            self.advance(1);
        }
    }

    /// `'x'`, `'\n'` and `'\u{..}'` are chars; `'a` (no closing quote after one char) is a
    /// lifetime or a label.
    fn char_or_lifetime(&mut self) -> Result<Kind, Error> {
        if self.peek(1) == b'\\' {
            self.advance(1);
            self.quoted(b'\'', "char")?;
            return Ok(Kind::Literal);
        }
        let char_len = utf8_len(self.peek(1));
        if self.peek(1 + char_len) == b'\'' {
            self.advance(2 + char_len);
            return Ok(Kind::Literal);
        }
        self.advance(1);
        while is_ident_continue(self.peek(0)) {
            self.advance(1);
        }
        Ok(Kind::Lifetime)
    }

    fn number(&mut self) {
        let hex = self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X');
        loop {
            let c = self.peek(0);
            if c.is_ascii_alphanumeric() || c == b'_' {
                let exponent = !hex && matches!(c, b'e' | b'E');
                self.advance(1);
                if exponent && matches!(self.peek(0), b'+' | b'-') && self.peek(1).is_ascii_digit()
                {
                    self.advance(1);
                }
            } else if c == b'.' && self.peek(1) != b'.' && !is_ident_start(self.peek(1)) {
                self.advance(1);
            } else {
                return;
            }
        }
    }

    fn ident_or_prefixed_literal(&mut self) -> Result<Kind, Error> {
        let prefix_end = {
            let mut end = self.pos;
            while end < self.bytes.len() && is_ident_continue(self.bytes[end]) {
                end += 1;
            }
            end
        };
        let word = &self.bytes[self.pos..prefix_end];
        let next = self.bytes.get(prefix_end).copied().unwrap_or(0);
        let after = self.bytes.get(prefix_end + 1).copied().unwrap_or(0);
        let raw_string = match (word, next) {
            (b"r" | b"br" | b"cr", b'"') | (b"br" | b"cr", b'#') => true,
            // `r#"..."#` is a raw string, `r#type` a raw identifier.
            (b"r", b'#') => matches!(after, b'#' | b'"'),
            _ => false,
        };
        if raw_string {
            self.advance(word.len());
            self.raw_string()?;
            return Ok(Kind::Str);
        }
        match (word, next) {
            (b"r", b'#') => {
                self.advance(2);
                while is_ident_continue(self.peek(0)) {
                    self.advance(1);
                }
                Ok(Kind::Ident)
            }
            (b"b" | b"c", b'"') => {
                self.advance(2);
                self.quoted(b'"', "string")?;
                Ok(Kind::Str)
            }
            (b"b", b'\'') => {
                self.advance(2);
                self.quoted(b'\'', "byte")?;
                Ok(Kind::Literal)
            }
            _ => {
                self.advance(word.len());
                Ok(Kind::Ident)
            }
        }
    }
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}

fn is_ident_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

fn utf8_len(first: u8) -> usize {
    match first {
        0xf0.. => 4,
        0xe0.. => 3,
        0xc0.. => 2,
        _ => 1,
    }
}

fn check_balance(source: &str, tokens: &[Token], file: &Path) -> Result<(), Error> {
    let mut open: Vec<&Token> = Vec::new();
    for token in tokens {
        match token.kind {
            Kind::Open => open.push(token),
            Kind::Close => {
                let close = token.text(source);
                let Some(opener) = open.pop() else {
                    return Err(Error::at(
                        file,
                        token.line,
                        format!("unexpected closing `{close}`"),
                    ));
                };
                let expected = closing_of(opener.text(source));
                if close != expected {
                    return Err(Error::at(
                        file,
                        token.line,
                        format!(
                            "mismatched `{close}`: expected `{expected}` to close the `{}` of line {}",
                            opener.text(source),
                            opener.line
                        ),
                    ));
                }
            }
            _ => {}
        }
    }
    match open.pop() {
        Some(opener) => Err(Error::at(
            file,
            opener.line,
            format!("unclosed `{}`", opener.text(source)),
        )),
        None => Ok(()),
    }
}

/// The closing delimiter for an opening one.
pub fn closing_of(open: &str) -> &'static str {
    match open {
        "(" => ")",
        "[" => "]",
        _ => "}",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(source: &str) -> Vec<(Kind, &str)> {
        tokenize(source, Path::new("t.rs"))
            .unwrap()
            .iter()
            .map(|t| (t.kind, t.text(source)))
            .collect()
    }

    fn error(source: &str) -> String {
        tokenize(source, Path::new("t.rs")).unwrap_err().to_string()
    }

    #[test]
    fn strings_hide_code_and_quotes() {
        let source = r#"let s = "a \" crate::x // not a comment"; x"#;
        assert_eq!(
            kinds(source),
            [
                (Kind::Ident, "let"),
                (Kind::Ident, "s"),
                (Kind::Punct, "="),
                (Kind::Str, r#""a \" crate::x // not a comment""#),
                (Kind::Punct, ";"),
                (Kind::Ident, "x"),
            ]
        );
    }

    #[test]
    fn raw_and_byte_strings() {
        let source =
            r###"r#"he said "hi" "#  r"\" b"\x00\"" br##"a"#b"## c"c" cr#"q"# b'\'' r#type"###;
        let found: Vec<Kind> = kinds(source).into_iter().map(|(k, _)| k).collect();
        assert_eq!(
            found,
            [
                Kind::Str,
                Kind::Str,
                Kind::Str,
                Kind::Str,
                Kind::Str,
                Kind::Str,
                Kind::Literal,
                Kind::Ident
            ]
        );
        assert_eq!(kinds(source)[3].1, r###"br##"a"#b"##"###);
    }

    #[test]
    fn chars_versus_lifetimes() {
        let source =
            r"fn f<'a>(x: &'a str) -> char { 'q'; '\''; '\u{1F600}'; 'é'; 'outer: loop {} }";
        let found: Vec<(Kind, &str)> = kinds(source)
            .into_iter()
            .filter(|(k, _)| matches!(k, Kind::Lifetime | Kind::Literal))
            .collect();
        assert_eq!(
            found,
            [
                (Kind::Lifetime, "'a"),
                (Kind::Lifetime, "'a"),
                (Kind::Literal, "'q'"),
                (Kind::Literal, r"'\''"),
                (Kind::Literal, r"'\u{1F600}'"),
                (Kind::Literal, "'é'"),
                (Kind::Lifetime, "'outer"),
            ]
        );
    }

    #[test]
    fn nested_and_doc_comments() {
        let source = "/* a /* nested */ still */ x /// doc\n//! inner\n//// plain\n/** d */ /*! e */ /**/ /***/";
        let found: Vec<Kind> = kinds(source).into_iter().map(|(k, _)| k).collect();
        assert_eq!(
            found,
            [
                Kind::Comment,
                Kind::Ident,
                Kind::DocComment,
                Kind::DocComment,
                Kind::Comment,
                Kind::DocComment,
                Kind::DocComment,
                Kind::Comment,
                Kind::Comment,
            ]
        );
    }

    #[test]
    fn numbers_paths_and_ranges() {
        let source = "0..n 1.5e-3 0xff_u8 x.0.1 a::b 1u64";
        let texts: Vec<&str> = kinds(source).into_iter().map(|(_, t)| t).collect();
        assert_eq!(
            texts,
            ["0", ".", ".", "n", "1.5e-3", "0xff_u8", "x", ".", "0.1", "a", "::", "b", "1u64"]
        );
    }

    #[test]
    fn lines_are_counted_through_multiline_tokens() {
        let source = "a\n\"x\ny\"\n/* \n */ b";
        let tokens = tokenize(source, Path::new("t.rs")).unwrap();
        let lines: Vec<usize> = tokens.iter().map(|t| t.line).collect();
        assert_eq!(lines, [1, 2, 4, 5]);
    }

    #[test]
    fn unbalanced_delimiters_name_the_line() {
        assert_eq!(
            error("fn f() {\n  (\n}"),
            "t.rs:3: mismatched `}`: expected `)` to close the `(` of line 2"
        );
        assert_eq!(error("fn f() {\n\n"), "t.rs:1: unclosed `{`");
        assert_eq!(error("x\n)"), "t.rs:2: unexpected closing `)`");
    }

    #[test]
    fn unterminated_literals_and_comments_name_the_line() {
        assert_eq!(error("x\n\"abc"), "t.rs:2: unterminated string literal");
        assert_eq!(error("x\n/* /* */"), "t.rs:2: unterminated block comment");
        assert_eq!(
            error("r##\"abc\"#"),
            "t.rs:1: unterminated raw string literal"
        );
    }
}
