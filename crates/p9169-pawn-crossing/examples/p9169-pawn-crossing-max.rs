//! Prints a maximum-size input: T = 10 boards of 10 x 10, each a tie on which both the black
//! piece and the red pieces can roam almost the whole board, so the analysis cannot stop early
//! and decides nearly every position (about 9·10^5 per board). The black piece starts in a
//! three-cell corridor of the bottom row whose exits up are guarded by the free red piece; the
//! other red piece is boxed into the bottom-left corner (the tie of sample 4, scaled up). The
//! free red piece starts on one of ten cells found to give a tie (fixed list, no randomness).
//! Usage: cargo run --release -p p9169-pawn-crossing --example p9169-pawn-crossing-max > big.in

const BOARD: [&str; 10] = [
    "..........",
    "..........",
    "..........",
    "..........",
    "..........",
    "..........",
    "..........",
    "..........",
    "#..#.#....",
    "O#...#....",
];

/// (row, column) of the free red piece and column of the black piece on the bottom row.
const STARTS: [(usize, usize, usize); 10] = [
    (1, 5, 4),
    (1, 3, 4),
    (0, 9, 3),
    (4, 2, 4),
    (4, 2, 2),
    (3, 2, 3),
    (0, 8, 2),
    (2, 2, 2),
    (5, 3, 2),
    (6, 2, 4),
];

fn main() {
    let mut text = format!("0 {}\n", STARTS.len());
    for &(red_row, red_col, black_col) in &STARTS {
        text += "10 10\n";
        for (r, line) in BOARD.iter().enumerate() {
            let mut line = line.as_bytes().to_vec();
            if r == red_row {
                line[red_col] = b'O';
            }
            if r == 9 {
                line[black_col] = b'X';
            }
            text += &format!("{}\n", String::from_utf8_lossy(&line));
        }
    }
    print!("{text}");
}
