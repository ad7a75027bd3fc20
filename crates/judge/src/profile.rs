//! Judge profiles: how each judge we target compiles a Rust submission, what it accepts, and
//! its usual limits, so that the local verdict is the verdict that judge would give.

/// One judge, as a contestant meets it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Profile {
    /// The name `--judge` takes.
    pub name: &'static str,
    /// The judge's own name, for messages.
    pub title: &'static str,
    pub edition: &'static str,
    /// The flags of its `rustc` command, besides `--edition` (what we can reproduce here:
    /// platform-only flags such as Codeforces' Windows stack size are left out).
    pub flags: &'static [&'static str],
    /// The largest source it accepts, in bytes.
    pub max_bytes: usize,
    /// Registry crates it builds submissions with (package names, as in a Cargo.toml).
    pub provided: &'static [&'static str],
    /// The usual limits of its tasks (a task's statement may say otherwise: `--tl`, `--ml`).
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
}

/// The crates AtCoder installs for Rust, from the `[dependencies]` of the Cargo.toml in
/// rust-lang-ja/atcoder-proposal (the proposal AtCoder's language updates install, read at
/// commit dd1cb82), by package name.
pub const ATCODER_CRATES: &[&str] = &[
    "ac-library-rs",
    "alga",
    "amplify",
    "argio",
    "ascii",
    "az",
    "bitset-fixed",
    "bitvec",
    "bstr",
    "btreemultimap",
    "counter",
    "easy-ext",
    "either",
    "fixedbitset",
    "getrandom",
    "glidesort",
    "hashbag",
    "im-rc",
    "indexing",
    "indexmap",
    "itertools",
    "itertools-num",
    "lazy_static",
    "libm",
    "maplit",
    "memoise",
    "multimap",
    "nalgebra",
    "ndarray",
    "num",
    "num-bigint",
    "num-complex",
    "num-derive",
    "num-integer",
    "num-iter",
    "num-rational",
    "num-traits",
    "omniswap",
    "once_cell",
    "ordered-float",
    "pathfinding",
    "permutohedron",
    "petgraph",
    "proconio",
    "rand",
    "rand_chacha",
    "rand_core",
    "rand_distr",
    "rand_hc",
    "rand_pcg",
    "recur-fn",
    "regex",
    "rustc-hash",
    "smallvec",
    "static_assertions",
    "superslice",
    "tap",
    "text_io",
    "varisat",
];

/// Every profile; the first is the default (the strictest on size).
pub const PROFILES: &[Profile] = &[
    Profile {
        name: "codeforces",
        title: "Codeforces",
        edition: "2021",
        // `rustc --edition=2021 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE`
        flags: &["-O", "--cfg", "ONLINE_JUDGE"],
        max_bytes: 64 * 1024,
        provided: &[],
        time_limit_ms: 2000,
        memory_limit_mib: 256,
    },
    Profile {
        name: "atcoder",
        title: "AtCoder",
        edition: "2024",
        // cargo build --release (opt-level 3) of a package with the crates below.
        flags: &["-C", "opt-level=3"],
        max_bytes: 512 * 1024,
        provided: ATCODER_CRATES,
        time_limit_ms: 2000,
        memory_limit_mib: 1024,
    },
    Profile {
        name: "library-checker",
        title: "Library Checker",
        edition: "2024",
        flags: &["-C", "opt-level=3", "-C", "target-cpu=native"],
        max_bytes: 1024 * 1024,
        provided: &[],
        time_limit_ms: 5000,
        memory_limit_mib: 1024,
    },
    Profile {
        name: "yukicoder",
        title: "yukicoder",
        edition: "2021",
        flags: &["-O"],
        max_bytes: 64 * 1024,
        provided: &["proconio", "num"],
        time_limit_ms: 2000,
        memory_limit_mib: 512,
    },
    Profile {
        name: "luogu",
        title: "Luogu",
        edition: "2021",
        flags: &["-O", "--cfg", "ONLINE_JUDGE"],
        max_bytes: 64 * 1024,
        provided: &[],
        time_limit_ms: 1000,
        memory_limit_mib: 512,
    },
];

impl Profile {
    /// The profile called `name`, or an error listing the known ones.
    pub fn named(name: &str) -> Result<Profile, String> {
        PROFILES
            .iter()
            .find(|p| p.name == name)
            .copied()
            .ok_or_else(|| format!("unknown judge `{name}`: known are {}", Profile::names()))
    }

    /// `codeforces, atcoder, ...`
    pub fn names() -> String {
        let names: Vec<&str> = PROFILES.iter().map(|p| p.name).collect();
        names.join(", ")
    }

    /// The default judge when neither `--judge` nor the package's `gamebook.conf` names one.
    pub fn default_profile() -> Profile {
        PROFILES[0]
    }

    /// Whether the judge builds submissions with registry crate `package`.
    pub fn provides(&self, package: &str) -> bool {
        self.provided.contains(&package)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_profile_is_found_by_name_and_unknown_ones_are_listed() {
        for profile in PROFILES {
            assert_eq!(Profile::named(profile.name), Ok(*profile));
        }
        let error = Profile::named("kattis").unwrap_err();
        assert!(
            error.contains("kattis") && error.contains("library-checker"),
            "{error}"
        );
        assert_eq!(Profile::default_profile().name, "codeforces");
    }

    #[test]
    fn atcoder_provides_proconio_and_codeforces_nothing() {
        assert!(Profile::named("atcoder").unwrap().provides("proconio"));
        assert!(!Profile::named("codeforces").unwrap().provides("proconio"));
        let mut sorted = ATCODER_CRATES.to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, ATCODER_CRATES, "keep the list sorted");
    }
}
