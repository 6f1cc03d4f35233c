# Fetches WordPress core from Debian's package archive.
#
# Packagist's copy here carries no WordPress core package, and the stable
# Debian release ships WordPress 6.1 (React 17, too old). Debian's newer
# suites ship current WordPress, so we read their package indexes into a
# private apt state (the machine's own apt configuration is untouched), pick
# the newest wordpress package any of them offers, and download it with the
# packages its symlinks point into (Debian de-duplicates bundled libraries).
# Nothing is installed system-wide: the files are unpacked into .cache/.
# shellcheck shell=bash

WP_SUITES=( sid trixie )
WP_DEB_PACKAGES=( wordpress wordpress-theme-twentytwentyfive libjs-cropper libjs-jquery-ui libjs-lodash libjs-underscore libphp-phpmailer php-getid3 )

apt_private() {
	local state="$CACHE_DIR/apt"
	"$@" -o Dir::Etc::sourcelist="$state/sources.list" -o Dir::Etc::sourceparts=- \
		-o Dir::State::Lists="$state/lists" -o Dir::Cache="$state/cache" \
		-o Dir::State::status=/var/lib/dpkg/status -o APT::Sandbox::User=root
}

# The archive address is read from the machine's own apt sources, so no host
# name is written in this repository.
debian_archive_uri() {
	local uri
	uri="$( grep -hs -m1 -E '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -v security | head -n1 )"
	[ -n "$uri" ] || uri="$( grep -hs -E '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | grep -v security | awk '{print $2}' | head -n1 )"
	[ -n "$uri" ] || die "cannot find Debian's archive in the apt sources"
	echo "$uri"
}

refresh_private_apt() {
	local state="$CACHE_DIR/apt" uri suite
	mkdir -p "$state/lists/partial" "$state/cache/archives/partial"
	uri="$( debian_archive_uri )"
	: >"$state/sources.list"
	for suite in "${WP_SUITES[@]}"; do
		echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $suite main" >>"$state/sources.list"
	done
	apt_private apt-get update -qq >"$LOG_DIR/apt-wordpress.log" 2>&1 \
		|| die "reading Debian's package indexes failed (see $LOG_DIR/apt-wordpress.log)"
}

# Prints "<version> <suite>" of the newest wordpress package on offer, or
# nothing (status 1) when the indexes list none.
newest_wordpress() {
	local best_version="" best_suite="" suite version
	for suite in "${WP_SUITES[@]}"; do
		version="$( apt_private apt-cache madison wordpress 2>/dev/null | awk -v s="$suite" -F' *\\| *' '$3 ~ (" " s "/") {print $2; exit}' )"
		[ -n "$version" ] || continue
		if [ -z "$best_version" ] || dpkg --compare-versions "$version" gt "$best_version"; then
			best_version="$version"
			best_suite="$suite"
		fi
	done
	[ -n "$best_version" ] || return 1
	echo "$best_version $best_suite"
}

# Reads the indexes and finds the newest wordpress package, trying again
# when the archive answered with nothing usable: `apt-get update` can succeed
# on a fetch that failed half-way, and a lookup inside `< <( … )` that dies
# would only end the subshell, leaving the caller to stop without a word.
find_wordpress_package() {
	local attempt offer
	for attempt in 1 2 3; do
		refresh_private_apt
		if offer="$( newest_wordpress )"; then
			echo "$offer"
			return 0
		fi
		warn "no wordpress package in Debian's indexes yet (attempt $attempt of 3); reading them again"
		sleep "$(( attempt * 5 ))"
	done
	die "no wordpress package found in Debian suites ${WP_SUITES[*]} after 3 reads of the indexes (see $LOG_DIR/apt-wordpress.log)"
}

# Makes $WP_CORE_DIR a complete WordPress tree (real files, no dangling links).
ensure_wordpress_core() {
	if [ -f "$WP_CORE_DIR/wp-includes/version.php" ]; then
		return 0
	fi
	log "Fetching WordPress from Debian's archive"
	local version suite staging pkg offer
	offer="$( find_wordpress_package )" || exit 1
	read -r version suite <<<"$offer"
	log "Newest WordPress on offer: $version ($suite)"
	staging="$CACHE_DIR/wordpress-$version"
	if [ ! -f "$staging/usr/share/wordpress/wp-includes/version.php" ]; then
		rm -rf "$staging" "$CACHE_DIR/debs"
		mkdir -p "$staging" "$CACHE_DIR/debs"
		local wanted=()
		for pkg in "${WP_DEB_PACKAGES[@]}"; do wanted+=( "$pkg/$suite" ); done
		( cd "$CACHE_DIR/debs" && apt_private apt-get download -qq "${wanted[@]}" >>"$LOG_DIR/apt-wordpress.log" 2>&1 ) \
			|| die "downloading WordPress packages failed (see $LOG_DIR/apt-wordpress.log)"
		for pkg in "$CACHE_DIR"/debs/*.deb; do dpkg-deb -x "$pkg" "$staging"; done
	fi
	rm -rf "$WP_CORE_DIR.tmp"
	mkdir -p "$WP_CORE_DIR.tmp"
	# Relative links resolve inside the staging tree; copy them as real files.
	# Absolute links (Debian's /etc paths) are dropped and replaced below.
	find "$staging/usr/share/wordpress" -type l -lname '/*' -delete
	cp -rL "$staging/usr/share/wordpress/." "$WP_CORE_DIR.tmp/"
	cp /etc/ssl/certs/ca-certificates.crt "$WP_CORE_DIR.tmp/wp-includes/certificates/ca-bundle.crt" 2>/dev/null || true
	# Debian's wp-config.php reads /etc/wordpress; ours (written per site) replaces it.
	rm -f "$WP_CORE_DIR.tmp/wp-config.php"
	rm -rf "$WP_CORE_DIR"
	mv "$WP_CORE_DIR.tmp" "$WP_CORE_DIR"
	echo "$version $suite" >"$WP_CORE_DIR/.debian-version"
}
