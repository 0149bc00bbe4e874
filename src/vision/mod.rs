//! Reading a puzzle from a photo or a screenshot: pixels in, 81 cells and confidences out.
//!
//! The pipeline ([`read`]) runs one step per file:
//!
//! ```text
//! decode.rs     JPEG/PNG bytes -> RGB pixels (EXIF orientation applied)
//! image.rs      RGB -> a working copy at most WORK_SIDE pixels across, and its grey levels
//! threshold.rs  grey -> ink mask (adaptive: each pixel against its neighbourhood's mean)
//! quad.rs       ink mask -> the grid's four corners (the largest shape of ink, or group of cells,
//!               whose lines are a 9x9 grid's)
//! warp.rs       corners -> the grid warped to a square (perspective homography)
//! cells.rs      square -> 81 cells: empty, or the digit cut out and normalized for the model
//! model.rs      normalized digit -> probabilities of "no digit" and 1-9 (our own small network)
//! read.rs       all of it, the givens-versus-added test, and the solver as a check
//! ```
//!
//! Pure Rust, no I/O: the CLI (`sudoku read`) and the wasm binding (`readPhoto`) hand it bytes
//! or pixels.

mod cells;
mod decode;
mod image;
mod model;
mod quad;
mod read;
mod threshold;
mod warp;

pub use cells::{CellCut, DIGIT_SIDE};
pub use decode::{decode, Decoded};
pub use image::RgbImage;
pub use read::{cut_cells, read, read_bytes, read_rgba, Reading};
pub use warp::Point;

use std::fmt;

/// Why an image could not be read as a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VisionError {
    /// The bytes are neither a JPEG nor a PNG file.
    NotAnImage,
    /// A JPEG or PNG file that could not be decoded (truncated or corrupt); the decoder's reason.
    BadImage(String),
    /// Width or height is below [`MIN_SIDE`] pixels or the pixel data does not match them.
    TooSmall {
        /// Width in pixels.
        width: usize,
        /// Height in pixels.
        height: usize,
    },
    /// More pixels than [`MAX_PIXELS`]: refused before decoding, so memory stays bounded.
    TooLarge {
        /// Width in pixels.
        width: usize,
        /// Height in pixels.
        height: usize,
    },
    /// Pixel data whose length does not match width x height x 4 (RGBA).
    BadPixels {
        /// Bytes given.
        found: usize,
        /// Bytes expected.
        expected: usize,
    },
    /// No shape in the image looks like a 9x9 grid.
    NoGrid,
}

/// The smallest width or height read: a grid of 81 cells needs a few pixels per cell.
pub const MIN_SIDE: usize = 36;

/// The most pixels decoded (about 200 megapixels: a 16000x12000 photo): larger images are
/// refused from their header, before their pixels take memory.
pub const MAX_PIXELS: usize = 200_000_000;

impl fmt::Display for VisionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VisionError::NotAnImage => f.write_str("not a JPEG or PNG image"),
            VisionError::BadImage(reason) => write!(f, "cannot decode the image: {reason}"),
            VisionError::TooSmall { width, height } => write!(
                f,
                "image too small ({width}x{height} pixels; at least {MIN_SIDE}x{MIN_SIDE})"
            ),
            VisionError::TooLarge { width, height } => write!(
                f,
                "image too large ({width}x{height} pixels; at most {} megapixels)",
                MAX_PIXELS / 1_000_000
            ),
            VisionError::BadPixels { found, expected } => write!(
                f,
                "pixel data holds {found} bytes, expected {expected} (width x height x 4, RGBA)"
            ),
            VisionError::NoGrid => f.write_str("no sudoku grid found in the image"),
        }
    }
}

impl std::error::Error for VisionError {}
