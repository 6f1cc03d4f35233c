/**
 * What the host page prints for a signed-in parent with children
 * (`<script type="application/json" id="playpal-family">`, written by
 * Family\Host_Page_Family): read and checked here before anything uses it.
 */

export interface ChildToday {
	day: string;
	playedSeconds: number;
	extraSeconds: number;
	remainingSeconds: number | null;
}

export interface FamilyChild {
	id: string;
	nickname: string;
	avatar: string;
	today: ChildToday;
}

export interface FamilyConfig {
	/** A key of the parent for this device's storage (not the user id). */
	device: string;
	appadooId: number;
	/** The Appadoo's own time limit: minutes as a string, or "unlimited". */
	timeLimit: string;
	children: FamilyChild[];
	/** Base of the family routes, ending in `children/`. */
	rest: string;
	/** The REST nonce; "" in the page the offline library saved (it keeps none). */
	nonce: string;
	/** Where that saved page asks for a fresh nonce once online; null online. */
	nonceUrl: string | null;
	printable: { name: string; url: string } | null;
	/** A share link's token, sent back with each family request (null or absent on every other page). */
	share?: string | null;
	/**
	 * The site's time zone (an IANA name or an offset such as `+02:00`): a
	 * new site day starts a new session. Null on a page printed before it.
	 */
	timeZone?: string | null;
}

const CHILD_ID = /^[0-9a-f]{32}$/;
/** Referrals\Share_Token's shape. */
const SHARE_TOKEN = /^s[0-9]{1,12}-[0-9a-f]{16}-[0-9a-f]{32}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isCount = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isInteger( value ) && value >= 0;

/**
 * Today's figures, if well-formed.
 * @param value Candidate.
 */
export function readToday( value: unknown ): ChildToday | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const today = value as Record< string, unknown >;
	if (
		typeof today.day !== 'string' ||
		! DAY.test( today.day ) ||
		! isCount( today.playedSeconds ) ||
		! isCount( today.extraSeconds ) ||
		! (
			today.remainingSeconds === null || isCount( today.remainingSeconds )
		)
	) {
		return null;
	}
	return {
		day: today.day,
		playedSeconds: today.playedSeconds,
		extraSeconds: today.extraSeconds,
		remainingSeconds: today.remainingSeconds as number | null,
	};
}

function readChild( value: unknown ): FamilyChild | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const child = value as Record< string, unknown >;
	const today = readToday( child.today );
	if (
		typeof child.id !== 'string' ||
		! CHILD_ID.test( child.id ) ||
		typeof child.nickname !== 'string' ||
		typeof child.avatar !== 'string' ||
		! today
	) {
		return null;
	}
	return {
		id: child.id,
		nickname: child.nickname,
		avatar: child.avatar,
		today,
	};
}

/**
 * The configuration in a document, or null (no family: today's host page).
 * @param doc The host page.
 */
export function readFamilyConfig( doc: Document ): FamilyConfig | null {
	const element = doc.getElementById( 'playpal-family' );
	if ( ! element ) {
		return null;
	}
	let data: Record< string, unknown >;
	try {
		data = JSON.parse( element.textContent || '' );
	} catch {
		return null;
	}
	if (
		! data ||
		typeof data !== 'object' ||
		! Array.isArray( data.children )
	) {
		return null;
	}
	const children = data.children.map( readChild );
	if (
		typeof data.device !== 'string' ||
		! isCount( data.appadooId ) ||
		typeof data.rest !== 'string' ||
		typeof data.nonce !== 'string' ||
		children.length === 0 ||
		children.some( ( child ) => child === null )
	) {
		return null;
	}
	const printable = data.printable as Record< string, unknown > | null;
	return {
		device: data.device,
		appadooId: data.appadooId,
		timeLimit:
			typeof data.timeLimit === 'string' ? data.timeLimit : 'unlimited',
		children: children as FamilyChild[],
		rest: data.rest,
		nonce: data.nonce,
		nonceUrl: typeof data.nonceUrl === 'string' ? data.nonceUrl : null,
		printable:
			printable &&
			typeof printable.name === 'string' &&
			typeof printable.url === 'string'
				? { name: printable.name, url: printable.url }
				: null,
		share:
			typeof data.share === 'string' && SHARE_TOKEN.test( data.share )
				? data.share
				: null,
		timeZone:
			typeof data.timeZone === 'string' && data.timeZone.length <= 64
				? data.timeZone
				: null,
	};
}
