/**
 * Sign-ups (SPEC §3 Interest signup, §7 POST …/interest).
 */

/** The list to join: Create It Forward waitlist, Play It Forward beta, or the newsletter. */
export type InterestKind = 'cif' | 'pif' | 'newsletter';

/** What the form sends. `hp` is the honeypot, always sent (empty for people). */
export interface InterestPayload {
	kind: InterestKind;
	email: string;
	firstName: string;
	lastName: string;
	message: string;
	hp: string;
	/** The page the form was on, kept with the sign-up. */
	sourcePage?: string;
}

/** The server's answer: `error` only on failure. */
export interface InterestResponse {
	success: boolean;
	alreadySubscribed?: boolean;
	/** Double opt-in: the sign-up waits for the emailed link. */
	confirmationSent?: boolean;
	error?: string;
	code?: string;
}

/** The form's state (SPEC §4 Interest forms). */
export type InterestFormState =
	| { status: 'idle' }
	| { status: 'submitting' }
	| { status: 'success' }
	| { status: 'already' }
	| { status: 'confirm' }
	| { status: 'error'; message: string };
