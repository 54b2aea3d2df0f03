// A request answered UNAUTHENTICATED while someone was signed in means their session ended (expired or signed out
// elsewhere): the sign-in screen says so instead of greeting them as a stranger. Set by the app frame's session
// watcher, read and cleared by the sign-in screen.
let expired = false;

export const sessionExpired = {
  set(): void {
    expired = true;
  },
  clear(): void {
    expired = false;
  },
  get active(): boolean {
    return expired;
  },
};
