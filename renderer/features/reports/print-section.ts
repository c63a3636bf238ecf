// Prints one report view alone: the body is marked while printing, and reports.css hides the navigation, the
// controls and every other view; the completeness line and the period stay, so the paper says what it covers.
const PRINTING_CLASS = 'printing-report';
const PRINTED = 'data-printed';

/** `printingClass`: the body's class while printing, whose print rules hide all but the marked section (reports.css). */
export function printSection(section: HTMLElement, done: () => void = () => undefined, printingClass = PRINTING_CLASS): void {
  document.body.classList.add(printingClass);
  section.setAttribute(PRINTED, '');
  const finish = () => {
    document.body.classList.remove(printingClass);
    section.removeAttribute(PRINTED);
    window.removeEventListener('afterprint', finish);
    done();
  };
  window.addEventListener('afterprint', finish);
  window.print();
}
