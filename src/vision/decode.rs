//! JPEG and PNG files to RGB pixels, shrunk to the working size and turned upright.
//!
//! zune-jpeg and zune-png: small pure-Rust decoders without dependencies beyond their shared
//! core, fast in wasm too. The decoded pixels are shrunk at once (see [`shrink`]),
//! so only the decoder's own buffer is ever full size; an image with more than [`MAX_PIXELS`]
//! is refused from its header, and one above [`GREY_ABOVE`] pixels is decoded in grey levels
//! (a third of the memory).

use zune_core::bytestream::ZCursor;
use zune_core::colorspace::ColorSpace;
use zune_core::options::DecoderOptions;
use zune_jpeg::JpegDecoder;
use zune_png::PngDecoder;

use super::image::{shrink, RgbImage, WORK_SIDE};
use super::{VisionError, MAX_PIXELS, MIN_SIDE};

/// Images with more pixels than this are decoded in grey: colour only serves to tell added
/// digits from givens, and a photo this large costs three times the memory in colour.
pub const GREY_ABOVE: usize = 24_000_000;

/// A decoded image at working size: its pixels and the factor it was shrunk by (image pixels
/// per working pixel).
pub struct Decoded {
    /// The upright working copy.
    pub image: RgbImage,
    /// How many of the file's pixels one working pixel spans in each direction.
    pub scale: usize,
}

/// Decodes a JPEG or PNG file (told apart by their signatures) into its upright working copy.
pub fn decode(bytes: &[u8]) -> Result<Decoded, VisionError> {
    if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        decode_jpeg(bytes)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        decode_png(bytes)
    } else {
        Err(VisionError::NotAnImage)
    }
}

fn options() -> DecoderOptions {
    DecoderOptions::default()
        .set_strict_mode(true)
        .set_max_width(1 << 16)
        .set_max_height(1 << 16)
}

/// Refuses sizes outside [`MIN_SIDE`] and [`MAX_PIXELS`].
fn check_size(width: usize, height: usize) -> Result<(), VisionError> {
    if width < MIN_SIDE || height < MIN_SIDE {
        Err(VisionError::TooSmall { width, height })
    } else if width.saturating_mul(height) > MAX_PIXELS {
        Err(VisionError::TooLarge { width, height })
    } else {
        Ok(())
    }
}

/// The factor that brings the longest side to at most [`WORK_SIDE`].
pub fn shrink_factor(width: usize, height: usize) -> usize {
    width.max(height).div_ceil(WORK_SIDE).max(1)
}

fn decode_jpeg(bytes: &[u8]) -> Result<Decoded, VisionError> {
    let bad = |error: zune_jpeg::errors::DecodeErrors| VisionError::BadImage(jpeg_reason(&error));
    let mut decoder = JpegDecoder::new_with_options(ZCursor::new(bytes), options());
    decoder.decode_headers().map_err(bad)?;
    let (width, height) = decoder.dimensions().ok_or(VisionError::NotAnImage)?;
    check_size(width, height)?;
    let channels = if width * height > GREY_ABOVE { 1 } else { 3 };
    let colour = if channels == 1 {
        ColorSpace::Luma
    } else {
        ColorSpace::RGB
    };
    decoder.set_options(options().jpeg_set_out_colorspace(colour));
    let orientation = decoder
        .exif()
        .and_then(|exif| exif_orientation(exif))
        .unwrap_or(1);
    let pixels = decoder.decode().map_err(bad)?;
    if pixels.len() != width * height * channels {
        return Err(VisionError::BadImage("unexpected pixel layout".into()));
    }
    let scale = shrink_factor(width, height);
    let image = shrink(&pixels, width, height, channels, scale);
    drop(pixels);
    Ok(Decoded {
        image: orient(image, orientation),
        scale,
    })
}

/// The decoder's reason in words, on one line (its errors print as debug text).
fn jpeg_reason(error: &zune_jpeg::errors::DecodeErrors) -> String {
    let text = one_line(&error.to_string());
    let truncated = [
        "EOF",
        "No more bytes",
        "Not enough bytes",
        "Exhausted data",
        "end of",
    ];
    if truncated.iter().any(|sign| text.contains(sign)) {
        format!("truncated JPEG ({text})")
    } else {
        format!("corrupt JPEG ({text})")
    }
}

/// A decoder's message with its line breaks and runs of spaces made single spaces: an error is
/// one line of the CLI's output.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn decode_png(bytes: &[u8]) -> Result<Decoded, VisionError> {
    let bad = |error: zune_png::error::PngDecodeErrors| {
        VisionError::BadImage(format!(
            "corrupt or truncated PNG ({})",
            one_line(&error.to_string())
        ))
    };
    let options = options().png_set_strip_to_8bit(true);
    let mut decoder = PngDecoder::new_with_options(ZCursor::new(bytes), options);
    decoder.decode_headers().map_err(bad)?;
    let (width, height) = decoder.dimensions().ok_or(VisionError::NotAnImage)?;
    check_size(width, height)?;
    let colour = decoder.colorspace().ok_or(VisionError::NotAnImage)?;
    let pixels = decoder.decode_raw().map_err(bad)?;
    let channels = match colour {
        ColorSpace::Luma => 1,
        ColorSpace::LumaA => 2,
        ColorSpace::RGB => 3,
        ColorSpace::RGBA => 4,
        other => {
            return Err(VisionError::BadImage(format!(
                "unsupported PNG colours {other:?}"
            )))
        }
    };
    if pixels.len() != width * height * channels {
        return Err(VisionError::BadImage("unexpected pixel layout".into()));
    }
    let pixels = if channels == 2 {
        pixels.chunks_exact(2).map(|p| p[0]).collect()
    } else {
        pixels
    };
    let channels = if channels == 2 { 1 } else { channels };
    let scale = shrink_factor(width, height);
    Ok(Decoded {
        image: shrink(&pixels, width, height, channels, scale),
        scale,
    })
}

/// The EXIF Orientation tag (1-8) from a JPEG's APP1 payload (with or without its `Exif\0\0`
/// prefix), `None` when absent or malformed.
fn exif_orientation(exif: &[u8]) -> Option<u16> {
    let tiff = exif.strip_prefix(b"Exif\0\0").unwrap_or(exif);
    let little = match tiff.get(..2)? {
        b"II" => true,
        b"MM" => false,
        _ => return None,
    };
    let u16_at = |at: usize| {
        let b = tiff.get(at..at + 2)?;
        Some(if little {
            u16::from_le_bytes([b[0], b[1]])
        } else {
            u16::from_be_bytes([b[0], b[1]])
        })
    };
    let u32_at = |at: usize| {
        let b: [u8; 4] = tiff.get(at..at + 4)?.try_into().ok()?;
        Some(if little {
            u32::from_le_bytes(b)
        } else {
            u32::from_be_bytes(b)
        })
    };
    let directory = u32_at(4)? as usize;
    let entries = u16_at(directory)? as usize;
    (0..entries.min(256))
        .find_map(|i| {
            let entry = directory + 2 + 12 * i;
            (u16_at(entry)? == 0x0112)
                .then(|| u16_at(entry + 8))
                .flatten()
        })
        .filter(|orientation| (1..=8).contains(orientation))
}

/// The image as it is meant to be seen, given its EXIF orientation (1 = as stored).
fn orient(image: RgbImage, orientation: u16) -> RgbImage {
    if orientation <= 1 || orientation > 8 {
        return image;
    }
    let (w, h) = (image.width, image.height);
    let turned = orientation >= 5;
    let (out_w, out_h) = if turned { (h, w) } else { (w, h) };
    let mut pixels = Vec::with_capacity(image.pixels.len());
    for dy in 0..out_h {
        for dx in 0..out_w {
            let (sx, sy) = match orientation {
                2 => (w - 1 - dx, dy),
                3 => (w - 1 - dx, h - 1 - dy),
                4 => (dx, h - 1 - dy),
                5 => (dy, dx),
                6 => (dy, h - 1 - dx),
                7 => (w - 1 - dy, h - 1 - dx),
                _ => (w - 1 - dy, dx),
            };
            let at = (sy * w + sx) * 3;
            pixels.extend_from_slice(&image.pixels[at..at + 3]);
        }
    }
    RgbImage {
        width: out_w,
        height: out_h,
        pixels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orientation_six_turns_the_image_clockwise() {
        // 2x1: red, green. Turned clockwise: 1x2, red on top.
        let image = RgbImage {
            width: 2,
            height: 1,
            pixels: vec![255, 0, 0, 0, 255, 0],
        };
        let turned = orient(image, 6);
        assert_eq!((turned.width, turned.height), (1, 2));
        assert_eq!(turned.pixels, vec![255, 0, 0, 0, 255, 0]);
        let image = RgbImage {
            width: 2,
            height: 1,
            pixels: vec![255, 0, 0, 0, 255, 0],
        };
        let turned = orient(image, 8);
        assert_eq!(turned.pixels, vec![0, 255, 0, 255, 0, 0]);
    }

    #[test]
    fn exif_orientation_is_read_in_both_byte_orders() {
        let mut little = b"Exif\0\0II*\0\x08\0\0\0\x01\0".to_vec();
        little.extend_from_slice(&[0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0]);
        assert_eq!(exif_orientation(&little), Some(6));
        let mut big = b"MM\0*\0\0\0\x08\0\x01".to_vec();
        big.extend_from_slice(&[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 3, 0, 0]);
        assert_eq!(exif_orientation(&big), Some(3));
        assert_eq!(exif_orientation(b"II*\0"), None);
    }

    #[test]
    fn bytes_that_are_no_image_are_refused() {
        assert!(matches!(decode(b"hello"), Err(VisionError::NotAnImage)));
        assert!(matches!(
            decode(&[0xff, 0xd8, 0xff, 0xe0]),
            Err(VisionError::BadImage(_))
        ));
    }
}
