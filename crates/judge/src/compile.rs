//! Compiling a paste the way one judge does: its edition and flags, warnings shown and never
//! fatal (what the judge accepts is accepted here). `make test`'s stricter compile (both
//! editions, `-D warnings`) is the bundler's `compile_like_judge`.

use crate::profile::Profile;
use std::path::Path;
use std::process::Command;

/// A successful compile: rustc's warnings (empty when there were none).
#[derive(Clone, Debug, PartialEq)]
pub struct Compiled {
    pub warnings: String,
}

/// Compiles `source` into `binary` with `profile`'s edition and flags. On failure, returns the
/// command line and rustc's messages (which name `source` as given).
pub fn compile_for(profile: &Profile, source: &Path, binary: &Path) -> Result<Compiled, String> {
    let mut command = Command::new(bundler::rustc::rustc());
    command
        .args(["--edition", profile.edition])
        .args(profile.flags)
        .args(["--crate-name", "main", "-o"])
        .arg(binary)
        .arg(source);
    let output = command
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let messages = String::from_utf8_lossy(&output.stderr).into_owned();
    if output.status.success() {
        Ok(Compiled { warnings: messages })
    } else {
        Err(format!(
            "`rustc --edition {} {}` ({}) failed:\n{messages}",
            profile.edition,
            profile.flags.join(" "),
            profile.title
        ))
    }
}
