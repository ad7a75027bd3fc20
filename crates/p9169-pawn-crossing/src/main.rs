//! p9169-pawn-crossing: [省选联考 2023] 过河卒 Pawn Crossing (Luogu P9169)
//!
//! Idea: retrograde BFS over (black cell, unordered red pair, side to move), predecessors generated
//! on the fly: the winner takes 1 + min, the loser 1 + max (queue order); never decided is a Tie.
//!
//! Complexity: O(K^3) per board, K ≤ 100 free cells (~10^7 steps); 1.3 MB of counts, 4 MB queue.
//!
//! Two red pieces and one black piece on a grid with obstacles; Red (first) moves one red piece
//! a step in any direction, Black moves its piece up, left or right; Black wins on reaching row
//! 1, whoever lands on the opponent's piece wins, a player without a move loses; the winner
//! hurries, the loser delays, endless play is a tie. A position is (black cell, the two red
//! cells as an unordered pair, side to move): at most 100 · C(100, 2) · 2 ≈ 10^6 positions,
//! numbered arithmetically. Retrograde analysis: positions that end the game are decided at 0
//! moves; a FIFO queue then decides a position as won at 1 + its first lost successor (the
//! fewest moves) and as lost when its last open move turns out won (the most moves), because
//! positions leave the queue in order of distance. Predecessors are generated on the fly (step
//! a red piece back, or step the black piece back down or sideways), so no edge is stored; each
//! position keeps only a one-byte count of its open moves, and distances are the queue's layers.
//! Positions the game can never reach (the black piece outside the cells it can walk to without
//! stepping down, a red piece outside the red pieces' regions) are left out.

use fastio::{Scanner, Writer};
use games::Outcome;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let _test_point: u32 = sc.read();
    let boards: usize = sc.read();
    let mut arena = Arena::default();
    for _ in 0..boards {
        let rows: usize = sc.read();
        let _cols: usize = sc.read();
        let grid: Vec<Vec<u8>> = (0..rows).map(|_| sc.token().to_vec()).collect();
        let board = Board::new(&grid);
        match arena.red_to_move_outcome(&board) {
            (Outcome::Win, moves) => out.put("Red ").put(moves).ln(),
            (Outcome::Lose, moves) => out.put("Black ").put(moves).ln(),
            (Outcome::Draw, _) => out.put("Tie").ln(),
        };
    }
}

/// The free cells of a board (numbered 0..K in reading order) and who stands where.
struct Board {
    /// Row of each free cell (0 = top row).
    row: Vec<usize>,
    /// Free cells one step up, down, left, right (`NONE` when blocked).
    step: Vec<[u8; 4]>,
    black: usize,
    red: [usize; 2],
}

const NONE: u8 = u8::MAX;
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;
/// A black move up / left / right is undone by a step down / right / left.
const BLACK_UNDO: [usize; 3] = [DOWN, RIGHT, LEFT];

impl Board {
    fn new(grid: &[Vec<u8>]) -> Board {
        let (rows, cols) = (grid.len(), grid[0].len());
        let mut id = vec![vec![NONE; cols]; rows];
        let mut row = Vec::new();
        let (mut black, mut red) = (0, Vec::new());
        for r in 0..rows {
            for c in 0..cols {
                if grid[r][c] == b'#' {
                    continue;
                }
                id[r][c] = row.len() as u8;
                match grid[r][c] {
                    b'X' => black = row.len(),
                    b'O' => red.push(row.len()),
                    _ => {}
                }
                row.push(r);
            }
        }
        let mut step = Vec::with_capacity(row.len());
        for r in 0..rows {
            for c in 0..cols {
                if id[r][c] == NONE {
                    continue;
                }
                let at = |r: usize, c: usize| id.get(r).and_then(|line| line.get(c)).copied();
                step.push([
                    r.checked_sub(1).and_then(|r| at(r, c)).unwrap_or(NONE),
                    at(r + 1, c).unwrap_or(NONE),
                    c.checked_sub(1).and_then(|c| at(r, c)).unwrap_or(NONE),
                    at(r, c + 1).unwrap_or(NONE),
                ]);
            }
        }
        Board {
            row,
            step,
            black,
            red: [red[0], red[1]],
        }
    }

    fn cells(&self) -> usize {
        self.row.len()
    }

    /// The cells a piece starting on `from` can ever reach with steps in `directions`,
    /// ignoring the other pieces.
    fn area(&self, from: &[usize], directions: &[usize]) -> Vec<bool> {
        let mut seen = vec![false; self.cells()];
        let mut stack = from.to_vec();
        while let Some(cell) = stack.pop() {
            if !seen[cell] {
                seen[cell] = true;
                let next = directions.iter().map(|&d| self.step[cell][d]);
                stack.extend(next.filter(|&c| c != NONE).map(usize::from));
            }
        }
        seen
    }
}

/// Index of the unordered pair {a, b} of distinct cells.
fn pair_index(a: usize, b: usize) -> usize {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    high * (high - 1) / 2 + low
}

/// Labels in `open`: a position not yet decided holds its number of undecided moves;
/// positions the game cannot reach from the start are left out.
const UNREACHABLE: u8 = 253;
const WON: u8 = 254;
const LOST: u8 = 255;
const RED: usize = 0;
const BLACK: usize = 1;

/// Position index: pair · 256 + black · 2 + side (black < 128, so shifts decode it).
fn position(pair: usize, black: usize, side: usize) -> usize {
    pair << 8 | black << 1 | side
}

/// Buffers reused from board to board.
#[derive(Default)]
struct Arena {
    open: Vec<u8>,
    queue: Vec<u32>,
    pairs: Vec<[u8; 2]>,
    /// The pairs one red move away from each pair (red moves can be undone, so these are
    /// also the pairs one red move before it): `red_steps[8 · pair..][..red_step_count[pair]]`.
    red_steps: Vec<u16>,
    red_step_count: Vec<u8>,
}

impl Arena {
    /// Result for Red moving first from the board's start, and the number of moves.
    fn red_to_move_outcome(&mut self, board: &Board) -> (Outcome, u32) {
        let k = board.cells();
        self.pairs.clear();
        for high in 1..k {
            for low in 0..high {
                self.pairs.push([low as u8, high as u8]);
            }
        }
        self.red_steps.clear();
        self.red_steps.resize(self.pairs.len() * 8, 0);
        self.red_step_count.clear();
        for (pair, &[a, b]) in self.pairs.iter().enumerate() {
            let mut count = 0;
            for (moved, other) in [(a as usize, b as usize), (b as usize, a as usize)] {
                for to in board.step[moved] {
                    if to != NONE && to as usize != other {
                        self.red_steps[8 * pair + count] = pair_index(to as usize, other) as u16;
                        count += 1;
                    }
                }
            }
            self.red_step_count.push(count as u8);
        }
        self.open.clear();
        self.open.resize(self.pairs.len() << 8, 0);
        self.queue.clear();
        self.decide_game_ends(board);
        let start = position(pair_index(board.red[0], board.red[1]), board.black, RED);
        let moves = self.propagate(board, start);
        match self.open[start] {
            WON => (Outcome::Win, moves),
            LOST => (Outcome::Lose, moves),
            _ => (Outcome::Draw, 0),
        }
    }

    /// Labels the positions where the game is over (distance 0) and counts the moves of all
    /// the others; queues the decided ones. Positions with the black piece outside the cells
    /// it can reach (it never moves down) or a red piece outside the red pieces' regions are
    /// left out: their values never matter for the start.
    fn decide_game_ends(&mut self, board: &Board) {
        let k = board.cells();
        let black_area = board.area(&[board.black], &[UP, LEFT, RIGHT]);
        let red_area = board.area(&board.red, &[UP, DOWN, LEFT, RIGHT]);
        let black_moves: Vec<u8> = board
            .step
            .iter()
            .map(|s| [UP, LEFT, RIGHT].iter().filter(|&&d| s[d] != NONE).count() as u8)
            .collect();
        for (pair, &[a, b]) in self.pairs.iter().enumerate() {
            let (a, b) = (a as usize, b as usize);
            if !red_area[a] || !red_area[b] {
                for black in 0..k {
                    let base = position(pair, black, 0);
                    self.open[base..base + 2].fill(UNREACHABLE);
                }
                continue;
            }
            let red_moves = self.red_step_count[pair];
            for black in 0..k {
                let base = position(pair, black, 0);
                let (red_state, black_state) = if !black_area[black] {
                    (UNREACHABLE, UNREACHABLE)
                } else if board.row[black] == 0 {
                    (LOST, WON)
                } else if black == a || black == b {
                    (LOST, LOST)
                } else {
                    let no_move = |count: u8| if count == 0 { LOST } else { count };
                    (no_move(red_moves), no_move(black_moves[black]))
                };
                self.open[base + RED] = red_state;
                self.open[base + BLACK] = black_state;
                for side in [RED, BLACK] {
                    if self.open[base + side] > UNREACHABLE {
                        self.queue.push((base + side) as u32);
                    }
                }
            }
        }
    }

    /// Retrograde BFS from the queued positions until `start` is decided or nothing is left;
    /// returns the distance of `start` (meaningless when it stays undecided). The queue holds
    /// the positions in order of distance: layer by layer.
    fn propagate(&mut self, board: &Board, start: usize) -> u32 {
        let mut head = 0;
        let mut layer_end = self.queue.len();
        let mut next_distance = 1;
        while head < self.queue.len() && self.open[start] < WON {
            if head == layer_end {
                layer_end = self.queue.len();
                next_distance += 1;
            }
            let x = self.queue[head] as usize;
            head += 1;
            let (pair, black, side) = (x >> 8, x >> 1 & 127, x & 1);
            let x_lost = self.open[x] == LOST;
            if side == BLACK {
                // Red just moved: one of its pieces came from a neighbouring cell.
                for i in 8 * pair..8 * pair + self.red_step_count[pair] as usize {
                    let y = position(self.red_steps[i] as usize, black, RED);
                    self.settle(y, x_lost);
                }
            } else {
                // Black just moved up, left or right: it came from below, the right or the left.
                for d in BLACK_UNDO {
                    let from = board.step[black][d];
                    if from != NONE {
                        self.settle(position(pair, from as usize, BLACK), x_lost);
                    }
                }
            }
        }
        if head == 0 {
            0
        } else {
            next_distance
        }
    }

    /// Position `y` has a move into a position just decided (`lost` for the player moving
    /// there, or won).
    fn settle(&mut self, y: usize, lost: bool) {
        let open = self.open[y];
        if open >= UNREACHABLE {
            return;
        }
        self.open[y] = if lost {
            WON
        } else if open == 1 {
            LOST
        } else {
            open - 1
        };
        if self.open[y] >= WON {
            self.queue.push(y as u32);
        }
    }
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

    type Cell = (usize, usize);

    /// A position straight from the statement: the two red pieces in order, whose turn it is.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    struct Position {
        black: Cell,
        red: [Cell; 2],
        red_to_move: bool,
    }

    fn free(grid: &[Vec<u8>], (r, c): Cell) -> bool {
        grid.get(r)
            .and_then(|line| line.get(c))
            .is_some_and(|&x| x != b'#')
    }

    fn steps((r, c): Cell, black: bool) -> Vec<Cell> {
        // wrapping_sub turns "off the board" into a huge index that `free` rejects.
        let mut next = vec![(r.wrapping_sub(1), c), (r, c.wrapping_sub(1)), (r, c + 1)];
        if !black {
            next.push((r + 1, c));
        }
        next
    }

    /// Whether the game is over before the player to move moves, and if so whether that
    /// player has won (rules 1 and 2 of the statement; rule 3 is "no moves").
    fn game_over(p: &Position) -> Option<bool> {
        if p.black.0 == 0 {
            Some(!p.red_to_move)
        } else if p.red.contains(&p.black) {
            Some(false)
        } else {
            None
        }
    }

    fn moves(grid: &[Vec<u8>], p: &Position) -> Vec<Position> {
        let mut next = Vec::new();
        if p.red_to_move {
            for i in 0..2 {
                for to in steps(p.red[i], false) {
                    if free(grid, to) && to != p.red[1 - i] {
                        let mut red = p.red;
                        red[i] = to;
                        next.push(Position {
                            red,
                            red_to_move: false,
                            ..*p
                        });
                    }
                }
            }
        } else {
            for to in steps(p.black, true) {
                if free(grid, to) {
                    next.push(Position {
                        black: to,
                        red_to_move: true,
                        ..*p
                    });
                }
            }
        }
        next
    }

    /// Plain fixed point from the rules: `won[i] = Some(k)` when the player to move can force
    /// a win within k moves and not fewer, `lost[i] = Some(k)` when they lose within k moves
    /// whatever they do and not fewer.
    fn brute_force(grid: &[Vec<u8>]) -> String {
        let cells: Vec<Cell> = (0..grid.len())
            .flat_map(|r| (0..grid[r].len()).map(move |c| (r, c)))
            .filter(|&cell| free(grid, cell))
            .collect();
        let mut all = Vec::new();
        for &black in &cells {
            for &r0 in &cells {
                for &r1 in &cells {
                    if r0 != r1 {
                        for red_to_move in [true, false] {
                            all.push(Position {
                                black,
                                red: [r0, r1],
                                red_to_move,
                            });
                        }
                    }
                }
            }
        }
        let index: HashMap<Position, usize> =
            all.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        let next: Vec<Vec<usize>> = all
            .iter()
            .map(|p| moves(grid, p).iter().map(|q| index[q]).collect())
            .collect();
        let mut won: Vec<Option<usize>> = vec![None; all.len()];
        let mut lost: Vec<Option<usize>> = vec![None; all.len()];
        for (i, p) in all.iter().enumerate() {
            match game_over(p) {
                Some(true) => won[i] = Some(0),
                Some(false) => lost[i] = Some(0),
                None if next[i].is_empty() => lost[i] = Some(0),
                None => {}
            }
        }
        for k in 1.. {
            let (before_won, before_lost) = (won.clone(), lost.clone());
            for i in 0..all.len() {
                if before_won[i].is_some()
                    || before_lost[i].is_some()
                    || game_over(&all[i]).is_some()
                {
                    continue;
                }
                if next[i].iter().any(|&j| before_lost[j].is_some()) {
                    won[i] = Some(k);
                } else if next[i].iter().all(|&j| before_won[j].is_some()) {
                    lost[i] = Some(k);
                }
            }
            if won == before_won && lost == before_lost {
                break;
            }
        }
        let find = |what: u8| -> Vec<Cell> {
            cells
                .iter()
                .copied()
                .filter(|&(r, c)| grid[r][c] == what)
                .collect()
        };
        let start = Position {
            black: find(b'X')[0],
            red: [find(b'O')[0], find(b'O')[1]],
            red_to_move: true,
        };
        let s = index[&start];
        match (won[s], lost[s]) {
            (Some(k), _) => format!("Red {k}\n"),
            (_, Some(k)) => format!("Black {k}\n"),
            _ => "Tie\n".to_string(),
        }
    }

    fn random_board(rng: &mut Rng) -> Vec<Vec<u8>> {
        loop {
            let rows = rng.range_usize(2, 4);
            let cols = rng.range_usize(1, 9 / rows);
            let mut grid: Vec<Vec<u8>> = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| if rng.chance(1, 5) { b'#' } else { b'.' })
                        .collect()
                })
                .collect();
            let mut spots: Vec<Cell> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| (r, c)))
                .filter(|&(r, c)| grid[r][c] == b'.')
                .collect();
            rng.shuffle(&mut spots);
            let Some(black) = spots.iter().position(|&(r, _)| r > 0) else {
                continue;
            };
            let black = spots.remove(black);
            if spots.len() < 2 {
                continue;
            }
            grid[black.0][black.1] = b'X';
            grid[spots[0].0][spots[0].1] = b'O';
            grid[spots[1].0][spots[1].1] = b'O';
            return grid;
        }
    }

    #[test]
    fn matches_fixed_point_on_tiny_boards() {
        testkit::cross_check(
            "p9169-pawn-crossing",
            400,
            0x9169,
            solve,
            |rng: &mut Rng| {
                let boards: Vec<Vec<Vec<u8>>> = (0..rng.range_usize(1, 3))
                    .map(|_| random_board(rng))
                    .collect();
                let mut input = format!("0 {}\n", boards.len());
                let mut expected = String::new();
                for grid in &boards {
                    input += &format!("{} {}\n", grid.len(), grid[0].len());
                    for line in grid {
                        input += &format!("{}\n", String::from_utf8_lossy(line));
                    }
                    expected += &brute_force(grid);
                }
                (input, expected)
            },
        );
    }
}
