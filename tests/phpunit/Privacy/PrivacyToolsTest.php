<?php
/**
 * The shared scaffolding of the personal-data exporters and erasers.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Privacy;

use PlayPal\Community\Submission_Privacy;
use PlayPal\Privacy\Abstract_Privacy_Tools;
use PlayPal\Signups\Privacy;
use PlayPal\Tests\TestCase;

/**
 * Abstract_Privacy_Tools.
 */
final class PrivacyToolsTest extends TestCase {

	public function test_every_tool_registers_its_exporter_and_eraser_under_its_own_id(): void {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook, as Tools → Export reads it.
		$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook, as Tools → Erase reads it.

		$names = array(
			Privacy::ID            => 'PlayPal sign-ups',
			Submission_Privacy::ID => 'PlayPal stories',
		);
		foreach ( $names as $id => $name ) {
			$this->assertSame( $name, $exporters[ $id ]['exporter_friendly_name'] ?? null, "The {$id} exporter is listed by its name." );
			$this->assertSame( $name, $erasers[ $id ]['eraser_friendly_name'] ?? null, "The {$id} eraser is listed by its name." );
			$this->assertSame( 'export', $exporters[ $id ]['callback'][1] ?? null, "The {$id} exporter calls export()." );
			$this->assertSame( 'erase', $erasers[ $id ]['callback'][1] ?? null, "The {$id} eraser calls erase()." );
		}
	}

	public function test_an_exported_item_keeps_every_field_in_order_even_when_two_names_read_alike(): void {
		$tool = new class() extends Abstract_Privacy_Tools {
			public const ID = 'playpal-test';

			protected function friendly_name(): string {
				return 'Test';
			}

			public function export( string $email, int $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Exporter signature.
				return array(
					'data' => array( self::item( 'Things', 'thing-1', array( array( 'Name', 'A' ), array( 'Name', 'B' ), array( 'Count', 3 ) ) ) ),
					'done' => true,
				);
			}

			public function erase( string $email, int $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Eraser signature.
				return array(
					'items_removed'  => false,
					'items_retained' => false,
					'messages'       => array(),
					'done'           => true,
				);
			}
		};

		$this->assertSame(
			array(
				'group_id'    => 'playpal-test',
				'group_label' => 'Things',
				'item_id'     => 'thing-1',
				'data'        => array(
					array(
						'name'  => 'Name',
						'value' => 'A',
					),
					array(
						'name'  => 'Name',
						'value' => 'B',
					),
					array(
						'name'  => 'Count',
						'value' => 3,
					),
				),
			),
			$tool->export( 'someone@example.test' )['data'][0],
			'The item is in WordPress\'s export shape, under the tool\'s id, values as given.'
		);
	}
}
