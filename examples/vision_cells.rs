//! Cuts the cells of every photo in a folder with `truth.txt` (../shared/data/photos/v2-train)
//! exactly as `sudoku read` does, for tools/train-digits/, and reports how well the grid's
//! corners were found against `corners.txt`.
//!
//! `cargo run --release --example vision_cells -- PHOTOS_DIR OUT_FILE`
//!
//! OUT_FILE holds one record per cell that holds a digit-like shape: the photo's name (32
//! bytes, NUL-padded), the cell (u8), the truth there (u8: 0 empty, else the digit), the shape's
//! height in cells x 100 (u8), then the normalized image (DIGIT_SIDE squared bytes).

use std::collections::HashMap;
use std::fs;
use std::io::Write;

use sudoku_engine::vision::{cut_cells, DIGIT_SIDE};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, out] = &args[..] else {
        eprintln!("usage: vision_cells PHOTOS_DIR OUT_FILE");
        std::process::exit(2);
    };
    let truth = fs::read_to_string(format!("{dir}/truth.txt")).expect("truth.txt");
    let corners: HashMap<String, Vec<f32>> = fs::read_to_string(format!("{dir}/corners.txt"))
        .unwrap_or_default()
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next()?.to_string();
            Some((name, words.filter_map(|w| w.parse().ok()).collect()))
        })
        .collect();
    let mut file = fs::File::create(out).expect("output file");
    let (mut photos, mut found, mut near) = (0, 0, 0);
    for line in truth.lines() {
        let Some((name, givens)) = line.split_once(' ') else {
            continue;
        };
        photos += 1;
        let bytes = fs::read(format!("{dir}/{name}")).expect("photo");
        let (found_corners, cuts) = match cut_cells(&bytes) {
            Ok(found) => found,
            Err(error) => {
                println!("{name}: {error}");
                continue;
            }
        };
        found += 1;
        // The largest corner distance as a fraction of the grid's size.
        if let Some(expected) = corners.get(name) {
            let size = (expected[2] - expected[0]).hypot(expected[3] - expected[1]);
            let off = (0..4)
                .map(|i| {
                    let (x, y) = found_corners[i];
                    (x - expected[2 * i]).hypot(y - expected[2 * i + 1])
                })
                .fold(0.0, f32::max)
                / size;
            if off < 0.03 {
                near += 1;
            } else {
                println!("{name}: corners off by {:.0}% of the grid", off * 100.0);
            }
        }
        for (cell, cut) in cuts.iter().enumerate() {
            let Some(image) = &cut.digit else { continue };
            let mut record = [0u8; 35];
            record[..name.len().min(32)].copy_from_slice(&name.as_bytes()[..name.len().min(32)]);
            record[32] = cell as u8;
            record[33] = givens.as_bytes()[cell]
                .checked_sub(b'0')
                .filter(|&d| d <= 9)
                .unwrap_or(0);
            record[34] = (cut.height * 100.0).min(255.0) as u8;
            file.write_all(&record).expect("write");
            file.write_all(&image[..DIGIT_SIDE * DIGIT_SIDE])
                .expect("write");
        }
    }
    println!("{photos} photos: grid found in {found}, corners within 3% in {near}");
}
