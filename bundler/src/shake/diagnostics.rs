//! rustc's JSON diagnostics, as the shaker reads them.

use super::*;

/// One diagnostic of rustc's JSON output.
#[derive(Clone, Debug)]
pub(super) struct Diagnostic {
    pub(super) level: String,
    pub(super) lint: String,
    pub(super) message: String,
    pub(super) rendered: String,
    /// Byte ranges of the primary spans.
    pub(super) primary: Vec<(usize, usize)>,
    /// `(start, end, replacement)` of the machine-applicable suggestions.
    pub(super) suggestions: Vec<(usize, usize, String)>,
    /// Byte ranges of the outermost macro invocations that the primary spans come from.
    pub(super) invocations: Vec<(usize, usize)>,
}

impl Diagnostic {
    pub(super) fn from_json(value: &Json) -> Diagnostic {
        let spans = |value: &Json| -> Vec<(usize, usize, bool, Option<String>)> {
            value
                .get("spans")
                .items()
                .iter()
                .map(|span| {
                    (
                        span.get("byte_start").number().unwrap_or(0.0) as usize,
                        span.get("byte_end").number().unwrap_or(0.0) as usize,
                        span.get("is_primary") == &Json::Bool(true),
                        span.get("suggested_replacement").str().map(str::to_string),
                    )
                })
                .collect()
        };
        let primary = spans(value)
            .into_iter()
            .filter(|s| s.2)
            .map(|s| (s.0, s.1))
            .collect();
        let invocations = value
            .get("spans")
            .items()
            .iter()
            .filter(|span| span.get("is_primary") == &Json::Bool(true))
            .filter_map(|span| {
                let mut site = None;
                let mut expansion = span.get("expansion");
                while let Some(start) = expansion.get("span").get("byte_start").number() {
                    let end = expansion
                        .get("span")
                        .get("byte_end")
                        .number()
                        .unwrap_or(start);
                    site = Some((start as usize, end as usize));
                    expansion = expansion.get("span").get("expansion");
                }
                site
            })
            .collect();
        let suggestions = value
            .get("children")
            .items()
            .iter()
            .flat_map(spans)
            .filter_map(|(start, end, _, replacement)| Some((start, end, replacement?)))
            .collect();
        Diagnostic {
            level: value.get("level").str().unwrap_or("").to_string(),
            lint: value
                .get("code")
                .get("code")
                .str()
                .unwrap_or("")
                .to_string(),
            message: value.get("message").str().unwrap_or("").to_string(),
            rendered: value.get("rendered").str().unwrap_or("").to_string(),
            primary,
            suggestions,
            invocations,
        }
    }
}

/// rustc's diagnostics for `text`, checked (not compiled) as a binary crate, as a judge's
/// optimized build would see it.
pub(super) fn check(text: &str, edition: &str) -> Result<Vec<Diagnostic>, Error> {
    parse_diagnostics(&rustc::check_json(text, edition)?)
}

/// rustc's JSON diagnostics, one a line of `stderr`.
pub(super) fn parse_diagnostics(stderr: &str) -> Result<Vec<Diagnostic>, Error> {
    let mut diagnostics = Vec::new();
    for line in stderr.lines().filter(|l| l.starts_with('{')) {
        let value = json::parse(line).map_err(|e| {
            Error::in_file(Path::new(BUNDLE), format!("rustc's JSON: {e}"))
                .kind(ErrorKind::Internal)
        })?;
        diagnostics.push(Diagnostic::from_json(&value));
    }
    Ok(diagnostics)
}

/// The names that `error` says are missing (`m` of "no method named `m` found", `T` of
/// "cannot find trait `T` in this scope", `X` of "unresolved import `a::X`", `Tr` of "the
/// trait bound `A: Tr` is not satisfied"): what a removal took that code left needs.
pub(super) fn missing_names(error: &Diagnostic) -> Vec<String> {
    const MARKERS: &[&str] = &[
        "no method named `",
        "no function or associated item named `",
        "no associated item named `",
        "unresolved import `",
        "unresolved imports `",
        "associated type `",
        "the trait bound `",
    ];
    let message = &error.message;
    let quoted = if message.starts_with("cannot find ") {
        message.split('`').nth(1)
    } else {
        MARKERS
            .iter()
            .find_map(|marker| message.strip_prefix(marker))
            .and_then(|rest| rest.split('`').next())
    };
    let Some(quoted) = quoted else {
        return Vec::new();
    };
    // `A: path::Tr<..>` names the trait; a path names its last segment.
    let named = quoted.rsplit(": ").next().unwrap_or(quoted);
    let named = named.split('<').next().unwrap_or(named);
    let name = named.rsplit("::").next().unwrap_or(named).trim();
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return Vec::new();
    }
    vec![name.to_string()]
}
