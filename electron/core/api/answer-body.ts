// An answer's body read to a bound. The service (or whatever answers at its address: a proxy, a captive portal, a
// host that stopped being it) may send without end within the request's timeout; read whole, a few seconds of a fast
// link fill the desk's memory and take down every screen with it. No answer the desk reads comes near the bound: a
// page of bookings is tens of kilobytes, a month of every booking's notes a few megabytes.

/** The most an answer of the booking service may hold. */
export const MOST_ANSWER_BYTES = 64 * 1024 * 1024;

/** The body as text (UTF-8, as `Response.text()` reads it), or null once it holds more than `most` bytes. */
export async function boundedText(response: Response, most = MOST_ANSWER_BYTES): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (declared > most) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > most) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** What a failure says of an answer past the bound. */
export const TOO_LARGE = `it is larger than ${MOST_ANSWER_BYTES / 1024 / 1024} MB`;
