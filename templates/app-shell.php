<?php
/**
 * The app shell page template. The React bundle mounts in #playpal-root.
 *
 * @package PlayPal
 */

defined( 'ABSPATH' ) || exit;
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div id="playpal-root">
<?php
/**
 * Filters the screen's HTML printed before the bundle runs (First_Screen: the
 * content and shop routes); the bundle replaces it on mount.
 *
 * @param string $html Escaped HTML, '' when the route prints none.
 */
$playpal_first_screen = (string) apply_filters( 'playpal_first_screen', '' );
if ( '' !== $playpal_first_screen ) :
	echo $playpal_first_screen; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built by templates/first-screen/*, which escape every value.
else :
	?>
	<noscript>
		<p class="playpal-shell-message"><?php esc_html_e( 'PlayPal needs JavaScript to show this page. Please turn it on and reload.', 'playpal' ); ?></p>
	</noscript>
<?php endif; ?>
</div>
<?php wp_footer(); ?>
</body>
</html>
