<?php
/**
 * The offline screen (Offline\Offline_Screen): shown by the service worker
 * when a page is neither saved nor cached on this device.
 *
 * @package PlayPal
 *
 * @var array{css: string, library: string, home: string, theme: string} $playpal_offline
 */

defined( 'ABSPATH' ) || exit;
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="utf-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<meta name="theme-color" content="<?php echo esc_attr( $playpal_offline['theme'] ); ?>" />
	<meta name="robots" content="noindex" />
	<title><?php echo esc_html( sprintf( /* translators: %s: site name. */ __( 'You’re offline – %s', 'playpal' ), get_bloginfo( 'name' ) ) ); ?></title>
	<style><?php echo wp_strip_all_tags( $playpal_offline['css'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Validated design tokens (Design_Tokens::to_css) and our own rules. ?></style>
</head>
<body>
<main>
	<p class="pp-offline-icon" aria-hidden="true">☁️</p>
	<h1><?php esc_html_e( 'You’re offline', 'playpal' ); ?></h1>
	<p><?php esc_html_e( 'This page isn’t saved on this device, so it can’t open without the internet.', 'playpal' ); ?></p>
	<p><?php esc_html_e( 'The printables and Appadoos you saved for offline are waiting in your offline library.', 'playpal' ); ?></p>
	<div class="pp-offline-actions">
		<a class="pp-offline-primary" href="<?php echo esc_url( $playpal_offline['library'] ); ?>"><?php esc_html_e( 'Open my offline library', 'playpal' ); ?></a>
		<a class="pp-offline-secondary" href=""><?php esc_html_e( 'Try again', 'playpal' ); ?></a>
	</div>
</main>
</body>
</html>
