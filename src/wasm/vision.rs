//! `readPhoto`: the photo reader's binding (bytes or pixels in, a plain JS object out).

use js_sys::{Array, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;

use crate::vision::{read_bytes, read_rgba, Reading, VisionError};

/// Reads the puzzle in `image`: a `Uint8Array` holding a JPEG or PNG file, or an
/// `ImageData`-like `{data, width, height}` of RGBA pixels (a canvas's `ImageData`, or any object
/// with those properties). Returns `{puzzle, confidence, corners}`: the givens as 81 characters
/// (`1`-`9`, `.`), 81 numbers from 0 to 1, and the grid's corners `[[x, y], ...]` in the
/// image's pixels (top-left, top-right, bottom-right, bottom-left). Throws an `Error` whose
/// `kind` names the reason (`"notAnImage"`, `"badImage"`, `"tooSmall"`, `"tooLarge"`,
/// `"badPixels"`, `"noGrid"`) and whose message says it in English.
#[wasm_bindgen(js_name = readPhoto)]
pub fn read_photo(image: &JsValue) -> Result<JsValue, js_sys::Error> {
    let reading = if let Some(bytes) = image.dyn_ref::<Uint8Array>() {
        read_bytes(&bytes.to_vec())
    } else if image.is_object() {
        let get = |key: &str| Reflect::get(image, &JsValue::from_str(key)).ok();
        let side = |key: &str| {
            get(key)
                .and_then(|v| v.as_f64())
                .filter(|v| v.fract() == 0.0 && *v >= 0.0 && *v <= u32::MAX as f64)
                .map(|v| v as usize)
        };
        let data = get("data")
            .filter(|d| d.is_object())
            .map(|d| Uint8Array::new(&d));
        match (data, side("width"), side("height")) {
            (Some(data), Some(width), Some(height)) => read_rgba(&data.to_vec(), width, height),
            _ => return Err(usage_error()),
        }
    } else {
        return Err(usage_error());
    };
    reading
        .map(|reading| to_js(&reading))
        .map_err(|error| vision_error(&error))
}

/// A `TypeError`: the argument is neither bytes nor pixels.
fn usage_error() -> js_sys::Error {
    js_sys::TypeError::new(
        "readPhoto expects a Uint8Array of JPEG or PNG bytes, or {data, width, height} of RGBA pixels",
    )
    .unchecked_into()
}

/// An `Error` with the reason in words and its `kind` for a UI to translate.
fn vision_error(error: &VisionError) -> js_sys::Error {
    let kind = match error {
        VisionError::NotAnImage => "notAnImage",
        VisionError::BadImage(_) => "badImage",
        VisionError::TooSmall { .. } => "tooSmall",
        VisionError::TooLarge { .. } => "tooLarge",
        VisionError::BadPixels { .. } => "badPixels",
        VisionError::NoGrid => "noGrid",
    };
    let js_error = js_sys::Error::new(&error.to_string());
    let _ = Reflect::set(&js_error, &"kind".into(), &kind.into());
    js_error
}

/// `{puzzle, confidence, corners}` as plain JS values.
fn to_js(reading: &Reading) -> JsValue {
    let object = js_sys::Object::new();
    let confidence: Array = reading
        .confidence
        .iter()
        .map(|&c| JsValue::from(c as f64))
        .collect();
    let corners: Array = reading
        .corners
        .iter()
        .map(|&(x, y)| Array::of2(&(x as f64).into(), &(y as f64).into()))
        .collect();
    let _ = Reflect::set(&object, &"puzzle".into(), &reading.text().into());
    let _ = Reflect::set(&object, &"confidence".into(), &confidence);
    let _ = Reflect::set(&object, &"corners".into(), &corners);
    object.into()
}
