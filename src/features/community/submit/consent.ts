/**
 * The permission sentences beside the two checkboxes. The server stores the
 * same sentences with each story (includes/Community/Submission_Consent.php).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export function permissionText(): string {
	return __(
		'I grant PlayPal a worldwide, non-exclusive, royalty-free licence to use, modify and distribute this content for marketing, promotional and educational purposes.',
		'playpal'
	);
}

export function marketingText(): string {
	return __(
		'I confirm that I own the rights to this content and agree that PlayPal may feature it in its marketing.',
		'playpal'
	);
}

/** SPEC §8 Consent missing, exactly. */
export function consentMissingText(): string {
	return __(
		'Please agree to the terms and permissions before submitting.',
		'playpal'
	);
}
