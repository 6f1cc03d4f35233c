<?php
/**
 * Tells the site admin a story arrived.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * One email per new submission to the site's admin address, through
 * wp_mail(), with the title, type, product and a link to the moderation
 * screen. The sender's email is not in it: the screen shows it to editors.
 */
final class Submission_Notifier {

	private Submission_Repository $submissions;

	/**
	 * @param Submission_Repository|null $submissions Submissions; the default store when omitted.
	 */
	public function __construct( ?Submission_Repository $submissions = null ) {
		$this->submissions = $submissions ?? new Submission_Repository();
	}

	/**
	 * @param int $id The new submission.
	 * @return bool Whether wp_mail() accepted the message.
	 */
	public function notify( int $id ): bool {
		$submission = $this->submissions->get( $id );
		$to         = (string) get_option( 'admin_email' );
		if ( null === $submission || ! is_email( $to ) ) {
			return false;
		}
		$site = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
		/* translators: 1: site name, 2: story title. */
		$subject = sprintf( __( '[%1$s] New story to review: %2$s', 'playpal' ), $site, $submission['title'] );
		$lines   = array(
			__( 'A new story was submitted and waits for review.', 'playpal' ),
			'',
			/* translators: %s: story title. */
			sprintf( __( 'Title: %s', 'playpal' ), $submission['title'] ),
			/* translators: %s: submission type. */
			sprintf( __( 'Type: %s', 'playpal' ), Submission_Labels::type_label( $submission['type'] ) ),
			/* translators: %s: product name. */
			sprintf( __( 'Product used: %s', 'playpal' ), $submission['product_used'] ),
			/* translators: %d: number of files. */
			sprintf( _n( '%d file attached', '%d files attached', count( $submission['media'] ), 'playpal' ), count( $submission['media'] ) ),
			'',
			/* translators: %s: link to the moderation screen. */
			sprintf( __( 'Review it: %s', 'playpal' ), Submission_Labels::review_url( array( 'status' => Submission_Repository::PENDING ) ) ),
		);
		return (bool) wp_mail( $to, $subject, implode( "\n", $lines ) );
	}
}
