<?php
/**
 * The rules of the Create New form (SPEC §3 Creation submission form, §9 lists).
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Text\Plain_Text;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the fields of POST pp/v1/creations, whatever their types (a
 * multipart form sends strings, a JSON body anything), and answers the first
 * broken rule as Invalid_Input with a stable code, a sentence and
 * `data.params` naming the field.
 *
 * Title is required; description, category, ageRange and difficulty are
 * optional, the last three from SPEC §9's lists; tags are comma separated,
 * trimmed and deduplicated (case-insensitively, first spelling kept). Text
 * is checked as it will be stored (REST\Plain_Text): a title that is only
 * markup or invisible characters is missing, and lengths count what stays.
 * The price is optional (null: the default on a new creation, unchanged on an
 * edit): dollars with at most two decimals, within the site owner's bounds
 * (Creation_Price_Settings).
 */
final class Creation_Validator {

	public const TITLE_MAX       = 150;
	public const DESCRIPTION_MAX = 5000;
	public const TAG_MAX         = 40;
	public const TAGS_MAX        = 10;

	/** SPEC §9 Categories. */
	public const CATEGORIES = array( 'educational', 'stem', 'arts-crafts', 'science', 'math', 'reading' );

	/** SPEC §9 Age ranges. */
	public const AGE_RANGES = array( '2-4', '3-6', '5-8', '6-10', '8-12' );

	/** SPEC §9 Difficulty. */
	public const DIFFICULTIES = array( 'easy', 'medium', 'advanced' );

	/** The text fields, in form order. */
	public const FIELDS = array( 'title', 'description', 'category', 'ageRange', 'difficulty', 'tags' );

	/** Every field a creation write takes: the text fields and the price. */
	public const WRITE_FIELDS = array( 'title', 'description', 'category', 'ageRange', 'difficulty', 'tags', 'price' );

	/**
	 * Constructor.
	 *
	 * @param Creation_Price_Settings $prices The site owner's price bounds.
	 */
	public function __construct( private Creation_Price_Settings $prices = new Creation_Price_Settings() ) {}

	/**
	 * Validates and cleans the fields.
	 *
	 * @param array<string, mixed> $params Request parameters.
	 * @return array{title: string, description: string, category: string, ageRange: string, difficulty: string, tags: string[], price: float|null}
	 * @throws Invalid_Input At the first broken rule.
	 */
	public function validate( array $params ): array {
		foreach ( self::FIELDS as $field ) {
			$value = $params[ $field ] ?? null;
			if ( null !== $value && ( ! is_string( $value ) || ( '' !== $value && '' === wp_check_invalid_utf8( $value ) ) || str_contains( $value, "\0" ) ) ) {
				throw Invalid_Input::field( $field, 'playpal_creation_invalid_field', __( 'Each field must be plain text.', 'playpal' ) );
			}
		}
		$title = Plain_Text::clean( $params['title'] ?? '' );
		if ( '' === $title ) {
			throw Invalid_Input::field( 'title', 'playpal_creation_title_required', __( 'Please give your creation a title.', 'playpal' ) );
		}
		if ( mb_strlen( $title ) > self::TITLE_MAX ) {
			/* translators: %d: most characters. */
			throw Invalid_Input::field( 'title', 'playpal_creation_title_too_long', sprintf( __( 'The title can be at most %d characters.', 'playpal' ), self::TITLE_MAX ) );
		}
		$description = Plain_Text::clean( $params['description'] ?? '', true );
		if ( mb_strlen( $description ) > self::DESCRIPTION_MAX ) {
			/* translators: %d: most characters. */
			throw Invalid_Input::field( 'description', 'playpal_creation_description_too_long', sprintf( __( 'The description can be at most %d characters.', 'playpal' ), self::DESCRIPTION_MAX ) );
		}
		$lists = array(
			'category'   => array( self::CATEGORIES, 'playpal_creation_category_invalid', __( 'Please choose a category from the list.', 'playpal' ) ),
			'ageRange'   => array( self::AGE_RANGES, 'playpal_creation_age_range_invalid', __( 'Please choose an age range from the list.', 'playpal' ) ),
			'difficulty' => array( self::DIFFICULTIES, 'playpal_creation_difficulty_invalid', __( 'Please choose a difficulty from the list.', 'playpal' ) ),
		);
		// Every list sets its field below (or the input is refused).
		$chosen = array(
			'category'   => '',
			'ageRange'   => '',
			'difficulty' => '',
		);
		foreach ( $lists as $field => list( $allowed, $code, $message ) ) {
			$value = (string) ( $params[ $field ] ?? '' );
			if ( '' !== $value && ! in_array( $value, $allowed, true ) ) {
				throw Invalid_Input::field( $field, $code, $message );
			}
			$chosen[ $field ] = $value;
		}
		$tags  = self::tags( (string) ( $params['tags'] ?? '' ) );
		$price = $this->price( $params['price'] ?? null );
		return array(
			'title'       => $title,
			'description' => $description,
			'category'    => $chosen['category'],
			'ageRange'    => $chosen['ageRange'],
			'difficulty'  => $chosen['difficulty'],
			'tags'        => $tags,
			'price'       => $price,
		);
	}

	/**
	 * The price in dollars, null when none was sent (absent or an empty form field).
	 *
	 * @param mixed $value As sent: a number (JSON) or a string (form).
	 * @throws Invalid_Input When it is not a price or out of the owner's bounds.
	 */
	public function price( mixed $value ): float|null {
		if ( null === $value || '' === $value ) {
			return null;
		}
		$bounds = $this->prices->bounds();
		$range  = sprintf(
			/* translators: 1: lowest price, 2: highest price, both in dollars such as 1.00. */
			__( 'Please enter a price from $%1$s to $%2$s, such as 4.99.', 'playpal' ),
			number_format( $bounds['min'], 2, '.', '' ),
			number_format( $bounds['max'], 2, '.', '' )
		);
		$dollars = is_bool( $value ) ? null : Creation_Price_Settings::dollars( $value );
		if ( null === $dollars ) {
			throw Invalid_Input::field( 'price', 'playpal_creation_price_invalid', $range );
		}
		if ( $dollars < $bounds['min'] || $dollars > $bounds['max'] ) {
			throw Invalid_Input::field( 'price', 'playpal_creation_price_out_of_range', $range );
		}
		return $dollars;
	}

	/**
	 * Comma-separated tags: cleaned, empty ones (also those only markup) dropped, duplicates (any case) dropped.
	 *
	 * @param string $raw As sent.
	 * @return string[]
	 * @throws Invalid_Input For a tag too long or too many tags.
	 */
	public static function tags( string $raw ): array {
		$tags = array();
		foreach ( explode( ',', $raw ) as $tag ) {
			$tag = Plain_Text::clean( $tag );
			if ( '' === $tag ) {
				continue;
			}
			if ( mb_strlen( $tag ) > self::TAG_MAX ) {
				/* translators: %d: most characters. */
				throw Invalid_Input::field( 'tags', 'playpal_creation_tag_too_long', sprintf( __( 'Each tag can be at most %d characters.', 'playpal' ), self::TAG_MAX ) );
			}
			$tags[ mb_strtolower( $tag ) ] ??= $tag;
		}
		if ( count( $tags ) > self::TAGS_MAX ) {
			/* translators: %d: most tags. */
			throw Invalid_Input::field( 'tags', 'playpal_creation_too_many_tags', sprintf( __( 'Please use at most %d tags.', 'playpal' ), self::TAGS_MAX ) );
		}
		return array_values( $tags );
	}
}
