// The viewers of bench/leaderboard/run.ts, in a process of their own so that the server's memory
// is the server's: each holds one Server-Sent Events connection and notes when each version of
// the leaderboard reaches it. Each version's rows are read once (every viewer gets the same).
import http from 'node:http';

type Row = { memberId: string; thru: number | 'F' };
const [urlsArg, countArg] = process.argv.slice(2);
const urls = urlsArg!.split(',');
const count = Number(countArg);
/** Version → each player's holes played. */
const boards = new Map<number, Record<string, number>>();
/** Per viewer: version → when it arrived (ms since the epoch). */
const arrivals: Record<number, number>[] = [];
let connected = 0;

function connect(index: number) {
  arrivals[index] = {};
  let buffer = '';
  const request = http.get(urls[index % urls.length]!, { agent: false }, (response) => {
    if (response.statusCode !== 200) throw new Error(`viewer ${index}: ${response.statusCode}`);
    response.setEncoding('utf8');
    connected += 1;
    if (connected === count) process.send!({ kind: 'connected' });
    response.on('data', (chunk: string) => {
      const now = Date.now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(message);
        if (!id) continue;
        const version = Number(id[1]);
        arrivals[index]![version] ??= now;
        if (!boards.has(version)) {
          const data = message.slice(message.indexOf('data: ') + 6);
          const rows = (JSON.parse(data) as { rows: Row[] }).rows;
          boards.set(version, Object.fromEntries(rows.map((row) => [row.memberId, row.thru === 'F' ? 18 : row.thru])));
        }
      }
    });
  });
  request.on('error', (error) => {
    throw error;
  });
}

for (let index = 0; index < count; index += 1) connect(index);
process.on('message', (message: { kind: string }) => {
  if (message.kind !== 'report') return;
  process.send!({ kind: 'report', boards: [...boards], arrivals }, () => process.exit(0));
});
