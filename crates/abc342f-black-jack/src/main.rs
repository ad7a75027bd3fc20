//! abc342f-black-jack: Black Jack (AtCoder ABC342 F)
//!
//! Idea: the dealer ignores you, so their total has one fixed distribution (difference array); then
//! f(x) = max(win by stopping at x, mean of f(x+1..=x+D)), from N down with a window sum.
//!
//! Complexity: O(N + D) time and memory.
//!
//! You roll a fair D-sided die as often as you like, summing to x; then the dealer rolls while
//! y < L. You win when x <= N and (y > N or x > y); maximise the win probability.
//! The dealer ignores you, so their final y has a fixed distribution P, found by pushing the
//! mass of each y < L evenly onto y+1..=y+D (range additions: a difference array). Stopping at
//! x <= N then wins with probability P(y > N) + P(y < x). Rolling from x averages the best
//! values of x+1..=x+D, so f(x) = max(stop(x), (f(x+1) + ... + f(x+D)) / D), with f = 0 past N,
//! filled from x = N down to 0 with a sliding window sum.

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let dealer_stops_at: usize = sc.read();
    let die: usize = sc.read();
    let dealer = dealer_distribution(dealer_stops_at, die);
    out.put_f64(best_win_probability(n, die, &dealer), 15).ln();
}

/// `p[y]`: the probability that the dealer, rolling a `die`-sided die while below `stop_at`,
/// ends with total `y` (indices up to `stop_at + die - 1`).
fn dealer_distribution(stop_at: usize, die: usize) -> Vec<f64> {
    let size = stop_at + die;
    let share = 1.0 / die as f64;
    // Pending range additions: mass[y] = prefix sum of `delta` up to y.
    let mut delta = vec![0.0f64; size + 1];
    let mut final_mass = vec![0.0f64; size];
    let mut mass = 0.0;
    for y in 0..size {
        mass += delta[y];
        let here = if y == 0 { 1.0 } else { mass };
        if y < stop_at {
            delta[y + 1] += here * share;
            delta[y + die + 1] -= here * share;
        } else {
            final_mass[y] = here;
        }
    }
    final_mass
}

/// The best win probability from x = 0, given the dealer's final distribution.
fn best_win_probability(n: usize, die: usize, dealer: &[f64]) -> f64 {
    let dealer_busts: f64 = dealer.iter().skip(n + 1).sum();
    // dealer_below[x] = P(y < x) for x <= n.
    let mut dealer_below = vec![0.0f64; n + 1];
    for x in 1..=n {
        dealer_below[x] = dealer_below[x - 1] + dealer.get(x - 1).copied().unwrap_or(0.0);
    }
    // best[x] for x in 0..=n + die; zero past n (you have already lost).
    let mut best = vec![0.0f64; n + die + 1];
    let mut next_window = 0.0; // best[x+1] + ... + best[x+die]
    for x in (0..=n).rev() {
        let stop = dealer_busts + dealer_below[x];
        let roll = next_window / die as f64;
        best[x] = stop.max(roll);
        next_window += best[x] - best[x + die];
    }
    best[0]
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

    /// An exact non-negative fraction, always reduced.
    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Fraction {
        num: u128,
        den: u128,
    }

    fn gcd(a: u128, b: u128) -> u128 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    impl Fraction {
        fn new(num: u128, den: u128) -> Fraction {
            let g = gcd(num, den).max(1);
            Fraction {
                num: num / g,
                den: den / g,
            }
        }
        fn zero() -> Fraction {
            Fraction::new(0, 1)
        }
        fn add(self, other: Fraction) -> Fraction {
            Fraction::new(
                self.num * other.den + other.num * self.den,
                self.den * other.den,
            )
        }
        fn scale_down(self, by: u128) -> Fraction {
            Fraction::new(self.num, self.den * by)
        }
        fn less_than(self, other: Fraction) -> bool {
            self.num * other.den < other.num * self.den
        }
        fn to_f64(self) -> f64 {
            self.num as f64 / self.den as f64
        }
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// The dealer's final total, exactly: from y < L roll each face with probability 1/D.
    fn dealer_exact(
        y: usize,
        stop_at: usize,
        die: usize,
        finals: &mut Vec<(usize, Fraction)>,
        chance: Fraction,
    ) {
        if y >= stop_at {
            finals.push((y, chance));
            return;
        }
        for face in 1..=die {
            dealer_exact(
                y + face,
                stop_at,
                die,
                finals,
                chance.scale_down(die as u128),
            );
        }
    }

    /// Win probability from total `x` when you stop exactly at the totals in `policy`.
    fn win_chance(
        x: usize,
        n: usize,
        die: usize,
        policy: u32,
        dealer: &[(usize, Fraction)],
    ) -> Fraction {
        if x > n {
            return Fraction::zero();
        }
        if policy >> x & 1 == 1 {
            return dealer
                .iter()
                .filter(|&&(y, _)| y > n || x > y)
                .fold(Fraction::zero(), |acc, &(_, p)| acc.add(p));
        }
        (1..=die)
            .map(|face| win_chance(x + face, n, die, policy, dealer).scale_down(die as u128))
            .fold(Fraction::zero(), Fraction::add)
    }

    /// The best win probability over every stopping policy (a set of totals at which you stop).
    fn best_policy_exact(n: usize, stop_at: usize, die: usize) -> Fraction {
        let mut dealer = Vec::new();
        dealer_exact(0, stop_at, die, &mut dealer, Fraction::new(1, 1));
        let mut best = Fraction::zero();
        for policy in 0..1u32 << (n + 1) {
            let chance = win_chance(0, n, die, policy, &dealer);
            if best.less_than(chance) {
                best = chance;
            }
        }
        best
    }

    #[test]
    fn matches_exact_search_over_all_stopping_policies() {
        // Tighter than the judge's 1e-6: the exact answer is known, so only rounding may differ.
        let tolerance = testkit::Tolerance {
            absolute: Some(1e-9),
            relative: None,
        };
        testkit::cross_check_within(
            "abc342f-black-jack",
            300,
            0x342,
            solve,
            &tolerance,
            |rng: &mut Rng| {
                let n = rng.range_usize(1, 8);
                let (stop_at, die) = (rng.range_usize(1, n), rng.range_usize(1, n));
                let exact = best_policy_exact(n, stop_at, die);
                (
                    format!("{n} {stop_at} {die}\n"),
                    format!("{:.15}\n", exact.to_f64()),
                )
            },
        );
    }
}
