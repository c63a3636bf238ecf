// Being built: replaced by the real screen.
export function BookingScreen({ code }: { code: string }) {
  return <h1>BookingScreen</h1>;
}
