//! Worst case for abc342f-black-jack: N = L = D = 200000 makes both arrays their longest
//! (N + D cells); there are only three numbers, so nothing is random.

fn main() {
    println!("200000 200000 200000");
}
