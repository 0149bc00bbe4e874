//! The digit classifier: a small fully connected network of our own (tools/train-digits/ makes
//! its weights), run without allocating.
//!
//! `digits.bin` holds the layers in order, each as: inputs and outputs (u16, little-endian),
//! then per output its weight scale (f32) and bias (f32), then the weights as i8, output by
//! output (weight = i8 x scale). Hidden layers are followed by ReLU, the last by softmax over
//! [`CLASSES`]: class 0 is "not a digit" (a smudge, a stray line), classes 1-9 the digits.

use super::cells::DIGIT_SIDE;

/// Outputs of the network: "not a digit", then the digits 1-9.
pub const CLASSES: usize = 10;

/// The widest layer the network may have (the input's [`DIGIT_SIDE`] squared).
const MAX_WIDTH: usize = DIGIT_SIDE * DIGIT_SIDE;

static WEIGHTS: &[u8] = include_bytes!("digits.bin");

/// One layer's view into [`WEIGHTS`].
struct Layer {
    inputs: usize,
    outputs: usize,
    /// Offset of the first (scale, bias) pair.
    at: usize,
}

fn u16_at(at: usize) -> usize {
    u16::from_le_bytes([WEIGHTS[at], WEIGHTS[at + 1]]) as usize
}

fn f32_at(at: usize) -> f32 {
    f32::from_le_bytes(WEIGHTS[at..at + 4].try_into().expect("four bytes"))
}

/// The layers of [`WEIGHTS`], in order (the file is ours and checked by the tests below).
fn layers() -> impl Iterator<Item = Layer> {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at >= WEIGHTS.len() {
            return None;
        }
        let (inputs, outputs) = (u16_at(at), u16_at(at + 2));
        let layer = Layer {
            inputs,
            outputs,
            at: at + 4,
        };
        at += 4 + outputs * 8 + outputs * inputs;
        Some(layer)
    })
}

/// The probabilities of "not a digit" (index 0) and of each digit 1-9 for a normalized digit
/// image (0 = paper, 255 = ink).
pub fn classify(image: &[u8; DIGIT_SIDE * DIGIT_SIDE]) -> [f32; CLASSES] {
    let mut values = [0f32; MAX_WIDTH];
    let mut next = [0f32; MAX_WIDTH];
    for (value, &pixel) in values.iter_mut().zip(image) {
        *value = pixel as f32 / 255.0;
    }
    let mut width = image.len();
    let mut last = 0;
    for layer in layers() {
        debug_assert_eq!(layer.inputs, width);
        let weights_at = layer.at + layer.outputs * 8;
        for (out, slot) in next.iter_mut().enumerate().take(layer.outputs) {
            let scale = f32_at(layer.at + out * 8);
            let bias = f32_at(layer.at + out * 8 + 4);
            let row = &WEIGHTS[weights_at + out * layer.inputs..][..layer.inputs];
            let dot: f32 = row
                .iter()
                .zip(&values[..width])
                .map(|(&w, &x)| w as i8 as f32 * x)
                .sum();
            *slot = dot * scale + bias;
        }
        width = layer.outputs;
        values[..width].copy_from_slice(&next[..width]);
        last = width;
        for value in &mut values[..width] {
            *value = value.max(0.0);
        }
    }
    // The last layer's outputs before ReLU are in `next`: softmax over them.
    let logits = &next[..last];
    let top = logits.iter().copied().fold(f32::MIN, f32::max);
    let mut probabilities = [0f32; CLASSES];
    let mut total = 0.0;
    for (p, &logit) in probabilities.iter_mut().zip(logits) {
        *p = (logit - top).exp();
        total += *p;
    }
    probabilities.map(|p| p / total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_weights_file_chains_from_the_image_to_the_classes() {
        let layers: Vec<Layer> = layers().collect();
        assert!(!layers.is_empty());
        assert_eq!(layers[0].inputs, DIGIT_SIDE * DIGIT_SIDE);
        for pair in layers.windows(2) {
            assert_eq!(pair[0].outputs, pair[1].inputs);
            assert!(pair[0].outputs <= MAX_WIDTH);
        }
        let last = layers.last().unwrap();
        assert_eq!(last.outputs, CLASSES);
        assert_eq!(last.at + last.outputs * (8 + last.inputs), WEIGHTS.len());
    }

    #[test]
    fn probabilities_sum_to_one() {
        let p = classify(&[128; DIGIT_SIDE * DIGIT_SIDE]);
        assert!((p.iter().sum::<f32>() - 1.0).abs() < 1e-4);
    }
}
