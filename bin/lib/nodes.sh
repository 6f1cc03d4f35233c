# One site served by several app nodes, as a load-balanced production site is:
# each node a PHP-FPM pool of its own (own socket, own local temp, upload and
# session folders), one nginx balancing between them round-robin, and nothing
# shared but MariaDB, Redis and the site's folders (wp-content with uploads,
# and the PlayPal store, PLAYPAL_STORE_DIR). Sourced by site.sh; start_site
# uses it when PLAYPAL_NODES is 2 or more (bin/test-e2e, bench/two-nodes).
#
# Every answer passed to a node carries the node's name in X-PlayPal-Node
# (bench and test sites only), and nginx logs "node status method uri seconds" per
# request to .dev/logs/nginx-NAME-nodes.log (and the seconds it took), which count_node_answers reads.
# shellcheck shell=bash

# node_pool NAME N: the PHP-FPM pool of a site's node N.
node_pool() { echo "${1}_node$2"; }

# node_temp_dir NAME N: node N's own local folders (temp, PHP upload temp, PHP sessions).
node_temp_dir() { echo "$DEV_DIR/nodes/$1/node$2"; }

# node_upstream_file NAME: the nodes nginx balances between (rewritten by use_nodes).
node_upstream_file() { echo "$( server_dir "$1" )/upstream.conf"; }

# write_node_upstream NAME COUNT: the upstream block with nodes 1..COUNT.
write_node_upstream() {
	local name="$1" count="$2" i
	{
		echo 'upstream playpal_nodes {'
		for (( i = 1; i <= count; i++ )); do
			echo "	server unix:$( fpm_socket "$( node_pool "$name" "$i" )" );"
		done
		echo '}'
	} >"$( node_upstream_file "$name" ).tmp"
	mv -f "$( node_upstream_file "$name" ).tmp" "$( node_upstream_file "$name" )"
}

# start_nodes_site NAME PORT COUNT: COUNT node pools and the balancing nginx on 127.0.0.1:PORT.
start_nodes_site() {
	local name="$1" port="$2" count="$3" i pool temp
	[[ "$count" =~ ^[2-9]$ ]] || die "PLAYPAL_NODES must be 2 to 9 (got $count)"
	[[ "$name" =~ ^[a-z0-9-]+$ ]] || die "a nodes site's name is lower-case letters, digits and hyphens (got '$name')"
	mkdir -p "$( server_dir "$name" )"
	rm -rf "${DEV_DIR:?}/nodes/$name"
	for (( i = 1; i <= count; i++ )); do
		pool="$( node_pool "$name" "$i" )"
		temp="$( node_temp_dir "$name" "$i" )"
		mkdir -p "$temp/tmp" "$temp/upload-tmp" "$temp/sessions" "$( server_dir "$pool" )"
		# Node-local folders: whatever a request leaves there, the next request may not find
		# (it may reach the other node), exactly as on two machines.
		FPM_SITE="$name" PLAYPAL_SERVER_PHP_ARGS="${PLAYPAL_SERVER_PHP_ARGS:-} -d sys_temp_dir=$temp/tmp -d upload_tmp_dir=$temp/upload-tmp -d session.save_path=$temp/sessions" \
			write_fpm_config "$pool"
		start_fpm_pool "$pool"
	done
	write_node_upstream "$name" "$count"
	local node_map="" sockets=""
	for (( i = 1; i <= count; i++ )); do
		node_map+="		\"~$( node_pool "$name" "$i" )\\.php-fpm\\.sock\" node$i;"$'\n'
	done
	NGINX_FASTCGI_PASS=playpal_nodes NGINX_HTTP_EXTRA="$( cat <<CONF
	include $( node_upstream_file "$name" );
	# Which node answered (the first one tried, if nginx had to try another).
	map \$upstream_addr \$playpal_node {
		default "";
$node_map	}
	log_format playpal_nodes '\$playpal_node \$status \$request_method "\$request_uri" \$request_time';
	access_log $LOG_DIR/nginx-$name-nodes.log playpal_nodes;
CONF
)" NGINX_SERVER_EXTRA="		add_header X-PlayPal-Node \$playpal_node always;" write_nginx_config "$name" "$port"
	: >"$LOG_DIR/nginx-$name-nodes.log"
	start_nginx_server "$name" "$port"
}

# use_nodes NAME COUNT: balances between nodes 1..COUNT from now on (nginx reloads its configuration).
use_nodes() {
	local name="$1" count="$2" master old i
	write_node_upstream "$name" "$count"
	master="$( cat "$( server_dir "$name" )/nginx.pid" )"
	old="$( pgrep -P "$master" | sort | tr '\n' ' ' )"
	kill -HUP "$master"
	# Done when every old worker has gone and a new one serves.
	for (( i = 0; i < 100; i++ )); do
		local now pid left=0
		now="$( pgrep -P "$master" | sort | tr '\n' ' ' )"
		for pid in $old; do
			grep -qw -- "$pid" <<<"$now" && left=1
		done
		if [ -n "$now" ] && [ "$left" = 0 ]; then
			return 0
		fi
		sleep 0.1
	done
	die "nginx for the $name site did not reload its nodes"
}

# stop_nodes_site NAME: the node pools of a site (its nginx stops with stop_nginx_site).
stop_nodes_site() {
	local name="$1" pool_dir
	for pool_dir in "$DEV_DIR/sites/${name}_node"*/; do
		[ -d "$pool_dir" ] || continue
		stop_fpm_pool "$( basename "$pool_dir" )"
	done
}

# count_node_answers NAME: "nodeN COUNT" lines for the PHP answers in the nodes log since the site started.
count_node_answers() {
	awk '$1 != "-" && $1 != "" { n[$1]++ } END { for ( k in n ) print k, n[k] }' "$LOG_DIR/nginx-$1-nodes.log" | sort
}
