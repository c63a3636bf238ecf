// Being built: replaced by the real screen.
export function BookmarksScreen() {
  return <h1>BookmarksScreen</h1>;
}
