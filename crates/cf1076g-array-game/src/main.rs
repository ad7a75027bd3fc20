//! cf1076g-array-game: Array Game (Codeforces 1076G)
//!
//! Idea: F(i) = win if b_i is even, else iff a losing cell lies in the next m; tree nodes map the
//! run of wins after them (m + 1 states) for both parities, and odd range additions swap the two.
//!
//! Complexity: O(n + q m log n) time, O(n) memory.
//!
//! A chip starts on cell 1 of b[1..k] and b_1 loses one; a move takes the chip from x to some
//! y in [x, x + m] with b_y > 0 and decreases b_y; whoever cannot move loses. Queries add d to
//! a range of a, or ask who wins on b = a[l..r].
//!
//! Let F(i) say whether the player to move right after the chip arrived on i wins. If some
//! F(j) = 0 for j in (i, i + m], moving there wins. Otherwise leaving i hands the opponent a
//! win, so both players stay until b_i runs out, and the one who must leave loses: the player
//! to move if b_i (before arrival) is odd, the other one if it is even. So F(i) = 1 if b_i is
//! even, else F(i) = [some F(j) = 0 in the window], and only parities matter.
//!
//! F(i) thus needs only the run of winning cells right after i (the distance to the nearest
//! losing cell, minus one), capped at m: run m means no losing cell in reach (cells past r are
//! useless, so they count as wins). Cell i turns that run into the run after cell i - 1: 0 if
//! i loses (odd, run m), else run + 1 capped at m. An odd cell rotates the m + 1 <= 6 runs by
//! one, an even cell is a capped step; a segment's map is their composition, six 4-bit fields
//! composed in O(m). A segment tree over blocks of 8 cells (a block's map is looked up by its
//! parity pattern) keeps the map for the current parities and for all of them flipped; an odd
//! range addition swaps the two lazily (never pushed: queries carry the flips pending above).
//! A query runs the run m through the covering nodes from right to left and ends with the run
//! after cell l - 1: F(l) = 1 iff it is not 0.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// The player to move wins.
    Win,
    /// The player to move loses.
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let m: u32 = sc.read();
    let queries: usize = sc.read();
    let odd: Vec<bool> = (0..n).map(|_| sc.read::<u64>() % 2 == 1).collect();
    let mut tree = CellTree::new(&odd, m);
    for _ in 0..queries {
        let kind: u8 = sc.read();
        let l: usize = sc.read();
        let r: usize = sc.read();
        if kind == 1 {
            let d: u64 = sc.read();
            if d % 2 == 1 {
                tree.flip(l - 1, r);
            }
        } else {
            let winner = match tree.outcome(l - 1, r) {
                Outcome::Win => 1,
                Outcome::Lose => 2,
            };
            out.put(winner).ln();
        }
    }
}

/// Runs of winning cells go up to m <= 5: six states.
const RUNS: u32 = 6;

/// A map on runs: bits `4 s .. 4 s + 4` hold the image of run `s`. Runs above m (which never
/// occur) are fixed points, so every map has the same six fields whatever m is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Map(u32);

impl Map {
    fn from_fn(image: impl Fn(u32) -> u32) -> Map {
        Map((0..RUNS).fold(0, |map, run| map | image(run) << (4 * run)))
    }

    fn apply(self, run: u32) -> u32 {
        (self.0 >> (4 * run)) & 0xf
    }

    /// `first`, then `self`: the map of a segment whose right part maps by `first`.
    fn after(self, first: Map) -> Map {
        Map::from_fn(|run| self.apply(first.apply(run)))
    }
}

/// The map of one cell: the run after it becomes the run after its left neighbour.
fn cell_map(odd: bool, m: u32) -> Map {
    Map::from_fn(|run| {
        if run > m {
            run
        } else if odd && run == m {
            0
        } else {
            (run + 1).min(m)
        }
    })
}

/// Cells per leaf of the tree: a leaf is a block of 8 cells, whose map is looked up by the
/// block's parity pattern (256 patterns) instead of being composed.
const BLOCK: usize = 8;

/// The map of a block with parity pattern `pattern` (bit t: cell t is odd): its cells' maps
/// applied from the last cell to the first.
fn block_map(cell: &[Map; 2], pattern: usize) -> Map {
    let identity = Map::from_fn(|run| run);
    (0..BLOCK).fold(identity, |map, t| map.after(cell[(pattern >> t) & 1]))
}

/// A node of the tree: its segment's maps for the current parities (`maps[0]`) and for all
/// of them flipped (`maps[1]`), with every flip at or below the node applied; and whether the
/// whole segment holds a flip not yet passed to the children.
#[derive(Clone, Copy)]
struct Node {
    maps: [Map; 2],
    flipped_below: bool,
}

/// Segment tree over blocks of cells. A node's `flipped_below` makes `pull` swap the
/// composed maps back, and queries carry the ancestors' flips down: nothing is ever pushed.
struct CellTree {
    /// Leaves (blocks): a power of two; blocks past the array are never read.
    leaves: usize,
    /// The map of one cell, even (`[0]`) or odd (`[1]`).
    cell: [Map; 2],
    /// The map of a block by its parity pattern (bit t: cell t of the block is odd).
    block: Vec<Map>,
    /// Per block, its parity pattern with the flips applied at the leaf.
    pattern: Vec<u8>,
    nodes: Vec<Node>,
    /// The run after the last cell of a game: m, as cells past r are wins.
    all_win: u32,
}

impl CellTree {
    fn new(odd: &[bool], m: u32) -> Self {
        let cell = [cell_map(false, m), cell_map(true, m)];
        let leaves = odd.len().div_ceil(BLOCK).next_power_of_two();
        let mut pattern = vec![0u8; leaves];
        for (i, &is_odd) in odd.iter().enumerate() {
            pattern[i / BLOCK] |= (is_odd as u8) << (i % BLOCK);
        }
        let mut tree = CellTree {
            leaves,
            block: (0..256).map(|pattern| block_map(&cell, pattern)).collect(),
            cell,
            pattern,
            nodes: vec![
                Node {
                    maps: [Map(0); 2],
                    flipped_below: false,
                };
                2 * leaves
            ],
            all_win: m,
        };
        for leaf in 0..leaves {
            tree.set_leaf(leaf);
        }
        for node in (1..leaves).rev() {
            tree.pull(node);
        }
        tree
    }

    /// Sets a leaf's maps from its block's pattern.
    fn set_leaf(&mut self, leaf: usize) {
        let pattern = self.pattern[leaf] as usize;
        self.nodes[self.leaves + leaf].maps = [self.block[pattern], self.block[pattern ^ 0xff]];
    }

    /// Recomputes `node` from its children (the right child's map first, then the left's),
    /// then applies the node's own pending flip.
    fn pull(&mut self, node: usize) {
        let (left, right) = (self.nodes[2 * node].maps, self.nodes[2 * node + 1].maps);
        let mut composed = [left[0].after(right[0]), left[1].after(right[1])];
        let node = &mut self.nodes[node];
        if node.flipped_below {
            composed.swap(0, 1);
        }
        node.maps = composed;
    }

    /// Flips the parity of every cell in `lo..hi` (non-empty): the cells of the two end
    /// blocks one by one, the blocks between them by the usual bottom-up cover, then every
    /// ancestor of the two end blocks (which includes every ancestor of the cover) is pulled.
    fn flip(&mut self, lo: usize, hi: usize) {
        let (first, last) = (lo / BLOCK, (hi - 1) / BLOCK);
        let block_end = |block: usize| ((block + 1) * BLOCK).min(hi);
        self.flip_block(first, cells_mask(first * BLOCK, lo, block_end(first)));
        if last != first {
            self.flip_block(last, cells_mask(last * BLOCK, last * BLOCK, hi));
        }
        let (mut l, mut r) = (self.leaves + first + 1, self.leaves + last);
        while l < r {
            if l & 1 == 1 {
                self.flip_node(l);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.flip_node(r);
            }
            l /= 2;
            r /= 2;
        }
        let (mut a, mut b) = (self.leaves + first, self.leaves + last);
        while a > 1 {
            a /= 2;
            b /= 2;
            self.pull(a);
            if b != a {
                self.pull(b);
            }
        }
    }

    /// Flips the cells of `block` in `mask`.
    fn flip_block(&mut self, block: usize, mask: u8) {
        self.pattern[block] ^= mask;
        self.set_leaf(block);
    }

    /// Flips every cell under `node`: a leaf's pattern, or an inner node's maps and flag.
    fn flip_node(&mut self, node: usize) {
        if node >= self.leaves {
            self.flip_block(node - self.leaves, 0xff);
        } else {
            let node = &mut self.nodes[node];
            node.maps.swap(0, 1);
            node.flipped_below = !node.flipped_below;
        }
    }

    /// Who wins the game on cells `lo..hi` (non-empty), the player to move first.
    fn outcome(&self, lo: usize, hi: usize) -> Outcome {
        let root_end = self.leaves * BLOCK;
        let run = self.pass_run(1, 0, root_end, (lo, hi), false, self.all_win);
        if run > 0 {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    /// Passes `run` through the cells of `range` inside this node, right to left;
    /// `flipped` is whether the ancestors hold an odd number of pending flips.
    fn pass_run(
        &self,
        node: usize,
        start: usize,
        end: usize,
        range: (usize, usize),
        flipped: bool,
        run: u32,
    ) -> u32 {
        let (lo, hi) = range;
        if hi <= start || end <= lo {
            return run;
        }
        if lo <= start && end <= hi {
            return self.nodes[node].maps[flipped as usize].apply(run);
        }
        if node >= self.leaves {
            let pattern = self.pattern[node - self.leaves];
            let cells = lo.max(start) - start..hi.min(end) - start;
            return cells.rev().fold(run, |run, t| {
                let odd = ((pattern >> t) & 1 == 1) ^ flipped;
                self.cell[odd as usize].apply(run)
            });
        }
        let flipped = flipped ^ self.nodes[node].flipped_below;
        let mid = (start + end) / 2;
        let run = self.pass_run(2 * node + 1, mid, end, range, flipped, run);
        self.pass_run(2 * node, start, mid, range, flipped, run)
    }
}

/// Bits `from - start .. to - start` of a block starting at cell `start`.
fn cells_mask(start: usize, from: usize, to: usize) -> u8 {
    let (low, high) = (from - start, to - start);
    (((1u32 << high) - 1) & !((1u32 << low) - 1)) as u8
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

    /// Whether the player to move wins with the chip on `chip` and counts `b`, straight from
    /// the rules: move the chip to some y in [chip, chip + m] with b_y > 0 and decrease b_y.
    /// `games::implicit_outcomes` decides every (chip, counts) position reached (the shared,
    /// tested search); `memo` keeps its answers across calls, keyed by m too.
    fn mover_wins(
        chip: usize,
        b: &[u64],
        m: usize,
        memo: &mut HashMap<(usize, usize, Vec<u64>), (games::Outcome, u32)>,
    ) -> bool {
        let key = (m, chip, b.to_vec());
        if !memo.contains_key(&key) {
            let moves = |&(m, chip, ref b): &(usize, usize, Vec<u64>)| {
                let mut next = Vec::new();
                for y in chip..b.len().min(chip + m + 1) {
                    if b[y] > 0 {
                        let mut after = b.clone();
                        after[y] -= 1;
                        next.push((m, y, after));
                    }
                }
                next
            };
            let solved = games::implicit_outcomes([key.clone()], moves);
            memo.extend(solved);
        }
        memo[&key].0 == games::Outcome::Win
    }

    /// The first player's result on `b`: b_1 is decreased, then the first player moves.
    fn first_player_wins(
        b: &[u64],
        m: usize,
        memo: &mut HashMap<(usize, usize, Vec<u64>), (games::Outcome, u32)>,
    ) -> bool {
        let mut start = b.to_vec();
        start[0] -= 1;
        mover_wins(0, &start, m, memo)
    }

    #[test]
    fn matches_brute_force_play_on_tiny_arrays() {
        let mut memo = HashMap::new();
        testkit::cross_check("cf1076g-array-game", 400, 0x1076, solve, |rng: &mut Rng| {
            let n = rng.range_usize(1, 5);
            let m = rng.range_usize(1, 5);
            let mut a: Vec<u64> = (0..n).map(|_| rng.range_u64(1, 4)).collect();
            let words: Vec<String> = a.iter().map(u64::to_string).collect();
            let queries = rng.range_usize(1, 6);
            let mut input = format!("{n} {m} {queries}\n{}\n", words.join(" "));
            let mut expected = String::new();
            for q in 0..queries {
                let mut l = rng.range_usize(1, n);
                let mut r = rng.range_usize(1, n);
                if l > r {
                    std::mem::swap(&mut l, &mut r);
                }
                // Additions keep every value at most 6 so the search stays small.
                let room = 6 - a[l - 1..r].iter().max().unwrap();
                if q + 1 < queries && room > 0 && rng.chance(1, 2) {
                    let d = rng.range_u64(1, room.min(2));
                    a[l - 1..r].iter_mut().for_each(|v| *v += d);
                    input += &format!("1 {l} {r} {d}\n");
                } else {
                    input += &format!("2 {l} {r}\n");
                    let wins = first_player_wins(&a[l - 1..r], m, &mut memo);
                    expected += if wins { "1\n" } else { "2\n" };
                }
            }
            (input, expected)
        });
    }

    /// F of each cell by the recurrence, scanned right to left (no tree): checks the segment
    /// tree's composition and lazy flips on long arrays; the recurrence itself is checked by
    /// `matches_brute_force_play_on_tiny_arrays`.
    fn first_player_wins_by_scan(odd: &[bool], m: usize) -> bool {
        let mut wins = vec![true; odd.len() + m];
        for i in (0..odd.len()).rev() {
            wins[i] = !odd[i] || wins[i + 1..=i + m].contains(&false);
        }
        wins[0]
    }

    #[test]
    fn segment_tree_matches_a_plain_scan_on_long_arrays() {
        testkit::cross_check("cf1076g-scan", 150, 0xc0de, solve, |rng: &mut Rng| {
            let longest = *rng.pick(&[20, 70, 300]);
            let n = rng.range_usize(1, longest);
            let m = rng.range_usize(1, 5);
            let queries = rng.range_usize(1, 60);
            let mut a: Vec<u64> = (0..n)
                .map(|_| rng.range_u64(1, 1_000_000_000_000))
                .collect();
            let words: Vec<String> = a.iter().map(u64::to_string).collect();
            let mut input = format!("{n} {m} {queries}\n{}\n", words.join(" "));
            let mut expected = String::new();
            for _ in 0..queries {
                let mut l = rng.range_usize(1, n);
                let mut r = rng.range_usize(1, n);
                if l > r {
                    std::mem::swap(&mut l, &mut r);
                }
                if rng.chance(1, 2) {
                    let d = rng.range_u64(1, 1_000_000_000_000);
                    a[l - 1..r].iter_mut().for_each(|v| *v += d);
                    input += &format!("1 {l} {r} {d}\n");
                } else {
                    input += &format!("2 {l} {r}\n");
                    let odd: Vec<bool> = a[l - 1..r].iter().map(|v| v % 2 == 1).collect();
                    let wins = first_player_wins_by_scan(&odd, m);
                    expected += if wins { "1\n" } else { "2\n" };
                }
            }
            (input, expected)
        });
    }
}
