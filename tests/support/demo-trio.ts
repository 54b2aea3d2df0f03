// A service with the three demo people signed in through its own sign-in: Ada (LAN's ADMIN), Grace (MEMBER) and
// Linus (VIEWER), for files that test what each role may do. Their session cookies, in that order.
import { inProcess } from './in-process';
import { startService, type StartServiceOptions, type TestService } from './service';

export interface DemoTrio {
  service: TestService;
  ada: string;
  grace: string;
  linus: string;
}

export async function startServiceWithDemoTrio(options: StartServiceOptions = {}): Promise<DemoTrio> {
  const service = await startService(options);
  const { signIn } = inProcess(() => service);
  const [ada, grace, linus] = await Promise.all([
    signIn('ada@lanes.test'),
    signIn('grace@lanes.test'),
    signIn('linus@lanes.test'),
  ]);
  return { service, ada, grace, linus };
}
