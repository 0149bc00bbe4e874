//! `sudoku`: batch solving, solution counting and target scores from files or stdin.
//!
//! One output line per puzzle, in input order (see `sudoku --help`).

mod batch;
mod input;
#[cfg(feature = "vision")]
mod read;

use std::ffi::OsString;
use std::io;
use std::process::ExitCode;
use std::sync::Arc;

use input::{Inputs, Record};
use sudoku_engine::generate::{generate, Options as GenerateOptions};
use sudoku_engine::logic::{self, Level, Status};
use sudoku_engine::{
    count_solutions, max_target_score, solve, solve_first, Grid, ParseError, PuzzleText, Solution,
};

const HELP: &str = "\
sudoku: solve Sudoku puzzles, count their solutions, or find their maximum target score

Usage: sudoku <command> [options] [FILE...]

Commands:
  solve    print the 81-digit solution (the unique one, or the first found), or `none`
  count    print the number of solutions, counting up to --limit (default 2)
  target   print the maximum target score over all completions, or -1 when there is none
  rate     print the Sudoku Explainer rating, the level and the hardest technique
  explain  print the whole logical solution, step by step (--json: one JSON object per puzzle)
  hint     print the first logical step as one JSON line (null when the grid is full or stuck)
  generate print new puzzles of a level, one per line (no input)
  read     print the givens read from photos or screenshots (JPEG, PNG), one line per image

Input (files named as arguments, else stdin; `-` is stdin):
  A line of 81 cells is one puzzle; white space and anything after its cells is a comment
  (`<81 cells> 7.2 Forcing Chain`). Shorter lines accumulate into one puzzle until they hold
  81 cells (the nine-line format `7 0 0 9 0 0 0 0 1`, grids drawn with | + - = * or box
  drawing, HoDoKu's . : ' corners). Cells: 1-9 given, 0 or . empty; white space between cells
  is ignored. A pencil-mark grid (81 groups of digits, one per cell, a line per row) is one
  puzzle too: one-digit groups are givens, `hint` starts from the other groups' candidates.
  Lines starting with # are comments (a # after the cells of a shorter line is an error at its
  line and column); a line `end` ends a file. A line over 65536 bytes is an error for its
  puzzle; one with no end after 16 MiB stops the reading of its file.

Output: one line per puzzle, in input order. A malformed puzzle prints
`error: <where>: <reason>` in its place; the run goes on and exits with status 1. A file that
cannot be read is reported on stderr, the next files are read, and the exit status is 2. When
the output closes early (`| head`) sudoku stops quietly with status 141, as SIGPIPE would end
it; another output error (a full disk) is reported with status 2.

Options:
  --jobs N    threads for a batch (default: all cores; at most 4 per core)
  --limit N   with `count`: stop counting at N solutions (default 2)
  --json      with `explain`: one JSON object per puzzle instead of numbered lines
  -h, --help  this help; `sudoku <command> --help` for one command
  -V, --version  the version
";

const SOLVE_HELP: &str = "\
sudoku solve [--unique] [--jobs N] [FILE...]

Prints, for each puzzle, its 81-digit solution (the first found: the search stops there), or
`none` when it has no solution (clashing givens included). With --unique the search goes on to
prove whether the solution is the only one and adds ` unique` or ` multiple` to the line.
";

const COUNT_HELP: &str = "\
sudoku count [--limit N] [--jobs N] [FILE...]

Prints, for each puzzle, the number of its solutions, counting stops at --limit N (default 2,
which proves uniqueness: 0 none, 1 unique, 2 several).
";

const TARGET_HELP: &str = "\
sudoku target [--jobs N] [FILE...]

Prints, for each puzzle, the maximum target score over all of its completions, or -1 when it
has none. A cell's weight is 10 at the centre, then 9, 8, 7 and 6 on the outer ring; a grid's
score is the sum of weight x digit.
";

const RATE_HELP: &str = "\
sudoku rate [--budget-ms MS] [--jobs N] [FILE...]

Prints, for each puzzle, its rating on the Sudoku Explainer scale (the hardest step when the
simplest technique that applies is always taken), its level and the hardest technique, e.g.
`7.2 extreme Forcing Chain`. Levels: easy up to 1.5, medium 1.6-2.5, hard 2.6-4.4, expert
4.5-6.9, extreme 7.0 and up. `none` for no solution, `multiple` for several, and
`20.0 extreme Unsolved` if no technique applies before the grid is full. --budget-ms MS:
stop a puzzle's search after MS milliseconds (default: no limit; the hardest puzzles, which
need nested forcing chains, take seconds) and print `20.0 extreme Unsolved (budget)`.
";

const EXPLAIN_HELP: &str = "\
sudoku explain [--json] [--budget-ms MS] [--jobs N] [FILE...]

Prints, for each puzzle, its whole logical solution: a line with the rating, level and status,
then one numbered line per step (technique, rating, explanation). With --json, one line per
puzzle: {\"status\", \"rating\", \"level\", \"solved\", \"steps\": [step, ...]}, each step with
technique, rating, placements and eliminations ([cell, digit], cells 0-80 row-major), the
pattern (cells, candidates, units: rows 0-8, columns 9-17, boxes 18-26; links for chains) and
an English text; a nested forcing chain also has \"nested\": [{\"candidate\", \"step\"}, ...], the
inner chain behind each candidate it removes; a forcing chain has \"branches\": for each premise
its chain to the conclusion, as links. --budget-ms MS: stop after MS milliseconds
(default: no limit); the steps then end unsolved with \"reason\": \"budget\".
";

const HINT_HELP: &str = "\
sudoku hint [--jobs N] [FILE...]

Prints, for each (partly solved) puzzle, the next logical step as one JSON line, `null` when
the grid is full or no technique applies, or a step named \"Mistake\" when the grid has no
solution.
";

const GENERATE_HELP: &str = "\
sudoku generate [--level LEVEL] [--count N] [--seed S] [--symmetric] [--minimal] [--jobs N]

Prints N new puzzles (default 1), one 81-character line each (`.` for empty cells), each with
exactly one solution and a rating in LEVEL's band: easy (up to 1.5), medium (1.6-2.5, the
default), hard (2.6-4.4), expert (4.5-6.9) or extreme (7.0 and up). The same seed gives the
same puzzles whatever --jobs is; without --seed a seed is drawn and printed on stderr.
--symmetric: givens symmetric under a half turn. --minimal: every given is necessary.
";

/// What to generate: the engine's options but the seed, and how many.
#[derive(Clone, Copy)]
struct GenerateRequest {
    level: Level,
    count: u64,
    seed: Option<u64>,
    symmetric: bool,
    minimal: bool,
}

/// What to compute for each puzzle.
#[derive(Clone, Copy)]
enum Command {
    Solve { unique: bool },
    Count { limit: u64 },
    Target,
    Rate,
    Explain { json: bool },
    Hint,
    Generate(GenerateRequest),
}

/// A parsed command line.
struct Options {
    command: Command,
    jobs: usize,
    /// Input files as the OS names them (any bytes on Unix), `-` for stdin.
    files: Vec<OsString>,
    /// `rate` and `explain`: the time budget per puzzle in milliseconds (none: unlimited).
    budget_ms: Option<u64>,
}

/// How a run ended, for the exit status.
enum Outcome {
    /// Every input read; how many puzzles were malformed.
    Answered(usize),
    /// Every readable input answered, but some input could not be read.
    Unreadable,
    /// The output closed (a broken pipe): nothing more to do, nothing to say.
    OutputClosed,
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    #[cfg(feature = "vision")]
    if args.first().is_some_and(|command| command == "read") {
        return match read::parse(&args[1..]) {
            Ok(Some(options)) => exit_code(written(read::run(&options), false)),
            Ok(None) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("sudoku: {message}\nTry `sudoku read --help`.");
                ExitCode::from(2)
            }
        };
    }
    let options = match parse_args(&args) {
        Ok(Some(options)) => options,
        Ok(None) => return ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("sudoku: {message}\nTry `sudoku --help`.");
            return ExitCode::from(2);
        }
    };
    exit_code(run(&options))
}

/// The exit status of a run: 0 all answered, 1 some input malformed (or unreadable image), 2
/// an input file unreadable or the output failing, 141 the output closed.
fn exit_code(outcome: Result<Outcome, String>) -> ExitCode {
    match outcome {
        Ok(Outcome::Answered(0)) => ExitCode::SUCCESS,
        Ok(Outcome::Answered(_)) => ExitCode::from(1),
        Ok(Outcome::Unreadable) => ExitCode::from(2),
        // 128 + SIGPIPE: what a shell reports for a program that SIGPIPE ended.
        Ok(Outcome::OutputClosed) => ExitCode::from(141),
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::from(2)
        }
    }
}

/// The most threads `--jobs` gets: more than a few per core only costs memory.
fn max_jobs() -> usize {
    thread_count().saturating_mul(4)
}

/// Reads the command line; `Ok(None)` when help was printed.
fn parse_args(args: &[OsString]) -> Result<Option<Options>, String> {
    let Some(name) = args.first() else {
        print!("{HELP}");
        return Ok(None);
    };
    let (mut command, help) = match name.to_string_lossy().as_ref() {
        "-h" | "--help" | "help" => {
            print!("{HELP}");
            return Ok(None);
        }
        "-V" | "--version" => {
            println!("sudoku {}", env!("CARGO_PKG_VERSION"));
            return Ok(None);
        }
        "solve" => (Command::Solve { unique: false }, SOLVE_HELP),
        "count" => (Command::Count { limit: 2 }, COUNT_HELP),
        "target" => (Command::Target, TARGET_HELP),
        "rate" => (Command::Rate, RATE_HELP),
        "explain" => (Command::Explain { json: false }, EXPLAIN_HELP),
        "hint" => (Command::Hint, HINT_HELP),
        "generate" => (
            Command::Generate(GenerateRequest {
                level: Level::Medium,
                count: 1,
                seed: None,
                symmetric: false,
                minimal: false,
            }),
            GENERATE_HELP,
        ),
        other => return Err(format!("unknown command `{other}`")),
    };
    let mut jobs = thread_count();
    let mut files = Vec::new();
    let mut budget_ms = None;
    let mut rest = args[1..].iter();
    while let Some(arg_os) = rest.next() {
        // Options are text; a file name may be any bytes (kept as the OS gave it).
        let arg = arg_os.to_string_lossy();
        let (flag, inline_value) = match arg.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value.to_string())),
            _ => (arg.as_ref(), None),
        };
        let mut next_text = || rest.next().map(|next| next.to_string_lossy().into_owned());
        let mut value = |name: &str| -> Result<u64, String> {
            let text = inline_value
                .clone()
                .or_else(&mut next_text)
                .ok_or_else(|| format!("{name} needs a number"))?;
            text.parse()
                .map_err(|_| format!("{name} needs a whole number, not `{text}`"))
        };
        match flag {
            "-h" | "--help" => {
                print!("{help}");
                return Ok(None);
            }
            "--jobs" | "-j" => {
                let asked = Some(value("--jobs")?)
                    .filter(|&n| n > 0)
                    .ok_or("--jobs needs a number of at least 1")?;
                jobs = usize::try_from(asked).unwrap_or(usize::MAX).min(max_jobs());
                if u64::try_from(jobs).is_ok_and(|jobs| jobs < asked) {
                    eprintln!(
                        "sudoku: --jobs {asked} is more than this machine can use; using {jobs}"
                    );
                }
            }
            "--limit" => match &mut command {
                Command::Count { limit } => {
                    *limit = Some(value("--limit")?)
                        .filter(|&n| n > 0)
                        .ok_or("--limit needs a number of at least 1")?
                }
                _ => return Err("--limit goes with `sudoku count`".into()),
            },
            "--level" | "--count" | "--seed" | "--symmetric" | "--minimal" => {
                let Command::Generate(request) = &mut command else {
                    return Err(format!("{flag} goes with `sudoku generate`"));
                };
                match flag {
                    "--symmetric" => request.symmetric = true,
                    "--minimal" => request.minimal = true,
                    "--count" => request.count = value("--count")?,
                    "--seed" => request.seed = Some(value("--seed")?),
                    _ => {
                        let name = inline_value
                            .clone()
                            .or_else(|| rest.next().map(|n| n.to_string_lossy().into_owned()))
                            .unwrap_or_default();
                        request.level = Level::parse(&name).ok_or_else(|| {
                            format!(
                                "--level needs easy, medium, hard, expert or extreme, not `{name}`"
                            )
                        })?;
                    }
                }
            }
            "--unique" => match &mut command {
                Command::Solve { unique } => *unique = true,
                _ => return Err("--unique goes with `sudoku solve`".into()),
            },
            "--budget-ms" => match command {
                Command::Rate | Command::Explain { .. } => budget_ms = Some(value("--budget-ms")?),
                _ => return Err("--budget-ms goes with `sudoku rate` and `sudoku explain`".into()),
            },
            "--json" => match &mut command {
                Command::Explain { json } => *json = true,
                _ => return Err("--json goes with `sudoku explain`".into()),
            },
            "-" => files.push(arg_os.clone()),
            flag if flag.starts_with('-') => return Err(format!("unknown option `{flag}`")),
            _ => files.push(arg_os.clone()),
        }
    }
    if matches!(command, Command::Generate(_)) && !files.is_empty() {
        return Err("`sudoku generate` reads no input files".into());
    }
    if files.is_empty() {
        files.push("-".into());
    }
    Ok(Some(Options {
        command,
        jobs,
        files,
        budget_ms,
    }))
}

fn thread_count() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The outcome of a batch that wrote to stdout: a closed pipe is [`Outcome::OutputClosed`],
/// another write error a message.
fn written(result: io::Result<usize>, unreadable: bool) -> Result<Outcome, String> {
    match result {
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(Outcome::OutputClosed),
        Err(error) => Err(format!("cannot write the output: {error}")),
        Ok(_) if unreadable => Ok(Outcome::Unreadable),
        Ok(errors) => Ok(Outcome::Answered(errors)),
    }
}

/// Prints the generated puzzles in order, `jobs` at a time; puzzle `i` has its own seed derived
/// from the run's seed, so the output does not depend on the threads.
fn run_generate(request: GenerateRequest, jobs: usize) -> Result<Outcome, String> {
    let seed = request.seed.unwrap_or_else(|| {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let seed = now.as_nanos() as u64 % 1_000_000_000;
        eprintln!("sudoku: generating with --seed {seed}");
        seed
    });
    let mut indices = 0..request.count;
    let result = batch::run(
        || indices.next().map(|i| Ok((i, false))),
        jobs,
        |i: u64| {
            let options = GenerateOptions {
                level: request.level,
                seed: seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
                symmetric: request.symmetric,
                minimal: request.minimal,
            };
            let puzzle = generate(&options).puzzle.to_string().replace('0', ".");
            (puzzle, false)
        },
        io::stdout(),
    );
    written(result, false)
}

/// Answers every puzzle of every input.
fn run(options: &Options) -> Result<Outcome, String> {
    if let Command::Generate(request) = options.command {
        return run_generate(request, options.jobs);
    }
    let mut inputs = Inputs::new(&options.files);
    let (command, budget_ms) = (options.command, options.budget_ms);
    let result = batch::run(
        || inputs.next_record().map(Ok),
        options.jobs,
        |(source, record): (Arc<str>, Record)| answer(command, budget_ms, &source, &record),
        io::stdout(),
    );
    written(result, inputs.failed())
}

/// The output line for one puzzle, and whether it is an error.
fn answer(
    command: Command,
    budget_ms: Option<u64>,
    source: &str,
    record: &Record,
) -> (String, bool) {
    if let Some(framing) = &record.framing_error {
        return (format!("error: {source}{framing}"), true);
    }
    let (grid, candidates) = match PuzzleText::parse(&record.text) {
        Ok(read) => (read.grid, read.candidates),
        Err(error) => return (format!("error: {source}{}", locate(record, &error)), true),
    };
    let line = match command {
        Command::Solve { unique: false } => {
            solve_first(&grid).map_or("none".into(), |s| s.to_string())
        }
        Command::Solve { unique: true } => match solve(&grid) {
            Solution::Unique(solution) => format!("{solution} unique"),
            Solution::Multiple(solution) => format!("{solution} multiple"),
            Solution::None => "none".into(),
        },
        Command::Count { limit } => count_solutions(&grid, limit).to_string(),
        Command::Target => {
            max_target_score(&grid).map_or("-1".into(), |(score, _)| score.to_string())
        }
        Command::Rate => rate_line(&grid, &budget(budget_ms)),
        Command::Explain { json: true } => {
            to_json(&logic::explain_within(&grid, &budget(budget_ms)))
        }
        Command::Explain { json: false } => explain_text(&grid, &budget(budget_ms)),
        Command::Hint => to_json(&logic::hint(&grid, candidates.as_ref())),
        Command::Generate(_) => unreachable!("generate reads no input"),
    };
    (line, false)
}

fn to_json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).expect("steps serialize to JSON")
}

/// A budget of `ms` milliseconds from now (none: unlimited).
fn budget(ms: Option<u64>) -> logic::Budget {
    match ms {
        None => logic::Budget::unlimited(),
        Some(ms) => {
            let deadline = std::time::Instant::now() + std::time::Duration::from_millis(ms);
            logic::Budget::new(move || std::time::Instant::now() >= deadline)
        }
    }
}

/// `7.2 extreme Forcing Chain`, `none`, `multiple`, `20.0 extreme Unsolved`, or
/// `20.0 extreme Unsolved (budget)` when the time budget ran out.
fn rate_line(grid: &Grid, budget: &logic::Budget) -> String {
    let summary = logic::rate_within(grid, budget);
    match summary.status {
        Status::None => "none".into(),
        Status::Multiple => "multiple".into(),
        Status::Unique => {
            format!(
                "{} {} {}",
                summary.rating,
                summary.level.name(),
                summary.technique.unwrap_or("Givens")
            ) + if summary.reason.is_some() {
                " (budget)"
            } else {
                ""
            }
        }
    }
}

/// A heading line, then `N. Technique (rating): text` per step.
fn explain_text(grid: &Grid, budget: &logic::Budget) -> String {
    let explanation = logic::explain_within(grid, budget);
    let status = match explanation.status {
        Status::None => return "none: the puzzle has no solution".into(),
        Status::Multiple => "several solutions",
        Status::Unique => "one solution",
    };
    let ending = match (explanation.solved, explanation.reason) {
        (true, _) => "solved",
        (false, Some(_)) => "stopped: the time budget ran out",
        (false, None) => "stuck: no technique applies",
    };
    let rated_by = explanation
        .technique
        .map_or(String::new(), |technique| format!(" {technique}"));
    let mut text = format!(
        "rating {} ({}{rated_by}), {status}, {} steps, {ending}",
        explanation.rating,
        explanation.level.name(),
        explanation.steps.len()
    );
    for (i, step) in explanation.steps.iter().enumerate() {
        text.push_str(&format!(
            "\n{:>3}. {} ({}): {}",
            i + 1,
            step.technique.name(),
            step.rating,
            step.text
        ));
    }
    text
}

/// A parse error with the input line (and column) where it happened.
fn locate(record: &Record, error: &ParseError) -> String {
    if let ParseError::InvalidCharacter { ch, .. } = error {
        for (offset, line) in record.text.lines().enumerate() {
            if let Some(column) = line.chars().position(|c| c == *ch) {
                let line_number = record.first_line + offset;
                return format!("line {line_number}, column {}: {error}", column + 1);
            }
        }
    }
    format!("line {}: {error}", record.first_line)
}
