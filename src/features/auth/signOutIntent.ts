// Signing out forgets the viewer while a member-only screen may still be on screen for a render; the guard then
// must not send the user to sign in with ?next= back to it. Set just before sign-out, cleared by the sign-in screen.
let signingOut = false;

export const signOutIntent = {
  set(): void {
    signingOut = true;
  },
  clear(): void {
    signingOut = false;
  },
  get active(): boolean {
    return signingOut;
  },
};
