// Being built: replaced by the real screen.
export function SearchBox() {
  return <h1>SearchBox</h1>;
}
