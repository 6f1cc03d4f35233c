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
	<noscript>
		<p class="playpal-shell-message"><?php esc_html_e( 'PlayPal needs JavaScript to show this page. Please turn it on and reload.', 'playpal' ); ?></p>
	</noscript>
</div>
<?php wp_footer(); ?>
</body>
</html>
