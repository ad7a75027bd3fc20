//! ybt-dag-tokens: 移棋子游戏, tokens on a DAG (LibreOJ 10243, 一本通 6.7 例 3; AcWing 1319)
//!
//! Idea: the tokens are independent games, so the first player wins iff the XOR of their Grundy
//! values is non-zero; sg(v) = mex{ sg(w) : v -> w } comes from games::dag_grundy (no recursion).
//!
//! Complexity: O(N + M + K).
//!
//! K tokens sit on the nodes of a DAG; a move slides one token along an outgoing edge; whoever
//! cannot move loses. The tokens never interact, so the game is the sum of K one-token games and
//! (Sprague-Grundy) the first player wins iff the XOR of their Grundy values is non-zero, where
//! sg(v) = mex{ sg(w) : v -> w } and a sink has sg 0. `games::dag_grundy` finishes every node
//! after its successors with an iterative depth-first search, so no recursion is needed and
//! duplicate edges are harmless.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let nodes: usize = sc.read();
    let edge_count: usize = sc.read();
    let tokens: usize = sc.read();
    let edges: Vec<(usize, usize)> = (0..edge_count)
        .map(|_| (sc.read::<usize>() - 1, sc.read::<usize>() - 1))
        .collect();
    let grundy = games::dag_grundy(&games::Digraph::from_edges(nodes, &edges))
        .expect("the statement promises an acyclic graph");
    let nim_sum = games::nim_sum((0..tokens).map(|_| grundy[sc.read::<usize>() - 1]));
    let outcome = if nim_sum != 0 {
        Outcome::Win
    } else {
        Outcome::Lose
    };
    out.put(match outcome {
        Outcome::Win => "win",
        Outcome::Lose => "lose",
    })
    .ln();
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::Rng;

    #[test]
    fn sample_and_edge_cases() {
        testkit::check_case_files(env!("CARGO_PKG_NAME"), solve);
    }

    /// Whether the player to move wins, straight from the rules: slide one token along one
    /// edge and leave a lost position. Positions are sorted token lists, decided by
    /// `games::implicit_outcomes` (the shared, tested search).
    fn player_to_move_wins(tokens: &[usize], edges: &[(usize, usize)]) -> bool {
        let moves = |position: &Vec<usize>| {
            let mut next = Vec::new();
            for i in 0..position.len() {
                for &(_, to) in edges.iter().filter(|&&(from, _)| from == position[i]) {
                    let mut after = position.clone();
                    after[i] = to;
                    after.sort_unstable();
                    next.push(after);
                }
            }
            next
        };
        let mut start = tokens.to_vec();
        start.sort_unstable();
        games::implicit_outcomes([start.clone()], moves)[&start].0 == games::Outcome::Win
    }

    #[test]
    fn matches_brute_force_on_tiny_dags() {
        testkit::cross_check("ybt-dag-tokens", 500, 0x10243, solve, |rng: &mut Rng| {
            let nodes = rng.range_usize(1, 6);
            // Edges go from a smaller to a larger label, so the graph is acyclic; duplicates
            // are allowed; the labels are then shuffled so the order is not the input order.
            let mut label: Vec<usize> = (1..=nodes).collect();
            rng.shuffle(&mut label);
            let mut edges = Vec::new();
            for _ in 0..rng.range_usize(0, 10) {
                let a = rng.range_usize(0, nodes - 1);
                let b = rng.range_usize(0, nodes - 1);
                if a < b {
                    edges.push((label[a], label[b]));
                }
            }
            let tokens: Vec<usize> = (0..rng.range_usize(1, 3))
                .map(|_| rng.range_usize(1, nodes))
                .collect();
            let mut input = format!("{nodes} {} {}\n", edges.len(), tokens.len());
            for (from, to) in &edges {
                input += &format!("{from} {to}\n");
            }
            let words: Vec<String> = tokens.iter().map(usize::to_string).collect();
            input += &format!("{}\n", words.join(" "));
            let wins = player_to_move_wins(&tokens, &edges);
            (input, if wins { "win\n" } else { "lose\n" }.to_string())
        });
    }
}
