//! The seed's method, for timing against the grouped solution: one fresh retrograde analysis
//! per query (sinks and the end lost), stopped once the start is labelled. Same reader, the
//! same CSR reversed graph; only the analysis strategy differs.
//! Usage: cargo run --release -p p6560-time-flow --example per_query < big.in

use fastio::{Scanner, Writer};

fn main() {
    let mut sc = Scanner::stdin();
    let mut out = Writer::stdout();
    let (n, m, q): (usize, usize, usize) = (sc.read(), sc.read(), sc.read());
    let mut out_degree = vec![0u32; n];
    let mut pred_start = vec![0u32; n + 1];
    let edges: Vec<(usize, usize)> = (0..m)
        .map(|_| (sc.read::<usize>() - 1, sc.read::<usize>() - 1))
        .collect();
    for &(a, b) in &edges {
        out_degree[a] += 1;
        pred_start[b + 1] += 1;
    }
    for v in 0..n {
        pred_start[v + 1] += pred_start[v];
    }
    let mut fill = pred_start.clone();
    let mut preds = vec![0u32; m];
    for &(a, b) in &edges {
        preds[fill[b] as usize] = a as u32;
        fill[b] += 1;
    }
    let mut open = vec![0u32; n];
    let mut label = vec![0i8; n];
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for _ in 0..q {
        let (s, e) = (sc.read::<usize>() - 1, sc.read::<usize>() - 1);
        open.copy_from_slice(&out_degree);
        queue.clear();
        for v in 0..n {
            label[v] = 0;
            if out_degree[v] == 0 || v == e {
                label[v] = -1;
                queue.push(v as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() && label[s] == 0 {
            let x = queue[head] as usize;
            head += 1;
            for &y in &preds[pred_start[x] as usize..pred_start[x + 1] as usize] {
                let y = y as usize;
                if label[y] != 0 {
                    continue;
                }
                open[y] -= 1;
                if label[x] == -1 {
                    label[y] = 1;
                    queue.push(y as u32);
                } else if open[y] == 0 {
                    label[y] = -1;
                    queue.push(y as u32);
                }
            }
        }
        out.put(label[s] as i32).ln();
    }
}
