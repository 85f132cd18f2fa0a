/**
 * Every answer's body is read once, natively. RTK Query's fetchBaseQuery clones each response it
 * is handed and reads the clone as text beside its response handler (for a PARSING_ERROR's
 * `data`, which no screen shows): a second copy of the body through a tee, and a second decoding.
 * At 5,000 open loans that is a 1.2 MB answer read three times over (the boot script's clone as
 * well); measured at 4 × CPU, the main thread's work to read it fell from ~137 to ~94 ms.
 * So the base query's fetch hands RTK Query a stand-in: the answer's status and headers with no
 * body, and the body, read once, kept for the response handler. No library in here: the boot
 * script imports it (./early-get.ts).
 */

/** Bodies read once, by the stand-in answer that carries their status and headers. */
const bodies = new WeakMap<Response, Promise<unknown>>();

/**
 * RTK Query's 'content-type' reading: JSON by its content type (an empty body is null), else
 * the text, so an HTML or empty error page does not hide the HTTP status. A JSON type whose text
 * is not JSON throws: the base query's PARSING_ERROR.
 */
function bodyOfText(text: string, contentType: string | null): unknown {
  if (!/ion\/(vnd\.api\+)?json/i.test(contentType ?? '')) return text;
  return text.length ? JSON.parse(text) : null;
}

/**
 * A stand-in for `answer` whose body is already being read, once; `then` may read the parsed
 * body further (the boot script checks it through the call's schema) and returns what the
 * response handler gets. An answer with no status of its own (an opaque one) is handed as it is.
 */
export function readOnce(
  answer: Response,
  then: (body: unknown, answer: Response) => unknown = (body) => body,
): Response {
  if (answer.status < 200) return answer;
  const standIn = new Response(null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
  const contentType = answer.headers.get('content-type');
  const body = answer.text().then((text) => then(bodyOfText(text, contentType), answer));
  // A body that fails to arrive or to parse is the taking call's to report, never unhandled.
  body.catch(() => {});
  bodies.set(standIn, body);
  return standIn;
}

/** The body of `response`: the one reading of a stand-in, else read as RTK Query would. */
export async function bodyOf(response: Response): Promise<unknown> {
  const body = bodies.get(response);
  if (body) return body;
  return bodyOfText(await response.text(), response.headers.get('content-type'));
}
