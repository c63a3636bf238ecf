// Prints one report view alone: the body is marked while printing, and reports.css hides the navigation, the
// controls and every other view; the completeness line and the period stay, so the paper says what it covers.
const PRINTING_CLASS = 'printing-report';
const PRINTED = 'data-printed';

export function printSection(section: HTMLElement, done: () => void = () => undefined): void {
  document.body.classList.add(PRINTING_CLASS);
  section.setAttribute(PRINTED, '');
  const finish = () => {
    document.body.classList.remove(PRINTING_CLASS);
    section.removeAttribute(PRINTED);
    window.removeEventListener('afterprint', finish);
    done();
  };
  window.addEventListener('afterprint', finish);
  window.print();
}
