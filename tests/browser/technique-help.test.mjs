// The techniques help's pictures (issue 32): each technique with an example shows it as a small
// board drawn by the page's step drawing, named in the page's language; axe clean; on a phone and
// a laptop, in English and 中文, light and dark (screenshots in test-artifacts/).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { LAPTOP, PHONE, appPages, artifact } from './harness.mjs';
import { strings } from '../../www/text/i18n.js';
import { techniqueName } from '../../www/text/step-text.js';
import { TECHNIQUE_EXAMPLES } from '../../www/model/technique-examples.js';

const FISH = '970306042805000109000050000207000304010020080400738001000905000000000000100847003';
const pages = appPages();

/** How many distinct colours the canvas's pixels hold (a drawn board has many; a blank one one). */
const colours = (canvas) =>
  canvas.evaluate((c) => {
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  });

for (const [deviceName, device] of [['laptop', LAPTOP], ['phone', PHONE]]) {
  for (const lang of ['en', 'zh']) {
    test(`${deviceName}, ${lang}: every technique's help shows its example board, named`, async (t) => {
      const words = strings(lang);
      for (const colorScheme of ['light', 'dark']) {
        const page = await pages.open(t, { ...device, colorScheme });
        if (lang === 'zh') await page.getByLabel('Language').selectOption('zh');
        await page.getByLabel(words.puzzleLabel, { exact: true }).fill(FISH);
        await page.getByRole('button', { name: words.techniques, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const pictures = dialog.getByRole('img');
        await pictures.first().waitFor();
        assert.equal(await pictures.count(), Object.keys(TECHNIQUE_EXAMPLES).length, 'one picture per example');
        for (const technique of ['Hidden Single', 'X-Wing', 'XY-Wing', 'Cell Forcing Chain']) {
          const picture = dialog.getByRole('img', { name: words.helpPicture(techniqueName(technique, lang)), exact: true });
          await picture.scrollIntoViewIfNeeded();
          await page.waitForTimeout(100);
          assert.ok((await colours(picture)) > 4, `${technique}'s board is drawn`);
        }
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        assert.deepEqual(serious, [], colorScheme);
        await dialog.getByRole('img', { name: words.helpPicture(techniqueName('X-Wing', lang)), exact: true }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: artifact(`technique-help-${deviceName}-${lang}-${colorScheme}.png`) });
      }
    });
  }
}
