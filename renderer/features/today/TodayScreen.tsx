// Being built: replaced by the real screen.
export function TodayScreen() {
  return <h1>TodayScreen</h1>;
}
