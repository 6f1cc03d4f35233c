/**
 * What the host pages' family ledgers and state stores keep on this device
 * and the server has not confirmed yet (docs/FAMILY.md, "Sign-out keeps
 * play"): read straight from localStorage, with no other code, so the
 * sign-out listener can ask it on every app page for a few bytes.
 *
 * Keys (src/appadoo-runtime/family): `playpal:family:{device}:{child}:ledger`
 * and `playpal:family:{device}:{child}:state:{appadooId}`.
 */

const KEY =
	/^playpal:family:([^:]{1,64}):([0-9a-f]{32}):(ledger|state:([1-9][0-9]{0,18}))$/;

export interface FamilyEntryKey {
	key: string;
	device: string;
	child: string;
	/** The Appadoo of a state entry; undefined for a ledger. */
	appadooId?: number;
}

export interface UnsentPlay {
	/** Seconds played on this device the server has not confirmed (sessions it may still count). */
	seconds: number;
	/** Saved states or progress the server has not confirmed. */
	saves: number;
}

/**
 * The family entries in a storage.
 *
 * @param storage localStorage.
 */
export function familyEntries( storage: Storage ): FamilyEntryKey[] {
	const found: FamilyEntryKey[] = [];
	for ( let i = 0; i < storage.length; i++ ) {
		const key = storage.key( i );
		const parts = key ? KEY.exec( key ) : null;
		if ( key && parts ) {
			found.push( {
				key,
				device: parts[ 1 ] as string,
				child: parts[ 2 ] as string,
				...( parts[ 4 ] ? { appadooId: Number( parts[ 4 ] ) } : {} ),
			} );
		}
	}
	return found;
}

function parse( raw: string | null ): Record< string, unknown > | null {
	try {
		const value = JSON.parse( raw || 'null' );
		return value && typeof value === 'object' ? value : null;
	} catch {
		return null;
	}
}

/**
 * What is not sent yet, summed over every child of every parent on this device.
 *
 * @param storage localStorage (null: nothing can be kept).
 * @param skip    Children left out (another parent's, on a shared device).
 */
export function unsentPlay(
	storage: Storage | null,
	skip: ReadonlySet< string > = new Set()
): UnsentPlay {
	const unsent: UnsentPlay = { seconds: 0, saves: 0 };
	if ( ! storage ) {
		return unsent;
	}
	try {
		for ( const entry of familyEntries( storage ) ) {
			if ( skip.has( entry.child ) ) {
				continue;
			}
			const value = parse( storage.getItem( entry.key ) );
			if ( entry.appadooId === undefined ) {
				const sessions = ( value?.sessions ?? {} ) as Record<
					string,
					{ seconds?: unknown; acked?: unknown; dropped?: unknown }
				>;
				for ( const session of Object.values( sessions ) ) {
					const seconds = Number( session?.seconds ) || 0;
					const acked = Number( session?.acked ) || 0;
					if ( ! session?.dropped && seconds > acked ) {
						unsent.seconds += seconds - acked;
					}
				}
			} else {
				const pending = value?.pending as
					Record< string, unknown > | undefined;
				if ( pending && ( pending.state || pending.progress ) ) {
					unsent.saves += 1;
				}
			}
		}
	} catch {
		// Storage refused: nothing can be read, so nothing is held back.
	}
	return unsent;
}

/**
 * Whether anything is waiting.
 *
 * @param storage localStorage.
 */
export function hasUnsentPlay( storage: Storage | null ): boolean {
	const unsent = unsentPlay( storage );
	return unsent.seconds > 0 || unsent.saves > 0;
}
