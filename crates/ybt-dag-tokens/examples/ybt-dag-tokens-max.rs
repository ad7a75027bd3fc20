//! Prints a maximum-size input for ybt-dag-tokens: N = 2000, M = 6000, K = 2000. The first
//! 110 nodes (in a shuffled labelling) form a complete DAG, which gives Grundy values up to
//! 109 and the longest mex scans; the remaining edges are random forward edges.
use testkit::Rng;

const N: usize = 2000;
const M: usize = 6000;

fn main() {
    let mut rng = Rng::new(0x10243);
    let mut label: Vec<usize> = (1..=N).collect();
    rng.shuffle(&mut label);
    let mut edges = Vec::with_capacity(M);
    for i in 0..110 {
        for j in i + 1..110 {
            edges.push((label[i], label[j]));
        }
    }
    while edges.len() < M {
        let (a, b) = (rng.range_usize(0, N - 1), rng.range_usize(0, N - 1));
        if a < b {
            edges.push((label[a], label[b]));
        }
    }
    rng.shuffle(&mut edges);
    let mut text = format!("{N} {M} {N}\n");
    for (from, to) in edges {
        text += &format!("{from} {to}\n");
    }
    let tokens: Vec<String> = (0..N).map(|_| rng.range_usize(1, N).to_string()).collect();
    text += &tokens.join(" ");
    println!("{text}");
}
