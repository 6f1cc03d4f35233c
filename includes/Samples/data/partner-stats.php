<?php
/**
 * The spec's sample partner stats (SPEC §4, Referral flow).
 *
 * What the Play It Forward tab shows when the referral provider cannot
 * answer: earnings 45.67, 12 referrals, 15.2 % conversion, 89 clicks,
 * lifetime 127.34; Referrals\Referral_Service adds the rank (Silver), the
 * demo link and `sample: true`. Filter `playpal_sample_partner_stats`
 * replaces the figures (non-numeric ones keep these).
 *
 * @package PlayPal
 */

defined( 'ABSPATH' ) || exit;

return array(
	'totalEarnings'  => 45.67,
	'referralCount'  => 12,
	'conversionRate' => 15.2,
	'clickCount'     => 89,
	'lifetimeValue'  => 127.34,
);
