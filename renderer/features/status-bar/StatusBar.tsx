// Being built: replaced by the real screen.
export function StatusBar() {
  return <h1>StatusBar</h1>;
}
