// Listens to the solvers' events: what a host page would do with the results.
const log = document.getElementById('log');
for (const solver of document.querySelectorAll('sudoku-solver')) {
  solver.addEventListener('sudoku-solved', (e) => {
    const { mode, status, score } = e.detail;
    log.textContent = `#${solver.id} solved (${mode === 'target' ? `score ${score}` : status}).`;
  });
  solver.addEventListener('sudoku-error', (e) => {
    log.textContent = `#${solver.id}: ${e.detail.message}`;
  });
}
