//! A problem's judge settings (`testdata/<problem>/judge.conf`): time and memory limits, the
//! largest source the judge accepts, and the float tolerance of its checker.

use std::path::Path;

/// Accepted error for real-valued answers: a number passes when it is within `absolute` of the
/// expected value, or within `relative` times its magnitude (whichever the problem sets).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tolerance {
    pub absolute: Option<f64>,
    pub relative: Option<f64>,
}

impl Tolerance {
    /// Whether `actual` is close enough to `expected`.
    pub fn accepts(&self, expected: f64, actual: f64) -> bool {
        let error = (expected - actual).abs();
        self.absolute.is_some_and(|bound| error <= bound)
            || self
                .relative
                .is_some_and(|bound| error <= bound * expected.abs())
    }
}

/// A problem's judge settings, read from `testdata/<problem>/judge.conf`:
///
/// ```text
/// time_limit_ms = 2000
/// memory_limit_mib = 1024
/// absolute_error = 1e-6   # only for real-valued answers
/// relative_error = 1e-6
/// max_bytes = 524288     # the judge's source limit (0: none); default 64 KiB
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct JudgeConf {
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
    pub tolerance: Tolerance,
    /// Whether the values came from a file (`false`: the defaults of 1 s and 256 MiB).
    pub from_file: bool,
}

impl Default for JudgeConf {
    fn default() -> Self {
        JudgeConf {
            time_limit_ms: 1000,
            memory_limit_mib: 256,
            tolerance: Tolerance::default(),
            from_file: false,
        }
    }
}

impl JudgeConf {
    /// The settings in `dir/judge.conf`, or the defaults when the file does not exist.
    /// A malformed file is an error naming the file and line.
    pub fn load(dir: &Path) -> Result<JudgeConf, String> {
        let path = dir.join("judge.conf");
        match std::fs::read_to_string(&path) {
            Ok(text) => JudgeConf::parse(&text).map_err(|e| format!("{}:{e}", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(JudgeConf::default()),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    /// Parses the text of a `judge.conf`; errors start with the line number.
    pub fn parse(text: &str) -> Result<JudgeConf, String> {
        let mut conf = JudgeConf {
            from_file: true,
            ..JudgeConf::default()
        };
        for (index, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let number = index + 1;
            let Some((key, value)) = line.split_once('=') else {
                return Err(format!("{number}: expected `key = value`, found `{line}`"));
            };
            let (key, value) = (key.trim(), value.trim());
            let bad = |what: &str| format!("{number}: `{key}` needs {what}, found `{value}`");
            match key {
                "time_limit_ms" => {
                    conf.time_limit_ms = value.parse().map_err(|_| bad("a whole number"))?
                }
                "memory_limit_mib" => {
                    conf.memory_limit_mib = value.parse().map_err(|_| bad("a whole number"))?
                }
                // The bundler reads this one (it refuses a bigger bundle); checked here too.
                "max_bytes" => {
                    value.parse::<usize>().map_err(|_| bad("a whole number"))?;
                }
                "absolute_error" | "relative_error" => {
                    let bound: f64 = value.parse().map_err(|_| bad("a number"))?;
                    if !(bound >= 0.0 && bound.is_finite()) {
                        return Err(bad("a non-negative number"));
                    }
                    if key == "absolute_error" {
                        conf.tolerance.absolute = Some(bound);
                    } else {
                        conf.tolerance.relative = Some(bound);
                    }
                }
                _ => return Err(format!("{number}: unknown key `{key}`")),
            }
        }
        Ok(conf)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_key_and_comments() {
        let conf = JudgeConf::parse(
            "# limits\ntime_limit_ms = 2000\nmemory_limit_mib=1024 # MiB\n\
             absolute_error = 1e-6\nrelative_error = 1e-9\nmax_bytes = 0\n",
        )
        .unwrap();
        assert_eq!(conf.time_limit_ms, 2000);
        assert_eq!(conf.memory_limit_mib, 1024);
        assert_eq!(
            conf.tolerance,
            Tolerance {
                absolute: Some(1e-6),
                relative: Some(1e-9)
            }
        );
    }

    #[test]
    fn rejects_unknown_keys_and_bad_values_with_the_line() {
        assert_eq!(
            JudgeConf::parse("\ntime_limit = 3\n").unwrap_err(),
            "2: unknown key `time_limit`"
        );
        assert_eq!(
            JudgeConf::parse("time_limit_ms = 1.5").unwrap_err(),
            "1: `time_limit_ms` needs a whole number, found `1.5`"
        );
        assert_eq!(
            JudgeConf::parse("absolute_error = -1").unwrap_err(),
            "1: `absolute_error` needs a non-negative number, found `-1`"
        );
        assert!(JudgeConf::parse("oops")
            .unwrap_err()
            .starts_with("1: expected"));
    }

    #[test]
    fn missing_file_gives_the_defaults() {
        let conf = JudgeConf::load(Path::new("/nonexistent/gamebook")).unwrap();
        assert_eq!(conf, JudgeConf::default());
    }
}
