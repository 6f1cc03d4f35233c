<?php
/**
 * Browser-test site only (bin/test-e2e links it into that site's mu-plugins):
 * every browser test signs up from 127.0.0.1, so the per-address sign-up
 * limit is raised here. The default limit's 429 is proven by InterestTest.
 *
 * @package PlayPal\Tests
 */

add_filter( 'playpal_interest_rate_limit', static fn(): int => 1000 );
// The same for the cap on everybody's sign-ups per minute (proven by WriteLimitsTest).
add_filter( 'playpal_interest_global_rate_limit', static fn(): int => 1000 );
