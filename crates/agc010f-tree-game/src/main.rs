//! agc010f-tree-game: Tree Game (AtCoder AGC010 F)
//!
//! Idea: x wins iff some neighbour y with A_y < A_x loses (from a richer y the opponent steps back
//! and x drains first); the root does not matter, so one pass by increasing A decides every start.
//!
//! Complexity: O(N log N) for the sort, O(N) memory; no recursion.
//!
//! A piece on a tree whose vertices hold stones; a turn removes one stone under the piece and
//! moves it to a neighbour; a player facing an empty vertex loses. Which starts win?
//! Stepping from x to a neighbour y with A_y >= A_x never helps: the opponent steps straight
//! back and the shuttle drains x first. Stepping to a poorer neighbour y from which the
//! opponent has no good move wins: their only other option is to step back, and then y runs out
//! first. So, rooted at the start, x wins iff some child y has A_y < A_x and y loses (the
//! editorial rule, O(N) per root). That rule only ever walks down strictly decreasing A, and
//! along such a walk the parent always holds more stones than the child, so it is never a
//! candidate move: the value of a vertex does not depend on the root. One pass over the
//! vertices in increasing A (poorer neighbours are decided first) answers every start.

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let stones: Vec<u32> = sc.read_vec(n);
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| (sc.read::<usize>() - 1, sc.read::<usize>() - 1))
        .collect();
    let (start, neighbours) = adjacency(n, &edges);
    let wins = winning_starts(&stones, &start, &neighbours);
    out.put_join((1..=n).filter(|&v| wins[v - 1]), " ").ln();
}

/// CSR adjacency: the neighbours of v are `neighbours[start[v]..start[v + 1]]`.
fn adjacency(n: usize, edges: &[(usize, usize)]) -> (Vec<usize>, Vec<usize>) {
    let mut start = vec![0; n + 1];
    for &(a, b) in edges {
        start[a + 1] += 1;
        start[b + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut neighbours = vec![0; 2 * edges.len()];
    for &(a, b) in edges {
        neighbours[fill[a]] = b;
        fill[a] += 1;
        neighbours[fill[b]] = a;
        fill[b] += 1;
    }
    (start, neighbours)
}

/// `wins[v]`: the player to move with the piece on v (full stone counts) wins, i.e. v has a
/// strictly poorer neighbour that is losing.
fn winning_starts(stones: &[u32], start: &[usize], neighbours: &[usize]) -> Vec<bool> {
    let mut order: Vec<usize> = (0..stones.len()).collect();
    order.sort_unstable_by_key(|&v| stones[v]);
    let mut wins = vec![false; stones.len()];
    for &v in &order {
        wins[v] = neighbours[start[v]..start[v + 1]]
            .iter()
            .any(|&u| stones[u] < stones[v] && !wins[u]);
    }
    wins
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use testkit::Rng;

    #[test]
    fn sample_and_edge_cases() {
        testkit::check_case_files(env!("CARGO_PKG_NAME"), solve);
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// Whether the player to move wins with `stones` left and the piece on `at`, straight from
    /// the rules: no stone under the piece, no move; otherwise remove one and move to any
    /// neighbour. `games::implicit_outcomes` decides every (stones, piece) position reached
    /// (the shared, tested search); `memo` keeps its answers across calls.
    fn mover_wins(
        tree: &[Vec<usize>],
        stones: &[u32],
        at: usize,
        memo: &mut HashMap<(Vec<u32>, usize), (games::Outcome, u32)>,
    ) -> bool {
        let start = (stones.to_vec(), at);
        if !memo.contains_key(&start) {
            let moves = |(stones, at): &(Vec<u32>, usize)| {
                if stones[*at] == 0 {
                    return Vec::new();
                }
                let mut after = stones.clone();
                after[*at] -= 1;
                tree[*at]
                    .iter()
                    .map(|&next| (after.clone(), next))
                    .collect()
            };
            let solved = games::implicit_outcomes([start.clone()], moves);
            memo.extend(solved);
        }
        memo[&start].0 == games::Outcome::Win
    }

    /// A random tree on n vertices with shuffled labels, as edge pairs (0-based).
    fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        (1..n)
            .map(|v| (label[rng.below(v as u64) as usize], label[v]))
            .collect()
    }

    fn input_text(stones: &[u32], edges: &[(usize, usize)]) -> String {
        let words: Vec<String> = stones.iter().map(u32::to_string).collect();
        let mut text = format!("{}\n{}\n", stones.len(), words.join(" "));
        for &(a, b) in edges {
            text += &format!("{} {}\n", a + 1, b + 1);
        }
        text
    }

    #[test]
    fn matches_game_search_on_tiny_trees() {
        testkit::cross_check("agc010f-tree-game", 500, 0xa010f, solve, |rng: &mut Rng| {
            let n = rng.range_usize(2, 5);
            let stones: Vec<u32> = (0..n).map(|_| rng.range_u64(0, 3) as u32).collect();
            let edges = random_tree(rng, n);
            let mut tree = vec![Vec::new(); n];
            for &(a, b) in &edges {
                tree[a].push(b);
                tree[b].push(a);
            }
            let mut memo = HashMap::new();
            let winners: Vec<String> = (0..n)
                .filter(|&v| mover_wins(&tree, &stones, v, &mut memo))
                .map(|v| (v + 1).to_string())
                .collect();
            (input_text(&stones, &edges), winners.join(" ") + "\n")
        });
    }

    /// The editorial's per-root rule: root the tree at r, x wins iff some child y has fewer
    /// stones and loses. O(N) per root, O(N^2) in all.
    fn rooted_rule_wins(tree: &[Vec<usize>], stones: &[u32], root: usize) -> bool {
        let n = tree.len();
        let mut parent = vec![usize::MAX; n];
        let mut order = vec![root];
        let mut i = 0;
        while i < order.len() {
            let x = order[i];
            i += 1;
            for &y in &tree[x] {
                if y != parent[x] {
                    parent[y] = x;
                    order.push(y);
                }
            }
        }
        let mut wins = vec![false; n];
        for &x in order.iter().rev() {
            wins[x] = tree[x]
                .iter()
                .any(|&y| y != parent[x] && stones[y] < stones[x] && !wins[y]);
        }
        wins[root]
    }

    #[test]
    fn agrees_with_the_per_root_rule_on_larger_trees() {
        testkit::cross_check(
            "agc010f-tree-game/per-root",
            300,
            0xa010f0,
            solve,
            |rng: &mut Rng| {
                let n = rng.range_usize(2, 60);
                let top = *rng.pick(&[3, 30, 1_000_000_000]);
                let stones: Vec<u32> = (0..n).map(|_| rng.range_u64(0, top) as u32).collect();
                let edges = random_tree(rng, n);
                let mut tree = vec![Vec::new(); n];
                for &(a, b) in &edges {
                    tree[a].push(b);
                    tree[b].push(a);
                }
                let winners: Vec<String> = (0..n)
                    .filter(|&r| rooted_rule_wins(&tree, &stones, r))
                    .map(|v| (v + 1).to_string())
                    .collect();
                (input_text(&stones, &edges), winners.join(" ") + "\n")
            },
        );
    }
}
