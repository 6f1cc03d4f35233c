<?php
/**
 * Tools → Export / Erase Personal Data for story submissions.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * A personal-data exporter and eraser for stories, registered the way the
 * sign-ups' (Signups\Privacy) are. Erasing removes the sender's name and
 * email, and the files of stories not approved; approved stories stay,
 * anonymous (their files were published with the sender's permission).
 */
final class Submission_Privacy {

	public const ID = 'playpal-submissions';

	public const PAGE_SIZE = 50;

	public function __construct( private Submission_Repository $submissions ) {}

	public function add_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'register_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'register_eraser' ) );
	}

	/**
	 * @param array<string, array<string, mixed>> $exporters Registered exporters.
	 * @return array<string, array<string, mixed>>
	 */
	public function register_exporter( array $exporters ): array {
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'PlayPal stories', 'playpal' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * @param array<string, array<string, mixed>> $erasers Registered erasers.
	 * @return array<string, array<string, mixed>>
	 */
	public function register_eraser( array $erasers ): array {
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'PlayPal stories', 'playpal' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
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
			$data[] = array(
				'group_id'    => self::ID,
				'group_label' => __( 'Stories', 'playpal' ),
				'item_id'     => 'playpal-submission-' . $id,
				'data'        => array(
					array(
						'name'  => __( 'Title', 'playpal' ),
						'value' => $story['title'],
					),
					array(
						'name'  => __( 'Type', 'playpal' ),
						'value' => Story_Labels::type_label( $story['type'] ),
					),
					array(
						'name'  => __( 'Story', 'playpal' ),
						'value' => $story['description'],
					),
					array(
						'name'  => __( 'Product used', 'playpal' ),
						'value' => $story['product_used'],
					),
					array(
						'name'  => __( 'Age of child', 'playpal' ),
						'value' => $story['age_of_child'],
					),
					array(
						'name'  => __( 'Name', 'playpal' ),
						'value' => $story['submitter_name'],
					),
					array(
						'name'  => __( 'Email', 'playpal' ),
						'value' => $story['submitter_email'],
					),
					array(
						'name'  => __( 'Status', 'playpal' ),
						'value' => Story_Labels::status_label( $story['status'] ),
					),
					array(
						'name'  => __( 'Submitted at (UTC)', 'playpal' ),
						'value' => $story['submitted_date'],
					),
					array(
						'name'  => __( 'Permissions given', 'playpal' ),
						'value' => $story['consent_text'],
					),
					array(
						'name'  => __( 'Permissions given at (UTC)', 'playpal' ),
						'value' => $story['consented_at'],
					),
					array(
						'name'  => __( 'Files', 'playpal' ),
						'value' => implode( "\n", $files ),
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PAGE_SIZE,
		);
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
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => $removed > 0,
			'messages'       => $removed > 0 ? array( __( 'Approved stories were kept without the sender’s name and email.', 'playpal' ) ) : array(),
			'done'           => count( $ids ) < self::PAGE_SIZE,
		);
	}
}
