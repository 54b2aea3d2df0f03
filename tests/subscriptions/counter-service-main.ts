// Runs the counter service in its own process (see counter-service-process.ts): tests that render React under
// happy-dom cannot host the server in the same realm, where happy-dom's Event and EventTarget replace Node's.
import { startCounterService } from './counter-service';

type Command =
  | { type: 'tick'; value: number; channel?: string }
  | { type: 'failNext'; n: number }
  | { type: 'reset' }
  | { type: 'close' };

const send = (message: unknown) => process.send?.(message);
const service = await startCounterService(Number(process.argv[2] ?? 0), (state) =>
  send({ type: 'state', ...state }),
);
process.on('message', (command: Command) => {
  if (command.type === 'tick') service.tick(command.value, command.channel);
  else if (command.type === 'failNext') service.failNext(command.n);
  else if (command.type === 'reset') void service.reset();
  else if (command.type === 'close') void service.close().then(() => process.exit(0));
});
send({ type: 'ready', port: service.port });
