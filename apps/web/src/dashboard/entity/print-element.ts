/** The class that, while printing, hides everything but the element being printed (dashboard.css). */
const PRINTING = 'printing-one';
const PRINTED = 'printed-element';

/**
 * Prints one element of the page, without menu, top bar or buttons: the browser's print dialog,
 * with the print stylesheet showing only `id`. Spec 000 §8: a missing print element shows an
 * alert (`onMissing`) and prints nothing.
 */
export function printElement(id: string, onMissing: () => void): void {
  const element = document.getElementById(id);
  if (!element) {
    onMissing();
    return;
  }
  element.classList.add(PRINTED);
  document.body.classList.add(PRINTING);
  // The classes only matter while printing (`@media print`), so a browser that never says it
  // has printed leaves nothing wrong on the screen.
  const done = () => {
    element.classList.remove(PRINTED);
    document.body.classList.remove(PRINTING);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
