//! The shared parse cases (tests/fixtures/parse-cases.json), also run against the page's parser
//! by tests/node/parse-cases.test.mjs: both must read every case the same way.
use serde_json::Value;
use sudoku_engine::{Grid, ParseError, PuzzleText, MAX_TEXT_LENGTH};

fn fixture() -> Value {
    serde_json::from_str(include_str!("fixtures/parse-cases.json")).unwrap()
}

/// The error a case states.
fn expected_error(name: &str, error: &Value) -> ParseError {
    let position = |key: &str| error[key].as_u64().unwrap() as usize;
    match error["kind"].as_str().unwrap() {
        "invalidCharacter" => ParseError::InvalidCharacter {
            ch: error["ch"].as_str().unwrap().chars().next().unwrap(),
            row: position("row"),
            col: position("col"),
        },
        "wrongCellCount" => ParseError::WrongCellCount {
            found: position("found"),
        },
        "tooLong" => ParseError::TooLong {
            length: position("length"),
        },
        kind => panic!("{name}: unknown error kind {kind}"),
    }
}

/// A candidate mask as its digits, as the fixture writes them ("" for a given).
fn digits(mask: u16) -> String {
    (1..=9u8)
        .filter(|d| mask & (1 << (d - 1)) != 0)
        .map(|d| char::from(b'0' + d))
        .collect()
}

#[test]
fn puzzle_text_agrees_with_the_shared_parse_cases() {
    let json = fixture();
    let cases = json["cases"].as_array().unwrap();
    assert!(cases.len() >= 30);
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let text = case["text"].as_str().unwrap();
        let read = PuzzleText::parse(text);
        // Grid::parse reads the same grid (its fast path included).
        assert_eq!(Grid::parse(text), read.clone().map(|r| r.grid), "{name}");
        let Some(cells) = case["cells"].as_str() else {
            assert_eq!(read, Err(expected_error(name, &case["error"])), "{name}");
            continue;
        };
        let read = read.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(read.grid.to_string(), cells, "{name}");
        assert_eq!(
            read.puzzle_count as u64,
            case["puzzleCount"].as_u64().unwrap_or(1),
            "{name}"
        );
        let candidates = read
            .candidates
            .map(|masks| masks.iter().map(|&m| digits(m)).collect::<Vec<_>>());
        let expected = case["candidates"].as_array().map(|list| {
            list.iter()
                .map(|d| d.as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        });
        assert_eq!(candidates, expected, "{name}");
    }
}

#[test]
fn text_longer_than_the_shared_limit_is_refused_before_it_is_read() {
    let limit = fixture()["maxTextLength"].as_u64().unwrap() as usize;
    assert_eq!(MAX_TEXT_LENGTH, limit);
    let line = "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12";
    // At the limit, a puzzle and a comment: read.
    let at_limit = format!("{line} {}", "x".repeat(limit - line.len() - 1));
    assert_eq!(Grid::parse(&at_limit), Grid::parse(line));
    let over = format!("{at_limit}x");
    assert_eq!(
        Grid::parse(&over),
        Err(ParseError::TooLong { length: limit + 1 })
    );
    // Counted in UTF-16 code units, as JS counts: 40,000 '评' are 120,000 bytes but fit.
    let wide = format!("{line} {}", "评".repeat(40_000));
    assert_eq!(Grid::parse(&wide), Grid::parse(line));
    let astral = format!("{line} {}", "𝄞".repeat(40_000)); // two code units each
    assert_eq!(
        Grid::parse(&astral),
        Err(ParseError::TooLong {
            length: line.len() + 1 + 80_000
        })
    );
    assert!(Grid::parse(&over)
        .unwrap_err()
        .to_string()
        .contains("too long"));
}
