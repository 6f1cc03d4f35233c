/**
 * The one message the host page sends into the package about a child's
 * play-time budget (docs/FAMILY.md, "The host page"): the seconds left today
 * for the child who is playing, or null when the child has no limit. The
 * runtime shows min(its own time limit, this) in its countdown. Shared by
 * the host (sender) and the runtime (receiver). No dependencies.
 */

export const BUDGET_MESSAGE_TYPE = 'playpal:family-budget';

export interface BudgetMessage {
	type: typeof BUDGET_MESSAGE_TYPE;
	/** Whole seconds left today, or null: unlimited. */
	remainingSeconds: number | null;
}

/**
 * The message, if `data` is exactly a budget message; otherwise null.
 * @param data Whatever arrived with a `message` event.
 */
export function readBudgetMessage( data: unknown ): BudgetMessage | null {
	if ( ! data || typeof data !== 'object' || Array.isArray( data ) ) {
		return null;
	}
	const message = data as Record< string, unknown >;
	const keys = Object.keys( message ).sort().join( ',' );
	if ( keys !== 'remainingSeconds,type' ) {
		return null;
	}
	const seconds = message.remainingSeconds;
	const valid =
		message.type === BUDGET_MESSAGE_TYPE &&
		( seconds === null ||
			( typeof seconds === 'number' &&
				Number.isInteger( seconds ) &&
				seconds >= 0 &&
				seconds <= 86400 * 2 ) );
	return valid ? ( message as unknown as BudgetMessage ) : null;
}
