//! The `games` library's round-2 items on large inputs, timed in process (median of RUNS).

use crate::RUNS;
use std::fmt::Write as _;
use std::time::Instant;

/// SplitMix64, so the inputs are the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The median milliseconds of `RUNS` runs of `work`, and what the last run returned (kept so
/// the work is not optimized away).
fn median_ms<T>(mut work: impl FnMut() -> T) -> (f64, T) {
    let mut times = Vec::with_capacity(RUNS);
    let mut last = None;
    for _ in 0..RUNS {
        let start = Instant::now();
        let value = std::hint::black_box(work());
        times.push(start.elapsed().as_secs_f64() * 1e3);
        last = Some(value);
    }
    times.sort_by(f64::total_cmp);
    (times[RUNS / 2], last.expect("RUNS > 0"))
}

pub fn games_items() -> Result<String, String> {
    let mut rng = Rng(2026);
    let mut rows: Vec<(String, String, f64)> = Vec::new();

    let pairs: Vec<(u64, u64)> = (0..1_000_000).map(|_| (rng.next(), rng.next())).collect();
    let (ms, _) = median_ms(|| {
        let field = games::NimField::new();
        pairs
            .iter()
            .fold(0u64, |acc, &(a, b)| acc ^ field.product(a, b))
    });
    rows.push((
        "`NimField::new` + `product`".into(),
        "10^6 random u64 pairs".into(),
        ms,
    ));

    let (ms, _) = median_ms(|| games::octal_period("0.77", 1 << 20));
    rows.push((
        "`octal_period` (Kayles, 0.77)".into(),
        "certified at its threshold".into(),
        ms,
    ));
    let (ms, _) = median_ms(|| games::octal_grundy("0.137", 10_000));
    rows.push((
        "`octal_grundy` (Dawson's chess, 0.137)".into(),
        "heaps 0..=10^4".into(),
        ms,
    ));
    let (ms, _) = median_ms(|| games::grundys_game(10_000));
    rows.push(("`grundys_game`".into(), "heaps 0..=10^4".into(), ms));
    let (ms, _) = median_ms(|| games::subtraction_period(&[2, 5, 7, 11], usize::MAX));
    rows.push((
        "`subtraction_period` {2, 5, 7, 11}".into(),
        "no limit given".into(),
        ms,
    ));

    let coordinates: Vec<(u64, u64)> = (0..1_000_000)
        .map(|_| {
            (
                rng.next() % 1_000_000_000_000_000_000,
                rng.next() % 1_000_000_000_000_000_000,
            )
        })
        .collect();
    let (ms, _) = median_ms(|| {
        coordinates
            .iter()
            .filter(|&&(x, y)| games::wythoff(x, y).1.is_some())
            .count()
    });
    rows.push(("`wythoff`".into(), "10^6 positions below 10^18".into(), ms));

    let n = 1_000_000;
    let tree: Vec<(usize, usize)> = (1..n).map(|v| (rng.below(v), v)).collect();
    let (ms, _) = median_ms(|| games::hackenbush_tree(n, &tree, 0));
    rows.push((
        "`hackenbush_tree`".into(),
        "random tree, 10^6 vertices".into(),
        ms,
    ));
    let small = 100_000;
    let graph_edges: Vec<(usize, usize)> = (0..2 * small)
        .map(|_| (rng.below(small), rng.below(small)))
        .collect();
    let (ms, _) = median_ms(|| games::hackenbush_graph(small, &graph_edges, 0));
    rows.push((
        "`hackenbush_graph`".into(),
        "random graph, 10^5 vertices, 2·10^5 edges".into(),
        ms,
    ));

    let arcs: Vec<(usize, usize)> = (0..3 * n).map(|_| (rng.below(n), rng.below(n))).collect();
    let digraph = games::Digraph::from_edges(n, &arcs);
    let (ms, _) = median_ms(|| games::loopy_grundy(&digraph));
    rows.push((
        "`loopy_grundy`".into(),
        "random digraph with cycles, 10^6 vertices, 3·10^6 arcs".into(),
        ms,
    ));
    let solved = games::retrograde(&digraph);
    let (ms, _) = median_ms(|| games::best_moves(&digraph, &solved));
    rows.push((
        "`best_moves` (after `retrograde`)".into(),
        "the same digraph".into(),
        ms,
    ));

    let mut out = format!(
        "## games: the round-2 items on large inputs\n\nIn-process timing of the release build, \
         median of {RUNS} runs; inputs from a fixed seed.\n\n\
         | item | input | median ms |\n|---|---|---:|\n"
    );
    for (item, input, ms) in rows {
        let _ = writeln!(out, "| {item} | {input} | {ms:.1} |");
    }
    out.push('\n');
    Ok(out)
}
