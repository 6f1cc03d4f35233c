<?php
/**
 * Sample data of The PlayBoard (SPEC §2 Forum, §3 Forum category/post).
 *
 * The spec's forum has no backend: these are what The PlayBoard shows until
 * a site owner replaces them through the filter `playpal_sample_forum`
 * ({ categories: array[], posts: array[] }). Categories: id, name,
 * description, postCount, memberCount, isVIPOnly, sample; only
 * `create-forward` is VIP only (SPEC §6). Posts: id, title, excerpt,
 * category (a category id), author, replies, lastActivity (ISO 8601),
 * isPinned, isVIP, sample. Items without `sample => true` are shown as real
 * content.
 *
 * @package PlayPal
 */

defined( 'ABSPATH' ) || exit;

return array(
	'categories' => array(
		array(
			'id'          => 'general-play',
			'name'        => __( 'General Play', 'playpal' ),
			'description' => __( 'Everyday play, rainy-day rescues and the small wins worth sharing.', 'playpal' ),
			'postCount'   => 342,
			'memberCount' => 1280,
			'isVIPOnly'   => false,
		),
		array(
			'id'          => 'appadoo',
			'name'        => __( 'Appadoo', 'playpal' ),
			'description' => __( 'Tips, favourites and questions about Appadoo offline activities.', 'playpal' ),
			'postCount'   => 156,
			'memberCount' => 640,
			'isVIPOnly'   => false,
		),
		array(
			'id'          => 'create-forward',
			'name'        => __( 'Create Forward', 'playpal' ),
			'description' => __( 'Create It Forward creators compare notes on making and sharing printables.', 'playpal' ),
			'postCount'   => 89,
			'memberCount' => 210,
			'isVIPOnly'   => true,
		),
		array(
			'id'          => 'parent-tech',
			'name'        => __( 'Parent Tech', 'playpal' ),
			'description' => __( 'Screen time, printers, tablets and keeping little ones safe online.', 'playpal' ),
			'postCount'   => 203,
			'memberCount' => 815,
			'isVIPOnly'   => false,
		),
	),
	'posts'      => array(
		array(
			'id'           => 'welcome-to-the-playboard',
			'title'        => __( 'Welcome to The PlayBoard! Start here', 'playpal' ),
			'excerpt'      => __( 'Say hello, tell us the ages of your little ones and the one activity that always works in your home.', 'playpal' ),
			'category'     => 'general-play',
			'author'       => __( 'PlayPal Team', 'playpal' ),
			'replies'      => 128,
			'lastActivity' => '2025-06-02T09:15:00Z',
			'isPinned'     => true,
			'isVIP'        => false,
		),
		array(
			'id'           => 'rainy-day-cardboard-castle',
			'title'        => __( 'Our rainy-day cardboard castle (with the Royal Rescue kit)', 'playpal' ),
			'excerpt'      => __( 'Three boxes, one roll of tape and the printable banners kept my four- and six-year-old busy all afternoon.', 'playpal' ),
			'category'     => 'general-play',
			'author'       => __( 'Priya S.', 'playpal' ),
			'replies'      => 23,
			'lastActivity' => '2025-05-30T16:40:00Z',
			'isPinned'     => false,
			'isVIP'        => false,
		),
		array(
			'id'           => 'appadoo-time-limits',
			'title'        => __( 'How do you set Appadoo time limits for different ages?', 'playpal' ),
			'excerpt'      => __( 'My eight-year-old gets 30 minutes, her brother gets 15. Curious how other families handle it.', 'playpal' ),
			'category'     => 'appadoo',
			'author'       => __( 'Marcus L.', 'playpal' ),
			'replies'      => 17,
			'lastActivity' => '2025-05-29T20:05:00Z',
			'isPinned'     => false,
			'isVIP'        => true,
		),
		array(
			'id'           => 'appadoo-offline-road-trip',
			'title'        => __( 'Appadoos saved our road trip (no signal needed!)', 'playpal' ),
			'excerpt'      => __( 'We loaded the Space Station Alpha activities before leaving and they worked the whole way to Grandma’s.', 'playpal' ),
			'category'     => 'appadoo',
			'author'       => __( 'Hannah K.', 'playpal' ),
			'replies'      => 9,
			'lastActivity' => '2025-05-27T11:20:00Z',
			'isPinned'     => false,
			'isVIP'        => false,
		),
		array(
			'id'           => 'creator-pricing-first-pack',
			'title'        => __( 'Pricing your first printable pack: what worked for me', 'playpal' ),
			'excerpt'      => __( 'I started at $5 for a ten-page pack and bundled themes later. Happy to share what I learned.', 'playpal' ),
			'category'     => 'create-forward',
			'author'       => __( 'Ms. Rivera', 'playpal' ),
			'replies'      => 31,
			'lastActivity' => '2025-05-31T08:50:00Z',
			'isPinned'     => true,
			'isVIP'        => true,
		),
		array(
			'id'           => 'creator-accessible-worksheets',
			'title'        => __( 'Making worksheets that work for every learner', 'playpal' ),
			'excerpt'      => __( 'Large fonts, clear icons and fewer items per page: a checklist I use before I publish.', 'playpal' ),
			'category'     => 'create-forward',
			'author'       => __( 'Daniel O.', 'playpal' ),
			'replies'      => 12,
			'lastActivity' => '2025-05-26T14:10:00Z',
			'isPinned'     => false,
			'isVIP'        => true,
		),
		array(
			'id'           => 'printer-settings-for-kits',
			'title'        => __( 'Best home printer settings for play kits', 'playpal' ),
			'excerpt'      => __( 'Card stock, “fit to page” and draft mode for colouring sheets: the settings that saved my ink.', 'playpal' ),
			'category'     => 'parent-tech',
			'author'       => __( 'Sam T.', 'playpal' ),
			'replies'      => 44,
			'lastActivity' => '2025-05-28T18:30:00Z',
			'isPinned'     => false,
			'isVIP'        => false,
		),
		array(
			'id'           => 'screen-time-balance',
			'title'        => __( 'Finding a screen-time balance that feels right', 'playpal' ),
			'excerpt'      => __( 'We swapped one tablet hour for a printable scavenger hunt. Here is how the first week went.', 'playpal' ),
			'category'     => 'parent-tech',
			'author'       => __( 'Aisha M.', 'playpal' ),
			'replies'      => 56,
			'lastActivity' => '2025-05-25T10:00:00Z',
			'isPinned'     => false,
			'isVIP'        => false,
		),
	),
);
