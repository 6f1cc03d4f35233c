<?php
/**
 * Response schema of an Appadoo (pp/v1/appadoos).
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Appadoos\Appadoo_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * An Appadoo as the portal reads it (docs/APPADOOS.md `Appadoo`): id, name,
 * template and its name, status, public address when deployed, usage, play settings, owner and dates.
 */
final class Appadoo_Schema extends Abstract_Schema {

	use Appadoo_Envelopes;

	protected const TITLE = 'playpal-appadoo';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'id'           => self::read_only( 'integer', __( 'Appadoo id.', 'playpal' ) ),
			'name'         => self::field( 'string', __( 'Name, plain text.', 'playpal' ) ),
			'template'     => self::read_only( 'string', __( 'Id of the template the Appadoo was made from.', 'playpal' ) ),
			'templateName' => self::read_only( 'string', __( 'Name of that template.', 'playpal' ) ),
			'status'       => self::read_only( 'string', __( 'Whether the Appadoo is deployed.', 'playpal' ), array( 'enum' => Appadoo_Meta::STATUSES ) ),
			'publicUrl'    => self::read_only( array( 'string', 'null' ), __( 'Where a deployed Appadoo plays for anyone; null when it is not deployed.', 'playpal' ), array( 'format' => 'uri' ) ),
			'usage'        => self::read_only( 'object', __( 'How much the Appadoo has been played.', 'playpal' ) ) + array(
				'properties' => array(
					'sessions'   => array( 'type' => 'integer' ),
					'totalTime'  => self::field( 'integer', __( 'Minutes played in total.', 'playpal' ) ),
					'lastPlayed' => array(
						'type'   => array( 'string', 'null' ),
						'format' => 'date-time',
					),
				),
			),
			'settings'     => self::field( 'object', __( 'Play settings.', 'playpal' ) ) + array(
				'properties' => array(
					'timeLimit'    => self::field( 'string', __( 'Minutes per session, from "1" to "1440", or "unlimited".', 'playpal' ) ),
					'hdgFilter'    => self::field( 'boolean', __( 'Whether the content filter is on.', 'playpal' ) ),
					'printEnabled' => self::field( 'boolean', __( 'Whether printing is allowed.', 'playpal' ) ),
				),
			),
			'owner'        => self::read_only( 'object', __( 'The person the Appadoo belongs to.', 'playpal' ) ) + array(
				'properties' => array(
					'id'   => array( 'type' => 'integer' ),
					'name' => array( 'type' => 'string' ),
				),
			),
			'createdAt'    => self::read_only( 'string', __( 'When the Appadoo was created (ISO 8601, UTC).', 'playpal' ), array( 'format' => 'date-time' ) ),
			'modifiedAt'   => self::read_only( 'string', __( 'When the Appadoo was last changed (ISO 8601, UTC).', 'playpal' ), array( 'format' => 'date-time' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item A record from Appadoos\Appadoo_Repository.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'id'           => (int) $item['id'],
			'name'         => (string) $item['name'],
			'template'     => (string) $item['template'],
			'templateName' => (string) $item['template_name'],
			'status'       => (string) $item['status'],
			'publicUrl'    => isset( $item['public_url'] ) ? (string) $item['public_url'] : null,
			'usage'        => array(
				'sessions'   => (int) $item['usage']['sessions'],
				'totalTime'  => (int) $item['usage']['totalTime'],
				'lastPlayed' => $item['usage']['lastPlayed'],
			),
			'settings'     => array(
				'timeLimit'    => (string) $item['settings']['timeLimit'],
				'hdgFilter'    => (bool) $item['settings']['hdgFilter'],
				'printEnabled' => (bool) $item['settings']['printEnabled'],
			),
			'owner'        => array(
				'id'   => (int) $item['owner_id'],
				'name' => (string) $item['owner_name'],
			),
			'createdAt'    => self::iso_date( (string) $item['created_gmt'] ),
			'modifiedAt'   => self::iso_date( (string) $item['modified_gmt'] ),
		);
	}

	/**
	 * `{success: true, appadoo, conversion}`: the answer to a conversion.
	 *
	 * @param array<string, mixed> $record     The Appadoo's record.
	 * @param array<string, mixed> $conversion What the converter reports.
	 * @return array<string, mixed>
	 */
	public function conversion_response( array $record, array $conversion ): array {
		return $this->single_response( $record ) + array( 'conversion' => $conversion );
	}

	/**
	 * `{success: true, deleted: true}`: the answer to a delete.
	 *
	 * @return array{success: true, deleted: true}
	 */
	public function deleted_response(): array {
		return array(
			'success' => true,
			'deleted' => true,
		);
	}

	/**
	 * `{success, deployed, url, deployedAt, appadoo}`: the answer to a deploy or an undeploy.
	 *
	 * @param array<string, mixed> $record      The Appadoo's record, fresh.
	 * @param string|null          $url         Its public address while deployed, else null.
	 * @param string|null          $deployed_at When it was deployed (ISO 8601), or null.
	 * @return array<string, mixed>
	 */
	public function deployment_response( array $record, ?string $url, ?string $deployed_at ): array {
		return array(
			'success'    => true,
			'deployed'   => null !== $url,
			'url'        => $url,
			'deployedAt' => $deployed_at,
			'appadoo'    => $this->get_item_response( $record ),
		);
	}

	/**
	 * A MySQL GMT date as ISO 8601 ("2025-01-15T09:30:00Z"); '' when unset.
	 *
	 * @param string $gmt MySQL date in UTC.
	 */
	public static function iso_date( string $gmt ): string {
		$time = '' === $gmt || str_starts_with( $gmt, '0000' ) ? false : strtotime( $gmt . ' UTC' );
		return false === $time ? '' : gmdate( 'Y-m-d\TH:i:s\Z', $time );
	}
}
