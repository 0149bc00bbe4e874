//! Reading puzzles from images (src/vision/, `sudoku read`) on the fixtures of
//! tests/fixtures/vision/: newspaper photos and app screenshots read exactly, grids found where
//! they are, and bad inputs refused with a clear error.
#![cfg(feature = "vision")]

use std::path::{Path, PathBuf};
use std::process::Command;

use sudoku_engine::vision::{read_bytes, read_rgba, VisionError};
use sudoku_engine::{count_solutions, Grid};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/vision")
        .join(name)
}

/// A fixture's file name, givens and grid corners (top-left, top-right, bottom-right,
/// bottom-left).
type Truth = (String, String, [(f32, f32); 4]);

/// Every line of truth.txt.
fn truth() -> Vec<Truth> {
    std::fs::read_to_string(fixture("truth.txt"))
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let n: Vec<f32> = words[2..].iter().map(|w| w.parse().unwrap()).collect();
            let corners = [(n[0], n[1]), (n[2], n[3]), (n[4], n[5]), (n[6], n[7])];
            (words[0].to_string(), words[1].to_string(), corners)
        })
        .collect()
}

#[test]
fn photos_and_screenshots_are_read_exactly_with_their_corners() {
    let cases = truth();
    assert!(cases.len() >= 5);
    for (file, givens, corners) in cases {
        let reading = read_bytes(&std::fs::read(fixture(&file)).unwrap())
            .unwrap_or_else(|error| panic!("{file}: {error}"));
        assert_eq!(reading.text(), givens, "{file}");
        // The givens have one solution, which the reading says.
        assert_eq!(count_solutions(&Grid::parse(&givens).unwrap(), 2), 1);
        assert!(reading.unique, "{file}");
        assert!(
            reading.confidence.iter().all(|c| (0.0..=1.0).contains(c)),
            "{file}"
        );
        // Corners within 3% of the grid's size of the truth.
        let size = (corners[2].0 - corners[0].0).hypot(corners[2].1 - corners[0].1);
        for (found, expected) in reading.corners.iter().zip(corners) {
            let off = (found.0 - expected.0).hypot(found.1 - expected.1);
            assert!(
                off < 0.03 * size,
                "{file}: corner {found:?}, expected {expected:?}"
            );
        }
    }
}

#[test]
fn pixels_read_like_the_file_they_came_from() {
    // The screenshot's pixels, decoded here from its PNG by the same decoder, as RGBA.
    let bytes = std::fs::read(fixture("screenshot.png")).unwrap();
    let decoded = sudoku_engine::vision::decode(&bytes).unwrap();
    assert_eq!(decoded.scale, 1);
    let image = decoded.image;
    let rgba: Vec<u8> = image
        .pixels
        .chunks_exact(3)
        .flat_map(|p| [p[0], p[1], p[2], 255])
        .collect();
    let from_pixels = read_rgba(&rgba, image.width, image.height).unwrap();
    assert_eq!(from_pixels.text(), read_bytes(&bytes).unwrap().text());
    assert_eq!(
        read_rgba(&rgba[4..], image.width, image.height).unwrap_err(),
        VisionError::BadPixels {
            found: rgba.len() - 4,
            expected: rgba.len()
        }
    );
}

#[test]
fn bad_images_are_refused_with_their_reason() {
    let read = |name: &str| read_bytes(&std::fs::read(fixture(name)).unwrap()).unwrap_err();
    assert_eq!(
        read("one-pixel.png"),
        VisionError::TooSmall {
            width: 1,
            height: 1
        }
    );
    assert_eq!(read("no-grid.png"), VisionError::NoGrid);
    // 12000x9000: decoded, shrunk to the working size, searched; no grid in one grey level.
    assert_eq!(read("huge.png"), VisionError::NoGrid);
    assert_eq!(read("README.md"), VisionError::NotAnImage);
    let photo = std::fs::read(fixture("image1.jpg")).unwrap();
    for cut in [photo.len() / 2, 2000, 300, 4] {
        let error = read_bytes(&photo[..cut]).unwrap_err();
        assert!(
            matches!(error, VisionError::BadImage(_)),
            "{cut} bytes: {error:?}"
        );
    }
    let png = std::fs::read(fixture("screenshot.png")).unwrap();
    assert!(matches!(
        read_bytes(&png[..png.len() / 2]),
        Err(VisionError::BadImage(_))
    ));
    // A PNG header that claims 20000x20000 pixels is refused before anything is decoded.
    let mut header = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
    header.extend_from_slice(&20000u32.to_be_bytes());
    header.extend_from_slice(&20000u32.to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    let crc = crc32(&header[12..]);
    header.extend_from_slice(&crc.to_be_bytes());
    for chunk in [b"IDAT", b"IEND"] {
        header.extend_from_slice(&[0, 0, 0, 0]);
        header.extend_from_slice(chunk);
        header.extend_from_slice(&crc32(chunk).to_be_bytes());
    }
    assert_eq!(
        read_bytes(&header).unwrap_err(),
        VisionError::TooLarge {
            width: 20000,
            height: 20000
        }
    );
    assert_eq!(
        read_rgba(&[0; 4], 1, 1).unwrap_err(),
        VisionError::TooSmall {
            width: 1,
            height: 1
        }
    );
}

/// CRC-32 (PNG's), bit by bit.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= byte as u32;
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn the_cli_prints_one_line_per_image_and_fails_at_the_end() {
    let output = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .current_dir(fixture(""))
        .args([
            "read",
            "screenshot.png",
            "no-grid.png",
            "missing.png",
            "image100.jpg",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    let givens = |file: &str| truth().into_iter().find(|t| t.0 == file).unwrap().1;
    assert_eq!(lines.len(), 4, "{stdout}");
    assert_eq!(lines[0], givens("screenshot.png"));
    assert_eq!(
        lines[1],
        "error: no-grid.png: no sudoku grid found in the image"
    );
    assert!(lines[2].starts_with("error: missing.png: "), "{}", lines[2]);
    assert_eq!(lines[3], givens("image100.jpg"));
    assert_eq!(output.status.code(), Some(1));
    let help = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["read", "--help"])
        .output()
        .unwrap();
    assert!(String::from_utf8(help.stdout)
        .unwrap()
        .contains("sudoku read"));
    let usage = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["read"])
        .output()
        .unwrap();
    assert_eq!(usage.status.code(), Some(2));
}
