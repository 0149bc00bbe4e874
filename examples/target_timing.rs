use std::time::Instant;
use sudoku_engine::target::TargetSearch;
use sudoku_engine::Grid;
fn main() {
    let dir = "tests/fixtures/target";
    let mut names: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().unwrap() == "in").collect();
    names.sort();
    let mut total = 0.0;
    let only = std::env::args().nth(1);
    for p in names {
        if let Some(o) = &only { if !p.to_str().unwrap().contains(o.as_str()) { continue; } }
        let g = Grid::parse(&std::fs::read_to_string(&p).unwrap()).unwrap();
        let ans: i64 = std::fs::read_to_string(p.with_extension("ans")).unwrap().trim().parse().unwrap();
        let t = Instant::now();
        let mut s = TargetSearch::new(&g);
        let mut last = None;
        while !s.run(if only.is_some() {1} else {1<<30}) { let pr = s.progress(); let k = (pr.best.map(|b| b.0), pr.upper_bound); if only.is_some() && Some(k) != last { println!("  node {} best {:?} ub {:?} at {:.2} ms", pr.nodes, k.0, k.1, t.elapsed().as_secs_f64()*1e3); last = Some(k);} }
        let el = t.elapsed().as_secs_f64() * 1e3;
        total += el;
        let pr = s.progress();
        let got = pr.best.map_or(-1, |b| b.0 as i64);
        println!("{:>10} {:>5} {:>5} {} nodes {:>7} {:8.2} ms", p.file_stem().unwrap().to_str().unwrap(), got, ans, if got == ans {"ok"} else {"WRONG"}, pr.nodes, el);
    }
    println!("total {total:.1} ms");
}
#[allow(dead_code)]
fn probe() {}
