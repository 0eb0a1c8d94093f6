# Where clinic.vcl sends what it does not answer from its cache on Kubernetes: the gateway's Service
# (its cluster address, resolved once when the VCL loads, stays the same while the Service exists).
# A gateway answers within its SSR_TIMEOUT_MS (2.5 s) even when a render is slow; one that has not begun
# to answer after 3 s hangs: the fetch is asked again (clinic.vcl) on a new connection to the Service,
# whose endpoints drop a pod that fails its readiness probe, rather than the visitor waiting the default
# minute on a connection to the hung one.
backend gateway {
    .host = "clinic-gateway";
    .port = "80";
    .connect_timeout = 1s;
    .first_byte_timeout = 3s;
    .between_bytes_timeout = 3s;
}
