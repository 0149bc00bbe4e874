// `make serve`'s server (tools/serve.py): with the port taken it says so and serves on the next
// free port, printing the URL it really serves on (not "Serving…" and then a traceback).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { test } from 'node:test';

const ROOT = new URL('../../', import.meta.url);

test('a port in use is reported, and the next free port is served and printed', async (t) => {
  const blocker = createServer();
  await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  t.after(() => blocker.close());
  const taken = blocker.address().port;
  const proc = spawn('python3', ['tools/serve.py', '127.0.0.1', String(taken)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  t.after(() => proc.kill());
  let out = '';
  let err = '';
  proc.stderr.on('data', (d) => (err += d));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed: ${out} ${err}`)), 10000);
    proc.stdout.on('data', (d) => {
      out += d;
      const match = /Serving the app at (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  assert.match(out, new RegExp(`Port ${taken} is in use`));
  assert.notEqual(url, `http://127.0.0.1:${taken}/`);
  const page = await fetch(url);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<sudoku-solver/);
  assert.doesNotMatch(err, /Traceback/);
});
