<?php
/**
 * Response schema of `pp/v1/submissions`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * Approved and featured community submissions, as the public sees them —
 * the same item shape as the example submissions (Community_Samples_Schema),
 * which also drops any email and any other status — plus the totals.
 *
 * A POST answers `{success: true}` only.
 */
final class Submissions_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-submissions';

	/**
	 * Constructor.
	 *
	 * @param Community_Samples_Schema $items Shapes the submissions.
	 */
	public function __construct( private Community_Samples_Schema $items = new Community_Samples_Schema() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$properties                = $this->items->get_properties();
		$properties['submissions'] = array( 'description' => __( 'Approved and featured submissions, newest first.', 'playpal' ) ) + $properties['submissions'];
		return $properties + array(
			'total'   => self::field( 'integer', __( 'How many approved and featured submissions there are.', 'playpal' ) ),
			'pages'   => self::field( 'integer', __( 'How many pages there are.', 'playpal' ) ),
			'success' => self::field( 'boolean', __( 'After a POST: the story was received.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{items: list of Submission_Repository::public_shape(), total: int, per_page: int}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item     = is_array( $item ) ? $item : array();
		$total    = (int) ( $item['total'] ?? 0 );
		$per_page = max( 1, (int) ( $item['per_page'] ?? 1 ) );
		return array(
			'submissions' => $this->items->get_item_response( $item['items'] ?? array() )['submissions'],
			'total'       => $total,
			'pages'       => (int) ceil( $total / $per_page ),
		);
	}

	/**
	 * `{success: true, status}`: the answer to a story received (and to a bot).
	 *
	 * @param string $status The story's status, e.g. pending.
	 * @return array{success: true, status: string}
	 */
	public function received_response( string $status ): array {
		return array(
			'success' => true,
			'status'  => $status,
		);
	}
}
