//! The logical solver on the SE-rated set: time per puzzle (mean, mean at 8.0 and up, worst),
//! coverage, and agreement with Sudoku Explainer's ratings (level, within 0.2, Spearman's rank
//! correlation).
//!
//! `cargo bench --bench logic` measures ../shared/data/rated/se_rated_dev.txt on one thread.
//! `cargo bench --bench logic -- --proofs` also replays every step of every puzzle of the five
//! classic sets and the rated set against the brute-force solution (minutes; at most 10 s of
//! search a puzzle).
//! `cargo bench --bench logic -- --nested` measures the puzzles that need nested forcing chains
//! instead: ../shared/data/rated/hardest_er.txt (coverage, agreement with the ER published for
//! each, time per puzzle) and puzzles6_forum_hardest_1106 (coverage, time), Easter Monster, and
//! the peak memory (tens of minutes). `--nested=K` takes every K-th puzzle only.

use std::path::Path;
use std::time::{Duration, Instant};

use sudoku_engine::logic::{self, Board, Level, Rating};
use sudoku_engine::{solve, Grid, Solution};

fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{path:?}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// Ranks with ties averaged, for Spearman's correlation.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            ranks[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    ranks
}

fn pearson(x: &[f64], y: &[f64]) -> f64 {
    let n = x.len() as f64;
    let (mx, my) = (x.iter().sum::<f64>() / n, y.iter().sum::<f64>() / n);
    let cov: f64 = x.iter().zip(y).map(|(a, b)| (a - mx) * (b - my)).sum();
    let vx: f64 = x.iter().map(|a| (a - mx) * (a - mx)).sum();
    let vy: f64 = y.iter().map(|b| (b - my) * (b - my)).sum();
    cov / (vx * vy).sqrt()
}

fn rated_set(dir: &Path) {
    let rated: Vec<(Grid, f64)> = lines(&dir.join("rated/se_rated_dev.txt"))
        .iter()
        .map(|l| {
            let (p, r) = l.split_once(' ').unwrap();
            (Grid::parse(p).unwrap(), r.parse().unwrap())
        })
        .collect();
    // Warm up, then time each puzzle (best of two).
    rated
        .iter()
        .take(200)
        .for_each(|(p, _)| _ = std::hint::black_box(logic::rate(p)));
    let mut times = Vec::new();
    let mut ours = Vec::new();
    for (puzzle, _) in &rated {
        let mut best = Duration::MAX;
        let mut summary = None;
        for _ in 0..2 {
            let t = Instant::now();
            summary = Some(logic::rate(std::hint::black_box(puzzle)));
            best = best.min(t.elapsed());
        }
        times.push(best);
        ours.push(summary.unwrap());
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mean = |ts: &[Duration]| ts.iter().map(|&d| ms(d)).sum::<f64>() / ts.len().max(1) as f64;
    let hard: Vec<Duration> = rated
        .iter()
        .zip(&times)
        .filter(|((_, se), _)| *se >= 8.0)
        .map(|(_, &t)| t)
        .collect();
    let (worst_index, worst) = times.iter().enumerate().max_by_key(|(_, &t)| t).unwrap();
    println!("rated set: {} puzzles, one thread", rated.len());
    println!(
        "  time per puzzle: mean {:.2} ms, at SE 8.0+ mean {:.2} ms ({} puzzles), worst {:.1} ms ({}, SE {})",
        mean(&times),
        mean(&hard),
        hard.len(),
        ms(*worst),
        rated[worst_index].0,
        rated[worst_index].1
    );
    let solved = ours.iter().filter(|s| s.solved).count();
    println!(
        "  solved without guessing: {solved} of {} ({:.1}%)",
        ours.len(),
        100.0 * solved as f64 / ours.len() as f64
    );
    let se: Vec<f64> = rated.iter().map(|(_, r)| *r).collect();
    let mine: Vec<f64> = ours
        .iter()
        .map(|s| if s.solved { s.rating.value() } else { 20.0 })
        .collect();
    let level = |r: f64| Level::of(Rating((r * 10.0).round() as u16));
    let level_same = se
        .iter()
        .zip(&mine)
        .filter(|(a, b)| level(**a) == level(**b))
        .count();
    let close = se
        .iter()
        .zip(&mine)
        .filter(|(a, b)| (*a - *b).abs() <= 0.2 + 1e-9)
        .count();
    let exact = se
        .iter()
        .zip(&mine)
        .filter(|(a, b)| (*a - *b).abs() < 0.05)
        .count();
    let n = se.len() as f64;
    println!(
        "  vs Sudoku Explainer: level same {:.1}% (goal 90), within 0.2 {:.1}% (goal 80), exact {:.1}%, Spearman {:.3} (goal 0.95)",
        100.0 * level_same as f64 / n,
        100.0 * close as f64 / n,
        100.0 * exact as f64 / n,
        pearson(&ranks(&se), &ranks(&mine))
    );
    for level in Level::ALL {
        let (low, high) = level.bounds();
        let within: Vec<usize> = (0..se.len())
            .filter(|&i| (low.value()..=high.value() + 0.05).contains(&se[i]))
            .collect();
        if within.is_empty() {
            continue;
        }
        let same = within
            .iter()
            .filter(|&&i| Level::of(Rating((mine[i] * 10.0).round() as u16)) == level)
            .count();
        let diff = within.iter().map(|&i| mine[i] - se[i]).sum::<f64>() / within.len() as f64;
        let t = within.iter().map(|&i| ms(times[i])).sum::<f64>() / within.len() as f64;
        println!(
            "    SE {:<8} n={:>5}  level same {:>5.1}%  mean ours-SE {:+.2}  mean {:.2} ms",
            level.name(),
            within.len(),
            100.0 * same as f64 / within.len() as f64,
            diff,
            t
        );
    }
}

/// Replays every step of every puzzle against its solution; panics at the first bad step.
fn check_proofs(dir: &Path) {
    let mut sets: Vec<(String, Vec<String>)> = [
        "puzzles2_17_clue",
        "puzzles3_magictour_top1465",
        "puzzles5_forum_hardest_1905_11+",
        "puzzles6_forum_hardest_1106",
    ]
    .iter()
    .map(|name| (name.to_string(), lines(&dir.join("puzzles").join(name))))
    .collect();
    sets.push(("rated".into(), lines(&dir.join("rated/se_rated_dev.txt"))));
    for (name, puzzles) in sets {
        let started = Instant::now();
        let (mut steps, mut solved, mut stopped) = (0, 0, 0);
        for line in &puzzles {
            let puzzle = Grid::parse(&line[..81]).unwrap();
            let Solution::Unique(solution) = solve(&puzzle) else {
                panic!("{line}: not unique")
            };
            let budget_end = Instant::now() + Duration::from_secs(10);
            let budget = logic::Budget::new(move || Instant::now() >= budget_end);
            let explanation = logic::explain_within(&puzzle, &budget);
            stopped += usize::from(explanation.reason.is_some());
            let mut board = Board::new(&puzzle);
            for step in &explanation.steps {
                assert!(
                    step.placements
                        .iter()
                        .all(|&[c, d]| solution.get(usize::from(c)) == d),
                    "{line}: {step:?}"
                );
                assert!(
                    step.eliminations
                        .iter()
                        .all(|&[c, d]| solution.get(usize::from(c)) != d),
                    "{line}: {step:?}"
                );
                step.apply(&mut board);
            }
            steps += explanation.steps.len();
            solved += usize::from(explanation.solved && board.grid() == solution);
        }
        println!(
            "proofs: {name}: {} puzzles, {steps} steps, all proofs; solved {solved} ({:.1}%), {stopped} stopped at 10 s, {:.1} s",
            puzzles.len(),
            100.0 * solved as f64 / puzzles.len() as f64,
            started.elapsed().as_secs_f64()
        );
    }
}

/// The CPU time this process has used (user + system), from /proc/self/stat (Linux; zero
/// elsewhere): other processes sharing the machine slow the wall clock, not this.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the name), in 1/100 s.
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}

/// The peak resident memory of this process in MB, from /proc/self/status (Linux).
fn peak_memory_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// Rates (the SE path) and times each puzzle of a nested-chains set; prints coverage, time and,
/// where `ers` gives the published ER, agreement. Returns the CPU times.
fn nested_set(name: &str, puzzles: &[(Grid, Option<f64>)]) -> Vec<Duration> {
    let (mut times, mut solved, mut close, mut level_same, mut rated) = (Vec::new(), 0, 0, 0, 0);
    let mut worst = (Duration::ZERO, String::new());
    let level = |r: f64| Level::of(Rating((r * 10.0).round() as u16));
    for (puzzle, er) in puzzles {
        let started = cpu_time();
        let summary = logic::rate(std::hint::black_box(puzzle));
        let spent = cpu_time() - started;
        times.push(spent);
        if spent > worst.0 {
            worst = (spent, format!("{puzzle} -> {}", summary.rating));
        }
        solved += usize::from(summary.solved);
        if let Some(er) = er {
            rated += 1;
            let ours = summary.rating.value();
            close += usize::from((ours - er).abs() <= 0.2 + 1e-9);
            level_same += usize::from(level(ours) == level(*er));
        }
    }
    let n = puzzles.len().max(1) as f64;
    let mean = times.iter().map(Duration::as_secs_f64).sum::<f64>() / n;
    println!(
        "{name}: {} puzzles, one thread: solved {solved} ({:.1}%), CPU time per puzzle mean {mean:.2} s, worst {:.1} s ({})",
        puzzles.len(),
        100.0 * solved as f64 / n,
        worst.0.as_secs_f64(),
        worst.1
    );
    if rated > 0 {
        println!(
            "  vs the published ER: within 0.2 {close} of {rated} ({:.1}%, goal 80), level same {:.1}%",
            100.0 * close as f64 / rated as f64,
            100.0 * level_same as f64 / rated as f64
        );
    }
    times
}

/// The nested forcing chains benchmark (see the module docs); every `every`-th puzzle.
fn nested(dir: &Path, every: usize) {
    let er: Vec<(Grid, Option<f64>)> = lines(&dir.join("rated/hardest_er.txt"))
        .iter()
        .step_by(every)
        .map(|l| {
            let mut fields = l.split_whitespace();
            let puzzle = Grid::parse(fields.next().unwrap()).unwrap();
            (puzzle, fields.next().and_then(|r| r.parse().ok()))
        })
        .collect();
    let times = nested_set("hardest_er", &er);
    let over = times.iter().filter(|t| t.as_secs_f64() > 10.0).count();
    println!("  puzzles over 10 s: {over} (goal 0)");
    let easter_monster = Grid::parse(
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    )
    .unwrap();
    nested_set(
        "Easter Monster (ER 11.6, goal 5 s)",
        &[(easter_monster, Some(11.6))],
    );
    let forum: Vec<(Grid, Option<f64>)> = lines(&dir.join("puzzles/puzzles6_forum_hardest_1106"))
        .iter()
        .step_by(every)
        .map(|l| (Grid::parse(&l[..81]).unwrap(), None))
        .collect();
    nested_set("forum_hardest_1106 (goal: mean 1 s)", &forum);
    println!("peak memory: {:.0} MB (goal 512)", peak_memory_mb());
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    if !dir.is_dir() {
        eprintln!("../shared/data is absent: the logical solver benchmark needs the rated set; nothing measured");
        return;
    }
    if let Some(arg) = std::env::args().find(|a| a.starts_with("--nested")) {
        let every = arg
            .strip_prefix("--nested=")
            .and_then(|k| k.parse().ok())
            .unwrap_or(1);
        nested(&dir, every);
        return;
    }
    rated_set(&dir);
    if std::env::args().any(|a| a == "--proofs") {
        check_proofs(&dir);
    }
}
