<?php
/**
 * Dev and test sites only: this machine has no mail server, so mail is
 * written to wp-content/mail.log instead of being sent.
 *
 * @package PlayPal
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		$line = gmdate( 'c' ) . ' to=' . implode( ',', (array) $atts['to'] ) . ' subject=' . $atts['subject'] . "\n";
		file_put_contents( WP_CONTENT_DIR . '/mail.log', $line, FILE_APPEND ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		return true;
	},
	10,
	2
);
