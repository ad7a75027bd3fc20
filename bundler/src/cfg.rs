//! `cfg` predicates, evaluated as far as the bundler can know them.
//!
//! The bundler decides `feature = "..."` (from the features Cargo would turn on) and `test`
//! (false: a judge never builds tests). Every other predicate (`unix`, `windows`, `target_*`,
//! `debug_assertions`, `panic = ...`, custom `--cfg` flags) is the judge's compiler's to decide,
//! so it is kept as written; decided parts are folded away around it, so that the judge never
//! sees a `feature` it would wrongly take as off.

use crate::lexer::Kind;
use std::collections::BTreeSet;

/// A predicate with its decided parts folded away.
#[derive(Clone, Debug, PartialEq)]
pub enum Folded {
    True,
    False,
    /// Left to the judge's compiler: the predicate to write in its place.
    Kept(String),
}

/// Folds the predicate written as `tokens` (the inside of `cfg(...)`: `(kind, text)` pairs)
/// under the enabled `features`. `Err` describes a predicate that does not parse.
pub fn fold(tokens: &[(Kind, &str)], features: &BTreeSet<String>) -> Result<Folded, String> {
    let mut parser = Parser {
        tokens,
        pos: 0,
        features,
    };
    let folded = parser.predicate()?;
    if parser.pos < tokens.len() && !(parser.pos + 1 == tokens.len() && tokens[parser.pos].1 == ",")
    {
        return Err(format!(
            "unexpected `{}` in a cfg predicate",
            tokens[parser.pos].1
        ));
    }
    Ok(folded)
}

/// Whether the predicate written as `tokens` holds for a compiler whose active configuration
/// is `active` (lines of `rustc --print cfg`: `unix`, `target_os="linux"`, ...).
pub fn holds(tokens: &[(Kind, &str)], active: &BTreeSet<String>) -> bool {
    let mut pos = 0;
    holds_at(tokens, &mut pos, active)
}

fn holds_at(tokens: &[(Kind, &str)], pos: &mut usize, active: &BTreeSet<String>) -> bool {
    let name = tokens.get(*pos).map_or("", |t| t.1);
    *pos += 1;
    match tokens.get(*pos).map(|t| t.1) {
        Some("(") => {
            *pos += 1;
            let mut values = Vec::new();
            while *pos < tokens.len() && tokens[*pos].1 != ")" {
                values.push(holds_at(tokens, pos, active));
                if tokens.get(*pos).map(|t| t.1) == Some(",") {
                    *pos += 1;
                }
            }
            *pos += 1;
            match name {
                "all" => values.iter().all(|&v| v),
                "any" => values.iter().any(|&v| v),
                _ => !values.first().copied().unwrap_or(false),
            }
        }
        Some("=") => {
            let value = tokens.get(*pos + 1).map_or("", |t| t.1);
            *pos += 2;
            active.contains(&format!("{name}={value}"))
        }
        _ => active.contains(name),
    }
}

struct Parser<'a, 'b> {
    tokens: &'a [(Kind, &'b str)],
    pos: usize,
    features: &'a BTreeSet<String>,
}

impl<'b> Parser<'_, 'b> {
    fn next(&mut self) -> Option<(Kind, &'b str)> {
        let token = self.tokens.get(self.pos).copied();
        self.pos += 1;
        token
    }

    fn peek_text(&self) -> Option<&str> {
        self.tokens.get(self.pos).map(|t| t.1)
    }

    fn predicate(&mut self) -> Result<Folded, String> {
        let Some((Kind::Ident, name)) = self.next() else {
            return Err("expected a cfg predicate".into());
        };
        let name = name.to_string();
        match self.peek_text() {
            Some("(") if matches!(name.as_str(), "all" | "any" | "not") => {
                self.pos += 1;
                let mut parts = Vec::new();
                while self.peek_text() != Some(")") {
                    parts.push(self.predicate()?);
                    match self.peek_text() {
                        Some(",") => self.pos += 1,
                        Some(")") => {}
                        _ => return Err(format!("expected `,` or `)` in `{name}(...)`")),
                    }
                }
                self.pos += 1;
                combine(&name, parts)
            }
            Some("=") => {
                self.pos += 1;
                let Some((Kind::Str, value)) = self.next() else {
                    return Err(format!("expected a string after `{name} =`"));
                };
                if name == "feature" {
                    let feature = value.trim_matches('"');
                    Ok(decided(self.features.contains(feature)))
                } else {
                    Ok(Folded::Kept(format!("{name} = {value}")))
                }
            }
            _ if name == "test" => Ok(Folded::False),
            _ => Ok(Folded::Kept(name)),
        }
    }
}

fn decided(value: bool) -> Folded {
    if value {
        Folded::True
    } else {
        Folded::False
    }
}

fn combine(operator: &str, parts: Vec<Folded>) -> Result<Folded, String> {
    let kept: Vec<String> = parts
        .iter()
        .filter_map(|part| match part {
            Folded::Kept(text) => Some(text.clone()),
            _ => None,
        })
        .collect();
    Ok(match operator {
        "not" => match parts.as_slice() {
            [Folded::True] => Folded::False,
            [Folded::False] => Folded::True,
            [Folded::Kept(text)] => Folded::Kept(format!("not({text})")),
            _ => return Err("`not(...)` takes exactly one predicate".into()),
        },
        "all" if parts.contains(&Folded::False) => Folded::False,
        "any" if parts.contains(&Folded::True) => Folded::True,
        _ if kept.is_empty() => decided(operator == "all"),
        _ if kept.len() == 1 => Folded::Kept(kept[0].clone()),
        _ => Folded::Kept(format!("{operator}({})", kept.join(", "))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::tokenize;
    use std::path::Path;

    fn fold_text(predicate: &str, features: &[&str]) -> Folded {
        let tokens = tokenize(predicate, Path::new("<test>")).unwrap();
        let pairs: Vec<(Kind, &str)> = tokens.iter().map(|t| (t.kind, t.text(predicate))).collect();
        let features = features.iter().map(|f| f.to_string()).collect();
        fold(&pairs, &features).unwrap()
    }

    #[test]
    fn holds_as_the_given_compiler_would_decide() {
        let active: BTreeSet<String> =
            ["unix", "target_os=\"linux\"", "target_pointer_width=\"64\""]
                .iter()
                .map(|s| s.to_string())
                .collect();
        let holds_text = |text: &str| {
            let tokens = tokenize(text, Path::new("<test>")).unwrap();
            let pairs: Vec<(Kind, &str)> = tokens.iter().map(|t| (t.kind, t.text(text))).collect();
            holds(&pairs, &active)
        };
        assert!(holds_text("unix"));
        assert!(!holds_text("windows"));
        assert!(holds_text("target_pointer_width = \"64\""));
        assert!(!holds_text("target_pointer_width = \"32\""));
        assert!(holds_text(
            "all(unix, not(windows), any(windows, target_os = \"linux\"))"
        ));
    }

    #[test]
    fn decides_features_and_test() {
        assert_eq!(fold_text("feature = \"fast\"", &["fast"]), Folded::True);
        assert_eq!(fold_text("feature = \"fast\"", &[]), Folded::False);
        assert_eq!(fold_text("test", &[]), Folded::False);
        assert_eq!(fold_text("not(test)", &[]), Folded::True);
        assert_eq!(
            fold_text("all(feature = \"a\", not(feature = \"b\"))", &["a"]),
            Folded::True
        );
        assert_eq!(
            fold_text("any(feature = \"a\", feature = \"b\")", &[]),
            Folded::False
        );
        assert_eq!(fold_text("all()", &[]), Folded::True);
        assert_eq!(fold_text("any()", &[]), Folded::False);
    }

    #[test]
    fn keeps_what_only_the_judge_knows_and_folds_the_rest() {
        assert_eq!(fold_text("unix", &[]), Folded::Kept("unix".into()));
        assert_eq!(
            fold_text("target_os = \"linux\"", &[]),
            Folded::Kept("target_os = \"linux\"".into())
        );
        assert_eq!(
            fold_text("all(feature = \"a\", debug_assertions)", &["a"]),
            Folded::Kept("debug_assertions".into())
        );
        assert_eq!(
            fold_text("all(feature = \"a\", debug_assertions)", &[]),
            Folded::False
        );
        assert_eq!(
            fold_text("any(windows, feature = \"a\", unix)", &[]),
            Folded::Kept("any(windows, unix)".into())
        );
        assert_eq!(
            fold_text("not(any(windows, test))", &[]),
            Folded::Kept("not(windows)".into())
        );
    }
}
