//! Reading puzzles from photos: accuracy and time per photo on the newspaper photos of
//! ../shared/data/photos/v2-train (Wicht & Hennebert's dataset, CC-BY-4.0).
//!
//! `cargo bench --bench vision` reads every photo on one thread and reports, separately for the
//! photos held out from training (tools/train-digits/validation.txt: whole puzzles the model
//! never saw) and for the rest: grids read exactly, cells right, photos where no grid was found,
//! and the time per photo (decoding included; mean and worst). Prints the photos read wrong.

use std::path::Path;
use std::time::{Duration, Instant};

use sudoku_engine::vision::read_bytes;

#[derive(Default)]
struct Tally {
    photos: usize,
    exact: usize,
    cells_right: usize,
    no_grid: usize,
    unique: usize,
    total: Duration,
    worst: Duration,
}

impl Tally {
    fn report(&self, what: &str) {
        let n = self.photos.max(1) as f64;
        println!(
            "{what}: {} photos, grids exactly right {} ({:.1}%), cells right {:.2}%, no grid {}, \
             one solution {}; time per photo mean {:.1} ms, worst {:.1} ms",
            self.photos,
            self.exact,
            100.0 * self.exact as f64 / n,
            100.0 * self.cells_right as f64 / (81.0 * n),
            self.no_grid,
            self.unique,
            self.total.as_secs_f64() * 1000.0 / n,
            self.worst.as_secs_f64() * 1000.0,
        );
    }
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/photos/v2-train");
    let Ok(truth) = std::fs::read_to_string(dir.join("truth.txt")) else {
        println!("vision: {dir:?} is absent: nothing measured");
        return;
    };
    let held: Vec<String> = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/train-digits/validation.txt"),
    )
    .expect("tools/train-digits/validation.txt")
    .lines()
    .map(str::to_string)
    .collect();
    let (mut held_tally, mut train_tally) = (Tally::default(), Tally::default());
    for line in truth.lines() {
        let Some((name, givens)) = line.split_once(' ') else {
            continue;
        };
        let bytes = std::fs::read(dir.join(name)).expect("photo");
        let start = Instant::now();
        let result = read_bytes(&bytes);
        let time = start.elapsed();
        let is_held = held.iter().any(|h| h == name);
        let tally = if is_held {
            &mut held_tally
        } else {
            &mut train_tally
        };
        tally.photos += 1;
        tally.total += time;
        tally.worst = tally.worst.max(time);
        match result {
            Ok(reading) => {
                let text = reading.text();
                let right = text
                    .bytes()
                    .zip(givens.bytes())
                    .filter(|(a, b)| a == b)
                    .count();
                tally.cells_right += right;
                tally.unique += reading.unique as usize;
                if right == 81 {
                    tally.exact += 1;
                } else if is_held {
                    let wrong: Vec<String> = (0..81)
                        .filter(|&c| text.as_bytes()[c] != givens.as_bytes()[c])
                        .map(|c| {
                            format!(
                                "r{}c{} {}->{}",
                                c / 9 + 1,
                                c % 9 + 1,
                                &givens[c..c + 1],
                                &text[c..c + 1]
                            )
                        })
                        .collect();
                    println!(
                        "held out {name}: {} wrong: {}",
                        wrong.len(),
                        wrong.join(", ")
                    );
                }
            }
            Err(error) => {
                tally.no_grid += 1;
                if is_held {
                    println!("held out {name}: {error}");
                }
            }
        }
    }
    held_tally.report("held out");
    train_tally.report("trained on");
}
