/**
 * A text field that shows its whole text: a one-line input while the text fits it, a box that grows with the text
 * once it does not (a battlefield's note, a card's wording), so nothing is cut off at the field's edge.
 */

/** A text with a line break needs the box from the start: a one-line input would drop the break. */
export function hasLineBreak(text: string): boolean {
  return /[\r\n]/.test(text);
}

/** Calls `overflows` with the caret's place once the input's text is wider than the input, as drawn or as typed. */
export function whenTooLong(node: HTMLInputElement, overflows: (caret: number | null) => void) {
  const check = () => {
    if (node.scrollWidth > node.clientWidth) overflows(node === document.activeElement ? node.selectionStart : null);
  };
  check();
  node.addEventListener('input', check);
  return { destroy: () => node.removeEventListener('input', check) };
}

/**
 * Makes a textarea as tall as its text, now and as it changes; with `caret`, takes the keyboard there (the input it
 * replaces had it).
 */
export function growing(node: HTMLTextAreaElement, options: { text: string; caret: number | null }) {
  const fit = () => {
    node.style.height = 'auto';
    // scrollHeight leaves out the borders; box-sizing: border-box counts them.
    const borders = node.offsetHeight - node.clientHeight;
    node.style.height = `${node.scrollHeight + borders}px`;
  };
  fit();
  if (options.caret !== null) {
    node.focus();
    node.setSelectionRange(options.caret, options.caret);
  }
  node.addEventListener('input', fit);
  return {
    update: fit,
    destroy: () => node.removeEventListener('input', fit),
  };
}
