// The page's strings (www/text/i18n.js, the one source): every string exists in both languages,
// of the same kind (text, or a function of the same arity), and no 中文 text is left in English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { strings } from '../../www/text/i18n.js';

test('English and 中文 have the same strings, each of the same kind', () => {
  const en = strings('en');
  const zh = strings('zh');
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
  for (const key of Object.keys(en)) {
    assert.equal(typeof zh[key], typeof en[key], key);
    if (typeof en[key] === 'function') assert.equal(zh[key].length, en[key].length, `${key}: arity`);
    if (typeof en[key] === 'string' && key !== 'code' && /[a-z]{4}/i.test(en[key])) assert.notEqual(zh[key], en[key], `${key} is translated`);
  }
});

test('the words of set-up, the finish and saved games in both languages', () => {
  assert.equal(strings('en').solvedTitle, 'Solved');
  assert.equal(strings('zh').solvedTitle, '完成');
  assert.equal(strings('en').solvedIn(strings('en').clock(61000)), 'Solved in 1:01');
  assert.match(strings('zh').entryClashes('x'), /填入的数冲突/);
  assert.doesNotMatch(strings('en').entryClashes('x'), /givens/);
});
