//! Just enough TOML to read a Cargo manifest: tables and arrays of tables, dotted and quoted
//! keys, strings (basic, literal and multi-line), booleans, numbers, arrays and inline tables.
//! Every key remembers the line it was written on, so errors can point at it.

use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Str(String),
    Bool(bool),
    /// A number or date, kept as written (the bundler needs none of them).
    Other(String),
    Array(Vec<Value>),
    Table(Table),
}

/// A TOML table: every key with its value and 1-based line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    pub entries: BTreeMap<String, (Value, usize)>,
}

impl Table {
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.entries.get(key).map(|(value, _)| value)
    }

    pub fn line(&self, key: &str) -> usize {
        self.entries.get(key).map_or(0, |&(_, line)| line)
    }

    pub fn table(&self, key: &str) -> Option<&Table> {
        match self.get(key) {
            Some(Value::Table(table)) => Some(table),
            _ => None,
        }
    }

    pub fn str(&self, key: &str) -> Option<&str> {
        match self.get(key) {
            Some(Value::Str(text)) => Some(text),
            _ => None,
        }
    }

    pub fn bool(&self, key: &str) -> Option<bool> {
        match self.get(key) {
            Some(Value::Bool(flag)) => Some(*flag),
            _ => None,
        }
    }

    /// The strings of an array value (other elements are skipped).
    pub fn strings(&self, key: &str) -> Vec<String> {
        match self.get(key) {
            Some(Value::Array(items)) => items
                .iter()
                .filter_map(|item| match item {
                    Value::Str(text) => Some(text.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The table at dotted `path`, created (as tables) where missing.
    fn table_at(&mut self, path: &[String], line: usize) -> Result<&mut Table, String> {
        let mut table = self;
        for key in path {
            let entry = table
                .entries
                .entry(key.clone())
                .or_insert_with(|| (Value::Table(Table::default()), line));
            table = match &mut entry.0 {
                Value::Table(inner) => inner,
                Value::Array(items) => match items.last_mut() {
                    Some(Value::Table(inner)) => inner,
                    _ => return Err(format!("`{key}` is not a table")),
                },
                _ => return Err(format!("`{key}` is not a table")),
            };
        }
        Ok(table)
    }

    fn insert(&mut self, path: &[String], value: Value, line: usize) -> Result<(), String> {
        let (last, parents) = path.split_last().ok_or("empty key")?;
        let table = self.table_at(parents, line)?;
        if table.entries.contains_key(last) {
            return Err(format!("duplicate key `{last}`"));
        }
        table.entries.insert(last.clone(), (value, line));
        Ok(())
    }
}

/// Parses a TOML document; an error names the 1-based line.
pub fn parse(text: &str) -> Result<Table, (usize, String)> {
    let mut parser = Parser {
        chars: text.chars().collect(),
        pos: 0,
        line: 1,
        statement: 1,
    };
    parser
        .document()
        .map_err(|message| (parser.statement, message))
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
    line: usize,
    /// The line where the current key or table header starts, for errors.
    statement: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn eat(&mut self, expected: char) -> Result<(), String> {
        match self.bump() {
            Some(c) if c == expected => Ok(()),
            Some(c) => Err(format!("expected `{expected}`, found `{c}`")),
            None => Err(format!("expected `{expected}`, found the end")),
        }
    }

    fn starts_with(&self, text: &str) -> bool {
        text.chars()
            .enumerate()
            .all(|(i, c)| self.chars.get(self.pos + i) == Some(&c))
    }

    /// Skips spaces and tabs, and newlines and comments too when `newlines`.
    fn skip(&mut self, newlines: bool) {
        while let Some(c) = self.peek() {
            match c {
                ' ' | '\t' | '\r' => {}
                '\n' if newlines => {}
                '#' => {
                    while self.peek().is_some_and(|c| c != '\n') {
                        self.bump();
                    }
                    continue;
                }
                _ => return,
            }
            self.bump();
        }
    }

    fn document(&mut self) -> Result<Table, String> {
        let mut root = Table::default();
        let mut current: Vec<String> = Vec::new();
        loop {
            self.skip(true);
            let Some(c) = self.peek() else {
                return Ok(root);
            };
            let line = self.line;
            self.statement = line;
            if c == '[' {
                self.bump();
                let array = self.peek() == Some('[');
                if array {
                    self.bump();
                }
                self.skip(false);
                current = self.key()?;
                self.skip(false);
                self.eat(']')?;
                if array {
                    self.eat(']')?;
                    let (last, parents) = current.split_last().ok_or("empty table name")?;
                    let parent = root.table_at(parents, line)?;
                    let entry = parent
                        .entries
                        .entry(last.clone())
                        .or_insert_with(|| (Value::Array(Vec::new()), line));
                    match &mut entry.0 {
                        Value::Array(items) => items.push(Value::Table(Table::default())),
                        _ => return Err(format!("`{last}` is not an array of tables")),
                    }
                } else {
                    root.table_at(&current, line)?;
                }
            } else {
                let key = self.key()?;
                self.skip(false);
                self.eat('=')?;
                self.skip(false);
                let value = self.value()?;
                let mut path = current.clone();
                path.extend(key);
                root.insert(&path, value, line)?;
            }
            self.skip(false);
            match self.peek() {
                None | Some('\n') => {}
                Some(c) => return Err(format!("unexpected `{c}` after a value")),
            }
        }
    }

    /// A dotted key: `a`, `a.b`, `"a.b".c`.
    fn key(&mut self) -> Result<Vec<String>, String> {
        let mut parts = Vec::new();
        loop {
            self.skip(false);
            let part = match self.peek() {
                Some('"') => self.basic_string()?,
                Some('\'') => self.literal_string()?,
                _ => {
                    let start = self.pos;
                    while self
                        .peek()
                        .is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                    {
                        self.bump();
                    }
                    if start == self.pos {
                        return Err("expected a key".into());
                    }
                    self.chars[start..self.pos].iter().collect()
                }
            };
            parts.push(part);
            self.skip(false);
            if self.peek() == Some('.') {
                self.bump();
            } else {
                return Ok(parts);
            }
        }
    }

    fn value(&mut self) -> Result<Value, String> {
        match self.peek() {
            Some('"') => Ok(Value::Str(self.basic_string()?)),
            Some('\'') => Ok(Value::Str(self.literal_string()?)),
            Some('[') => {
                self.bump();
                let mut items = Vec::new();
                loop {
                    self.skip(true);
                    if self.peek() == Some(']') {
                        self.bump();
                        return Ok(Value::Array(items));
                    }
                    items.push(self.value()?);
                    self.skip(true);
                    match self.bump() {
                        Some(',') => {}
                        Some(']') => return Ok(Value::Array(items)),
                        _ => return Err("expected `,` or `]` in an array".into()),
                    }
                }
            }
            Some('{') => {
                self.bump();
                let mut table = Table::default();
                loop {
                    self.skip(false);
                    if self.peek() == Some('}') {
                        self.bump();
                        return Ok(Value::Table(table));
                    }
                    let line = self.line;
                    let key = self.key()?;
                    self.skip(false);
                    self.eat('=')?;
                    self.skip(false);
                    let value = self.value()?;
                    table.insert(&key, value, line)?;
                    self.skip(false);
                    match self.bump() {
                        Some(',') => {}
                        Some('}') => return Ok(Value::Table(table)),
                        _ => return Err("expected `,` or `}` in an inline table".into()),
                    }
                }
            }
            Some(_) => {
                let start = self.pos;
                while self
                    .peek()
                    .is_some_and(|c| !matches!(c, ',' | ']' | '}' | '\n' | '#' | ' ' | '\t'))
                {
                    self.bump();
                }
                let word: String = self.chars[start..self.pos].iter().collect();
                match word.as_str() {
                    "true" => Ok(Value::Bool(true)),
                    "false" => Ok(Value::Bool(false)),
                    "" => Err("expected a value".into()),
                    _ => Ok(Value::Other(word)),
                }
            }
            None => Err("expected a value, found the end".into()),
        }
    }

    fn basic_string(&mut self) -> Result<String, String> {
        let multi = self.starts_with("\"\"\"");
        let quotes = if multi { 3 } else { 1 };
        for _ in 0..quotes {
            self.bump();
        }
        if multi && self.peek() == Some('\n') {
            self.bump();
        }
        let mut text = String::new();
        loop {
            if multi && self.starts_with("\"\"\"") {
                for _ in 0..3 {
                    self.bump();
                }
                return Ok(text);
            }
            match self.bump() {
                None => return Err("unterminated string".into()),
                Some('"') if !multi => return Ok(text),
                Some('\n') if !multi => return Err("unterminated string".into()),
                Some('\\') => match self.bump() {
                    Some('n') => text.push('\n'),
                    Some('t') => text.push('\t'),
                    Some('r') => text.push('\r'),
                    Some('"') => text.push('"'),
                    Some('\\') => text.push('\\'),
                    Some('\n') if multi => self.skip(true),
                    Some(c) => {
                        text.push('\\');
                        text.push(c);
                    }
                    None => return Err("unterminated string".into()),
                },
                Some(c) => text.push(c),
            }
        }
    }

    fn literal_string(&mut self) -> Result<String, String> {
        let multi = self.starts_with("'''");
        let quotes = if multi { 3 } else { 1 };
        for _ in 0..quotes {
            self.bump();
        }
        let mut text = String::new();
        loop {
            if multi && self.starts_with("'''") {
                for _ in 0..3 {
                    self.bump();
                }
                return Ok(text);
            }
            match self.bump() {
                None => return Err("unterminated string".into()),
                Some('\'') if !multi => return Ok(text),
                Some(c) => text.push(c),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_cargo_manifest() {
        let text = "[package]\nname = \"app\" # the name\nedition.workspace = true\n\n\
                    [lib]\nname = 'short'\n\n[dependencies]\nfio = { package = \"fastio\", path = \"../fastio\", features = [\"a\",\n  \"b\",] }\n\
                    blockxor.workspace = true\n\n[dependencies.other-lib]\npath = \"y\"\ndefault-features = false\n\n\
                    [[bin]]\nname = \"x\"\n[[bin]]\nname = \"y\"\n\n[features]\ndefault = []\nbig = [\"fio/big\"]\n";
        let doc = parse(text).unwrap();
        let package = doc.table("package").unwrap();
        assert_eq!(package.str("name"), Some("app"));
        assert_eq!(
            package.table("edition").unwrap().bool("workspace"),
            Some(true)
        );
        assert_eq!(doc.table("lib").unwrap().str("name"), Some("short"));
        let dependencies = doc.table("dependencies").unwrap();
        let fio = dependencies.table("fio").unwrap();
        assert_eq!(fio.str("package"), Some("fastio"));
        assert_eq!(fio.strings("features"), ["a", "b"]);
        assert_eq!(dependencies.line("fio"), 9);
        assert_eq!(dependencies.line("other-lib"), 13);
        let other = dependencies.table("other-lib").unwrap();
        assert_eq!(other.bool("default-features"), Some(false));
        match doc.get("bin") {
            Some(Value::Array(bins)) => assert_eq!(bins.len(), 2),
            other => panic!("{other:?}"),
        }
        assert_eq!(doc.table("features").unwrap().strings("big"), ["fio/big"]);
    }

    #[test]
    fn errors_name_the_line() {
        assert_eq!(
            parse("[package]\nname = \"x\nversion = 1\n").unwrap_err().0,
            2
        );
        assert!(parse("a = 1\na = 2\n").unwrap_err().1.contains("duplicate"));
        assert!(parse("a = [1, 2\n").is_err());
    }
}
