import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A local server answering chat completions as the API does, in the way the test sets. */
export function fakeTextModel() {
  const state = { mode: 'ok' as 'ok' | 'fail' | 'slow', requests: [] as { authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      state.requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      if (state.mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      const answer = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1_790_000_000,
            model: 'test-model',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: `Текст модели №${state.requests.length}` } }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      if (state.mode === 'slow') setTimeout(answer, 5_000);
      else answer();
    });
  });
  return { state, server };
}
