# Where clinic.vcl sends what it does not answer from its cache on Kubernetes: the gateway's Service
# (its cluster address, resolved once when the VCL loads, stays the same while the Service exists).
# A gateway answers within its render budget (RENDER_TIMEOUT_MS, 2.8 s) even when a render is slow, and
# within twice that on a node whose cores are busy; one that has not begun to answer after 6 s hangs: the
# fetch is asked again (clinic.vcl) on a new connection to the Service, whose endpoints drop a pod that
# fails its readiness probe, rather than the visitor waiting the default minute on a connection to the
# hung one. A replica that is only slow is not asked the same page twice.
backend gateway {
    .host = "clinic-gateway";
    .port = "80";
    .connect_timeout = 1s;
    .first_byte_timeout = 6s;
    .between_bytes_timeout = 6s;
}
