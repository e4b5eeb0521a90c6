import { randomBytes } from 'node:crypto';

// Old sessions are forgotten past this many, so a loop of sign-ins cannot grow the set without end.
const maxSessions = 1000;

/** The signed-in sessions of the platform API stand-in: random tokens known only to this server and its visitor's cookie. */
export class Sessions {
  readonly #tokens = new Set<string>();

  /** A new session's token: 32 random bytes, never a value a page could guess. */
  signIn(): string {
    const token = randomBytes(32).toString('base64url');
    this.#tokens.add(token);
    if (this.#tokens.size > maxSessions) this.#tokens.delete(this.#tokens.values().next().value!);
    return token;
  }

  /** End the session, if there is one. */
  signOut(token: string | undefined): void {
    if (token !== undefined) this.#tokens.delete(token);
  }

  /** Whether `token` belongs to a session that is signed in. */
  has(token: string | undefined): boolean {
    return token !== undefined && this.#tokens.has(token);
  }
}
