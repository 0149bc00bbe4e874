//! Answers a stream of puzzles on several threads and writes the answers in input order.
//!
//! The reader groups records into batches (closing a batch early when it has no more input in
//! memory, so an interactive user sees each answer at once), workers answer whole batches, and
//! the writer puts batches back in order. With one job the reading thread answers each record
//! itself: no threads to start, no batches to hand over.
//!
//! When the output fails (a closed pipe, a full disk) the writer raises a flag: the reader stops
//! reading, and the workers drain what is queued without answering it, so no thread waits on
//! another that has stopped and the run ends at once with the write error.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Mutex;
use std::thread;

/// Most records in one batch.
const BATCH: usize = 256;

/// Sends batches of items to `jobs` worker threads running `answer`, and writes each answer line
/// to `out` in input order. `next` yields the next item and whether more input is already in
/// memory. Returns how many answers `answer` marked as errors.
pub fn run<T, N, A, W>(mut next: N, jobs: usize, answer: A, out: W) -> io::Result<usize>
where
    T: Send,
    N: FnMut() -> Option<io::Result<(T, bool)>>,
    A: Fn(T) -> (String, bool) + Sync,
    W: Write + Send,
{
    if jobs <= 1 {
        return run_inline(next, answer, out);
    }
    let (batch_tx, batch_rx) = mpsc::sync_channel::<(usize, Vec<T>)>(jobs.saturating_mul(2));
    let (answer_tx, answer_rx) = mpsc::channel::<(usize, Vec<(String, bool)>)>();
    let batch_rx = Mutex::new(batch_rx);
    let output_failed = AtomicBool::new(false);
    thread::scope(|scope| {
        let mut workers = 0;
        for _ in 0..jobs {
            let answer_tx = answer_tx.clone();
            let (batch_rx, answer, output_failed) = (&batch_rx, &answer, &output_failed);
            let worker = move || loop {
                let received = batch_rx.lock().expect("a worker panicked").recv();
                let Ok((index, items)) = received else { return };
                // Once the output has failed, queued batches are dropped unanswered: the reader
                // may be waiting for room in the queue.
                if output_failed.load(Ordering::Relaxed) {
                    continue;
                }
                let answers = items
                    .into_iter()
                    .map(|item| answer_or_report(answer, item))
                    .collect();
                let _ = answer_tx.send((index, answers));
            };
            // A system that refuses more threads leaves the batch to those it gave.
            match thread::Builder::new().spawn_scoped(scope, worker) {
                Ok(_) => workers += 1,
                Err(error) if workers == 0 => return Err(error),
                Err(_) => break,
            }
        }
        drop(answer_tx);
        let output_failed = &output_failed;
        let writer = scope.spawn(move || {
            let written = write_in_order(answer_rx, out);
            if written.is_err() {
                output_failed.store(true, Ordering::Relaxed);
            }
            written
        });

        let mut read_error = None;
        let mut batch = Vec::new();
        let mut index = 0;
        while let Some(item) = next() {
            if output_failed.load(Ordering::Relaxed) {
                break;
            }
            match item {
                Ok((item, more_in_memory)) => {
                    batch.push(item);
                    if batch.len() == BATCH || !more_in_memory {
                        if batch_tx.send((index, std::mem::take(&mut batch))).is_err() {
                            break;
                        }
                        index += 1;
                    }
                }
                Err(error) => {
                    read_error = Some(error);
                    break;
                }
            }
        }
        if !batch.is_empty() && !output_failed.load(Ordering::Relaxed) {
            let _ = batch_tx.send((index, batch));
        }
        drop(batch_tx);
        let errors = writer.join().expect("the writer panicked")?;
        read_error.map_or(Ok(errors), Err)
    })
}

/// [`run`] with one job: answers each item as it is read, on this thread, and flushes whenever
/// no more input is in memory.
fn run_inline<T, N, A, W>(mut next: N, answer: A, out: W) -> io::Result<usize>
where
    N: FnMut() -> Option<io::Result<(T, bool)>>,
    A: Fn(T) -> (String, bool),
    W: Write,
{
    let mut out = io::BufWriter::new(out);
    let mut errors = 0;
    while let Some(item) = next() {
        let (item, more_in_memory) = match item {
            Ok(item) => item,
            Err(error) => {
                out.flush()?;
                return Err(error);
            }
        };
        let (line, is_error) = answer_or_report(&answer, item);
        out.write_all(line.as_bytes())?;
        out.write_all(b"\n")?;
        errors += usize::from(is_error);
        if !more_in_memory {
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(errors)
}

/// Runs `answer`, turning a panic (a bug) into an error line so the batch goes on.
fn answer_or_report<T>(answer: &impl Fn(T) -> (String, bool), item: T) -> (String, bool) {
    panic::catch_unwind(AssertUnwindSafe(|| answer(item))).unwrap_or_else(|_| {
        (
            "error: internal error while answering this puzzle (please report it)".into(),
            true,
        )
    })
}

/// Writes answer batches in index order as they arrive; returns how many were errors.
fn write_in_order<W: Write>(
    answers: mpsc::Receiver<(usize, Vec<(String, bool)>)>,
    out: W,
) -> io::Result<usize> {
    let mut out = io::BufWriter::new(out);
    let mut waiting = BTreeMap::new();
    let (mut next, mut errors) = (0, 0);
    while let Ok((index, batch)) = answers.recv() {
        waiting.insert(index, batch);
        while let Some(batch) = waiting.remove(&next) {
            for (line, is_error) in batch {
                out.write_all(line.as_bytes())?;
                out.write_all(b"\n")?;
                errors += usize::from(is_error);
            }
            next += 1;
        }
        out.flush()?;
    }
    Ok(errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_come_out_in_input_order_with_any_number_of_threads() {
        for jobs in [1, 2, 3, 8] {
            let mut items = (0..2000u64).map(|i| Ok((i, i % 7 != 0)));
            let mut out = Vec::new();
            let errors = run(
                || items.next(),
                jobs,
                |i| {
                    // Uneven work so that batches finish out of order.
                    let spin = (i * 7919) % 500;
                    std::hint::black_box((0..spin).map(|k| k ^ i).sum::<u64>());
                    (format!("{i}"), i % 100 == 0)
                },
                &mut out,
            )
            .unwrap();
            let lines: Vec<u64> = String::from_utf8(out)
                .unwrap()
                .lines()
                .map(|l| l.parse().unwrap())
                .collect();
            assert_eq!(lines, (0..2000).collect::<Vec<_>>(), "jobs = {jobs}");
            assert_eq!(errors, 20);
        }
    }

    #[test]
    fn a_panicking_answer_becomes_an_error_line_and_the_batch_goes_on() {
        for jobs in [1, 2] {
            let mut items = (0..10u8).map(|i| Ok((i, true)));
            let mut out = Vec::new();
            let answer = |i: u8| {
                assert_ne!(i, 3, "deliberate test panic");
                (i.to_string(), false)
            };
            let errors = run(|| items.next(), jobs, answer, &mut out).unwrap();
            let text = String::from_utf8(out).unwrap();
            assert_eq!(errors, 1);
            assert_eq!(text.lines().count(), 10);
            assert!(text
                .lines()
                .nth(3)
                .unwrap()
                .starts_with("error: internal error"));
        }
    }

    /// Output that takes `room` bytes, then fails as a closed pipe does.
    struct ClosingPipe {
        room: usize,
    }

    impl Write for ClosingPipe {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            if self.room == 0 {
                return Err(io::ErrorKind::BrokenPipe.into());
            }
            let taken = bytes.len().min(self.room);
            self.room -= taken;
            Ok(taken)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failing_output_ends_the_run_with_its_error_whatever_the_jobs() {
        // Endless input, each item its own batch (nothing more in memory): the run must end
        // by the output's failure, having read only what was in flight.
        for jobs in [1, 2, 3, 16] {
            let mut read = 0u64;
            let next = || {
                read += 1;
                Some(Ok((read, false)))
            };
            let result = run(
                next,
                jobs,
                |i| (i.to_string(), false),
                ClosingPipe { room: 10 },
            );
            assert_eq!(
                result.unwrap_err().kind(),
                io::ErrorKind::BrokenPipe,
                "jobs {jobs}"
            );
            assert!(
                read < 100_000,
                "jobs {jobs}: read {read} items after the output failed"
            );
        }
    }

    #[test]
    fn a_read_error_is_returned_after_the_answers_before_it() {
        for jobs in [1, 2] {
            let mut items = [
                Ok((1u8, true)),
                Err(io::Error::other("disk")),
                Ok((2, true)),
            ]
            .into_iter();
            let mut out = Vec::new();
            let result = run(|| items.next(), jobs, |i| (i.to_string(), false), &mut out);
            assert_eq!(result.unwrap_err().to_string(), "disk");
            assert_eq!(String::from_utf8(out).unwrap(), "1\n");
        }
    }
}
