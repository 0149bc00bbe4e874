// The on-screen keypad: digits 1-9 that act on the selected cell (each showing how many are
// left, a done digit marked), Notes (switches the digits to
// pencil marks), Erase, Check, Undo and Redo. Buttons sized for thumbs; pressing one with a mouse or
// a finger leaves keyboard focus where it was (on the board), so typing carries on.

export class Keypad {
  /**
   * @param {HTMLElement} host  element to fill with the keypad
   * @param {{onDigit(d:number):void, onErase():void, onNotes():void, onCheck():void, onUndo():void, onRedo():void}} handlers
   */
  constructor(host, handlers) {
    this.host = host;
    host.setAttribute('role', 'group');
    const button = (cls, onClick, text = '') => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `ss-key ${cls}`;
      b.textContent = text;
      b.addEventListener('mousedown', (e) => e.preventDefault()); // keep focus on the board
      b.addEventListener('click', onClick);
      return b;
    };
    // Each digit's button shows how many of it are left to place; its name stays the digit.
    this.left = [];
    this.digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
      const b = button('ss-key-digit', () => handlers.onDigit(d), String(d));
      const left = document.createElement('span');
      left.className = 'ss-key-left';
      left.setAttribute('aria-hidden', 'true');
      b.append(left);
      b.setAttribute('aria-label', String(d));
      this.left.push(left);
      return b;
    });
    this.notes = button('ss-key-tool ss-key-notes', () => handlers.onNotes());
    this.erase = button('ss-key-tool', () => handlers.onErase());
    this.check = button('ss-key-tool', () => handlers.onCheck());
    this.undo = button('ss-key-tool', () => handlers.onUndo());
    this.redo = button('ss-key-tool', () => handlers.onRedo());
    const row = (cls, ...children) => {
      const div = document.createElement('div');
      div.className = cls;
      div.append(...children);
      return div;
    };
    host.append(row('ss-keypad-digits', ...this.digits), row('ss-keypad-tools', this.notes, this.erase, this.check, this.undo, this.redo));
  }

  /**
   * Updates the labels (t: strings table) and the state: notes mode, undo/redo availability, and
   * `placed[d]`, how many cells show digit d (a digit placed nine times is done).
   */
  render(t, { notes, canUndo, canRedo, placed }) {
    this.digits.forEach((b, i) => {
      const left = Math.max(0, 9 - placed[i + 1]);
      this.left[i].textContent = left ? String(left) : '✓';
      b.title = t.digitsLeft(left);
      b.classList.toggle('ss-key-done', left === 0);
    });
    this.host.setAttribute('aria-label', t.keypad);
    this.notes.textContent = t.notes;
    this.notes.setAttribute('aria-pressed', String(notes));
    this.erase.textContent = t.erase;
    this.check.textContent = t.check;
    this.undo.textContent = t.undo;
    this.redo.textContent = t.redo;
    this.undo.disabled = !canUndo;
    this.redo.disabled = !canRedo;
    this.host.classList.toggle('ss-notes-mode', notes);
  }
}
