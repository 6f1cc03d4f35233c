/**
 * The shapes of pp/v1/family (docs/FAMILY.md).
 */

export interface ChildToday {
	/** Site-local day, `Y-m-d`. */
	day: string;
	weekend: boolean;
	/** Null: unlimited. */
	budgetMinutes: number | null;
	playedSeconds: number;
	extraSeconds: number;
	/** Null: unlimited; never below 0. */
	remainingSeconds: number | null;
}

export interface Child {
	/** Opaque id (32 hex characters). */
	id: string;
	nickname: string;
	avatar: string;
	ageBand: string | null;
	weekdayMinutes: number | null;
	weekendMinutes: number | null;
	createdAt: string;
	today: ChildToday;
}

export interface Family {
	children: Child[];
	/** Most children a parent may add (6). */
	max: number;
	avatars: string[];
	ageBands: string[];
	/** When the parent agreed (and to which version), or null before they have. */
	consent: { version: string; at: string } | null;
	/** The consent text the parent agrees to. */
	consentText: string;
	consentVersion: string;
	/**
	 * No consent recorded, or one to an older version: the next add or change
	 * must carry `consentVersion` (the parent ticked "I agree").
	 */
	consentNeeded: boolean;
	pinSet: boolean;
}

/** Parent mode (GET/POST/DELETE /family/parent-mode): whether the tab's edit controls are open. */
export interface ParentMode {
	open: boolean;
	/** ISO 8601 UTC; null while closed. Each gated write moves it on. */
	expiresAt: string | null;
	/** How long parent mode lasts without a gated request (600). */
	idleSeconds: number;
	pinSet: boolean;
}

/** What PUT /family/pin answers (setting the first PIN opens parent mode). */
export interface PinAnswer {
	pinSet: boolean;
	parentMode?: Omit< ParentMode, 'pinSet' >;
}

/** What a new profile, or a change, sends (a change sends only what changed). */
export interface ChildFields {
	nickname?: string;
	avatar?: string;
	ageBand?: string | null;
	weekdayMinutes?: number | null;
	weekendMinutes?: number | null;
}

/** One Appadoo a child played, in the parent's view. */
export interface OverviewAppadoo {
	id: number;
	title: string;
	/** Seconds played in it (within the retention period). */
	seconds: number;
	progress: { score: number | null; completed: boolean };
	/** ISO 8601 UTC, or null when never reported. */
	lastPlayed: string | null;
}

/** One child in the parent's view (GET /family/overview). */
export interface OverviewChild {
	id: string;
	nickname: string;
	avatar: string;
	today: ChildToday;
	weekSeconds: number;
	/** First day of this week, `Y-m-d` (the site's "Week Starts On"). */
	weekStart: string;
	appadoos: OverviewAppadoo[];
}

export interface Overview {
	children: OverviewChild[];
}
