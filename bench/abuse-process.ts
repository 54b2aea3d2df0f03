// The abuse senders of bench/abuse.ts in a process of their own, as `npm run bench:load` runs them: an attacker is
// another machine, and in the load generator's own process the bench's side of the attacks (building and masking a
// 40 MB WebSocket message is ~0.2 s of synchronous work) would stall autocannon's clock and show as Board latency
// the service never had. Runs until SIGTERM, then prints the requests each case completed as one JSON line.
//
//   tsx bench/abuse-process.ts <base url> <cookie> light|issue
import { startAbuse, startIssueAbuse } from './abuse';

const [baseUrl, cookie, kind] = process.argv.slice(2);
if (!baseUrl || !cookie || (kind !== 'light' && kind !== 'issue')) {
  console.error('usage: tsx bench/abuse-process.ts <base url> <cookie> light|issue');
  process.exit(2);
}
const run = kind === 'issue' ? startIssueAbuse(baseUrl, cookie) : startAbuse(`${baseUrl}/graphql`, cookie);
process.once('SIGTERM', () => {
  void run.stop().then((counts) => {
    console.log(JSON.stringify(counts));
    process.exit(0);
  });
});
console.log('started');
