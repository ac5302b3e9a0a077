// The server's JSON API. Every call resolves to the answer or throws an Error with the server's message.

async function call(path, options = {}) {
  let response;
  try {
    response = await fetch(path, options);
  } catch (e) {
    throw new Error(`cannot reach the server (${e.message})`);
  }
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) throw new Error((body && body.error) || `the server answered ${response.status}`);
  return body;
}

const post = (path, body) =>
  call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

export const newPuzzle = (level) => call(`/api/puzzle?level=${encodeURIComponent(level)}`);
export const daily = (level) => call(`/api/daily?level=${encodeURIComponent(level)}`);
export const check = (puzzle) => post("/api/check", { puzzle });
export const rate = (puzzle) => post("/api/rate", { puzzle });
export const hint = (puzzle, state, level) => post("/api/hint", { puzzle, state, level });
