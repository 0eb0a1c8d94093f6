# Where clinic.vcl sends what it does not answer from its cache on Kubernetes: the gateway's Service
# (its cluster address, resolved once when the VCL loads, stays the same while the Service exists).
backend gateway {
    .host = "clinic-gateway";
    .port = "80";
}
