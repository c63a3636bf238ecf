// Being built: replaced by the real screen.
export function BookingsScreen({ query }: { query: URLSearchParams }) {
  return <h1>BookingsScreen</h1>;
}
