// Being built: replaced by the real screen.
export function ConnectScreen() {
  return <h1>ConnectScreen</h1>;
}
