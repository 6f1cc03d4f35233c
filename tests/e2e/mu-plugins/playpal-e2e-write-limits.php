<?php
/**
 * Browser-test site only (bin/test-e2e links it into that site's mu-plugins):
 * the browser tests convert, create and restore many times as the same few
 * people within minutes (the convert fuzz alone sends 300 bodies), so the
 * per-person and site-wide limits of those writes are raised here. Their
 * default 429s are proven by StorageQuotaTest.
 *
 * @package PlayPal\Tests
 */

foreach ( array( 'convert', 'appadoo_create', 'restore' ) as $playpal_e2e_scope ) {
	add_filter( "playpal_{$playpal_e2e_scope}_rate_limit", static fn(): int => 100000 );
	add_filter( "playpal_{$playpal_e2e_scope}_global_rate_limit", static fn(): int => 100000 );
}
