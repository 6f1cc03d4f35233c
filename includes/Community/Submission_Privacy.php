<?php
/**
 * Tools → Export / Erase Personal Data for story submissions.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

use PlayPal\Privacy\Abstract_Privacy_Tools;

defined( 'ABSPATH' ) || exit;

/**
 * A personal-data exporter and eraser for stories, registered like every
 * other (Abstract_Privacy_Tools). Erasing removes the sender's name and
 * email, and the files of stories not approved; approved stories stay,
 * anonymous (their files were published with the sender's permission).
 */
final class Submission_Privacy extends Abstract_Privacy_Tools {

	public const ID = 'playpal-submissions';

	public const PAGE_SIZE = 50;

	public function __construct( private Submission_Repository $submissions ) {}

	protected function friendly_name(): string {
		return __( 'PlayPal stories', 'playpal' );
	}

	/**
	 * One page of a person's stories, in WordPress's export format.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		$ids  = $this->submissions->ids_by_email( $email, self::PAGE_SIZE, max( 1, $page ) );
		$data = array();
		foreach ( $ids as $id ) {
			$story = $this->submissions->get( $id );
			if ( null === $story ) {
				continue;
			}
			$files  = array_filter( array_map( static fn( int $media ): string => (string) wp_get_attachment_url( $media ), $story['media'] ) );
			$data[] = self::item(
				__( 'Stories', 'playpal' ),
				'playpal-submission-' . $id,
				array(
					array( __( 'Title', 'playpal' ), $story['title'] ),
					array( __( 'Type', 'playpal' ), Submission_Labels::type_label( $story['type'] ) ),
					array( __( 'Story', 'playpal' ), $story['description'] ),
					array( __( 'Product used', 'playpal' ), $story['product_used'] ),
					array( __( 'Age of child', 'playpal' ), $story['age_of_child'] ),
					array( __( 'Name', 'playpal' ), $story['submitter_name'] ),
					array( __( 'Email', 'playpal' ), $story['submitter_email'] ),
					array( __( 'Status', 'playpal' ), Submission_Labels::status_label( $story['status'] ) ),
					array( __( 'Submitted at (UTC)', 'playpal' ), $story['submitted_date'] ),
					array( __( 'Permissions given', 'playpal' ), $story['consent_text'] ),
					array( __( 'Permissions given at (UTC)', 'playpal' ), $story['consented_at'] ),
					array( __( 'Files', 'playpal' ), implode( "\n", $files ) ),
				)
			);
		}
		return self::exported( $data, count( $ids ) < self::PAGE_SIZE );
	}

	/**
	 * Removes a person's name and email from their stories, and the files of those not approved.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page (ignored: erased stories no longer match, so it always takes the first).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Eraser signature.
		$ids     = $this->submissions->ids_by_email( $email, self::PAGE_SIZE, 1 );
		$removed = 0;
		foreach ( $ids as $id ) {
			$removed += $this->submissions->anonymize( $id ) ? 1 : 0;
		}
		return self::erased(
			$removed > 0,
			$removed > 0,
			$removed > 0 ? array( __( 'Approved stories were kept without the sender’s name and email.', 'playpal' ) ) : array(),
			count( $ids ) < self::PAGE_SIZE
		);
	}
}
