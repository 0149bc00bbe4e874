//! The shared parse cases (tests/fixtures/parse-cases.json), also run against the page's parser
//! by tests/node/parse-cases.test.mjs: both must read every case the same way.
use serde_json::Value;
use sudoku_engine::{Grid, ParseError};

#[test]
fn grid_parse_agrees_with_the_shared_parse_cases() {
    let json: Value = serde_json::from_str(include_str!("fixtures/parse-cases.json")).unwrap();
    let cases = json["cases"].as_array().unwrap();
    assert!(cases.len() >= 10);
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let parsed = Grid::parse(case["text"].as_str().unwrap());
        if let Some(cells) = case["cells"].as_str() {
            assert_eq!(
                parsed.map(|g| g.to_string()).as_deref(),
                Ok(cells),
                "{name}"
            );
            continue;
        }
        let error = &case["error"];
        let expected = match error["kind"].as_str().unwrap() {
            "invalidCharacter" => {
                let mut ch = error["ch"].as_str().unwrap().chars();
                let position = |key: &str| error[key].as_u64().unwrap() as usize;
                ParseError::InvalidCharacter {
                    ch: ch.next().unwrap(),
                    row: position("row"),
                    col: position("col"),
                }
            }
            "wrongCellCount" => ParseError::WrongCellCount {
                found: error["found"].as_u64().unwrap() as usize,
            },
            kind => panic!("{name}: unknown error kind {kind}"),
        };
        assert_eq!(parsed, Err(expected), "{name}");
    }
}
