<?php
/**
 * Home (/), as src/features/home/HomeScreen.tsx shows it: hero, benefits,
 * stats, a preview of the shop and a call to action, one partial each. The
 * screen's demo message is fetched per visit by the bundle and not printed:
 * the page stays the same for every guest, so it can be cached.
 *
 * @package PlayPal
 *
 * @var array{base: string} $args
 */

defined( 'ABSPATH' ) || exit;

require __DIR__ . '/home-hero.php';
require __DIR__ . '/home-benefits.php';
require __DIR__ . '/home-stats.php';
require __DIR__ . '/home-kits.php';
require __DIR__ . '/home-call-to-action.php';
