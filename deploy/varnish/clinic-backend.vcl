# Where clinic.vcl sends what it does not answer from its cache: the gateway on this machine (or the load
# balancer in front of the replicas). The Kubernetes base has its own (kubernetes-backend.vcl).
backend gateway {
    .host = "127.0.0.1";
    .port = "3000";
}
