//! Comparing a program's output with the expected one: whitespace-insensitive, and
//! float-tolerant where the problem says so.

use crate::conf::Tolerance;

/// How an actual output relates to the expected one.
#[derive(Debug, PartialEq)]
pub enum Comparison {
    /// Byte for byte the same.
    Identical,
    /// The same tokens; only whitespace differs.
    SameTokens,
    /// Every token equal or, for numbers, within the tolerance; at least one number differs.
    WithinTolerance,
    /// The first token that differs.
    Differs(Difference),
}

/// The first difference between two outputs, for a one-line report.
#[derive(Clone, Debug, PartialEq)]
pub struct Difference {
    /// 1-based line of the token in the expected output (or its last line + 1 when the
    /// expected output ended first).
    pub line: usize,
    /// 1-based index of the token among all tokens.
    pub token: usize,
    /// The expected token, or `<end of output>`.
    pub expected: String,
    /// The actual token, or `<end of output>`.
    pub actual: String,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, token {}: expected `{}`, found `{}`",
            self.line, self.token, self.expected, self.actual
        )
    }
}

const END: &str = "<end of output>";

/// Whitespace-insensitive comparison of `actual` against `expected`; tokens that both parse as
/// numbers are equal within `tolerance` when the problem sets one.
pub fn compare(expected: &[u8], actual: &[u8], tolerance: &Tolerance) -> Comparison {
    if expected == actual {
        return Comparison::Identical;
    }
    let mut expected_tokens = tokens_with_lines(expected);
    let mut actual_tokens = tokens_with_lines(actual).map(|(_, token)| token);
    let mut last_line = 1;
    let mut approximate = false;
    for index in 1.. {
        match (expected_tokens.next(), actual_tokens.next()) {
            (None, None) if approximate => return Comparison::WithinTolerance,
            (None, None) => return Comparison::SameTokens,
            (Some((line, want)), got) => {
                last_line = line;
                if got == Some(want) {
                    continue;
                }
                if got.is_some_and(|got| within_tolerance(want, got, tolerance)) {
                    approximate = true;
                    continue;
                }
                return Comparison::Differs(Difference {
                    line,
                    token: index,
                    expected: shown(want),
                    actual: got.map_or_else(|| END.to_string(), shown),
                });
            }
            (None, Some(got)) => {
                return Comparison::Differs(Difference {
                    line: last_line + 1,
                    token: index,
                    expected: END.to_string(),
                    actual: shown(got),
                })
            }
        }
    }
    unreachable!("the token loop only ends by returning")
}

fn tokens_with_lines(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    text.split(|&b| b == b'\n')
        .enumerate()
        .flat_map(|(i, line)| {
            line.split(|b| b.is_ascii_whitespace())
                .filter(|t| !t.is_empty())
                .map(move |t| (i + 1, t))
        })
}

fn within_tolerance(expected: &[u8], actual: &[u8], tolerance: &Tolerance) -> bool {
    if tolerance.absolute.is_none() && tolerance.relative.is_none() {
        return false;
    }
    match (number(expected), number(actual)) {
        (Some(want), Some(got)) => tolerance.accepts(want, got),
        _ => false,
    }
}

fn number(token: &[u8]) -> Option<f64> {
    std::str::from_utf8(token)
        .ok()?
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite())
}

fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    if text.chars().count() > 40 {
        format!("{}...", text.chars().take(40).collect::<String>())
    } else {
        text.into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exact() -> Tolerance {
        Tolerance::default()
    }

    #[test]
    fn identical_and_whitespace_only_differences() {
        assert_eq!(
            compare(b"Yes\nNo\n", b"Yes\nNo\n", &exact()),
            Comparison::Identical
        );
        assert_eq!(
            compare(b"Yes\nNo\n", b"Yes No", &exact()),
            Comparison::SameTokens
        );
        assert_eq!(
            compare(b"1 2\r\n", b"1\t2\n\n", &exact()),
            Comparison::SameTokens
        );
    }

    #[test]
    fn reports_the_first_differing_token_with_its_line() {
        let outcome = compare(b"Yes\nNo\nYes\n", b"Yes\nNo\nNo\n", &exact());
        let Comparison::Differs(diff) = outcome else {
            panic!("{outcome:?}")
        };
        assert_eq!(
            diff.to_string(),
            "line 3, token 3: expected `Yes`, found `No`"
        );
    }

    #[test]
    fn reports_missing_and_extra_output() {
        let Comparison::Differs(diff) = compare(b"1\n2\n", b"1\n", &exact()) else {
            panic!()
        };
        assert_eq!(
            diff.to_string(),
            "line 2, token 2: expected `2`, found `<end of output>`"
        );
        let Comparison::Differs(diff) = compare(b"1\n", b"1\n7\n", &exact()) else {
            panic!()
        };
        assert_eq!(
            diff.to_string(),
            "line 2, token 2: expected `<end of output>`, found `7`"
        );
    }

    #[test]
    fn numbers_differ_without_tolerance() {
        assert!(matches!(
            compare(b"0.5", b"0.50", &exact()),
            Comparison::Differs(_)
        ));
    }

    #[test]
    fn absolute_and_relative_tolerance_apply_separately() {
        let absolute = Tolerance {
            absolute: Some(1e-6),
            relative: None,
        };
        assert_eq!(
            compare(b"0.5", b"0.5000009", &absolute),
            Comparison::WithinTolerance
        );
        assert_eq!(compare(b"0.5\n", b"0.5", &absolute), Comparison::SameTokens);
        assert!(matches!(
            compare(b"1000000", b"1000000.5", &absolute),
            Comparison::Differs(_)
        ));
        let relative = Tolerance {
            absolute: None,
            relative: Some(1e-6),
        };
        assert_eq!(
            compare(b"1000000", b"1000000.5", &relative),
            Comparison::WithinTolerance
        );
        assert!(matches!(
            compare(b"0", b"0.0000001", &relative),
            Comparison::Differs(_)
        ));
        let either = Tolerance {
            absolute: Some(1e-6),
            relative: Some(1e-6),
        };
        assert_eq!(
            compare(b"0 1000000", b"0.0000001 1000000.5", &either),
            Comparison::WithinTolerance
        );
        assert!(matches!(
            compare(b"Yes", b"yes", &either),
            Comparison::Differs(_)
        ));
        assert!(matches!(
            compare(b"1", b"nan", &either),
            Comparison::Differs(_)
        ));
    }
}
