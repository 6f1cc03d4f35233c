/**
 * Shapes of the Appadoo portal's data, exactly as docs/APPADOOS.md defines
 * them (the contract with includes/Appadoos, includes/Database, includes/Backups).
 */

export type { Me, SignedInMe } from '../../lib/me';

export type TemplateDifficulty = 'beginner' | 'intermediate' | 'advanced';

export interface Template {
	id: string;
	name: string;
	description: string;
	category: string;
	difficulty: TemplateDifficulty;
	ageGroup: string;
	tags: string[];
	downloads: number;
	rating: number;
	size: string;
	lastUpdated: string;
	/** True for the spec's sample templates; a site owner's own (added through a filter) may say false. */
	sample: boolean;
}

export type AppadooStatus = 'active' | 'deployed';

export interface Owner {
	id: number;
	name: string;
}

export interface AppadooSettings {
	/** Minutes "1".."1440", or "unlimited". */
	timeLimit: string;
	hdgFilter: boolean;
	printEnabled: boolean;
}

export interface Appadoo {
	id: number;
	name: string;
	template: string;
	templateName: string;
	status: AppadooStatus;
	/** Where a deployed ("Live") Appadoo plays for anyone; null when not deployed. */
	publicUrl: string | null;
	usage: {
		sessions: number;
		/** Minutes. */
		totalTime: number;
		/** ISO 8601, or null when never played. */
		lastPlayed: string | null;
	};
	settings: AppadooSettings;
	owner: Owner;
	createdAt: string;
	modifiedAt: string;
}

export type ProviderId = 'local' | 'google' | 'dropbox';

export interface Provider {
	id: ProviderId;
	name: string;
	type: ProviderId;
	connected: boolean;
	quota: { used: number; total: number; unit: 'MB' | 'GB' };
}

export interface StorageAppadoo {
	id: number;
	name: string;
	storageProvider: ProviderId;
	/** Bytes. */
	storageUsed: number;
	fileCount: number;
	autoBackup: boolean;
	compressionEnabled: boolean;
	/** Integer >= 0; 0 keeps every backup. */
	retentionDays: number;
	encryptionEnabled: boolean;
	lastBackup: string | null;
	owner: Owner;
}

/** What PUT /storage/appadoos/{id} accepts: any of these fields. */
export type StorageSettingsPatch = Partial<
	Pick<
		StorageAppadoo,
		| 'storageProvider'
		| 'retentionDays'
		| 'autoBackup'
		| 'compressionEnabled'
		| 'encryptionEnabled'
	>
>;

export interface Backup {
	id: string;
	appadooId: number;
	provider: string;
	/** Bytes. */
	size: number;
	createdAt: string;
	compressed: boolean;
	encrypted: boolean;
}

/** Customer sees their own Appadoos; admin (manage_options) sees everyone's. */
export type ViewMode = 'customer' | 'admin';

export type Scope = 'mine' | 'all';

/** One thing the converter did (docs/APPADOOS.md, Converter). */
export interface ConversionItem {
	code: string;
	label: string;
}

/** An outside reference the converter removed, disabled, or left for the CSP to block. */
export interface ConversionRemoval {
	kind: string;
	url: string;
	action: 'removed' | 'disabled' | 'blocked';
	file: string;
}

export interface Conversion {
	entry: string;
	added: ConversionItem[];
	applied: ConversionItem[];
	removed: ConversionRemoval[];
	skipped: string[];
	/** Files the package rules refused, with a stable code: type-not-allowed, server-script, name-trailing-dot-or-space, name-too-long, name-invalid. */
	refused: { file: string; code: string }[];
	counts: {
		pages: number;
		assets: number;
		files: number;
		bytes: number;
		external: number;
		removed: number;
		disabled: number;
		blocked: number;
		forms: number;
		skipped: number;
		refused: number;
		byKind: Record< string, number >;
	};
}

/** GET pp/v1/appadoos/{id}/preview. */
export interface PlayLink {
	url: string;
	openUrl: string;
	expiresAt: string;
	/** The Appadoo's public key: where its play sessions are reported. */
	key: string;
}

/** One Appadoo of an Analytics ranking (GET pp/v1/appadoos/analytics). */
export interface RankedAppadoo {
	id: number;
	name: string;
	sessions: number;
	/** Whole minutes. */
	totalTime: number;
	totalSeconds: number;
	lastPlayed: string | null;
}

export interface TemplateUse {
	id: string;
	name: string;
	/** How many of the Appadoos came from this template. */
	count: number;
}

export interface PlayAnalytics {
	totals: {
		appadoos: number;
		activeUsers: number;
		sessions: number;
		/** Whole minutes. */
		totalTime: number;
		totalSeconds: number;
	};
	topBySessions: RankedAppadoo[];
	topByTime: RankedAppadoo[];
	templates: TemplateUse[];
}
