<?php
/**
 * Tools → Export / Erase Personal Data for sign-ups.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\Privacy\Abstract_Privacy_Tools;
use PlayPal\Database\Signups_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Registers a personal-data exporter and eraser, so a site owner answering a
 * privacy request finds every list a person joined, and can remove them.
 */
final class Privacy extends Abstract_Privacy_Tools {

	public const ID = 'playpal-signups';

	/** Rows handled per call; WordPress calls again with the next page until done. */
	public const PAGE_SIZE = 100;

	public function __construct( private Signups_Repository $signups ) {}

	protected function friendly_name(): string {
		return __( 'PlayPal sign-ups', 'playpal' );
	}

	/**
	 * One page of a person's sign-ups, in WordPress's export format.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		$rows = $this->signups->find_by_email( $email, self::PAGE_SIZE, $page );
		$data = array();
		foreach ( $rows as $row ) {
			$data[] = self::item(
				__( 'Sign-ups', 'playpal' ),
				'playpal-signup-' . $row['id'],
				array(
					array( __( 'List', 'playpal' ), Signup_Lists::label( $row['kind'] ) ),
					array( __( 'Email', 'playpal' ), $row['email'] ),
					array( __( 'First name', 'playpal' ), $row['first_name'] ),
					array( __( 'Last name', 'playpal' ), $row['last_name'] ),
					array( __( 'Message', 'playpal' ), $row['message'] ),
					array( __( 'Signed up on page', 'playpal' ), $row['source_page'] ),
					array( __( 'Consent given', 'playpal' ), $row['consent_text'] ),
					array( __( 'Signed up at (UTC)', 'playpal' ), $row['created_at'] ),
					array( __( 'Referral code', 'playpal' ), $row['referral_code'] ?? '' ),
				)
			);
		}
		return self::exported( $data, count( $rows ) < self::PAGE_SIZE );
	}

	/**
	 * Removes a person's sign-ups, a page at a time.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page (ignored: removed rows shift the pages, so it always takes the first).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Eraser signature.
		$rows    = $this->signups->find_by_email( $email, self::PAGE_SIZE, 1 );
		$removed = $this->signups->delete( array_map( 'intval', array_column( $rows, 'id' ) ) );
		return self::erased( $removed > 0, $removed < count( $rows ), array(), count( $rows ) < self::PAGE_SIZE );
	}
}
