<?php
/**
 * The shop's sample catalogue for the dev and test sites: the eight play
 * kits of SPEC §5 as downloadable products with illustrated images (drawn
 * with GD), descriptions and prices, plus a printable download each.
 *
 * Products are written through WooCommerce's product classes when
 * WooCommerce is loaded, otherwise as WooCommerce stores them (`product`
 * posts with price, stock and download meta), which the Store API test
 * double reads. Seeding is keyed by slug: running it again adds only what
 * is missing.
 *
 * The printable files go to WooCommerce's own downloads folder
 * (uploads/woocommerce_uploads), which WooCommerce approves for downloads
 * when it installs; provision.php seeds as the site's administrator, so a
 * folder WooCommerce has not approved yet is approved rather than refused.
 *
 * @package PlayPal
 */

/**
 * Seeds the catalogue. Does nothing without a store.
 *
 * @return bool False when a kit could not be created (the reason is printed).
 */
function playpal_seed_sample_products(): bool {
	require_once __DIR__ . '/sample-lookup.php';
	if ( ! class_exists( 'WooCommerce', false ) || ! post_type_exists( 'product' ) ) {
		fwrite( STDERR, "No store is active: the sample catalogue was not seeded.\n" );
		return true;
	}
	$category = term_exists( 'play-kits', 'product_cat' );
	if ( ! $category ) {
		$category = wp_insert_term( 'Play Kits', 'product_cat', array( 'slug' => 'play-kits' ) );
	}
	$category_id = is_array( $category ) ? (int) $category['term_id'] : 0;

	$failed = 0;
	foreach ( playpal_sample_products() as $index => $kit ) {
		if ( playpal_sample_post_id( $kit['slug'], 'product' ) ) {
			continue;
		}
		$image_id    = playpal_seed_product_image( $kit['slug'], $kit['name'], $index );
		$download_id = playpal_seed_product_download( $kit['slug'], $kit['name'], $index );
		// Newest first in the shop: the first kit gets the latest date.
		$date = gmdate( 'Y-m-d H:i:s', strtotime( '2026-10-01 09:00:00' ) - ( $index * HOUR_IN_SECONDS ) );
		try {
			if ( class_exists( 'WC_Product_Simple' ) ) {
				$product_id = playpal_seed_woocommerce_product( $kit, $image_id, $download_id, $category_id, $date );
			} else {
				$product_id = playpal_seed_product_post( $kit, $image_id, $download_id, $category_id, $date );
			}
		} catch ( Exception $e ) {
			// WooCommerce refuses what it cannot store (WC_Data_Exception): say which kit and why.
			fwrite( STDERR, $kit['name'] . ': ' . $e->getMessage() . "\n" );
			$product_id = 0;
		}
		if ( ! $product_id ) {
			fwrite( STDERR, 'Could not create the sample product ' . $kit['name'] . "\n" );
			++$failed;
		}
	}
	playpal_seed_family_order();
	// The memberships (sample-memberships.php): hidden from the shop, sold from the portal and the gate.
	require_once __DIR__ . '/sample-memberships.php';
	$failed += playpal_seed_membership_products() ? 0 : 1;
	$count   = wp_count_posts( 'product' );
	fwrite( STDERR, 'Sample catalogue ready: ' . (int) ( $count->publish ?? 0 ) . " products.\n" );
	return 0 === $failed;
}

/**
 * The eight kits (SPEC §5), with prices from SPEC §9's sample pricing where it names them.
 *
 * @return array<int, array{slug: string, name: string, price: string, ages: string, short: string, description: string}>
 */
function playpal_sample_products(): array {
	$kits     = array(
		array( 'cinderellas-royal-rescue', 'Cinderella’s Royal Rescue', '11.99', '3–6', 'A midnight-ball adventure with a pumpkin-coach map, glass-slipper counting cards and a royal invitation to colour.', array( 'Story cards that let your child choose how the rescue unfolds', 'A fold-up pumpkin coach and a clock that strikes midnight', 'Glass-slipper counting and matching games' ) ),
		array( 'space-station-alpha', 'Space Station Alpha', '12.99', '5–8', 'Mission badges, a printable control panel and star charts for young astronauts.', array( 'A control panel with switches, dials and a launch countdown', 'Mission cards for docking, spacewalks and moon samples', 'Star charts and an astronaut logbook' ) ),
		array( 'dr-pets-veterinary-clinic', 'Dr. Pet’s Veterinary Clinic', '10.99', '3–6', 'Clipboards, bandages and appointment cards for caring for every stuffed friend in the house.', array( 'Patient charts, X-ray cards and a prescription pad', 'Appointment cards and a waiting-room sign', 'Caring tips for every kind of pet' ) ),
		array( 'dinosaur-dig-site-expedition', 'Dinosaur Dig Site Expedition', '10.99', '5–8', 'Fossil hunts, dino passports and a field journal for little palaeontologists.', array( 'A dig-site map and fossil identification cards', 'Dino passports and explorer badges', 'A field journal for sketches and discoveries' ) ),
		array( 'princess-tea-party-palace', 'Princess Tea Party Palace', '9.99', '3–6', 'Invitations, place cards and royal menus for the fanciest tea party in town.', array( 'Invitations and place cards to colour', 'A royal menu and tea-time manners cards', 'Counting cups and cakes for early maths' ) ),
		array( 'superhero-training-academy', 'Superhero Training Academy', '11.99', '6–10', 'Obstacle-course cards, hero badges and a secret-identity creator.', array( 'Training moves that mix balance, jumps and letters', 'Hero badges earned along the way', 'A secret-identity creator and comic panels' ) ),
		array( 'ocean-adventure-discovery', 'Ocean Adventure Discovery', '8.99', '2–4', 'Sea-creature matching, colouring pages and a bathtub treasure map.', array( 'Sea-creature matching cards', 'Colouring pages from the reef to the deep', 'A treasure map for bath-time explorers' ) ),
		array( 'magical-forest-friends', 'Magical Forest Friends', '8.99', '2–4', 'Gentle counting games and story cards with woodland friends.', array( 'Counting games with owls, foxes and a very polite hedgehog', 'Story cards to tell at bedtime', 'Rhyming letter hunts' ) ),
	);
	$products = array();
	foreach ( $kits as list( $slug, $name, $price, $ages, $short, $inside ) ) {
		$items      = implode( '', array_map( static fn( $line ) => '<li>' . esc_html( $line ) . '</li>', $inside ) );
		$products[] = array(
			'slug'        => $slug,
			'name'        => $name,
			'price'       => $price,
			'ages'        => $ages,
			'short'       => $short,
			'description' => '<p>' . esc_html( $short ) . '</p>'
				. '<h3>What’s inside</h3><ul>' . $items . '</ul>'
				. '<p>Ages ' . esc_html( $ages ) . '. A printable download: print at home on A4 or US Letter, as many times as your family likes. Print. Play. Done.</p>',
		);
	}
	return $products;
}

/**
 * Creates a product through WooCommerce's own classes.
 *
 * @param array  $kit         Kit data.
 * @param int    $image_id    Featured image.
 * @param string $download    Download URL.
 * @param int    $category_id Category.
 * @param string $date        GMT publish date.
 */
function playpal_seed_woocommerce_product( array $kit, int $image_id, string $download, int $category_id, string $date ): int {
	$product = new WC_Product_Simple();
	$product->set_name( $kit['name'] );
	$product->set_slug( $kit['slug'] );
	$product->set_status( 'publish' );
	$product->set_short_description( $kit['short'] );
	$product->set_description( $kit['description'] );
	$product->set_regular_price( $kit['price'] );
	$product->set_virtual( true );
	$product->set_downloadable( true );
	$product->set_download_expiry( 30 ); // SPEC §9: downloads expire after 30 days.
	$product->set_stock_status( 'instock' );
	$product->set_image_id( $image_id );
	$product->set_category_ids( array_filter( array( $category_id ) ) );
	$product->set_date_created( $date );
	if ( '' !== $download && class_exists( 'WC_Product_Download' ) ) {
		$file = new WC_Product_Download();
		// WooCommerce's product screen gives every file an ID; permissions and download links use it.
		$file->set_id( wp_generate_uuid4() );
		$file->set_name( $kit['name'] . ' (printable pages)' );
		$file->set_file( $download );
		$product->set_downloads( array( $file ) );
	}
	return (int) $product->save();
}

/**
 * Creates a product as WooCommerce stores it, for the Store API test double.
 *
 * @param array  $kit         Kit data.
 * @param int    $image_id    Featured image.
 * @param string $download    Download URL.
 * @param int    $category_id Category.
 * @param string $date        GMT publish date.
 */
function playpal_seed_product_post( array $kit, int $image_id, string $download, int $category_id, string $date ): int {
	$product_id = wp_insert_post(
		array(
			'post_type'     => 'product',
			'post_status'   => 'publish',
			'post_name'     => $kit['slug'],
			'post_title'    => $kit['name'],
			'post_excerpt'  => $kit['short'],
			'post_content'  => $kit['description'],
			'post_date_gmt' => $date,
			'post_date'     => $date,
		),
		true
	);
	if ( is_wp_error( $product_id ) ) {
		return 0;
	}
	$downloads = array();
	if ( '' !== $download ) {
		$id               = wp_generate_uuid4();
		$downloads[ $id ] = array(
			'id'   => $id,
			'name' => $kit['name'] . ' (printable pages)',
			'file' => $download,
		);
	}
	$meta = array(
		'_regular_price'      => $kit['price'],
		'_price'              => $kit['price'],
		'_sale_price'         => '',
		'_stock_status'       => 'instock',
		'_downloadable'       => 'yes',
		'_virtual'            => 'yes',
		'_sold_individually'  => 'no',
		'_sku'                => 'PP-' . strtoupper( substr( md5( $kit['slug'] ), 0, 6 ) ),
		'_downloadable_files' => $downloads,
		'_download_expiry'    => 30, // SPEC §9: downloads expire after 30 days.
		'_download_limit'     => -1,
	);
	foreach ( $meta as $key => $value ) {
		update_post_meta( $product_id, $key, $value );
	}
	if ( $image_id ) {
		set_post_thumbnail( $product_id, $image_id );
	}
	if ( $category_id ) {
		wp_set_object_terms( $product_id, array( $category_id ), 'product_cat' );
	}
	return (int) $product_id;
}

/**
 * The GD palette of a kit.
 *
 * @param int $index Kit index.
 * @return int[] RGB.
 */
function playpal_sample_product_colour( int $index ): array {
	$palettes = array(
		array( 236, 72, 153 ),
		array( 59, 130, 246 ),
		array( 16, 185, 129 ),
		array( 245, 158, 11 ),
		array( 168, 85, 247 ),
		array( 239, 68, 68 ),
		array( 14, 165, 233 ),
		array( 34, 197, 94 ),
	);
	return $palettes[ $index % count( $palettes ) ];
}

/**
 * Draws a square product picture with the kit's name and adds it to the media library.
 *
 * @param string $slug  File name.
 * @param string $name  Kit name, drawn on the picture.
 * @param int    $index Picks the colours.
 * @return int Attachment ID (0 when GD is missing).
 */
function playpal_seed_product_image( string $slug, string $name, int $index ): int {
	// A run that stopped before its product was saved left the picture: reuse it.
	$existing = get_posts(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'inherit',
			'meta_key'       => '_playpal_sample_kit', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a CLI seeding script.
			'meta_value'     => $slug, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- a CLI seeding script.
			'fields'         => 'ids',
			'posts_per_page' => 1,
		)
	);
	if ( $existing ) {
		return (int) $existing[0];
	}
	if ( ! function_exists( 'imagecreatetruecolor' ) ) {
		return 0;
	}
	list( $r, $g, $b ) = playpal_sample_product_colour( $index );
	$size              = 900;
	$image             = imagecreatetruecolor( $size, $size );
	for ( $y = 0; $y < $size; $y++ ) {
		$shade = $y / $size * 0.55;
		$color = imagecolorallocate( $image, (int) ( $r + ( 255 - $r ) * $shade ), (int) ( $g + ( 255 - $g ) * $shade ), (int) ( $b + ( 255 - $b ) * $shade ) );
		imageline( $image, 0, $y, $size, $y, $color );
	}
	$soft = imagecolorallocatealpha( $image, 255, 255, 255, 80 );
	mt_srand( $index + 31 );
	for ( $i = 0; $i < 12; $i++ ) {
		$diameter = mt_rand( 40, 200 );
		imagefilledellipse( $image, mt_rand( 0, $size ), mt_rand( 0, $size ), $diameter, $diameter, $soft );
	}
	// A printable "page" card in the middle.
	$white = imagecolorallocate( $image, 255, 255, 255 );
	$ink   = imagecolorallocate( $image, (int) ( $r * 0.45 ), (int) ( $g * 0.45 ), (int) ( $b * 0.45 ) );
	imagefilledrectangle( $image, 150, 170, 750, 730, $white );
	imagefilledellipse( $image, 450, 330, 170, 170, imagecolorallocate( $image, $r, $g, $b ) );
	imagefilledrectangle( $image, 230, 470, 670, 490, imagecolorallocate( $image, 226, 232, 240 ) );
	imagefilledrectangle( $image, 230, 520, 560, 540, imagecolorallocate( $image, 226, 232, 240 ) );
	playpal_draw_centered_text( $image, $name, 610, $ink );
	ob_start();
	imagepng( $image );
	$bytes = (string) ob_get_clean();
	imagedestroy( $image );
	$attachment_id = playpal_add_media( $slug . '-kit.png', $bytes, $name, 'Illustrated cover of the ' . $name . ' play kit' );
	if ( $attachment_id ) {
		update_post_meta( $attachment_id, '_playpal_sample_kit', $slug );
	}
	return $attachment_id;
}

/**
 * The kit's printable download: a page to colour, as a PNG.
 *
 * @param string $slug  File name.
 * @param string $name  Kit name.
 * @param int    $index Picks the colours.
 * @return string The file's URL, in WooCommerce's downloads folder ('' when GD is missing).
 */
function playpal_seed_product_download( string $slug, string $name, int $index ): string {
	if ( ! function_exists( 'imagecreatetruecolor' ) ) {
		return '';
	}
	list( $r, $g, $b ) = playpal_sample_product_colour( $index );
	$image             = imagecreatetruecolor( 1240, 1754 ); // A4 at 150 dpi.
	imagefill( $image, 0, 0, imagecolorallocate( $image, 255, 255, 255 ) );
	$line = imagecolorallocate( $image, $r, $g, $b );
	imagesetthickness( $image, 6 );
	imagerectangle( $image, 60, 60, 1180, 1694, $line );
	imageellipse( $image, 620, 800, 700, 700, $line );
	playpal_draw_centered_text( $image, $name, 200, $line );
	ob_start();
	imagepng( $image );
	$bytes = (string) ob_get_clean();
	imagedestroy( $image );
	$uploads = wp_get_upload_dir();
	$folder  = 'woocommerce_uploads';
	$file    = sanitize_file_name( $slug . '-printable.png' );
	if ( ! wp_mkdir_p( $uploads['basedir'] . '/' . $folder ) || false === file_put_contents( $uploads['basedir'] . '/' . $folder . '/' . $file, $bytes ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a CLI seeding script.
		fwrite( STDERR, "Could not write the printable file $file\n" );
		return '';
	}
	return $uploads['baseurl'] . '/' . $folder . '/' . $file;
}

/**
 * Draws one line of text centred horizontally, with DejaVu when installed.
 *
 * @param GdImage $image Image.
 * @param string  $text  Text.
 * @param int     $y     Baseline.
 * @param int     $color Colour.
 */
function playpal_draw_centered_text( $image, string $text, int $y, int $color ): void {
	$width = imagesx( $image );
	$font  = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
	if ( function_exists( 'imagettftext' ) && is_readable( $font ) ) {
		$size = 34;
		do {
			$box        = imagettfbbox( $size, 0, $font, $text );
			$text_width = $box ? $box[2] - $box[0] : 0;
			$size      -= 2;
		} while ( $text_width > $width * 0.62 && $size > 12 );
		imagettftext( $image, $size + 2, 0, (int) ( ( $width - $text_width ) / 2 ), $y, $color, $font, $text );
		return;
	}
	$ascii = (string) preg_replace( '/[^\x20-\x7E]/', "'", $text );
	imagestring( $image, 5, (int) ( ( $width - imagefontwidth( 5 ) * strlen( $ascii ) ) / 2 ), $y - 15, $ascii, $color );
}

/**
 * Uploads bytes and adds them to the media library.
 *
 * @param string $file_name File name.
 * @param string $bytes     PNG bytes.
 * @param string $title     Title.
 * @param string $alt       Alternative text.
 * @return int Attachment ID, 0 on failure.
 */
function playpal_add_media( string $file_name, string $bytes, string $title, string $alt ): int {
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$upload = wp_upload_bits( $file_name, null, $bytes );
	if ( ! empty( $upload['error'] ) ) {
		fwrite( STDERR, 'Image upload failed: ' . $upload['error'] . "\n" );
		return 0;
	}
	$attachment_id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/png',
			'post_title'     => $title,
			'post_status'    => 'inherit',
		),
		$upload['file']
	);
	wp_update_attachment_metadata( $attachment_id, wp_generate_attachment_metadata( $attachment_id, $upload['file'] ) );
	update_post_meta( $attachment_id, '_wp_attachment_image_alt', $alt );
	return (int) $attachment_id;
}

/**
 * A completed order of the first sample kit for the sample family ("family"),
 * so their member portal lists a real download. Once only.
 */
function playpal_seed_family_order(): void {
	$family  = get_user_by( 'login', 'family' );
	$product = playpal_sample_post_id( 'cinderellas-royal-rescue', 'product' );
	if ( ! $family || ! $product || ! function_exists( 'wc_create_order' ) || get_user_meta( $family->ID, '_playpal_sample_order', true ) ) {
		return;
	}
	$order = wc_create_order( array( 'customer_id' => (int) $family->ID ) );
	if ( is_wp_error( $order ) || ! is_object( $order ) ) {
		return;
	}
	$order->add_product( function_exists( 'wc_get_product' ) ? wc_get_product( $product ) : $product, 1 );
	if ( method_exists( $order, 'calculate_totals' ) ) {
		$order->calculate_totals(); // A real WooCommerce order costs what the kit costs (the double keeps no totals).
	}
	$order->save();
	$order->update_status( 'completed' );
	update_user_meta( $family->ID, '_playpal_sample_order', (int) $order->get_id() );
}
