<?php
/**
 * Tools → Export / Erase Personal Data for sign-ups.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\Storage\Signups_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Registers a personal-data exporter and eraser, so a site owner answering a
 * privacy request finds every list a person joined, and can remove them.
 */
final class Privacy {

	public const ID = 'playpal-signups';

	/** Rows handled per call; WordPress calls again with the next page until done. */
	public const PAGE_SIZE = 100;

	public function __construct( private Signups_Repository $signups ) {}

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
			'exporter_friendly_name' => __( 'PlayPal sign-ups', 'playpal' ),
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
			'eraser_friendly_name' => __( 'PlayPal sign-ups', 'playpal' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
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
			$data[] = array(
				'group_id'    => self::ID,
				'group_label' => __( 'Sign-ups', 'playpal' ),
				'item_id'     => 'playpal-signup-' . $row['id'],
				'data'        => array(
					array(
						'name'  => __( 'List', 'playpal' ),
						'value' => Signup_Lists::label( $row['kind'] ),
					),
					array(
						'name'  => __( 'Email', 'playpal' ),
						'value' => $row['email'],
					),
					array(
						'name'  => __( 'First name', 'playpal' ),
						'value' => $row['first_name'],
					),
					array(
						'name'  => __( 'Last name', 'playpal' ),
						'value' => $row['last_name'],
					),
					array(
						'name'  => __( 'Message', 'playpal' ),
						'value' => $row['message'],
					),
					array(
						'name'  => __( 'Signed up on page', 'playpal' ),
						'value' => $row['source_page'],
					),
					array(
						'name'  => __( 'Consent given', 'playpal' ),
						'value' => $row['consent_text'],
					),
					array(
						'name'  => __( 'Signed up at (UTC)', 'playpal' ),
						'value' => $row['created_at'],
					),
					array(
						'name'  => __( 'Referral code', 'playpal' ),
						'value' => $row['referral_code'] ?? '',
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $rows ) < self::PAGE_SIZE,
		);
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
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => $removed < count( $rows ),
			'messages'       => array(),
			'done'           => count( $rows ) < self::PAGE_SIZE,
		);
	}
}
