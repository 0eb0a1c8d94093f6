vcl 4.1;
# Varnish (Debian: varnish, varnish-modules) in front of the gateway: every page served from the cache,
# the gateway rendering each once per s-maxage, and dropping exactly the pages whose content changed
# when the gateway asks (CACHE_PURGE_URL=http://<this varnish's purge address>/). The README ("Behind a
# CDN or Varnish") says how; api-gateway's shared-cache test and the Kubernetes base run this file as it
# is, each with its own clinic-backend.vcl beside it.

import std;
import xkey;
import cookie;

# The backend "gateway": the gateway, or the load balancer in front of its replicas.
include "./clinic-backend.vcl";

sub vcl_recv {
    # Purges are taken only on the listen address named "purge" (varnishd -a purge=127.0.0.1:6091), which
    # only the gateways can reach; visitors' requests, whatever proxy forwards them, arrive on another.
    if (req.method == "PURGE") {
        if (local.socket != "purge") {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the surrogate keys to drop in an xkey-purge header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Dropped " + req.http.n-gone + " objects"));
    }
    # The gateway trusts this proxy's forwarded protocol for the absolute links a page names (canonical,
    # og:url): only "https" (set by a TLS terminator in front) passes, and it is part of the cache key, so a
    # request that names it gets pages of its own and never changes what other visitors get. The gateway
    # reads the Host header itself, never a forwarded host.
    if (req.http.X-Forwarded-Proto != "https") {
        unset req.http.X-Forwarded-Proto;
    }
    unset req.http.X-Forwarded-Host;
    unset req.http.Forwarded;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Only a visitor's canary decision changes a page; every other cookie is the browser's own business.
    # A visitor on a canary build gets pages of their own (the gateway marks them private anyway).
    # A visitor who accepted the cookie notice without scripts gets pages with the notice hidden (private ones).
    cookie.parse(req.http.Cookie);
    cookie.keep("mf-canary,ldrm-cookies-accepted");
    set req.http.Cookie = cookie.get_string();
    if (req.http.Cookie == "") {
        unset req.http.Cookie;
    }
    if (req.http.Cookie ~ "mf-canary=[^;]*:1" || req.http.Cookie ~ "ldrm-cookies-accepted=") {
        return (pass);
    }
    # Query parameters no page reads (tracking tags) make no entry of their own: only those of a list, the
    # search page, the calculator and the quiz count.
    if (req.url ~ "\?") {
        set req.url = regsuball(req.url, "([?&])(?!(?:page|category|query|direction|service|quiz)=)[^&#]*", "\1");
        set req.url = regsuball(req.url, "[?&]+$", "");
        set req.url = regsuball(req.url, "\?&+", "?");
        set req.url = regsuball(req.url, "&&+", "&");
        set req.url = std.querysort(req.url);
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    if (req.http.X-Forwarded-Proto) {
        hash_data(req.http.X-Forwarded-Proto);
    }
    # A visitor decided out of a running canary is kept apart from one not yet decided, whom the gateway decides.
    # The key is the decisions (the canary cookie up to its first "."), not the id and signature of the visit:
    # every visitor decided out shares one copy.
    if (req.http.Cookie) {
        hash_data(regsub(req.http.Cookie, "(mf-canary=[^.;]*)[^;]*", "\1"));
    }
    return (lookup);
}

sub vcl_backend_response {
    # The gateway names what each page shows in Surrogate-Key (the header Fastly reads); xkey reads xkey.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # stale-while-revalidate: served from the cache while a fresh page is fetched in the background.
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, ".*stale-while-revalidate=([0-9]+).*", "\1") + "s", 0s);
    }
    return (deliver);
}

# A fetch that failed (no connection, or no answer within the backend's timeouts: a replica that hangs) is
# asked once more, which reaches another replica behind a load balancer. Only for reads: a form's POST is
# passed, never sent twice, since the gateway may have taken it.
sub vcl_backend_error {
    if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    return (deliver);
}
