/**
 * The shape of the `playpal_settings` option, as `/wp/v2/settings` shows it.
 */

/**
 * Internal dependencies
 */
import type { FeatureFlags } from '../lib/config';

export interface Tokens {
	/** CSS colours by token name (`primary`, `primary-foreground`, …). */
	colors: Record< string, string >;
	/** A CSS length, e.g. `0.75rem`. */
	radius: string;
	fonts: {
		body: string;
		heading: string;
	};
}

/** The referral provider (Play It Forward). The key is write-only. */
export interface ReferralSettings {
	baseUrl: string;
	programId: string;
	/** Read-only: whether a key is stored. */
	apiKeySet: boolean;
	/** Write-only: a new key; left out to keep the stored one. */
	apiKey?: string;
}

export interface PlaypalSettings {
	/** `/` or a sub-path such as `/play/`. */
	base_path: string;
	flags: FeatureFlags;
	tokens: Tokens;
	referral: ReferralSettings;
	/** Addresses or CIDR networks of the proxies whose X-Forwarded-For is believed. */
	trusted_proxies: string[];
	double_opt_in: boolean;
	/** The offline app (service worker); off serves a worker that removes itself. */
	offline_app: boolean;
	delete_data_on_uninstall: boolean;
}
