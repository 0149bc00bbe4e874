//! Minimum-cost perfect matching of up to nine rows to as many columns (the Hungarian method,
//! shortest augmenting paths), with the dual potentials that price every pairing.

/// A pairing that is not allowed.
pub(crate) const FORBIDDEN: i32 = i32::MAX;

/// An optimal assignment and its duals: `cost[i][j] - row_dual[i] - col_dual[j] >= 0` for every
/// allowed pair, with equality on the chosen pairs, and `total` = the sum of all duals.
#[derive(Clone, Copy, Default)]
pub(crate) struct Assignment {
    /// `col_of[i]`: the column matched to row `i`.
    pub(crate) col_of: [u8; 9],
    /// Row potentials.
    pub(crate) row_dual: [i32; 9],
    /// Column potentials.
    pub(crate) col_dual: [i32; 9],
    /// The minimum total cost.
    pub(crate) total: i64,
}

/// Solves the `n` x `n` problem in `cost` (`n <= 9`; entries equal to [`FORBIDDEN`] are not
/// allowed); `None` when no perfect matching of allowed pairs exists.
///
/// `warm` holds starting column potentials (any values are correct; the duals of a similar
/// problem make most rows find a free column at once).
pub(crate) fn solve(n: usize, cost: &[[i32; 9]; 9], warm: &[i32; 9]) -> Option<Assignment> {
    // 1-based as in the classic formulation: index 0 is the virtual start of each search.
    let mut u = [0i32; 10];
    let mut v = [0i32; 10];
    v[1..=n].copy_from_slice(&warm[..n]);
    let mut row_at = [0usize; 10]; // row matched to column j
    let mut way = [0usize; 10];
    for i in 1..=n {
        row_at[0] = i;
        let mut j0 = 0;
        let mut minv = [FORBIDDEN; 10];
        let mut used = [false; 10];
        loop {
            used[j0] = true;
            let i0 = row_at[j0];
            let mut delta = FORBIDDEN;
            let mut j1 = 0;
            for j in 1..=n {
                if used[j] {
                    continue;
                }
                let c = cost[i0 - 1][j - 1];
                if c != FORBIDDEN {
                    let cur = c - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                }
                if minv[j] < delta {
                    delta = minv[j];
                    j1 = j;
                }
            }
            if delta == FORBIDDEN {
                return None;
            }
            for j in 0..=n {
                if used[j] {
                    u[row_at[j]] += delta;
                    v[j] -= delta;
                } else if minv[j] != FORBIDDEN {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if row_at[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            row_at[j0] = row_at[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let mut result = Assignment::default();
    for (j, &row) in row_at.iter().enumerate().take(n + 1).skip(1) {
        result.col_of[row - 1] = (j - 1) as u8;
    }
    result.row_dual[..n].copy_from_slice(&u[1..=n]);
    result.col_dual[..n].copy_from_slice(&v[1..=n]);
    result.total = (0..n)
        .map(|i| i64::from(cost[i][usize::from(result.col_of[i])]))
        .sum();
    Some(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every permutation's cost, for checking small cases by brute force.
    fn brute_force(n: usize, cost: &[[i32; 9]; 9]) -> Option<i64> {
        fn go(row: usize, n: usize, used: u16, cost: &[[i32; 9]; 9]) -> Option<i64> {
            if row == n {
                return Some(0);
            }
            (0..n)
                .filter(|&j| used & (1 << j) == 0 && cost[row][j] != FORBIDDEN)
                .filter_map(|j| {
                    go(row + 1, n, used | (1 << j), cost).map(|rest| rest + i64::from(cost[row][j]))
                })
                .min()
        }
        go(0, n, 0, cost)
    }

    #[test]
    fn matches_brute_force_and_duals_are_feasible() {
        let mut seed = 12345u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as i32
        };
        for round in 0..300 {
            let n = 1 + round % 7;
            let mut cost = [[0i32; 9]; 9];
            for row in cost.iter_mut().take(n) {
                for entry in row.iter_mut().take(n) {
                    *entry = if next() % 5 == 0 {
                        FORBIDDEN
                    } else {
                        next() % 2000 - 1000
                    };
                }
            }
            let expected = brute_force(n, &cost);
            let mut warm = [0i32; 9];
            if round % 2 == 1 {
                warm.iter_mut().for_each(|w| *w = next() % 3000 - 1500);
            }
            let got = solve(n, &cost, &warm);
            assert_eq!(got.map(|a| a.total), expected, "round {round}");
            if let Some(a) = got {
                let mut sum = 0;
                for (i, row) in cost.iter().enumerate().take(n) {
                    sum += i64::from(a.row_dual[i]) + i64::from(a.col_dual[i]);
                    for (&c, &col_dual) in row.iter().zip(&a.col_dual).take(n) {
                        if c != FORBIDDEN {
                            assert!(c - a.row_dual[i] - col_dual >= 0);
                        }
                    }
                    let j = usize::from(a.col_of[i]);
                    assert_eq!(row[j], a.row_dual[i] + a.col_dual[j]);
                }
                assert_eq!(sum, a.total);
            }
        }
    }
}
