// Being built: replaced by the real screen.
export function CalendarScreen() {
  return <h1>CalendarScreen</h1>;
}
